import type { AttendanceRequest } from '@hrms/contracts/attendance-requests';
import { useCancelRequest as useCancelDialog } from '@/components/requests/useCancelRequest';
import { periodLabel } from '@/features/approvals';
import { useCancelAttendanceRequest } from '../api';

/** The requester withdrawing a pending request of their own, after confirming (its list row or its page). */
export function useCancelRequest(onCancelled: (message: string) => void) {
  return useCancelDialog<AttendanceRequest>({
    cancel: useCancelAttendanceRequest(),
    withdrawn: (request) => `Your request for ${periodLabel(request.from_date, request.to_date)}`,
    onCancelled,
  });
}
