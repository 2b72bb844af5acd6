import { longDate } from '../../platform/dates';
import { conflict } from '../../platform/errors';
import type { ApprovalKind, RequestSummary } from '../approvals/public';
import { findRequest } from './queries';
import { ANY, refuseOverlap, settleLeave } from './service';

/**
 * Leave through approval chains: the inbox's line for each request, and the decision of its last level
 * (or a rejection at any level) applied to the request.
 */
export const leaveApprovals: ApprovalKind = {
  types: ['leave'],
  async describe(db, _type, ids) {
    const found = new Map<number, RequestSummary>();
    for (const id of ids) {
      const row = await findRequest(db, ANY, id);
      if (!row) continue;
      const r = row.request;
      const days = Number(r.days_requested);
      const dates =
        r.start_date === r.end_date
          ? longDate(r.start_date)
          : `${longDate(r.start_date)} to ${longDate(r.end_date)}`;
      found.set(id, {
        summary: `${row.type.name}, ${dates} (${days} day${days === 1 ? '' : 's'})`,
        reason: r.reason,
        requestedAt: r.applied_on,
        link: `/leaves/${id}`,
      });
    }
    return found;
  },
  async settle(tx, _type, id, decision, by) {
    const row = await findRequest(tx, ANY, id);
    if (!row || !(await settleLeave(tx, row, by, decision).catch(refuseOverlap))) {
      throw conflict(`This leave request is already ${row?.request.status ?? 'gone'}`);
    }
  },
};
