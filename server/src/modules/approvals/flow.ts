import { APPROVAL_TYPE_PERMISSION, type ApprovalRequestType } from '@hrms/contracts/approvals';
import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { holdersInCompany, notify, type Recipient, userOfEmployee } from '../notifications/public';
import { firstLevel, type Next, nextLevel } from './engine/chain';
import { type Decision, kindOf } from './kinds';
import {
  approversSoFar,
  chainOf,
  delegateOn,
  insertSteps,
  nextRound,
  pendingStepOf,
  requesterFacts,
  type StepRow,
  settlePendingSteps,
} from './queries';

const DAY_MS = 86_400_000;

export type ApprovalRequest = {
  type: ApprovalRequestType;
  requestId: number;
  companyId: number;
  requesterEmployeeId: number;
};

/** Writes the levels passed over and the one that now waits (due after the chain's escalation days). */
async function openNext(
  tx: DbOrTx,
  r: ApprovalRequest,
  next: Next,
  at: { round: number; levels: number },
  escalateAfterDays: number | null,
): Promise<void> {
  const now = new Date();
  const base = {
    company_id: r.companyId,
    request_type: r.type,
    request_id: r.requestId,
    requester_employee_id: r.requesterEmployeeId,
    round: at.round,
    levels: at.levels,
  };
  const open = next.open;
  // The type's own permission holders are the end of the line: a level waiting for them never escalates.
  const escalates =
    open !== null &&
    escalateAfterDays !== null &&
    !('permission' in open.approver && open.approver.permission === APPROVAL_TYPE_PERMISSION[r.type]);
  await insertSteps(tx, [
    ...next.skipped.map((s) => ({
      ...base,
      level: s.level,
      status: 'skipped',
      note: s.note,
      decided_at: now,
    })),
    ...(open
      ? [
          {
            ...base,
            level: open.level,
            status: 'pending',
            approver_employee_id: 'employeeId' in open.approver ? open.approver.employeeId : null,
            approver_permission: 'permission' in open.approver ? open.approver.permission : null,
            opened_at: now,
            due_at: escalates ? new Date(now.getTime() + (escalateAfterDays as number) * DAY_MS) : null,
          },
        ]
      : []),
  ]);
}

/** Who hears that a level waits for them: the person and whoever stands in for them today, or the permission's holders. */
export async function approversOf(tx: DbOrTx, step: StepRow): Promise<Recipient[]> {
  const requester = await userOfEmployee(tx, step.requester_employee_id);
  if (step.approver_employee_id === null) {
    return holdersInCompany(
      tx,
      step.company_id,
      step.approver_permission as Parameters<typeof holdersInCompany>[2],
      requester?.userId ?? null,
    );
  }
  const delegate = await delegateOn(tx, step.approver_employee_id, todayIn());
  const people = [step.approver_employee_id, ...(delegate === null ? [] : [delegate])];
  const found: Recipient[] = [];
  for (const id of people) {
    const user = await userOfEmployee(tx, id);
    if (user && user.userId !== requester?.userId) found.push(user);
  }
  return found;
}

/**
 * A new request enters its company's chain for its type (none set: the type's permission holders decide):
 * the first level that names someone waits, and its approvers are told (approval.waiting) unless the owning
 * module tells them in its own words (`tell: false`: leave's "applied for leave"). Returns who they are.
 * A request that went through before (its ask changed: a day's overtime worked out again) starts a new round.
 */
export async function startApproval(
  tx: DbOrTx,
  r: ApprovalRequest,
  options: { tell: boolean } = { tell: true },
): Promise<Recipient[]> {
  const chain = await chainOf(tx, r.companyId, r.type);
  const levels = chain?.levels ?? [];
  const facts = await requesterFacts(tx, r.requesterEmployeeId);
  const next = firstLevel(levels, facts, APPROVAL_TYPE_PERMISSION[r.type]);
  const at = { round: await nextRound(tx, r.type, r.requestId), levels: Math.max(levels.length, 1) };
  await openNext(tx, r, next, at, chain?.escalate_after_days ?? null);
  const opened = await pendingStepOf(tx, r.type, r.requestId);
  if (!opened) return [];
  if (options.tell) await tellWaiting(tx, opened);
  return approversOf(tx, opened);
}

