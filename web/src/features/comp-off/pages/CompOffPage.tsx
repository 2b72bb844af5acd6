import type { CompOffRequest } from '@hrms/contracts/comp-off';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { RequestDetail } from '@/components/requests/RequestDetail';
import { DetailItem } from '@/components/ui/DetailList';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { formatDays } from '@/features/leave';
import { formatDate } from '@/lib/format';
import { recordIdOf } from '@/lib/listParams';
import { personName } from '@/lib/personName';
import { useRequestRecord } from '@/lib/requestHooks';
import { useCan } from '@/lib/useCan';
import { compOff } from '../api';
import { useCancelCompOff, useCompOffDecisions } from '../components/useCompOffActions';
import { creditUseBy, dayKindLabel, hoursLabel } from '../labels';

type TrailSlot = ComponentType<{ requestType: 'comp_off'; requestId: number }>;

/**
 * /leave/comp-off/{id} (where the approvals inbox links to): the day worked and what it earns, until when
 * the credit lasts, where it stands and its chain's levels (`ApprovalTrail`, handed in by the route).
 */
export function CompOffPage({ ApprovalTrail }: { ApprovalTrail: TrailSlot }) {
  const id = recordIdOf(useParams().id);
  const canApprove = useCan('approve-leaves');
  const decisions = useCompOffDecisions();
  return (
    <RecordLoader
      query={useRequestRecord<CompOffRequest>(compOff, id)}
      validId={id !== null}
      title="Comp-off Request"
      notFoundTitle="Comp-off request not found"
      notFoundMessage="The comp-off request does not exist, or it is not one you may see."
      backTo="/leave/comp-off"
      backLabel="Back to Comp-off"
      errorFallback="Failed to load the comp-off request"
      loadingLabel="Loading the comp-off request..."
    >
      {(request) => (
        <RequestDetail
          request={request}
          title="Comp-off Request"
          summary={`${formatDays(request.days)} for ${personName(request.employee)}`}
          mine="/leave/comp-off"
          team="/leave/comp-off/team"
          canDecide={canApprove}
          decisions={decisions}
          useCancel={useCancelCompOff}
          trail={<ApprovalTrail requestType="comp_off" requestId={request.id} />}
        >
          <DetailItem label="Day worked">{formatDate(request.work_date)}</DetailItem>
          <DetailItem label="Kind of day">{dayKindLabel(request.day_kind, request.holiday_name)}</DetailItem>
          <DetailItem label="Attendance">{hoursLabel(request.worked_hours)}</DetailItem>
          <DetailItem label="Days asked for">{formatDays(request.days)}</DetailItem>
          <DetailItem label="Credited to">{request.leave_type.name}</DetailItem>
          <DetailItem label="Use by">{creditUseBy(request)}</DetailItem>
          <DetailItem label="Lapsed unused">
            {request.lapsed_days > 0 ? formatDays(request.lapsed_days) : null}
          </DetailItem>
        </RequestDetail>
      )}
    </RecordLoader>
  );
}
