import type { AttendanceRequest } from '@hrms/contracts/attendance-requests';
import { useRequestDecisions as useDecisionDialogs } from '@/components/requests/useRequestDecisions';
import { periodLabel } from '@/features/approvals';
import { personName } from '@/lib/personName';
import { useApproveAttendanceRequest, useRejectAttendanceRequest } from '../api';
import { daysLabel } from '../labels';

/**
 * HR's outright decision on a request (approve-attendance), whatever level of its chain waits: Approve after
 * confirming, Reject with a reason.
 */
export function useRequestDecisions() {
  return useDecisionDialogs<AttendanceRequest>({
    approve: useApproveAttendanceRequest(),
    reject: useRejectAttendanceRequest(),
    describe: (request) =>
      `${personName(request.employee)}, ${periodLabel(request.from_date, request.to_date)}`,
    approving: (request) =>
      `${daysLabel(request.days).toLowerCase()} will count as worked, whichever level it waits at`,
  });
}
