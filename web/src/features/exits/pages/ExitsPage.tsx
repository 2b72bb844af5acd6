import { EXIT_LIST_STATUSES, type ExitListItem, type ExitListStatus } from '@hrms/contracts/exits';
import { LogOut } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { formatDate, formatINR } from '@/lib/format';
import { personName } from '@/lib/personName';
import { type ExitFilters, useExits } from '../api';
import { SettlementAction } from '../components/SettlementAction';
import { SettlementDue } from '../components/SettlementDue';
import { daysToGo, exitTypeLabel } from '../exitForm';

const STATUS_LABELS: Record<ExitListStatus, string> = { upcoming: 'Leaving', left: 'Left' };
const SETTLEMENT_TONES = { draft: 'yellow', approved: 'blue', paid: 'green' } as const;

/**
 * /exits: everyone with a recorded exit — leaving soon or gone — with their last working day, the kind of exit,
 * the days to go (or since), and where their full and final settlement stands, with its action.
 */
export function ExitsPage() {
  const today = useMemo(() => todayISO(), []);
  // A notification links here with the leaver's code (?search=) or the overdue ones (?overdue=true).
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<ExitFilters>({
    status: '',
    search: params.get('search') ?? '',
    page: 1,
    overdue: params.get('overdue') === 'true',
  });
  const exits = useExits(filters);
  const change = (patch: Partial<ExitFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  const columns: Column<ExitListItem>[] = [
    {
      key: 'employee',
      header: 'Employee',
      cell: (r) => (
        <div>
          <Link
            to={`/employees/${r.employee_id}`}
            className="font-medium text-indigo-600 hover:text-indigo-500"
          >
            {personName(r)}
          </Link>
          <div className="text-xs text-slate-500">
            {[r.employee_code, r.department?.name].filter(Boolean).join(' · ')}
          </div>
        </div>
      ),
    },
    {
      key: 'lwd',
      header: 'Last Working Day',
      cell: (r) => (
        <div>
          <div className="whitespace-nowrap">{formatDate(r.last_working_day)}</div>
          <div className="text-xs text-slate-500">{daysToGo(r.last_working_day, today)}</div>
        </div>
      ),
    },
    {
      key: 'type',
      header: 'Exit Type',
      className: 'hidden sm:table-cell',
      cell: (r) => (
        <div>
          <div>{exitTypeLabel(r.exit_type)}</div>
          <div className="text-xs text-slate-500">Notice {formatDate(r.notice_date)}</div>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => <Badge tone={r.has_left ? 'gray' : 'yellow'}>{r.has_left ? 'Left' : 'Leaving'}</Badge>,
    },
    {
      key: 'settlement',
      header: 'Settlement',
      className: 'hidden md:table-cell',
      cell: (r) =>
        r.final_settlement ? (
          <div className="space-y-0.5">
            <Badge tone={SETTLEMENT_TONES[r.final_settlement.status]}>
              {r.final_settlement.status[0]?.toUpperCase()}
              {r.final_settlement.status.slice(1)}
            </Badge>
            <div className="text-xs tabular-nums text-slate-500">
              Net {formatINR(r.final_settlement.net_payable)}
            </div>
          </div>
        ) : (
          <span className="text-slate-500">Not started</span>
        ),
    },
    {
      key: 'due',
      header: 'Due By',
      cell: (r) => <SettlementDue dueOn={r.settlement_due_on} overdue={r.settlement_overdue} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (r) => <SettlementAction employeeId={r.employee_id} settlement={r.final_settlement} />,
    },
  ];

  const filtered = Boolean(filters.status || filters.search || filters.overdue);
  return (
    <>
      <PageHeader
        title="Exits & Settlements"
        description="Employees who are leaving or have left: active to their last working day, leavers from the day after."
      />
      <FilterBar columns={3}>
        <SearchField
          label="Search"
          value={filters.search}
          placeholder="Name, email or employee ID"
          onSearch={(search) => change({ search })}
        />
        <SelectField
          label="Status"
          placeholder="All exits"
          value={filters.status}
          onChange={(event) => change({ status: event.target.value as ExitListStatus | '' })}
          options={EXIT_LIST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        />
        <CheckboxField
          label="Overdue settlements only"
          hint="Not paid within two working days of the last working day."
          why="The Code on Wages, 2019, s.17(2): wages due to a worker who leaves are paid within two working days of the last working day."
          containerClassName="self-end"
          checked={Boolean(filters.overdue)}
          onChange={(event) => change({ overdue: event.target.checked })}
        />
      </FilterBar>
      <div className="mt-6 space-y-4">
        <ErrorBanner message={exits.isError ? errorMessage(exits.error, 'Failed to fetch exits') : null} />
        <DataTable
          caption="Exits"
          columns={columns}
          rows={exits.data?.data}
          rowKey={(r) => r.employee_id}
          loading={exits.isPending}
          className={exits.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          empty={
            <EmptyState
              icon={LogOut}
              title="No exits found"
              hint={
                filtered
                  ? 'No exit matches these filters.'
                  : "Record an employee's exit from their page (Exit → Record exit)."
              }
            />
          }
        />
        {exits.data && exits.data.total > 0 ? (
          <Pagination
            currentPage={exits.data.current_page}
            lastPage={exits.data.last_page}
            total={exits.data.total}
            perPage={exits.data.per_page}
            onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
          />
        ) : null}
      </div>
    </>
  );
}
