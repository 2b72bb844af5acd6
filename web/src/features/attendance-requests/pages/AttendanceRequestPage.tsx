import {
  ATTENDANCE_REQUEST_LABELS,
  type AttendanceRequest,
  type AttendanceRequestType,
} from '@hrms/contracts/attendance-requests';
import { ArrowLeft, Check, X } from 'lucide-react';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { NotFound } from '@/components/ui/NotFound';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { periodLabel } from '@/features/approvals';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { recordIdOf } from '@/lib/listParams';
import { employeeOptionLabel, personName } from '@/lib/personName';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useAttendanceRequest } from '../api';
import { useCancelRequest } from '../components/useCancelRequest';
import { useRequestDecisions } from '../components/useRequestDecisions';
import { daysLabel, standingLabel, timesLabel } from '../labels';

type TrailSlot = ComponentType<{ requestType: AttendanceRequestType; requestId: number }>;

/**
 * /attendance/requests/{id} (where the approvals inbox links to): the request, where it stands and the levels
 * of its chain (`ApprovalTrail`, the approvals feature's, handed in by the route); the requester's Cancel and
 * HR's outright Approve and Reject while it is pending.
 */
export function AttendanceRequestPage({ ApprovalTrail }: { ApprovalTrail: TrailSlot }) {
  const id = recordIdOf(useParams().id);
  const query = useAttendanceRequest(id);

  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <NotFound
        title="Attendance request not found"
        message="The attendance request does not exist, or it is not one you may see."
        backTo="/attendance/requests"
        backLabel="Back to Attendance Requests"
      />
    );
  }
  if (query.isPending) return <LoadingState label="Loading the attendance request..." />;
  if (query.isError) {
    return (
      <>
        <PageHeader title="Attendance Request" />
        <ErrorBanner message={errorMessage(query.error, 'Failed to load the attendance request')} />
      </>
    );
  }
  return <RequestDetail request={query.data} ApprovalTrail={ApprovalTrail} />;
}

function RequestDetail({ request, ApprovalTrail }: { request: AttendanceRequest; ApprovalTrail: TrailSlot }) {
  const { user } = useSession();
  const canApprove = useCan('approve-attendance');
  const own = request.employee.id === user?.employee?.id;
  const decisions = useRequestDecisions();
  const [done, setDone] = useState<string | null>(null);
  const cancel = useCancelRequest(setDone);
  const pending = request.status === 'pending';
  const back = own ? '/attendance/requests' : '/attendance/requests/team';

  return (
    <>
      <PageHeader
        title="Attendance Request"
        description={
          <span className="flex flex-wrap items-center gap-2">
            {ATTENDANCE_REQUEST_LABELS[request.type]} for {personName(request.employee)}{' '}
            <StatusBadge status={request.status} />
          </span>
        }
        actions={
          <>
            <ButtonLink to={back} variant="secondary" icon={ArrowLeft}>
              Back to requests
            </ButtonLink>
            {own && pending ? (
              <Button
                variant="secondary"
                icon={X}
                onClick={() => {
                  setDone(null);
                  cancel.ask(request);
                }}
              >
                Cancel request
              </Button>
            ) : null}
            {canApprove && pending ? (
              <>
                <Button variant="danger" icon={X} onClick={() => decisions.reject(request)}>
                  Reject
                </Button>
                <Button icon={Check} onClick={() => decisions.approve(request)}>
                  Approve
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <div className="space-y-6">
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        {cancel.banner}
        {decisions.banners}
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <SectionCard title="Request">
            <DetailList>
              <DetailItem label="Employee">{employeeOptionLabel(request.employee)}</DetailItem>
              <DetailItem label="Type">{ATTENDANCE_REQUEST_LABELS[request.type]}</DetailItem>
              <DetailItem label="Dates">{periodLabel(request.from_date, request.to_date)}</DetailItem>
              <DetailItem label="Working days">{daysLabel(request.days)}</DetailItem>
              <DetailItem label="Times">{timesLabel(request.clock_in, request.clock_out)}</DetailItem>
              <DetailItem label="Requested on">{formatDateTime(request.requested_at)}</DetailItem>
              <DetailItem label="Where it stands" wide>
                {standingLabel(request) ?? 'Cancelled by the requester'}
              </DetailItem>
              <DetailItem label="Reason" wide>
                <span className="whitespace-pre-line">{request.reason}</span>
              </DetailItem>
              {request.rejection_reason ? (
                <DetailItem label="Rejection reason" wide>
                  <span className="whitespace-pre-line">{request.rejection_reason}</span>
                </DetailItem>
              ) : null}
            </DetailList>
          </SectionCard>
          <ApprovalTrail requestType={request.type} requestId={request.id} />
        </div>
      </div>
      {cancel.dialog}
      {decisions.dialogs}
    </>
  );
}
