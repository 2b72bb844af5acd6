import {
  ATTENDANCE_REQUEST_LABELS,
  type AttendanceRequest,
  type AttendanceRequestType,
} from '@hrms/contracts/attendance-requests';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { RequestDetail } from '@/components/requests/RequestDetail';
import { DetailItem } from '@/components/ui/DetailList';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { periodLabel } from '@/features/approvals';
import { recordIdOf } from '@/lib/listParams';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useAttendanceRequest } from '../api';
import { useCancelRequest } from '../components/useCancelRequest';
import { useRequestDecisions } from '../components/useRequestDecisions';
import { daysLabel, timesLabel } from '../labels';

type TrailSlot = ComponentType<{ requestType: AttendanceRequestType; requestId: number }>;

/**
 * /attendance/requests/{id} (where the approvals inbox links to): the request, where it stands and the levels
 * of its chain (`ApprovalTrail`, the approvals feature's, handed in by the route); the requester's Cancel and
 * HR's outright Approve and Reject while it is pending.
 */
export function AttendanceRequestPage({ ApprovalTrail }: { ApprovalTrail: TrailSlot }) {
  const id = recordIdOf(useParams().id);
  const canApprove = useCan('approve-attendance');
  const decisions = useRequestDecisions();
  return (
    <RecordLoader
      query={useAttendanceRequest(id)}
      validId={id !== null}
      title="Attendance Request"
      notFoundTitle="Attendance request not found"
      notFoundMessage="The attendance request does not exist, or it is not one you may see."
      backTo="/attendance/requests"
      backLabel="Back to Attendance Requests"
      errorFallback="Failed to load the attendance request"
      loadingLabel="Loading the attendance request..."
    >
      {(request: AttendanceRequest) => (
        <RequestDetail
          request={request}
          title="Attendance Request"
          summary={`${ATTENDANCE_REQUEST_LABELS[request.type]} for ${personName(request.employee)}`}
          mine="/attendance/requests"
          team="/attendance/requests/team"
          canDecide={canApprove}
          decisions={decisions}
          useCancel={useCancelRequest}
          trail={<ApprovalTrail requestType={request.type} requestId={request.id} />}
        >
          <DetailItem label="Type">{ATTENDANCE_REQUEST_LABELS[request.type]}</DetailItem>
          <DetailItem label="Dates">{periodLabel(request.from_date, request.to_date)}</DetailItem>
          <DetailItem label="Working days">{daysLabel(request.days)}</DetailItem>
          <DetailItem label="Times">{timesLabel(request.clock_in, request.clock_out)}</DetailItem>
        </RequestDetail>
      )}
    </RecordLoader>
  );
}
