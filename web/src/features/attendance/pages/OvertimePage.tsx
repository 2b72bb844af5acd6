import type { OvertimeItem } from '@hrms/contracts/attendance';
import { AlarmClockPlus, ArrowLeft, Check, CheckCheck, TriangleAlert, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { standingLabel } from '@/components/requests/standing';
import { Badge, StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { DateField } from '@/components/ui/DateField';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { Modal } from '@/components/ui/Modal';
import { ModalFormActions } from '@/components/ui/ModalFormActions';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { formatDate, formatNumber } from '@/lib/format';
import { nextListParams } from '@/lib/listParams';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useDecideOvertime, useDecideOvertimeInBulk, useOvertime } from '../api';
import { CardItem } from '../components/CardItem';
import { EmployeeCell } from '../components/EmployeeCell';
import { RecordCards } from '../components/RecordCards';
import { SelectionBar } from '../components/SelectionBar';
import { formatHours } from '../hours';
import {
  approvableHours,
  OVERTIME_CLEARED,
  OVERTIME_STATUS_OPTIONS,
  type OvertimeFilters,
  readOvertimeFilters,
} from '../overtime';

const FAILED = 'Failed to decide the overtime';
const withPendingDefault = (current: URLSearchParams, changes: Record<string, string>) =>
  nextListParams(current, changes, { overtime_status: 'pending' });

/**
 * /attendance/overtime: hours worked beyond the day's and the week's limits, decided apart from the day's
 * attendance — approve the hours claimed or fewer, reject, or decide the selected days at once. Each day shows
 * its employee's quarter against the quarterly limit, and warns before approving past it.
 */
export function OvertimePage() {
  const canDecide = useCan('approve-attendance');
  const [filters, setFilters] = useListParams(readOvertimeFilters, withPendingDefault);
  const overtime = useOvertime(filters);
  const rows = overtime.data?.data ?? [];
  const decisions = useDecisions(filters, rows);

  const decideButtons = (item: OvertimeItem, compact = false) =>
    canDecide && item.overtime_status === 'pending' ? (
      <span className="inline-flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          icon={Check}
          aria-label={`Approve the overtime of ${personName(item.employee)} on ${formatDate(item.attendance_date)}`}
          title={compact ? 'Approve' : undefined}
          className={compact ? 'w-8 px-0! text-emerald-700!' : undefined}
          disabled={decisions.busy}
          onClick={() => decisions.askApprove(item)}
        >
          {compact ? null : 'Approve'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={X}
          aria-label={`Reject the overtime of ${personName(item.employee)} on ${formatDate(item.attendance_date)}`}
          title={compact ? 'Reject' : undefined}
          className={compact ? 'w-8 px-0! text-red-700!' : undefined}
          disabled={decisions.busy}
          onClick={() => decisions.askReject(item)}
        >
          {compact ? null : 'Reject'}
        </Button>
      </span>
    ) : null;

  const selectBox = (item: OvertimeItem) =>
    item.overtime_status === 'pending' ? (
      <input
        type="checkbox"
        aria-label={`Select ${personName(item.employee)} on ${formatDate(item.attendance_date)}`}
        className="size-4 accent-indigo-600"
        checked={decisions.selected.includes(item.id)}
        onChange={(event) => decisions.toggle(item.id, event.target.checked)}
      />
    ) : null;

  const columns: Column<OvertimeItem>[] = [
    ...(canDecide
      ? [
          {
            key: 'select',
            header: (
              <input
                type="checkbox"
                aria-label="Select all pending days on this page"
                className="size-4 accent-indigo-600"
                disabled={decisions.pendingIds.length === 0}
                checked={
                  decisions.pendingIds.length > 0 && decisions.selected.length === decisions.pendingIds.length
                }
                onChange={(event) => decisions.selectAll(event.target.checked)}
              />
            ),
            className: 'w-10',
            cell: selectBox,
          } satisfies Column<OvertimeItem>,
        ]
      : []),
    {
      key: 'employee',
      header: 'Employee',
      cell: (r) => (
        <div className="max-w-44">
          <EmployeeCell employee={r.employee} avatar={false} />
        </div>
      ),
    },
    { key: 'date', header: 'Date', cell: (r) => <DayLink item={r} /> },
    { key: 'worked', header: 'Worked', align: 'right', cell: (r) => hoursCell(r.worked_hours) },
    { key: 'claimed', header: 'Overtime', align: 'right', cell: (r) => hoursCell(r.overtime_hours) },
    {
      key: 'approved',
      header: 'Approved',
      align: 'right',
      cell: (r) => hoursCell(r.overtime_approved_hours),
    },
    { key: 'quarter', header: 'This Quarter', cell: (r) => <QuarterCell item={r} /> },
    { key: 'status', header: 'Status', cell: (r) => <OvertimeStatus item={r} /> },
    ...(canDecide
      ? [
          {
            key: 'actions',
            header: 'Actions',
            srOnlyHeader: true,
            align: 'right',
            cell: (r: OvertimeItem) => decideButtons(r, true),
          } satisfies Column<OvertimeItem>,
        ]
      : []),
  ];

  const filtered = Boolean(
    filters.search || filters.start_date || filters.end_date || filters.overtime_status !== 'pending',
  );
  const emptyState = (
    <EmptyState
      icon={AlarmClockPlus}
      title={filters.overtime_status === 'pending' ? 'No overtime waits for a decision' : 'No overtime found'}
      hint="A day worked beyond the day's or the week's hours claims overtime here when it is clocked out or entered."
      filters={{
        active: filtered,
        hint: 'No overtime matches these filters. Try other dates, or clear the filters.',
        onClear: () => setFilters(OVERTIME_CLEARED),
      }}
    />
  );

  return (
    <>
      <PageHeader
        title="Overtime"
        description="Work beyond the day's and the week's hours. Each day waits in its approval chain (reporting managers decide theirs under Approvals); deciding here settles it outright. Only approved hours are paid, at the company's overtime rate."
        actions={
          <ButtonLink to="/attendance" variant="secondary" icon={ArrowLeft}>
            Attendance Records
          </ButtonLink>
        }
      />
      <div className="space-y-4">
        {decisions.banners}
        <FilterBar columns={4} className="">
          <SearchField
            label="Search"
            placeholder="Name or employee ID"
            value={filters.search}
            onSearch={(search) => setFilters({ search })}
          />
          <SelectField
            label="Status"
            value={filters.overtime_status || 'all'}
            onChange={(event) =>
              setFilters({ overtime_status: event.target.value === 'all' ? '' : event.target.value })
            }
            options={OVERTIME_STATUS_OPTIONS}
          />
          <DateField
            label="Start Date"
            value={filters.start_date}
            max={filters.end_date || undefined}
            onChange={(event) => setFilters({ start_date: event.target.value })}
          />
          <DateField
            label="End Date"
            value={filters.end_date}
            min={filters.start_date || undefined}
            onChange={(event) => setFilters({ end_date: event.target.value })}
          />
        </FilterBar>

        {canDecide ? (
          <SelectionBar
            count={decisions.selected.length}
            noun={['day', 'days']}
            onClear={() => decisions.selectAll(false)}
          >
            <Button
              variant="secondary"
              size="sm"
              icon={X}
              disabled={decisions.busy}
              onClick={() => decisions.askBulk('reject')}
            >
              Reject selected
            </Button>
            <Button
              size="sm"
              icon={CheckCheck}
              disabled={decisions.busy}
              onClick={() => decisions.askBulk('approve')}
            >
              Approve selected
            </Button>
          </SelectionBar>
        ) : null}

        <QueryFrame
          query={overtime}
          failure="Failed to fetch overtime"
          loadingLabel="Loading overtime..."
          card
        >
          {(page) => (
            <>
              <DataTable
                caption="Overtime"
                className="max-xl:hidden"
                columns={columns}
                rows={page.data}
                rowKey={(item) => item.id}
                empty={emptyState}
              />
              <RecordCards
                label="Overtime"
                className="xl:hidden"
                items={page.data}
                empty={emptyState}
                badge={(item) => <OvertimeStatus item={item} />}
                details={(item) => (
                  <>
                    <CardItem label="Date">
                      <DayLink item={item} />
                    </CardItem>
                    <CardItem label="Worked">{formatHours(item.worked_hours)}</CardItem>
                    <CardItem label="Overtime">{formatHours(item.overtime_hours)}</CardItem>
                    <CardItem label="Approved">{formatHours(item.overtime_approved_hours)}</CardItem>
                    <CardItem label="This Quarter">
                      <QuarterCell item={item} />
                    </CardItem>
                  </>
                )}
                actions={(item) => decideButtons(item)}
                select={canDecide ? selectBox : undefined}
              />
            </>
          )}
        </QueryFrame>
        {overtime.data ? (
          <Pagination
            currentPage={overtime.data.current_page}
            lastPage={overtime.data.last_page}
            total={overtime.data.total}
            perPage={overtime.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
      {decisions.dialogs}
    </>
  );
}

const hoursCell = (hours: number | null) => <span className="tabular-nums">{formatHours(hours)}</span>;

/** The claim's status and, while it waits, whom its approval chain waits for. */
function OvertimeStatus({ item }: { item: OvertimeItem }) {
  const waiting = item.overtime_status === 'pending' && item.waiting ? item.waiting : null;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <StatusBadge status={item.overtime_status} />
      {waiting ? (
        <span className="text-xs text-slate-500">
          {standingLabel({ status: 'pending', waiting, decided_by: null, decided_at: null })}
        </span>
      ) : null}
    </span>
  );
}

/** The employee's approved overtime this quarter against the limit, flagged when this day would pass it. */
function QuarterCell({ item }: { item: OvertimeItem }) {
  const { approved_hours, limit_hours, exceeds_if_approved } = item.quarter;
  return (
    <span className="inline-flex flex-col gap-1">
      <span className="tabular-nums">
        {formatNumber(approved_hours)} h{limit_hours === null ? '' : ` of ${formatNumber(limit_hours)} h`}
      </span>
      {exceeds_if_approved ? (
        <Badge tone="red">
          <TriangleAlert aria-hidden className="mr-1 inline size-3" />
          Over the limit if approved
        </Badge>
      ) : null}
    </span>
  );
}

function DayLink({ item }: { item: OvertimeItem }) {
  return (
    <Link
      to={`/attendance/${item.id}`}
      aria-label={`View attendance of ${personName(item.employee)} on ${formatDate(item.attendance_date)}`}
      className="font-medium text-indigo-600 hover:text-indigo-500 hover:underline"
    >
      {formatDate(item.attendance_date)}
    </Link>
  );
}

/**
 * Deciding one day (approve with the hours, or reject after a confirmation) or the days selected on this
 * page; the selection belongs to the filters and page it was made on and holds only pending days.
 */
function useDecisions(filters: OvertimeFilters, rows: OvertimeItem[]) {
  const one = useDecideOvertime();
  const many = useDecideOvertimeInBulk();
  const [done, setDone] = useState<string | null>(null);
  const [approving, setApproving] = useState<OvertimeItem | null>(null);
  const [rejecting, setRejecting] = useState<OvertimeItem | null>(null);
  const [bulk, setBulk] = useState<'approve' | 'reject' | null>(null);
  const view = JSON.stringify(filters);
  const [selection, setSelection] = useState<{ view: string; ids: number[] }>({ view, ids: [] });

  const pendingIds = rows.filter((r) => r.overtime_status === 'pending').map((r) => r.id);
  const selected = selection.view === view ? selection.ids.filter((id) => pendingIds.includes(id)) : [];
  const overLimit = rows.filter((r) => selected.includes(r.id) && r.quarter.exceeds_if_approved).length;

  function reset() {
    setDone(null);
    one.reset();
    many.reset();
  }
  const decideOne = (item: OvertimeItem, decision: 'approve' | 'reject', hours?: number) =>
    one.mutate(
      { id: item.id, decision, ...(hours === undefined ? {} : { hours }) },
      {
        onSuccess: (answer) => {
          setDone(`${answer.message}: ${personName(item.employee)}, ${formatDate(item.attendance_date)}`);
          setApproving(null);
          setRejecting(null);
        },
      },
    );
  const decideMany = (decision: 'approve' | 'reject') =>
    many.mutate(
      { ids: selected, decision },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          setSelection({ view, ids: [] });
        },
        onSettled: () => setBulk(null),
      },
    );

  const failure = one.error ?? many.error;
  const banners: ReactNode = (
    <>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner message={failure && !approving ? errorMessage(failure, FAILED) : null} onDismiss={reset} />
    </>
  );

  const dialogs = (
    <>
      <ApproveDialog
        item={approving}
        pending={one.isPending}
        failure={approving && one.error ? errorMessage(one.error, FAILED) : null}
        onCancel={() => {
          setApproving(null);
          one.reset();
        }}
        onApprove={(hours) => approving && decideOne(approving, 'approve', hours)}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title="Reject Overtime"
        message={
          rejecting
            ? `Reject the ${formatHours(rejecting.overtime_hours)} hours of overtime of ${personName(rejecting.employee)} on ${formatDate(rejecting.attendance_date)}? They will not be paid.`
            : ''
        }
        confirmLabel="Reject"
        pendingLabel="Rejecting..."
        pending={one.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={() => rejecting && decideOne(rejecting, 'reject')}
      />
      <ConfirmDialog
        open={bulk !== null}
        title={bulk === 'reject' ? 'Reject Overtime' : 'Approve Overtime'}
        message={
          bulk === 'reject'
            ? `Reject the overtime of the ${selected.length} selected ${selected.length === 1 ? 'day' : 'days'}? It will not be paid.`
            : `Approve the overtime of the ${selected.length} selected ${selected.length === 1 ? 'day' : 'days'}, each at the hours claimed?${
                overLimit ? ` ${overLimit} of them would take the employee past the quarter's limit.` : ''
              }`
        }
        confirmLabel={bulk === 'reject' ? 'Reject' : 'Approve'}
        pendingLabel={bulk === 'reject' ? 'Rejecting...' : 'Approving...'}
        tone={bulk === 'reject' ? 'danger' : 'primary'}
        pending={many.isPending}
        onCancel={() => setBulk(null)}
        onConfirm={() => bulk && decideMany(bulk)}
      />
    </>
  );

  return {
    busy: one.isPending || many.isPending,
    pendingIds,
    selected,
    toggle: (id: number, on: boolean) =>
      setSelection({ view, ids: on ? [...selected, id] : selected.filter((s) => s !== id) }),
    selectAll: (on: boolean) => setSelection({ view, ids: on ? pendingIds : [] }),
    askApprove: (item: OvertimeItem) => {
      reset();
      setApproving(item);
    },
    askReject: (item: OvertimeItem) => {
      reset();
      setRejecting(item);
    },
    askBulk: (decision: 'approve' | 'reject') => {
      reset();
      setBulk(decision);
    },
    banners,
    dialogs,
  };
}

/** Approving a day: the hours claimed, or fewer; a warning when they would pass the quarter's limit. */
function ApproveDialog({
  item,
  pending,
  failure,
  onCancel,
  onApprove,
}: {
  item: OvertimeItem | null;
  pending: boolean;
  failure: string | null;
  onCancel: () => void;
  onApprove: (hours: number) => void;
}) {
  const formId = useId();
  const [text, setText] = useState<{ id: number; value: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = item && text?.id === item.id ? text.value : item ? item.overtime_hours.toFixed(2) : '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!item) return;
    const checked = approvableHours(value, item.overtime_hours);
    if ('error' in checked) {
      setProblem(checked.error);
      return;
    }
    setProblem(null);
    onApprove(checked.hours);
  }

  return (
    <Modal
      open={item !== null}
      onClose={onCancel}
      dismissible={!pending}
      title="Approve Overtime"
      description={
        item
          ? `${personName(item.employee)} worked ${formatHours(item.worked_hours)} hours on ${formatDate(item.attendance_date)}, ${formatHours(item.overtime_hours)} of them beyond the limits.`
          : undefined
      }
      footer={
        <ModalFormActions formId={formId} submitLabel="Approve" pending={pending} onCancel={onCancel} />
      }
    >
      {item ? (
        <form id={formId} onSubmit={submit} noValidate className="space-y-4">
          {item.quarter.exceeds_if_approved ? (
            <p
              role="alert"
              className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {`${formatNumber(item.quarter.approved_hours)} hours are approved this quarter; approving these would pass the limit of ${formatNumber(item.quarter.limit_hours ?? 0)} hours.`}
            </p>
          ) : null}
          <TextField
            label="Hours to approve"
            inputMode="decimal"
            autoComplete="off"
            required
            hint={`At most the ${formatHours(item.overtime_hours)} hours claimed.`}
            value={value}
            error={problem ?? failure ?? undefined}
            onChange={(event) => setText({ id: item.id, value: event.target.value })}
          />
        </form>
      ) : null}
    </Modal>
  );
}
