import type { CompOffRequest } from '@hrms/contracts/comp-off';
import { useCancelRequest } from '@/components/requests/useCancelRequest';
import { useRequestDecisions } from '@/components/requests/useRequestDecisions';
import { formatDate } from '@/lib/format';
import { useRejectRequest, useRequestAction } from '@/lib/requestHooks';
import { compOff } from '../api';
import { compOffDays, requestWords } from '../labels';

/** HR's outright Approve (after confirming) and Reject (with a reason) of a comp-off request. */
export function useCompOffDecisions() {
  return useRequestDecisions<CompOffRequest>({
    approve: useRequestAction(compOff, 'approve'),
    reject: useRejectRequest(compOff),
    describe: requestWords,
    approving: (request) =>
      `${compOffDays(request.days)} will be credited to ${request.leave_type.name}, whichever level it waits at`,
  });
}

/** The requester withdrawing a pending comp-off request, after confirming. */
export function useCancelCompOff(onCancelled: (message: string) => void) {
  return useCancelRequest<CompOffRequest>({
    cancel: useRequestAction(compOff, 'cancel'),
    withdrawn: (request) => `Your comp-off request for ${formatDate(request.work_date)}`,
    onCancelled,
  });
}
