import type { LeaveRequest } from '@hrms/contracts/leave';
import { ArrowLeft, Check, Download, Paperclip, Wallet, X } from 'lucide-react';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Badge, StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { formatFileSize } from '@/components/ui/FileField';
import { LoadingState } from '@/components/ui/LoadingState';
import { NotFound } from '@/components/ui/NotFound';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { ApiError, errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useDownloadAttachment, useLeaveRequest } from '../api';
import { LeaveTypeBadge } from '../components/LeaveTypeBadge';
import { useLeaveActions } from '../components/useLeaveActions';
import { formatDays } from '../days';
import { canCancel, canDecide, HALF_DAY_LABELS, personName } from '../labels';

const DETAIL_FALLBACKS = {
  approve: 'Failed to approve leave request',
  reject: 'Failed to reject leave request',
  cancel: 'Failed to cancel leave request',
};

const backLink = (
  <ButtonLink to="/leaves" variant="secondary" icon={ArrowLeft}>
    Back to Leave Requests
  </ButtonLink>
);

type TrailSlot = ComponentType<{ requestType: 'leave'; requestId: number }>;

/**
 * /leaves/{id}: who, what, why and the decision, with Approve / Reject / Cancel where allowed, and the levels
 * of its approval chain (`ApprovalTrail`, the approvals feature's, handed in by the router).
 */
export function LeaveDetailPage({ ApprovalTrail }: { ApprovalTrail: TrailSlot }) {
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const query = useLeaveRequest(id);

  const missing = id === 0 || (query.error instanceof ApiError && query.error.status === 404);
  if (missing) {
    return (
      <>
        <title>Leave request not found · HRMS</title>
        <NotFound
          title="Leave request not found"
          message="The leave request does not exist, or it is not one you may see."
          backTo="/leaves"
          backLabel="Back to Leave Requests"
        />
      </>
    );
  }
  if (query.isPending) return <LoadingState variant="page" label="Loading leave request..." />;
  if (query.isError) {
    return (
      <>
        <PageHeader title="Leave Request Details" actions={backLink} />
        <ErrorBanner message={errorMessage(query.error, 'Failed to load leave request details')} />
      </>
    );
  }
  return <LeaveDetail request={query.data} ApprovalTrail={ApprovalTrail} />;
}

