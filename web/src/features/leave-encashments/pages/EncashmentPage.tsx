import type { LeaveEncashment } from '@hrms/contracts/leave-encashments';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { RequestDetail } from '@/components/requests/RequestDetail';
import { DetailItem } from '@/components/ui/DetailList';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { formatDays } from '@/features/leave';
import { recordIdOf } from '@/lib/listParams';
import { personName } from '@/lib/personName';
import { useRequestRecord } from '@/lib/requestHooks';
import { useCan } from '@/lib/useCan';
import { encashments } from '../api';
import { useCancelEncashment, useEncashmentDecisions } from '../components/useEncashmentActions';
import { paidInLabel, rupees } from '../labels';

type TrailSlot = ComponentType<{ requestType: 'leave_encashment'; requestId: number }>;

/**
 * /leave/encashments/{id} (where the approvals inbox links to): the days and leave type, what they come to
 * and which month pays them, where it stands and its chain's levels (`ApprovalTrail`, handed in by the route).
 */
export function EncashmentPage({ ApprovalTrail }: { ApprovalTrail: TrailSlot }) {
  const id = recordIdOf(useParams().id);
  const canApprove = useCan('approve-leaves');
  const decisions = useEncashmentDecisions();
  return (
    <RecordLoader
      query={useRequestRecord<LeaveEncashment>(encashments, id)}
      validId={id !== null}
      title="Leave Encashment"
      notFoundTitle="Leave encashment not found"
      notFoundMessage="The leave encashment does not exist, or it is not one you may see."
      backTo="/leave/encashments"
      backLabel="Back to Leave Encashment"
      errorFallback="Failed to load the leave encashment"
      loadingLabel="Loading the leave encashment..."
    >
      {(encashment) => (
        <RequestDetail
          request={encashment}
          title="Leave Encashment"
          summary={`${formatDays(encashment.days)} of ${encashment.leave_type.name} for ${personName(encashment.employee)}`}
          mine="/leave/encashments"
          team="/leave/encashments/team"
          canDecide={canApprove}
          decisions={decisions}
          useCancel={useCancelEncashment}
          trail={<ApprovalTrail requestType="leave_encashment" requestId={encashment.id} />}
        >
          <DetailItem label="Leave type">{encashment.leave_type.name}</DetailItem>
          <DetailItem label="Days">{formatDays(encashment.days)}</DetailItem>
          <DetailItem label="Leave year">{encashment.year}</DetailItem>
          <DetailItem label="Estimated amount">
            {encashment.estimated_amount === null ? null : rupees(encashment.estimated_amount)}
          </DetailItem>
          <DetailItem label="Payment" wide>
            {paidInLabel(encashment)}
          </DetailItem>
        </RequestDetail>
      )}
    </RecordLoader>
  );
}
