import type { AttendanceRecord, EmployeeSummary } from '@hrms/contracts/attendance';
import { ArrowLeft, Check, MapPin, PencilLine } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { NotFound } from '@/components/ui/NotFound';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { PAY_BASIS_HINTS, PAY_BASIS_LABELS, payBasisOf } from '@/features/payroll-settings';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useApproveAttendance, useAttendanceRecord, useEmployeeMonth } from '../api';
import { ApprovalBadge } from '../components/ApprovalBadge';
import { EditAttendanceModal } from '../components/EditAttendanceModal';
import { EmployeeCell } from '../components/EmployeeCell';
import { Timeline } from '../components/Timeline';
import { dayRuleText } from '../correction';
import { formatHours, formatHoursMinutes } from '../hours';
import { methodLabel } from '../labels';
import { timelineOf } from '../timeline';

const backLink = (
  <ButtonLink to="/attendance" variant="secondary" icon={ArrowLeft}>
    Back to Attendance
  </ButtonLink>
);

type TrailSlot = ComponentType<{ requestType: 'overtime'; requestId: number; title: string }>;

/**
 * /attendance/{id}: the day's timeline, hours, where and how it was recorded, and its approval; a day with
 * overtime shows the levels of its overtime's approval chain.
 */
export function AttendanceDetailPage({ ApprovalTrail }: { ApprovalTrail: TrailSlot }) {
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const query = useAttendanceRecord(id);

  const missing = id === 0 || (query.error instanceof ApiError && query.error.status === 404);
  if (missing) {
    return (
      <>
        <title>Attendance record not found · HRMS</title>
        <NotFound
          title="Attendance record not found"
          message="The attendance record does not exist, or it is not one you may see."
          backTo="/attendance"
          backLabel="Back to Attendance"
        />
      </>
    );
  }
  if (query.isPending) return <LoadingState variant="page" label="Loading attendance record..." />;
  if (query.isError) {
    return (
      <>
        <PageHeader title="Attendance Details" actions={backLink} />
        <ErrorBanner message={errorMessage(query.error, 'Failed to fetch attendance record')} />
      </>
    );
  }
  return <AttendanceDetail record={query.data} ApprovalTrail={ApprovalTrail} />;
}

