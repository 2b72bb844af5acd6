import type { LedgerEntry } from '@hrms/contracts/leave-policies';
import { ArrowLeft, History, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import type { Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageHeader } from '@/components/ui/PageHeader';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SelectField } from '@/components/ui/SelectField';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { recordIdOf } from '@/lib/listParams';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useLeaveLedger, useLeaveTypes } from '../api';
import { AdjustBalanceForm } from '../components/AdjustBalanceForm';
import { LeaveTypeBadge } from '../components/LeaveTypeBadge';
import { useYearAndEmployee } from '../components/useYearAndEmployee';
import { formatDays } from '../days';
import { personName } from '../labels';
import { ledgerDescription, signedDays } from '../ledger';

const columns: Column<LedgerEntry>[] = [
  { key: 'date', header: 'Date', cell: (e) => formatDate(e.date) },
  { key: 'type', header: 'Leave type', cell: (e) => <LeaveTypeBadge type={e.leave_type} /> },
  {
    key: 'what',
    header: 'What happened',
    className: 'whitespace-normal min-w-56',
    cell: (e) => <Happened entry={e} />,
  },
  {
    key: 'days',
    header: 'Days',
    align: 'right',
    cell: (e) => (
      <span className={cx('font-medium tabular-nums', e.days < 0 ? 'text-red-700' : 'text-emerald-700')}>
        {signedDays(e.days)}
      </span>
    ),
  },
  {
    key: 'balance',
    header: 'Balance',
    align: 'right',
    cell: (e) => <span className="tabular-nums">{formatDays(e.balance)}</span>,
  },
];

function Happened({ entry }: { entry: LedgerEntry }) {
  const { text, requestId } = ledgerDescription(entry);
  return (
    <span>
      {text}
      {requestId !== null ? (
        <>
          {' ('}
          <Link
            to={`/leaves/${requestId}`}
            className="font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
          >
            leave request<span className="sr-only"> of {formatDate(entry.date)}</span>
          </Link>
          {')'}
        </>
      ) : null}
      {entry.kind === 'adjustment' && entry.recorded_by ? (
        <span className="block text-xs text-slate-500">by {entry.recorded_by}</span>
      ) : null}
    </span>
  );
}

/**
 * /leaves/ledger (?year=&type=&employee_id=): a year of one's leave history, line by line with the balance
 * after each (credits, carry-forward, expiry, HR's adjustments, leave taken). Someone else's for their
 * manager and leave approvers; users with manage-leave-policies may also adjust the balance here.
 */
export function LeaveLedgerPage() {
  const { user } = useSession();
  const canAdjust = useCan('manage-leave-policies');
  const {
    params,
    setParams,
    currentYear,
    years,
    year,
    employeeParam,
    employeeId: named,
  } = useYearAndEmployee();
  const employeeId = named ?? user?.employee_id ?? null;
  const typeParam = params.get('type') ?? '';
  const typeId = recordIdOf(typeParam);
  const types = useLeaveTypes();
  const ledger = useLeaveLedger(employeeId, year, typeId);
  const data = ledger.data;
  const someoneElse = data ? data.employee.id !== user?.employee_id : employeeParam !== '';

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const balanceTo = `/leaves/balance?${new URLSearchParams({
    year: String(year),
    ...(someoneElse && employeeId ? { employee_id: String(employeeId) } : {}),
  })}`;

  const header = (
    <PageHeader
      title="Leave History"
      description="Every credit, carry-forward, expiry, adjustment and leave taken in the year, with the balance after each."
      actions={
        <ButtonLink to={balanceTo} variant="secondary" icon={ArrowLeft}>
          Leave Balance
        </ButtonLink>
      }
    />
  );

  if (employeeId === null) {
    return (
      <>
        {header}
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={UserX}
            title="No employee record"
            hint="Your account is not linked to an employee, so it has no leave history. Open an employee's balance to see theirs."
          />
        </div>
      </>
    );
  }

  const typeOptions = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  // Unpaid leave keeps no balance, so there is nothing of it to adjust.
  const adjustable = (types.data ?? []).filter((t) => t.is_paid);

  return (
    <>
      {header}
      <div className="space-y-6">
        {data ? (
          <section
            aria-label="Employee"
            className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <p>
              <span className="text-base font-semibold text-slate-900">{personName(data.employee)}</span>{' '}
              <span className="text-slate-500">({data.employee.employee_id})</span>
            </p>
            <p className="text-slate-600">
              Policy: <span className="font-medium text-slate-900">{data.policy?.name ?? 'None'}</span>
            </p>
          </section>
        ) : null}

        <FilterBar columns={2} className="">
          <SelectField
            label="Year"
            value={String(year)}
            onChange={(event) =>
              setParam('year', Number(event.target.value) === currentYear ? '' : event.target.value)
            }
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
          />
          <SelectField
            label="Leave type"
            placeholder="All leave types"
            value={typeId ? String(typeId) : ''}
            onChange={(event) => setParam('type', event.target.value)}
            options={typeOptions}
          />
        </FilterBar>

        <ErrorBanner
          message={ledger.isError ? errorMessage(ledger.error, 'Failed to load the leave history') : null}
        />
        <ResponsiveTable
          caption={`Leave history for ${year}`}
          columns={columns}
          rows={data?.entries}
          rowKey={(e) => (e.id === null ? `taken-${e.leave_request_id}-${e.date}` : `line-${e.id}`)}
          loading={ledger.isPending}
          className={ledger.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          empty={
            <EmptyState
              icon={History}
              title={`No leave history for ${year}`}
              hint={
                typeId
                  ? 'Nothing was credited, carried, adjusted or taken of this leave type in the year.'
                  : 'Nothing was credited, carried, adjusted or taken in the year.'
              }
            />
          }
        />

        {canAdjust && data && types.data ? (
          <AdjustBalanceForm
            key={`${data.employee.id}-${typeId ?? ''}`}
            employee={{ id: data.employee.id, name: personName(data.employee) }}
            types={adjustable}
            typeId={adjustable.some((t) => t.id === typeId) ? typeId : null}
          />
        ) : null}
      </div>
    </>
  );
}
