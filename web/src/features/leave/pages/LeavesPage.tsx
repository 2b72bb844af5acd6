import type { LeaveRequest } from '@hrms/contracts/leave';
import {
  CalendarDays,
  CalendarPlus,
  Check,
  CircleCheck,
  CircleX,
  Clock,
  Settings2,
  Wallet,
  X,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SelectField } from '@/components/ui/SelectField';
import { StatCard } from '@/components/ui/StatCard';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { formatDate, formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useHasTeamRequests, useLeaveRequests, useLeaveTypes } from '../api';
import { LeaveTypeBadge } from '../components/LeaveTypeBadge';
import { useLeaveActions } from '../components/useLeaveActions';
import { formatDays } from '../days';
import {
  hasActiveFilters,
  type LeaveListScope,
  nextLeaveListParams,
  readLeaveListFilters,
  readLeaveListScope,
} from '../filters';
import {
  canCancel,
  canDecide,
  formatDateRange,
  HALF_DAY_LABELS,
  personName,
  STATUS_OPTIONS,
} from '../labels';

const LIST_FALLBACKS = {
  approve: 'Failed to approve leave',
  reject: 'Failed to reject leave',
  cancel: 'Failed to cancel leave',
};

/** /leaves: the summary of all matching requests, filters, and the requests 15 a page (spec §2). */
export function LeavesPage() {
  const { user } = useSession();
  const canApply = useCan('apply-leave');
  const canApprove = useCan('approve-leaves');
  const canManageTypes = useCan('manage-leave-types');
  const [params, setParams] = useSearchParams();
  const filters = readLeaveListFilters(params);
  const hasTeam = useHasTeamRequests(Boolean(user?.employee)).data === true;
  const scope: LeaveListScope = hasTeam ? readLeaveListScope(params) : 'all';
  const requests = useLeaveRequests(filters, scope);
  const types = useLeaveTypes();
  const actions = useLeaveActions(LIST_FALLBACKS);
  const summary = requests.data?.summary;
  const viewer = { employeeId: user?.employee?.id ?? null, canApprove, today: todayISO() };

  function setFilters(changes: Record<string, string>) {
    const pageOnly = Object.keys(changes).every((key) => key === 'page');
    // A page change is a step Back can return to; a filter change replaces the entry.
    setParams((current) => nextLeaveListParams(current, changes), { replace: !pageOnly });
  }

  const rowActions = (request: LeaveRequest, compact: boolean) => (
    <RowActions
      request={request}
      compact={compact}
      busy={actions.busyId === request.id}
      decide={canDecide(request, viewer)}
      cancel={canCancel(request, viewer)}
      onApprove={actions.approve}
      onReject={actions.reject}
      onCancel={actions.cancel}
    />
  );

  const columns: Column<LeaveRequest>[] = [
    {
      key: 'employee',
      header: 'Employee',
      cell: (request) => <EmployeeCell request={request} />,
    },
    {
      key: 'leave',
      header: 'Leave Type & Reason',
      cell: (request) => (
        <div className="w-56 space-y-1 whitespace-normal">
          <LeaveTypeBadge type={request.leave_type} />
          <p className="line-clamp-2 break-words text-slate-600" title={request.reason}>
            {request.reason}
          </p>
        </div>
      ),
    },
    { key: 'dates', header: 'Dates', cell: (request) => <DatesCell request={request} /> },
    {
      key: 'status',
      header: 'Status',
      cell: (request) => (
        <div className="space-y-1">
          <StatusBadge status={request.status} />
          <p className="text-xs text-slate-500">Applied {formatDate(request.applied_on)}</p>
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (request) => rowActions(request, true),
    },
  ];

  const typeOptions = (types.data ?? []).map((type) => ({
    value: String(type.id),
    label: type.is_active ? type.name : `${type.name} (inactive)`,
  }));

  const emptyState = (
    <EmptyState
      icon={CalendarDays}
      title="No leave requests found"
      hint={
        hasActiveFilters(filters)
          ? 'No request matches these filters. Try another status or leave type.'
          : 'Apply for leave to request time off from work'
      }
      action={
        canApply && !hasActiveFilters(filters) ? (
          <ButtonLink to="/leaves/apply" icon={CalendarPlus}>
            Apply for Leave
          </ButtonLink>
        ) : null
      }
    />
  );

  return (
    <>
      <PageHeader
        title="Leave Requests"
        description={
          canApprove
            ? 'Time off requested across the company; approve or reject what is pending.'
            : 'Your requests for time off and where they stand.'
        }
        actions={
          <>
            {canManageTypes ? (
              <ButtonLink to="/leaves/types" variant="secondary" icon={Settings2}>
                Leave Types
              </ButtonLink>
            ) : null}
            <ButtonLink to="/leaves/balance" variant="secondary" icon={Wallet}>
              Leave Balance
            </ButtonLink>
            {canApply ? (
              <ButtonLink to="/leaves/apply" icon={CalendarPlus}>
                Apply for Leave
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="space-y-4">
        <FlashBanner />
        {actions.banners}
        {hasTeam ? <ScopeTabs scope={scope} onChange={(view) => setFilters({ view })} /> : null}

        <section aria-label="Leave summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Total Requests" value={formatNumber(summary?.total)} icon={CalendarDays} />
          <StatCard
            label="Pending Approval"
            value={formatNumber(summary?.pending)}
            icon={Clock}
            tone="yellow"
          />
          <StatCard
            label="Approved"
            value={formatNumber(summary?.approved)}
            icon={CircleCheck}
            tone="green"
          />
          <StatCard label="Rejected" value={formatNumber(summary?.rejected)} icon={CircleX} tone="red" />
        </section>

        <FilterBar columns={2} className="">
          <SelectField
            label="Status"
            placeholder="All statuses"
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value })}
            options={STATUS_OPTIONS}
          />
          <SelectField
            label="Leave Type"
            placeholder={types.isPending ? 'Loading leave types...' : 'All leave types'}
            value={types.data ? filters.leave_type_id : ''}
            onChange={(event) => setFilters({ leave_type_id: event.target.value })}
            options={typeOptions}
          />
        </FilterBar>

        <ErrorBanner
          message={requests.isError ? errorMessage(requests.error, 'Failed to load leave requests') : null}
        />
        {requests.isError && !requests.data ? null : (
          <div className={requests.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <DataTable
              caption="Leave requests"
              className="max-md:hidden"
              columns={columns}
              rows={requests.data?.data}
              rowKey={(request) => request.id}
              loading={requests.isPending}
              empty={emptyState}
            />
            <RequestCards
              className="md:hidden"
              requests={requests.data?.data}
              loading={requests.isPending}
              empty={emptyState}
              actions={(request) => rowActions(request, false)}
            />
          </div>
        )}
        {requests.data ? (
          <Pagination
            currentPage={requests.data.current_page}
            lastPage={requests.data.last_page}
            total={requests.data.total}
            perPage={requests.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
      {actions.dialogs}
    </>
  );
}

/** "All requests" or "My team" (requests of the people reporting to the user), kept in ?view=. */
function ScopeTabs({ scope, onChange }: { scope: LeaveListScope; onChange: (view: string) => void }) {
  const tab = (value: LeaveListScope, label: string) => (
    <button
      type="button"
      aria-pressed={scope === value}
      onClick={() => onChange(value === 'team' ? 'team' : '')}
      className={cx(
        'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
        scope === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">Show</legend>
      {tab('all', 'All requests')}
      {tab('team', 'My team')}
    </fieldset>
  );
}

function EmployeeCell({ request }: { request: LeaveRequest }) {
  const name = personName(request.employee);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={name} size="sm" />
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{name}</p>
        <p className="truncate text-slate-500">{request.employee.user.email}</p>
      </div>
    </div>
  );
}

function DatesCell({ request }: { request: LeaveRequest }) {
  return (
    <div>
      <p>{formatDateRange(request.start_date, request.end_date)}</p>
      <p className="text-xs text-slate-500">
        {formatDays(request.days_requested)}
        {request.half_day && request.half_day_type ? ` · ${HALF_DAY_LABELS[request.half_day_type]}` : ''}
      </p>
    </div>
  );
}

type RowActionsProps = {
  request: LeaveRequest;
  /** Icon buttons (the table) or labelled ones (the phone cards). */
  compact: boolean;
  busy: boolean;
  decide: boolean;
  cancel: boolean;
  onApprove: (request: LeaveRequest) => void;
  onReject: (request: LeaveRequest) => void;
  onCancel: (request: LeaveRequest) => void;
};

/** View, and Approve / Reject (approvers, pending) or Cancel (the applicant's own). */
function RowActions({
  request,
  compact,
  busy,
  decide,
  cancel,
  onApprove,
  onReject,
  onCancel,
}: RowActionsProps) {
  const iconButton =
    'inline-flex size-8 items-center justify-center rounded-lg ring-1 ring-inset transition-colors disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <div className="flex flex-wrap items-center justify-end gap-1.5">
      <Link
        to={`/leaves/${request.id}`}
        className="rounded-md px-2 py-1 text-sm font-medium text-indigo-600 hover:bg-indigo-50 hover:text-indigo-500"
      >
        View
      </Link>
      {decide && compact ? (
        <>
          <button
            type="button"
            aria-label="Approve"
            title="Approve"
            disabled={busy}
            onClick={() => onApprove(request)}
            className={cx(iconButton, 'text-emerald-700 ring-emerald-600/30 hover:bg-emerald-50')}
          >
            <Check aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label="Reject"
            title="Reject"
            disabled={busy}
            onClick={() => onReject(request)}
            className={cx(iconButton, 'text-red-700 ring-red-600/30 hover:bg-red-50')}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </>
      ) : null}
      {decide && !compact ? (
        <>
          <Button
            size="sm"
            variant="secondary"
            icon={Check}
            disabled={busy}
            onClick={() => onApprove(request)}
          >
            Approve
          </Button>
          <Button size="sm" variant="secondary" icon={X} disabled={busy} onClick={() => onReject(request)}>
            Reject
          </Button>
        </>
      ) : null}
      {cancel ? (
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => onCancel(request)}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}

/** The list on phones: one card per request instead of a wide table. */
function RequestCards({
  requests,
  loading,
  empty,
  actions,
  className,
}: {
  requests: LeaveRequest[] | undefined;
  loading: boolean;
  empty: ReactNode;
  actions: (request: LeaveRequest) => ReactNode;
  className?: string;
}) {
  if (loading) {
    return (
      <div className={cx('rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
        <LoadingState variant="table" label="Loading leave requests..." />
      </div>
    );
  }
  if (!requests?.length) {
    return (
      <div className={cx('rounded-xl border border-slate-200 bg-white shadow-sm', className)}>{empty}</div>
    );
  }
  return (
    <ul aria-label="Leave requests" className={cx('space-y-3', className)}>
      {requests.map((request) => (
        <li
          key={request.id}
          className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <EmployeeCell request={request} />
            <StatusBadge status={request.status} />
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <LeaveTypeBadge type={request.leave_type} />
            <DatesCell request={request} />
          </div>
          <div>
            <p className="line-clamp-2 break-words text-slate-600">{request.reason}</p>
            <p className="mt-1 text-xs text-slate-500">Applied {formatDate(request.applied_on)}</p>
          </div>
          <div className="flex justify-end border-t border-slate-100 pt-3 empty:hidden">
            {actions(request)}
          </div>
        </li>
      ))}
    </ul>
  );
}