function AttendanceDetail({ record, ApprovalTrail }: { record: AttendanceRecord; ApprovalTrail: TrailSlot }) {
  const canApprove = useCan('approve-attendance');
  const canEdit = useCan('manage-attendance');
  const approve = useApproveAttendance();
  const [done, setDone] = useState<string | null>(null);
  // The list's Edit action opens the page with ?edit=1.
  const [params, setParams] = useSearchParams();
  const editing = canEdit && params.get('edit') === '1';
  const setEditing = (open: boolean) => setParams(open ? { edit: '1' } : {}, { replace: true });
  const name = personName(record.employee);
  const manual = record.method === 'manual';
  const rule = dayRuleText(record.shift);

  function approveRecord() {
    setDone(null);
    approve.mutate(record.id, { onSuccess: (answer) => setDone(answer.message) });
  }

  const approveButton =
    canApprove && !record.is_approved ? (
      <Button icon={Check} loading={approve.isPending} onClick={approveRecord}>
        Approve
      </Button>
    ) : null;

  return (
    <>
      <PageHeader
        title="Attendance Details"
        description={
          <span className="flex flex-wrap items-center gap-2">
            {name} on {formatDate(record.attendance_date)} <StatusBadge status={record.status} />
            <ApprovalBadge approved={record.is_approved} />
          </span>
        }
        actions={
          <>
            {backLink}
            {canEdit ? (
              <Button
                icon={PencilLine}
                onClick={() => {
                  setDone(null);
                  setEditing(true);
                }}
              >
                Edit Attendance
              </Button>
            ) : null}
          </>
        }
      />
      {canEdit ? (
        <EditAttendanceModal
          record={record}
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={(message) => {
            setEditing(false);
            setDone(message);
          }}
        />
      ) : null}
      <div className="mb-6 space-y-4 empty:hidden">
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        <ErrorBanner
          message={approve.error ? errorMessage(approve.error, 'Failed to approve attendance') : null}
          onDismiss={approve.reset}
        />
      </div>

      {/* Phones: the day, then who and approval, then the month. Wide screens: the side column beside both. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="space-y-6 lg:col-span-2">
          <div className="grid gap-6 md:grid-cols-2">
            <SectionCard title="Timeline">
              <Timeline steps={timelineOf(record)} />
            </SectionCard>
            <SectionCard title="Hours">
              <DetailList columns={1}>
                <DetailItem label="Total Hours">
                  {record.total_hours === null ? null : (
                    <span className="tabular-nums">
                      {formatHours(record.total_hours)}{' '}
                      <span className="text-slate-500">({formatHoursMinutes(record.total_hours)} h:mm)</span>
                    </span>
                  )}
                </DetailItem>
                <DetailItem label="Hours Worked">
                  <span className="tabular-nums">{formatHours(record.worked_hours)}</span>
                </DetailItem>
                <DetailItem label="Overtime Hours">
                  <span className="tabular-nums">{formatHours(record.overtime_hours)}</span>
                </DetailItem>
                {record.overtime_status === 'none' ? null : (
                  <DetailItem label="Overtime">
                    <span className="inline-flex flex-wrap items-center gap-2">
                      <StatusBadge status={record.overtime_status} />
                      {record.overtime_approved_hours === null
                        ? null
                        : `${formatHours(record.overtime_approved_hours)} h approved`}
                      {record.overtime_decided_by
                        ? ` by ${record.overtime_decided_by.name}${record.overtime_decided_at ? `, ${formatDateTime(record.overtime_decided_at)}` : ''}`
                        : null}
                      {record.overtime_status === 'pending' && canApprove ? (
                        <Link
                          to={`/attendance/overtime?start_date=${record.attendance_date}&end_date=${record.attendance_date}`}
                          className="font-medium text-indigo-600 hover:underline"
                        >
                          Decide
                        </Link>
                      ) : null}
                    </span>
                  </DetailItem>
                )}
                <DetailItem label="Late Minutes">
                  <span className="tabular-nums">{formatNumber(record.late_minutes)}</span>
                </DetailItem>
              </DetailList>
              {rule ? <p className="mt-3 text-xs text-slate-500">{rule}</p> : null}
            </SectionCard>
          </div>

          <SectionCard title="Details">
            <DetailList columns={3}>
              <DetailItem label="Date">{formatDate(record.attendance_date)}</DetailItem>
              <DetailItem label="Status">
                <StatusBadge status={record.status} />
              </DetailItem>
              <DetailItem label="Method">{methodLabel(record.method)}</DetailItem>
              <DetailItem label="Shift">
                {record.shift
                  ? `${record.shift.name} (${record.shift.start_time.slice(0, 5)} – ${record.shift.end_time.slice(0, 5)})`
                  : null}
              </DetailItem>
              <DetailItem label="Last Updated">{formatDateTime(record.updated_at)}</DetailItem>
            </DetailList>
          </SectionCard>

          {record.overtime_status === 'none' ? null : (
            <ApprovalTrail requestType="overtime" requestId={record.id} title="Overtime Approval" />
          )}
        </div>

        <div className="space-y-6 lg:row-span-2">
          <SectionCard title="Employee">
            <EmployeeCell employee={record.employee} />
          </SectionCard>

          <SectionCard title="Approval" actions={approveButton}>
            <DetailList columns={1}>
              <DetailItem label="State">
                <ApprovalBadge approved={record.is_approved} />
              </DetailItem>
              <DetailItem label="Approved By">{record.approved_by?.name}</DetailItem>
              <DetailItem label="Approved At">
                {record.approved_at ? formatDateTime(record.approved_at) : null}
              </DetailItem>
            </DetailList>
          </SectionCard>

          {manual || record.entered_by ? (
            // A clocked day corrected by HR keeps who corrected it last and why.
            <SectionCard title={manual ? 'Manual Entry' : 'Correction'}>
              <DetailList columns={1}>
                <DetailItem label={manual ? 'Entered By' : 'Corrected By'}>
                  {record.entered_by?.name}
                </DetailItem>
                <DetailItem label="Reason">
                  {record.entry_reason ? (
                    <span className="whitespace-pre-line">{record.entry_reason}</span>
                  ) : null}
                </DetailItem>
              </DetailList>
            </SectionCard>
          ) : null}

          <SectionCard title="Location">
            {record.latitude !== null && record.longitude !== null ? (
              <DetailList columns={1}>
                <DetailItem label="Latitude">
                  <span className="tabular-nums">{record.latitude.toFixed(5)}</span>
                </DetailItem>
                <DetailItem label="Longitude">
                  <span className="tabular-nums">{record.longitude.toFixed(5)}</span>
                </DetailItem>
                <DetailItem label="Map">
                  {/* A geo: link opens the device's own maps app; the page itself calls no map service. */}
                  <a
                    href={`geo:${record.latitude},${record.longitude}`}
                    className="inline-flex items-center gap-1 font-medium text-indigo-600 hover:text-indigo-500"
                  >
                    <MapPin aria-hidden="true" className="size-4" />
                    {record.latitude.toFixed(5)}, {record.longitude.toFixed(5)}
                  </a>
                </DetailItem>
              </DetailList>
            ) : (
              <p className="text-sm text-slate-500">
                {record.method === 'manual'
                  ? 'Entered manually: no location.'
                  : 'No location was recorded with this clock-in.'}
              </p>
            )}
          </SectionCard>
        </div>

        <div className="self-start lg:col-span-2">
          <MonthSummary record={record} />
        </div>
      </div>
    </>
  );
}