function LeaveDetail({ request, ApprovalTrail }: { request: LeaveRequest; ApprovalTrail: TrailSlot }) {
  const { user } = useSession();
  const canApprove = useCan('approve-leaves');
  const actions = useLeaveActions(DETAIL_FALLBACKS);
  const download = useDownloadAttachment();
  const viewer = { employeeId: user?.employee?.id ?? null, canApprove, today: todayISO() };
  const own = request.employee.id === viewer.employeeId;
  const name = personName(request.employee);
  const busy = actions.busyId === request.id;

  return (
    <>
      <PageHeader
        title="Leave Request Details"
        description={
          <span className="flex flex-wrap items-center gap-2">
            {request.leave_type.name} for {name} <StatusBadge status={request.status} />
          </span>
        }
        actions={
          <>
            {backLink}
            {canCancel(request, viewer) ? (
              <Button variant="secondary" icon={X} disabled={busy} onClick={() => actions.cancel(request)}>
                Cancel Request
              </Button>
            ) : null}
            {canDecide(request, viewer) ? (
              <>
                <Button variant="danger" icon={X} disabled={busy} onClick={() => actions.reject(request)}>
                  Reject
                </Button>
                <Button icon={Check} disabled={busy} onClick={() => actions.approve(request)}>
                  Approve
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <div className="mb-6 space-y-4 empty:hidden">{actions.banners}</div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <SectionCard title="Leave Details">
            <DetailList>
              <DetailItem label="Leave Type">
                <span className="flex flex-wrap items-center gap-2">
                  <LeaveTypeBadge type={request.leave_type} />
                  <Badge tone={request.leave_type.is_paid ? 'green' : 'gray'}>
                    {request.leave_type.is_paid ? 'Paid' : 'Unpaid'}
                  </Badge>
                </span>
              </DetailItem>
              <DetailItem label="Status">
                <StatusBadge status={request.status} />
              </DetailItem>
              <DetailItem label="Start Date">{formatDate(request.start_date)}</DetailItem>
              <DetailItem label="End Date">{formatDate(request.end_date)}</DetailItem>
              <DetailItem label="Days Requested">{formatDays(request.days_requested)}</DetailItem>
              <DetailItem label="Half Day">
                {request.half_day && request.half_day_type ? HALF_DAY_LABELS[request.half_day_type] : 'No'}
              </DetailItem>
              <DetailItem label="Applied On">{formatDateTime(request.applied_on)}</DetailItem>
            </DetailList>
          </SectionCard>

          <SectionCard title="Reason">
            <p className="text-sm whitespace-pre-line break-words text-slate-700">{request.reason}</p>
          </SectionCard>

          {request.attachment ? (
            <SectionCard title="Attachment">
              <div className="flex items-start gap-3 text-sm">
                <Paperclip aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                <div className="min-w-0">
                  <p className="font-medium break-all text-slate-900">{request.attachment.filename}</p>
                  <p className="text-slate-500">{formatFileSize(request.attachment.size)}</p>
                </div>
              </div>
              <ErrorBanner
                message={
                  download.isError ? errorMessage(download.error, 'Failed to download the attachment') : null
                }
                onDismiss={download.reset}
              />
              <Button
                variant="secondary"
                size="sm"
                icon={Download}
                loading={download.isPending}
                onClick={() =>
                  download.mutate(request.id, {
                    onSuccess: ({ blob, filename }) =>
                      saveFile(blob, filename ?? request.attachment?.filename ?? 'attachment'),
                  })
                }
              >
                {download.isPending ? 'Downloading...' : 'Download Attachment'}
              </Button>
            </SectionCard>
          ) : null}

          <DecisionCard request={request} />
          <ApprovalTrail requestType="leave" requestId={request.id} />
        </div>

        {/* On phones the employee comes first, as the spec lists it; beside the details from lg up. */}
        <div className="order-first space-y-6 lg:order-none">
          <SectionCard title="Employee Information">
            <div className="flex items-center gap-3">
              <Avatar name={name} />
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">{name}</p>
                <p className="text-slate-500">Employee ID: {request.employee.employee_id}</p>
              </div>
            </div>
            <DetailList columns={1}>
              <DetailItem label="Email">
                <a
                  href={`mailto:${request.employee.user.email}`}
                  className="text-indigo-600 hover:text-indigo-500"
                >
                  {request.employee.user.email}
                </a>
              </DetailItem>
            </DetailList>
            {canApprove && !own ? (
              <ButtonLink
                to={`/leaves/balance?employee_id=${request.employee.id}&year=${request.start_date.slice(0, 4)}`}
                variant="secondary"
                size="sm"
                icon={Wallet}
              >
                View Leave Balance
              </ButtonLink>
            ) : null}
          </SectionCard>
        </div>
      </div>
      {actions.dialogs}
    </>
  );
}

/** Who approved or rejected the request and when (and why, for a rejection); or that it was cancelled. */
function DecisionCard({ request }: { request: LeaveRequest }) {
  if (request.status === 'approved') {
    return (
      <SectionCard title="Approval Details">
        <DetailList>
          <DetailItem label="Approved By">
            {request.approver
              ? personName(request.approver)
              : request.leave_type.requires_approval
                ? null
                : 'Approved automatically'}
          </DetailItem>
          <DetailItem label="Approved On">{formatDateTime(request.approved_on)}</DetailItem>
        </DetailList>
      </SectionCard>
    );
  }
  if (request.status === 'rejected') {
    return (
      <SectionCard title="Rejection Details">
        <DetailList>
          <DetailItem label="Rejected By">
            {request.rejector ? personName(request.rejector) : null}
          </DetailItem>
          <DetailItem label="Rejected On">{formatDateTime(request.rejected_on)}</DetailItem>
          <DetailItem label="Rejection Reason" wide>
            <span className="whitespace-pre-line">{request.rejection_reason}</span>
          </DetailItem>
        </DetailList>
      </SectionCard>
    );
  }
  if (request.status === 'cancelled') {
    return (
      <SectionCard title="Cancellation">
        <DetailList>
          <DetailItem label="Cancelled On">{formatDateTime(request.cancelled_on)}</DetailItem>
        </DetailList>
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Approval Details">
      <p className="text-sm text-slate-500">Waiting for approval.</p>
    </SectionCard>
  );
}
