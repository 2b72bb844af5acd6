import type { AttendanceRecord } from '@hrms/contracts/attendance';
import {
  AlarmClockPlus,
  CalendarCheck,
  Check,
  CheckCheck,
  CircleAlert,
  Clock,
  Hourglass,
  LayoutDashboard,
  PencilLine,
  SlidersHorizontal,
  Timer,
  UserCheck,
  UserX,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { cx } from '@/components/ui/cx';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { DateField } from '@/components/ui/DateField';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { StatCard } from '@/components/ui/StatCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { useDepartments } from '@/lib/departmentOptions';
import { formatDate, formatNumber, formatTime } from '@/lib/format';
import { hasActiveFilters } from '@/lib/listParams';
import { employeeOptionLabel, personName } from '@/lib/personName';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import {
  useActiveEmployees,
  useApproveAttendance,
  useAttendanceRecords,
  useBulkApproveAttendance,
} from '../api';
import { ApprovalBadge } from '../components/ApprovalBadge';
import { CardItem } from '../components/CardItem';
import { EmployeeCell } from '../components/EmployeeCell';
import { RecordCards } from '../components/RecordCards';
import { SelectionBar } from '../components/SelectionBar';
import { type AttendanceListFilters, CLEARED, readAttendanceFilters } from '../filters';
import { formatHours } from '../hours';
import { APPROVAL_OPTIONS, STATUS_OPTIONS } from '../labels';

const APPROVE_FAILED = 'Failed to approve attendance';

/** /attendance: summary, filters, the records 15 a page, and approval for approvers (spec §2). */
export function AttendancePage() {
  const { user } = useSession();
  const canManage = useCan('manage-attendance');
  const canApprove = useCan('approve-attendance');
  // GET /employees answers to these; attendance managers without them filter by search instead.
  const canListEmployees = [
    useCan('view-employees'),
    useCan('manage-users'),
    useCan('manage-teams'),
    useCan('manage-departments'),
  ].some(Boolean);
  // view-attendance alone shows one's own records: the employee and department filters would be moot.
  const seesCompany = canManage || canApprove;

  const [filters, setFilters] = useListParams(readAttendanceFilters);
  const records = useAttendanceRecords(filters);
  const employees = useActiveEmployees(seesCompany && canListEmployees);
  const departments = useDepartments(seesCompany);
  const approval = useApproval(filters, records.data?.data ?? []);
  const summary = records.data?.summary;
  // On phones only search and status show until asked for the rest.
  const [showMore, setShowMore] = useState(() =>
    Boolean(
      filters.employee_id ||
        filters.department_id ||
        filters.start_date ||
        filters.end_date ||
        filters.is_approved,
    ),
  );
  const more = showMore ? undefined : 'max-sm:hidden';

  const employeeOptions = (employees.data ?? [])
    .map((e) => ({ value: String(e.id), label: employeeOptionLabel(e) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const departmentOptions = (departments.data ?? [])
    .map((d) => ({ value: String(d.id), label: d.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  // Approvers approve a pending record from its row (spec §2: the Actions column).
  // An icon in the table (it has ten columns to fit), a labelled button on the cards.
  const approveButton = (record: AttendanceRecord, compact = false) =>
    canApprove && !record.is_approved ? (
      <Button
        size="sm"
        variant="secondary"
        icon={Check}
        aria-label={compact ? 'Approve' : undefined}
        title={compact ? 'Approve' : undefined}
        className={compact ? 'w-8 px-0! text-emerald-700!' : undefined}
        disabled={approval.busy}
        loading={approval.approvingId === record.id}
        onClick={() => approval.approve(record.id)}
      >
        {compact ? null : 'Approve'}
      </Button>
    ) : null;

  // Attendance managers correct a record on its page; the row's Edit opens the form there (?edit=1).
  const editLink = (record: AttendanceRecord, compact = false) =>
    canManage ? (
      <ButtonLink
        to={`/attendance/${record.id}?edit=1`}
        size="sm"
        variant="secondary"
        icon={PencilLine}
        aria-label={`Edit attendance of ${personName(record.employee)} on ${formatDate(record.attendance_date)}`}
        title={compact ? 'Edit' : undefined}
        className={compact ? 'w-8 px-0!' : undefined}
      >
        {compact ? null : 'Edit'}
      </ButtonLink>
    ) : null;
  const rowActions = (record: AttendanceRecord, compact = false) => {
    const [approve, edit] = [approveButton(record, compact), editLink(record, compact)];
    return approve || edit ? (
      <span className="inline-flex gap-2">
        {approve}
        {edit}
      </span>
    ) : null;
  };

  const selectColumn: Column<AttendanceRecord> = {
    key: 'select',
    header: (
      <input
        type="checkbox"
        aria-label="Select all pending records on this page"
        className="size-4 accent-indigo-600"
        disabled={approval.pendingIds.length === 0}
        checked={approval.pendingIds.length > 0 && approval.selected.length === approval.pendingIds.length}
        onChange={(event) => approval.selectAll(event.target.checked)}
      />
    ),
    className: 'w-10',
    cell: (record) =>
      record.is_approved ? null : (
        <input
          type="checkbox"
          aria-label={`Select ${personName(record.employee)} on ${formatDate(record.attendance_date)}`}
          className="size-4 accent-indigo-600"
          checked={approval.selected.includes(record.id)}
          onChange={(event) => approval.toggle(record.id, event.target.checked)}
        />
      ),
  };

  const columns: Column<AttendanceRecord>[] = [
    ...(canApprove ? [selectColumn] : []),
    {
      key: 'employee',
      header: 'Employee',
      cell: (r) => (
        <div className="max-w-44">
          <EmployeeCell employee={r.employee} avatar={false} />
        </div>
      ),
    },
    { key: 'date', header: 'Date', cell: (r) => <RecordLink record={r} /> },
    // Two-word headers may wrap (the cells keep one line): ten columns fit a laptop's width.
    {
      key: 'clock_in',
      header: 'Clock In',
      className: 'whitespace-normal!',
      cell: (r) => <span className="whitespace-nowrap">{formatTime(r.clock_in)}</span>,
    },
    {
      key: 'clock_out',
      header: 'Clock Out',
      className: 'whitespace-normal!',
      cell: (r) => <span className="whitespace-nowrap">{formatTime(r.clock_out)}</span>,
    },
    { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'hours',
      header: 'Hours',
      align: 'right',
      cell: (r) => <span className="tabular-nums">{formatHours(r.total_hours)}</span>,
    },
    {
      key: 'late',
      header: 'Late (min)',
      align: 'right',
      className: 'whitespace-normal!',
      cell: (r) => (
        <span className={cx('tabular-nums', r.late_minutes > 0 && 'font-medium text-amber-700')}>
          {formatNumber(r.late_minutes)}
        </span>
      ),
    },
    { key: 'approval', header: 'Approval', cell: (r) => <ApprovalBadge approved={r.is_approved} /> },
    ...(canApprove || canManage
      ? [
          {
            key: 'actions',
            header: 'Actions',
            srOnlyHeader: true,
            align: 'right',
            cell: (record: AttendanceRecord) => rowActions(record, true),
          } satisfies Column<AttendanceRecord>,
        ]
      : []),
  ];

  const filtered = hasActiveFilters(filters);
  const emptyState = (
    <EmptyState
      icon={CalendarCheck}
      title="No attendance records found"
      hint="Records appear here once people clock in, or when attendance is entered manually."
      filters={{
        active: filtered,
        hint: 'No record matches these filters. Try other dates, or clear the filters.',
        onClear: () => setFilters(CLEARED),
      }}
    />
  );

  return (
    <>
      <PageHeader
        title="Attendance Records"
        description={
          seesCompany
            ? 'Who came in when, across the company; approve what is pending.'
            : 'Your attendance, day by day.'
        }
        actions={
          <>
            {user?.employee ? (
              <ButtonLink to="/attendance/clock" variant="secondary" icon={Clock}>
                Clock In / Out
              </ButtonLink>
            ) : null}
            {seesCompany ? (
              <ButtonLink to="/attendance/overtime" variant="secondary" icon={AlarmClockPlus}>
                Overtime
              </ButtonLink>
            ) : null}
            {canManage ? (
              <>
                <ButtonLink to="/attendance/dashboard" variant="secondary" icon={LayoutDashboard}>
                  Dashboard
                </ButtonLink>
                <ButtonLink to="/attendance/manual-entry" icon={PencilLine}>
                  Manual Entry
                </ButtonLink>
              </>
            ) : null}
          </>
        }
      />
      <div className="space-y-4">
        <FlashBanner />
        {approval.banners}

        <section
          aria-label="Attendance summary"
          className="grid grid-cols-2 gap-4 sm:grid-cols-3 2xl:grid-cols-6"
        >
          <StatCard label="Records" value={formatNumber(summary?.total)} icon={CalendarCheck} />
          <StatCard label="Present" value={formatNumber(summary?.present)} icon={UserCheck} tone="green" />
          <StatCard label="Late" value={formatNumber(summary?.late)} icon={Timer} tone="yellow" />
          <StatCard label="Absent" value={formatNumber(summary?.absent)} icon={UserX} tone="red" />
          <StatCard label="Half Day" value={formatNumber(summary?.half_day)} icon={Hourglass} tone="blue" />
          <StatCard
            label="Pending"
            value={formatNumber(summary?.pending_approval)}
            icon={CircleAlert}
            tone="slate"
          />
        </section>

        <FilterBar columns={4} className="">
          <SearchField
            label="Search"
            placeholder="Name or employee ID"
            value={filters.search}
            onSearch={(search) => setFilters({ search })}
          />
          {seesCompany && canListEmployees ? (
            <SelectField
              label="Employee"
              placeholder={employees.isPending ? 'Loading employees...' : 'All employees'}
              value={employees.data ? filters.employee_id : ''}
              onChange={(event) => setFilters({ employee_id: event.target.value })}
              options={employeeOptions}
              containerClassName={more}
            />
          ) : null}
          {seesCompany ? (
            <SelectField
              label="Department"
              placeholder={departments.isPending ? 'Loading departments...' : 'All departments'}
              value={departments.data ? filters.department_id : ''}
              onChange={(event) => setFilters({ department_id: event.target.value })}
              options={departmentOptions}
              containerClassName={more}
            />
          ) : null}
          <SelectField
            label="Status"
            placeholder="All statuses"
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value })}
            options={STATUS_OPTIONS}
          />
          <DateField
            label="Start Date"
            value={filters.start_date}
            max={filters.end_date || undefined}
            onChange={(event) => setFilters({ start_date: event.target.value })}
            containerClassName={more}
          />
          <DateField
            label="End Date"
            value={filters.end_date}
            min={filters.start_date || undefined}
            onChange={(event) => setFilters({ end_date: event.target.value })}
            containerClassName={more}
          />
          <SelectField
            label="Approval"
            placeholder="All records"
            value={filters.is_approved}
            onChange={(event) => setFilters({ is_approved: event.target.value })}
            options={APPROVAL_OPTIONS}
            containerClassName={more}
          />
          <div className="flex items-end gap-2">
            <Button
              variant="secondary"
              icon={SlidersHorizontal}
              className="flex-1 sm:hidden"
              aria-expanded={showMore}
              onClick={() => setShowMore(!showMore)}
            >
              {showMore ? 'Fewer filters' : 'More filters'}
            </Button>
            <Button
              variant="ghost"
              className="flex-1 sm:flex-none"
              disabled={!filtered}
              onClick={() => setFilters(CLEARED)}
            >
              Clear filters
            </Button>
          </div>
        </FilterBar>

        {canApprove ? (
          <SelectionBar
            count={approval.selected.length}
            noun={['record', 'records']}
            onClear={() => approval.selectAll(false)}
          >
            <Button size="sm" icon={CheckCheck} disabled={approval.busy} onClick={approval.askBulkApprove}>
              Approve selected
            </Button>
          </SelectionBar>
        ) : null}

        <QueryFrame
          query={records}
          failure="Failed to fetch attendance records"
          loadingLabel="Loading attendance records..."
          card
        >
          {(page) => (
            <>
              <DataTable
                caption="Attendance records"
                className="max-xl:hidden"
                columns={columns}
                rows={page.data}
                rowKey={(record) => record.id}
                empty={emptyState}
              />
              <RecordCards
                label="Attendance records"
                className="xl:hidden"
                items={page.data}
                empty={emptyState}
                badge={(record) => <StatusBadge status={record.status} />}
                details={(record) => (
                  <>
                    <CardItem label="Date">
                      <RecordLink record={record} />
                    </CardItem>
                    <CardItem label="Clock In">{formatTime(record.clock_in)}</CardItem>
                    <CardItem label="Clock Out">{formatTime(record.clock_out)}</CardItem>
                    <CardItem label="Total Hours">{formatHours(record.total_hours)}</CardItem>
                    <CardItem label="Late (min)">{formatNumber(record.late_minutes)}</CardItem>
                    <CardItem label="Approval">
                      <ApprovalBadge approved={record.is_approved} />
                    </CardItem>
                  </>
                )}
                actions={(record) => rowActions(record)}
                select={
                  canApprove
                    ? (record) =>
                        record.is_approved ? null : (
                          <input
                            type="checkbox"
                            aria-label={`Select ${personName(record.employee)} on ${formatDate(record.attendance_date)}`}
                            className="size-4 accent-indigo-600"
                            checked={approval.selected.includes(record.id)}
                            onChange={(event) => approval.toggle(record.id, event.target.checked)}
                          />
                        )
                    : undefined
                }
              />
            </>
          )}
        </QueryFrame>
        {records.data ? (
          <Pagination
            currentPage={records.data.current_page}
            lastPage={records.data.last_page}
            total={records.data.total}
            perPage={records.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
      {approval.dialog}
    </>
  );
}

/**
 * Approving one row, or the rows selected on this page (POST /attendance/bulk-approve). The selection
 * belongs to the filters and page it was made on, and only holds records still pending.
 */
function useApproval(filters: AttendanceListFilters, rows: AttendanceRecord[]) {
  const approveOne = useApproveAttendance();
  const approveMany = useBulkApproveAttendance();
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [approvingId, setApprovingId] = useState<number | null>(null);
  const view = JSON.stringify(filters);
  const [selection, setSelection] = useState<{ view: string; ids: number[] }>({ view, ids: [] });

  const pendingIds = rows.filter((r) => !r.is_approved).map((r) => r.id);
  const selected = selection.view === view ? selection.ids.filter((id) => pendingIds.includes(id)) : [];
  const busy = approveOne.isPending || approveMany.isPending;

  function resetMessages() {
    setDone(null);
    approveOne.reset();
    approveMany.reset();
  }

  function approve(id: number) {
    resetMessages();
    setApprovingId(id);
    approveOne.mutate(id, {
      onSuccess: (answer) => setDone(answer.message),
      onSettled: () => setApprovingId(null),
    });
  }

  function bulkApprove() {
    resetMessages();
    approveMany.mutate(selected, {
      onSuccess: (answer) => {
        setDone(answer.message);
        setSelection({ view, ids: [] });
      },
      onSettled: () => setConfirming(false),
    });
  }

  const failure = approveOne.error ?? approveMany.error;
  const banners: ReactNode = (
    <>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={failure ? errorMessage(failure, APPROVE_FAILED) : null}
        onDismiss={resetMessages}
      />
    </>
  );

  const dialog = (
    <ConfirmDialog
      open={confirming}
      title="Approve Attendance"
      message={`Approve the ${selected.length} selected attendance ${selected.length === 1 ? 'record' : 'records'}?`}
      confirmLabel="Approve"
      pendingLabel="Approving..."
      tone="primary"
      pending={approveMany.isPending}
      onCancel={() => setConfirming(false)}
      onConfirm={bulkApprove}
    />
  );

  return {
    approve,
    approvingId,
    busy,
    pendingIds,
    selected,
    toggle: (id: number, on: boolean) =>
      setSelection({ view, ids: on ? [...selected, id] : selected.filter((s) => s !== id) }),
    selectAll: (on: boolean) => setSelection({ view, ids: on ? pendingIds : [] }),
    askBulkApprove: () => {
      resetMessages();
      setConfirming(true);
    },
    banners,
    dialog,
  };
}

/** A record's date, linking to its page (/attendance/{id}). */
function RecordLink({ record }: { record: AttendanceRecord }) {
  return (
    <Link
      to={`/attendance/${record.id}`}
      aria-label={`View attendance of ${personName(record.employee)} on ${formatDate(record.attendance_date)}`}
      className="font-medium text-indigo-600 hover:text-indigo-500 hover:underline"
    >
      {formatDate(record.attendance_date)}
    </Link>
  );
}