const monthTitle = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The employee's month around this record (GET /attendance/employee-summary), as payroll reads it. */
function MonthSummary({ record }: { record: AttendanceRecord }) {
  const year = Number(record.attendance_date.slice(0, 4));
  const month = Number(record.attendance_date.slice(5, 7));
  const summary = useEmployeeMonth(record.employee.id, year, month);
  const title = `${monthTitle.format(new Date(Date.UTC(year, month - 1, 1)))} Summary`;
  return (
    <SectionCard title={title} description="The whole month of this employee, up to today.">
      {summary.isPending ? (
        <LoadingState label="Loading monthly summary..." className="py-6" />
      ) : summary.isError ? (
        <ErrorBanner message={errorMessage(summary.error, 'Failed to fetch the monthly summary')} />
      ) : (
        <MonthFigures summary={summary.data} />
      )}
    </SectionCard>
  );
}

/**
 * The month's counts, and the pay basis it is paid on: under "every day unless marked unpaid" the unmarked
 * days are paid, under "recorded attendance only" they are among the absent days.
 */
function MonthFigures({ summary }: { summary: EmployeeSummary }) {
  // An answer from a server without the pay basis reads as recorded attendance, as payroll does.
  const basis = payBasisOf(summary.pay_basis);
  const unmarked = summary.unmarked_days ?? 0;
  return (
    <div className="space-y-4">
      <DetailList columns={3}>
        <DetailItem label="Working Days">{formatNumber(summary.working_days)}</DetailItem>
        <DetailItem label="Days Present">{formatNumber(summary.days_present)}</DetailItem>
        <DetailItem label="Late Days">{formatNumber(summary.late_days)}</DetailItem>
        <DetailItem label="Half Days">{formatNumber(summary.half_days)}</DetailItem>
        <DetailItem label="Absent Days">{formatNumber(summary.absent_days)}</DetailItem>
        <DetailItem label="On Leave">{formatNumber(summary.on_leave_days)}</DetailItem>
        <DetailItem label="Total Hours">{formatHours(summary.total_hours)}</DetailItem>
        <DetailItem label="Overtime Hours">{formatHours(summary.overtime_hours)}</DetailItem>
        <DetailItem label="Holidays">{formatNumber(summary.holidays)}</DetailItem>
        <DetailItem label="Unmarked Days">
          {formatNumber(unmarked)}
          {unmarked > 0 ? (
            <span className="block text-xs text-slate-500">
              {basis === 'unpaid_days_only' ? 'Paid' : 'Not paid: counted absent'}
            </span>
          ) : null}
        </DetailItem>
      </DetailList>
      <p className="text-sm text-slate-600">
        Pay basis: <span className="font-medium text-slate-900">{PAY_BASIS_LABELS[basis]}</span>
        <span className="block text-xs text-slate-500">{PAY_BASIS_HINTS[basis]}</span>
      </p>
    </div>
  );
}