const requestOf = (step: StepRow): ApprovalRequest => ({
  type: step.request_type as ApprovalRequestType,
  requestId: step.request_id,
  companyId: step.company_id,
  requesterEmployeeId: step.requester_employee_id,
});

/**
 * After `step` passed (approved or escalated), the chain's next level opens; when none is left the request
 * is approved (escalation: the type's permission holders take it instead). Returns whether a level now waits.
 */
export async function advance(
  tx: DbOrTx,
  step: StepRow,
  by: Principal | null,
  escalated: boolean,
): Promise<boolean> {
  const r = requestOf(step);
  const chain = await chainOf(tx, r.companyId, r.type);
  const facts = await requesterFacts(tx, r.requesterEmployeeId);
  const approvedBy = await approversSoFar(tx, step);
  let next = nextLevel(chain?.levels ?? [], step.level, facts, approvedBy);
  const fallback = APPROVAL_TYPE_PERMISSION[r.type];
  if (!next.open && escalated && step.approver_permission !== fallback) {
    const last = next.skipped.at(-1)?.level ?? step.level;
    next = { skipped: next.skipped, open: { level: last + 1, approver: { permission: fallback } } };
  }
  await openNext(tx, r, next, step, chain?.escalate_after_days ?? null);
  if (next.open) {
    const opened = await pendingStepOf(tx, r.type, r.requestId);
    if (opened) await tellWaiting(tx, opened);
    return true;
  }
  if (!by) return false;
  await kindOf(r.type).settle(tx, r.type, r.requestId, { approve: true }, by);
  return false;
}

/** The approvers of a level that just opened hear of it. */
async function tellWaiting(tx: DbOrTx, step: StepRow) {
  const r = requestOf(step);
  const summary = (await kindOf(r.type).describe(tx, r.type, [r.requestId])).get(r.requestId);
  if (!summary) return;
  await notify(
    tx,
    'approval.waiting',
    await approversOf(tx, step),
    { type: r.type, summary: summary.summary, level: step.level, levels: step.levels, link: summary.link },
    { companyId: r.companyId },
  );
}

/**
 * The request was decided outside its chain (HR on the request's own page) or withdrawn: its waiting level
 * records that and nothing more opens.
 */
export async function closeApproval(
  tx: DbOrTx,
  type: ApprovalRequestType,
  requestId: number,
  by: Principal | null,
  outcome: 'approved' | 'rejected' | 'closed',
  note: string | null = null,
): Promise<void> {
  await closeApprovals(tx, type, [requestId], by, outcome, note);
}

/** Many requests of a type decided outside their chains at once (a week's overtime): one statement. */
export async function closeApprovals(
  tx: DbOrTx,
  type: ApprovalRequestType,
  requestIds: readonly number[],
  by: Principal | null,
  outcome: 'approved' | 'rejected' | 'closed',
  note: string | null = null,
): Promise<void> {
  if (!requestIds.length) return;
  await settlePendingSteps(tx, type, requestIds, {
    status: outcome,
    note,
    decided_by: by?.userId ?? null,
    decided_at: new Date(),
  });
}

/**
 * HR decides a request outright on its own page, at whatever level it waits: the request takes the decision
 * (its kind settles it: 409 when it no longer waits) and the waiting level records who decided, so no later
 * level opens.
 */
export async function settleOutright(
  tx: DbOrTx,
  type: ApprovalRequestType,
  requestId: number,
  decision: Decision,
  by: Principal,
): Promise<void> {
  await kindOf(type).settle(tx, type, requestId, decision, by);
  await closeApproval(
    tx,
    type,
    requestId,
    by,
    decision.approve ? 'approved' : 'rejected',
    decision.approve ? 'Decided outright on the request.' : decision.reason,
  );
}

export type { Decision };
