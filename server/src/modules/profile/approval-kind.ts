import type { ApprovalKind, RequestSummary } from '../approvals/public';
import { settleChange } from './decide';
import { type RequestRow, requestsById } from './queries';
import { requestLink, summaryOf, TYPE } from './service';

/**
 * Profile change requests as the approval chains see them (registered in server/src/wiring.ts): what the inbox
 * shows of each, and the decision its chain reaches.
 */
export const profileChangeKind: ApprovalKind = {
  types: [TYPE],
  async describe(db, _type, ids) {
    const rows = await requestsById(db, ids);
    const summary = ({ request: r }: RequestRow): [number, RequestSummary] => [
      r.id,
      { summary: summaryOf(r), reason: r.reason, requestedAt: r.created_at, link: requestLink(r.id) },
    ];
    return new Map(rows.map(summary));
  },
  settle: settleChange,
};
