import type { ApprovalRequestType } from '@hrms/contracts/approvals';
import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { shortDate } from '../../platform/dates';
import { conflict, notFound } from '../../platform/errors';
import {
  type ApprovalKind,
  closeApproval,
  closeApprovals,
  type Decision,
  type RequestSummary,
  startApproval,
} from '../approvals/public';
import { recomputeRuns } from './overtime-runs';
import { claimsById, decideClaims } from './queries';

const TYPE = 'overtime' satisfies ApprovalRequestType;

const hoursText = (hours: string | number) => Number(hours).toFixed(2);

/**
 * A day's claim changed when its week was worked out again: the chain it waited in closes, and a claim with hours
 * left starts the chain over (a new round), since what was approved so far was other hours. Its approvers are
 * not told one by one — claims arise from every clocked week; they wait in the inbox and on the overtime screen.
 */
export async function claimChanged(
  tx: DbOrTx,
  employee: { id: number; company_id: number },
  recordId: number,
  status: string,
) {
  await closeApproval(tx, TYPE, recordId, null, 'closed', 'The week’s overtime was worked out again.');
  if (status !== 'pending') return;
  await startApproval(
    tx,
    { type: TYPE, requestId: recordId, companyId: employee.company_id, requesterEmployeeId: employee.id },
    { tell: false },
  );
}

/**
 * The chain's last level approved the claim (all the hours claimed), or a level rejected it: the day takes the
 * decision and the employee's open run of its month is recomputed (409 when that month's payroll is approved,
 * leaving the level undecided).
 */
async function settleClaim(
  tx: DbOrTx,
  _type: ApprovalRequestType,
  id: number,
  decision: Decision,
  by: Principal,
) {
  const decided = await decideClaims(tx, [id], decision.approve ? 'approve' : 'reject', null, by.userId);
  if (!decided.length) {
    const [claim] = await claimsById(tx, [id]);
    if (!claim) throw notFound('Attendance record');
    throw conflict(`This overtime is already ${claim.status}`);
  }
  await recomputeRuns(tx, by, decided);
}

/** Days' overtime as the approval chains see it (registered in server/src/wiring.ts). */
export const overtimeKind: ApprovalKind = {
  types: [TYPE],
  async describe(db, _type, ids) {
    const described = new Map<number, RequestSummary>();
    for (const claim of await claimsById(db, ids)) {
      described.set(claim.id, {
        summary: `${hoursText(claim.hours)} hours of overtime on ${shortDate(claim.date)}`,
        reason: null,
        requestedAt: claim.claimedAt,
        link: `/attendance/${claim.id}`,
      });
    }
    return described;
  },
  settle: settleClaim,
};

/** HR decided days' overtime outright (the day's own page, or a bulk decision): their waiting levels record it. */
export const claimsDecidedOutright = (
  tx: DbOrTx,
  ids: number[],
  by: Principal,
  decision: 'approve' | 'reject',
) =>
  closeApprovals(
    tx,
    TYPE,
    ids,
    by,
    decision === 'approve' ? 'approved' : 'rejected',
    'Decided outright on the overtime screen.',
  );
