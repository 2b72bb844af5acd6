import type { ProfileChangeRequest } from '@hrms/contracts/profile';
import { useCancelRequest as useCancelDialog } from '@/components/requests/useCancelRequest';
import { useRequestDecisions } from '@/components/requests/useRequestDecisions';
import { personName } from '@/lib/personName';
import { useApproveProfileChange, useCancelProfileChange, useRejectProfileChange } from '../api';
import { inSentence } from '../fields';
import { changedFields } from '../labels';

/** The requester withdrawing their pending request, after confirming (My Profile's banner or the request's page). */
export function useCancelProfileRequest(onCancelled: (message: string) => void) {
  return useCancelDialog<{ id: number }>({
    cancel: useCancelProfileChange(),
    withdrawn: () => 'Your profile change request',
    onCancelled,
  });
}

/**
 * HR's outright decision on a request (approve-profile-changes), whatever level of its chain waits: Approve
 * after confirming, Reject with a reason.
 */
export function useProfileDecisions() {
  return useRequestDecisions<ProfileChangeRequest>({
    approve: useApproveProfileChange(),
    reject: useRejectProfileChange(),
    describe: (request) => `${personName(request.employee)}, ${inSentence(changedFields(request))}`,
    approving: () => 'the new values replace those on their record, whichever level it waits at',
  });
}
