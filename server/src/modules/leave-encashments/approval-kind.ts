import type { ApprovalKind, RequestSummary } from '../approvals/public';
import { settleEncashment } from './decide';
import { encashmentsById } from './queries';
import { encashmentLink, summaryOf, TYPE } from './service';

/**
 * Leave encashments as the approval chains see them (registered in server/src/wiring.ts): what the inbox
 * shows of each, and the decision its chain reaches.
 */
export const encashmentKind: ApprovalKind = {
  types: [TYPE],
  async describe(db, _type, ids) {
    const described = new Map<number, RequestSummary>();
    for (const row of await encashmentsById(db, ids)) {
      described.set(row.encashment.id, {
        summary: `Encash ${summaryOf(row)}`,
        reason: row.encashment.reason,
        requestedAt: row.encashment.created_at,
        link: encashmentLink(row.encashment.id),
      });
    }
    return described;
  },
  settle: settleEncashment,
};
