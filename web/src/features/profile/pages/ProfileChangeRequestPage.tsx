import type { ApprovalRequestType } from '@hrms/contracts/approvals';
import type { ProfileChangeRequest } from '@hrms/contracts/profile';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { RequestDetail } from '@/components/requests/RequestDetail';
import { DetailItem } from '@/components/ui/DetailList';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { recordIdOf } from '@/lib/listParams';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useProfileChangeRequest } from '../api';
import { ChangesTable } from '../components/ChangesTable';
import { ProofDownload } from '../components/ProofDownload';
import { useCancelProfileRequest, useProfileDecisions } from '../components/useProfileRequestActions';
import { changedFields } from '../labels';

type TrailSlot = ComponentType<{ requestType: ApprovalRequestType; requestId: number }>;

/**
 * /profile-changes/{id} (where the approvals inbox links to): who asks for what, each field from what it is
 * to what it would be, the proof, where it stands and the levels of its chain (`ApprovalTrail`, the
 * approvals feature's, handed in by the route); the requester's Cancel and, for approve-profile-changes,
 * Approve and Reject while it is pending.
 */
export function ProfileChangeRequestPage({ ApprovalTrail }: { ApprovalTrail: TrailSlot }) {
  const id = recordIdOf(useParams().id);
  const canApprove = useCan('approve-profile-changes');
  const decisions = useProfileDecisions();
  return (
    <RecordLoader
      query={useProfileChangeRequest(id)}
      validId={id !== null}
      title="Profile Change Request"
      notFoundTitle="Profile change request not found"
      notFoundMessage="The profile change request does not exist, or it is not one you may see."
      backTo="/profile-changes"
      backLabel="Back to Profile Changes"
      errorFallback="Failed to load the profile change request"
      loadingLabel="Loading the profile change request..."
    >
      {(request: ProfileChangeRequest) => (
        <RequestDetail
          request={request}
          title="Profile Change Request"
          summary={`${changedFields(request)} for ${personName(request.employee)}`}
          mine="/profile-changes"
          team="/profile-changes"
          canDecide={canApprove}
          decisions={decisions}
          useCancel={useCancelProfileRequest}
          trail={<ApprovalTrail requestType="profile_change" requestId={request.id} />}
          after={<ChangesTable changes={request.changes} />}
        >
          <DetailItem label="Fields">{changedFields(request)}</DetailItem>
          <DetailItem label="Proof">
            {request.document ? <ProofDownload document={request.document} /> : 'None attached'}
          </DetailItem>
        </RequestDetail>
      )}
    </RecordLoader>
  );
}
