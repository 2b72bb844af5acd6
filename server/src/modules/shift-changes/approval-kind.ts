import type { ApprovalKind, RequestSummary } from '../approvals/public';
import { settleShiftChange } from './decide';
import { requestsById } from './queries';
import { requestLink, summaryOf } from './service';

/**
 * Shift change and swap requests as the approval chains see them (registered in server/src/wiring.ts): what
 * the inbox shows of each, and the decision its chain reaches.
 */
export const shiftChangeKind: ApprovalKind = {
  types: ['shift_change'],
  async describe(db, _type, ids) {
    const described = new Map<number, RequestSummary>();
    for (const row of await requestsById(db, ids)) {
      described.set(row.request.id, {
        summary: summaryOf(row),
        reason: row.request.reason,
        requestedAt: row.request.created_at,
        link: requestLink(row.request.id),
      });
    }
    return described;
  },
  settle: settleShiftChange,
};
