import type { LeaveEncashment } from '@hrms/contracts/leave-encashments';
import { useCancelRequest } from '@/components/requests/useCancelRequest';
import { useRequestDecisions } from '@/components/requests/useRequestDecisions';
import { formatDays } from '@/features/leave';
import { useRejectRequest, useRequestAction } from '@/lib/requestHooks';
import { encashments } from '../api';
import { encashmentWords } from '../labels';

/** HR's outright Approve (after confirming) and Reject (with a reason) of a leave encashment. */
export function useEncashmentDecisions() {
  return useRequestDecisions<LeaveEncashment>({
    approve: useRequestAction(encashments, 'approve'),
    reject: useRejectRequest(encashments),
    describe: encashmentWords,
    // The verb agrees with the days: "1 day leaves", "2 days leave".
    approving: ({ days }) =>
      days > 1
        ? `${formatDays(days)} leave the balance at once and are paid with the next month's salary, whichever level it waits at`
        : `${formatDays(days)} leaves the balance at once and is paid with the next month's salary, whichever level it waits at`,
  });
}

/** The requester withdrawing a pending encashment, after confirming. */
export function useCancelEncashment(onCancelled: (message: string) => void) {
  return useCancelRequest<LeaveEncashment>({
    cancel: useRequestAction(encashments, 'cancel'),
    withdrawn: (encashment) =>
      `Your request to encash ${formatDays(encashment.days)} of ${encashment.leave_type.name}`,
    onCancelled,
  });
}
