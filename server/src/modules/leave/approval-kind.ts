import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { longDate } from '../../platform/dates';
import { conflict } from '../../platform/errors';
import type { ApprovalKind, Decision, RequestSummary } from '../approvals/public';
import { tellDecision } from './notifications';
import { findRequest, type RequestRow, requestsByIds, transition } from './queries';
import { recountBeside } from './recount';
import { ANY, refuseOverlap } from './service';

/**
 * Leave through approval chains: the inbox's line for each request, and the decision of its last level
 * (or a rejection at any level) applied to the request.
 */
export const leaveApprovals: ApprovalKind = {
  types: ['leave'],
  async describe(db, _type, ids) {
    const found = new Map<number, RequestSummary>();
    for (const row of await requestsByIds(db, ids)) {
      const r = row.request;
      const days = Number(r.days_requested);
      const dates =
        r.start_date === r.end_date
          ? longDate(r.start_date)
          : `${longDate(r.start_date)} to ${longDate(r.end_date)}`;
      found.set(r.id, {
        summary: `${row.type.name}, ${dates} (${days} day${days === 1 ? '' : 's'})`,
        reason: r.reason,
        requestedAt: r.applied_on,
        link: `/leaves/${r.id}`,
      });
    }
    return found;
  },
  async settle(tx, _type, id, decision, by) {
    const row = await findRequest(tx, ANY, id);
    if (row && (await settleLeave(tx, row, by, decision).catch(refuseOverlap))) return;
    // Decided meanwhile: read again, so the answer names what it is now.
    const now = await findRequest(tx, ANY, id);
    throw conflict(`This leave request is already ${now?.request.status ?? 'gone'}`);
  },
};

/** The pending request takes the decision and its applicant hears; false when it was no longer pending. */
async function settleLeave(tx: DbOrTx, row: RequestRow, by: Principal, decision: Decision) {
  const now = new Date();
  const moved = await transition(
    tx,
    row.request.id,
    ['pending'],
    decision.approve
      ? { status: 'approved', approved_by: by.userId, approved_on: now }
      : { status: 'rejected', rejected_by: by.userId, rejected_on: now, rejection_reason: decision.reason },
  );
  if (!moved) return false;
  if (!decision.approve) await recountBeside(tx, row.request);
  await tellDecision(tx, row, by, decision);
  return true;
}
