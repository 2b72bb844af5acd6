import { ATTENDANCE_REQUEST_TYPES } from '@hrms/contracts/attendance-requests';
import type { ApprovalKind, RequestSummary } from '../approvals/public';
import { settleRequest } from './decide';
import { requestsById } from './queries';
import { requestLink, summaryOf } from './service';

/**
 * Attendance requests as the approval chains see them (registered in server/src/wiring.ts): what the inbox
 * shows of each, and the decision its chain reaches.
 */
export const attendanceRequestKind: ApprovalKind = {
  types: ATTENDANCE_REQUEST_TYPES,
  async describe(db, type, ids) {
    const described = new Map<number, RequestSummary>();
    for (const { request: r } of await requestsById(db, ids)) {
      if (r.type !== type) continue;
      described.set(r.id, {
        summary: summaryOf(r),
        reason: r.reason,
        requestedAt: r.created_at,
        link: requestLink(r.id),
      });
    }
    return described;
  },
  settle: settleRequest,
};
