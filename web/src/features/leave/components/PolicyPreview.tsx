import type { LeavePolicy, PolicyPreview as Preview } from '@hrms/contracts/leave-policies';
import { CalendarSearch, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '@/components/ui/cx';
import type { Column } from '@/components/ui/DataTable';
import { DateField } from '@/components/ui/DateField';
import { EmptyState } from '@/components/ui/EmptyState';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SectionCard } from '@/components/ui/SectionCard';
import { todayISO } from '@/lib/dates';
import { formatDate, formatNumber, plural } from '@/lib/format';
import { employeeOptionLabel } from '@/lib/personName';
import { firstOfNextMonth } from '../assignmentForm';
import { isIsoDate } from '../days';
import { signedDays } from '../ledger';
import { usePolicyPreview } from '../policyApi';
import { LEDGER_KIND_LABELS } from '../policyLabels';

type Total = Preview['totals'][number];
type Line = Preview['lines'][number];

const totalColumns: Column<Total>[] = [
  { key: 'type', header: 'Leave type', cell: (t) => t.leave_type.name },
  { key: 'kind', header: 'What', cell: (t) => LEDGER_KIND_LABELS[t.kind] },
  { key: 'employees', header: 'Employees', align: 'right', cell: (t) => formatNumber(t.employees) },
  {
    key: 'days',
    header: 'Days',
    align: 'right',
    cell: (t) => <span className="tabular-nums">{signedDays(t.days)}</span>,
  },
];

const lineColumns: Column<Line>[] = [
  { key: 'employee', header: 'Employee', cell: (l) => employeeOptionLabel(l.employee) },
  { key: 'type', header: 'Leave type', cell: (l) => l.leave_type.name },
  { key: 'kind', header: 'What', cell: (l) => LEDGER_KIND_LABELS[l.kind] },
  { key: 'date', header: 'Date', cell: (l) => formatDate(l.date) },
  { key: 'period', header: 'Period', cell: (l) => l.period },
  {
    key: 'days',
    header: 'Days',
    align: 'right',
    cell: (l) => <span className="tabular-nums">{signedDays(l.days)}</span>,
  },
];

/**
 * The policy page's Preview: what the accrual and year-end jobs will post for the policy's employees by a
 * date (not yet posted today), in totals per leave type and kind, then line by line. It reads the saved
 * rules, so save changes first.
 */
export function PolicyPreview({ policy }: { policy: LeavePolicy }) {
  const [on, setOn] = useState(() => firstOfNextMonth(todayISO()));
  const preview = usePolicyPreview(policy.id, isIsoDate(on) ? on : null);
  const [showLines, setShowLines] = useState(false);
  const linesId = useId();

  return (
    <SectionCard
      title="Preview"
      description="What the accrual and year-end jobs will credit, carry forward and expire under the saved rules, from today to the date chosen."
    >
      <DateField
        label="What will be credited on"
        value={on}
        onChange={(event) => setOn(event.target.value)}
        containerClassName="sm:max-w-xs"
        error={on && !isIsoDate(on) ? 'Choose a date' : undefined}
      />
      {isIsoDate(on) ? (
        <QueryFrame
          query={preview}
          failure="Failed to load the preview"
          loadingLabel="Loading the preview..."
        >
          {(data) =>
            data.totals.length === 0 ? (
              <EmptyState
                icon={CalendarSearch}
                title={`Nothing to post by ${formatDate(data.on)}`}
                hint={`${plural(data.employee_count, 'employee')} ${data.employee_count === 1 ? 'is' : 'are'} on this policy; no credit, carry-forward or expiry falls due by then.`}
                className="py-8"
              />
            ) : (
              <div className="space-y-4">
                <p className="text-sm text-slate-600">
                  By {formatDate(data.on)}, for {formatNumber(data.employee_count)}{' '}
                  {data.employee_count === 1 ? 'employee' : 'employees'} on this policy:
                </p>
                <ResponsiveTable
                  caption={`Totals to be posted by ${formatDate(data.on)}`}
                  columns={totalColumns}
                  rows={data.totals}
                  rowKey={(t) => `${t.leave_type.id}-${t.kind}`}
                  className="shadow-none"
                />
                <div>
                  <button
                    type="button"
                    aria-expanded={showLines}
                    aria-controls={linesId}
                    onClick={() => setShowLines(!showLines)}
                    className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:text-indigo-900"
                  >
                    <ChevronDown
                      aria-hidden="true"
                      className={cx('size-4 transition-transform', showLines && 'rotate-180')}
                    />
                    Line by line ({formatNumber(data.line_count)} {data.line_count === 1 ? 'line' : 'lines'})
                  </button>
                </div>
                {showLines ? (
                  <div id={linesId} className="space-y-2">
                    {data.line_count > data.lines.length ? (
                      <p className="text-xs text-slate-500">
                        The first {formatNumber(data.lines.length)} of {formatNumber(data.line_count)} lines;
                        the totals count them all.
                      </p>
                    ) : null}
                    <ResponsiveTable
                      caption={`Lines to be posted by ${formatDate(data.on)}`}
                      columns={lineColumns}
                      rows={data.lines}
                      rowKey={(l) => `${l.employee.id}-${l.leave_type.id}-${l.kind}-${l.date}-${l.period}`}
                      className="shadow-none"
                    />
                  </div>
                ) : null}
              </div>
            )
          }
        </QueryFrame>
      ) : null}
    </SectionCard>
  );
}
