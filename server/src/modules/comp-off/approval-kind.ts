import type { ApprovalKind, RequestSummary } from '../approvals/public';
import { settleCompOff } from './decide';
import { requestsById } from './queries';
import { requestLink, summaryOf } from './service';

/**
 * Comp-off requests as the approval chains see them (registered in server/src/wiring.ts): what the inbox
 * shows of each, and the decision its chain reaches.
 */
export const compOffKind: ApprovalKind = {
  types: ['comp_off'],
  async describe(db, _type, ids) {
    const described = new Map<number, RequestSummary>();
    for (const { request: r } of await requestsById(db, ids)) {
      described.set(r.id, {
        summary: summaryOf(r),
        reason: r.reason,
        requestedAt: r.created_at,
        link: requestLink(r.id),
      });
    }
    return described;
  },
  settle: settleCompOff,
};
