import {
  APPROVAL_TYPE_PERMISSION,
  type ApprovalRequestType,
  type ApprovalStep,
  type BulkDecisionRequest,
  type BulkDecisionResponse,
  type InboxItem,
} from '@hrms/contracts/approvals';
import { PERMISSIONS } from '@hrms/contracts/permissions';
import type { Db, DbOrTx } from '../../db/client';
import { holdsInScope } from '../../platform/access';
import { can, type Principal } from '../../platform/auth/principal';
import { isoOrNull, todayIn } from '../../platform/dates';
import { AppError, notFound } from '../../platform/errors';
import { advance } from './flow';
import { kindOf } from './kinds';
import {
  delegatorsOn,
  type InboxRow,
  inboxSteps,
  lockStep,
  type StepRow,
  settleStep,
  stepsOfRequest,
  trailOf,
  waitingSteps,
} from './queries';

const permissionLabel = (permission: string | null) => `Holders of ${permission ?? 'a permission'}`;

/** Whom the caller decides for today: their own levels and those of everyone who delegated to them. */
async function decidersOf(db: DbOrTx, principal: Principal) {
  const self = principal.employeeId;
  const delegators = self === null ? [] : await delegatorsOn(db, self, todayIn());
  return {
    employeeIds: self === null ? [] : [self, ...delegators],
    permissions: PERMISSIONS.filter((p) => can(principal, p)),
    companyId: principal.isSuperAdmin ? null : principal.companyId,
    self,
  };
}

type Deciders = Awaited<ReturnType<typeof decidersOf>>;

/** Whether the caller may decide this waiting level: its person (or their delegate), or a holder of its permission. */
function mayDecide(principal: Principal, who: Deciders, step: StepRow): boolean {
  if (step.requester_employee_id === principal.employeeId) return false;
  if (step.approver_employee_id !== null) return who.employeeIds.includes(step.approver_employee_id);
  const permission = step.approver_permission as (typeof PERMISSIONS)[number];
  return holdsInScope(principal, step.company_id, permission);
}

/** What waits for the caller, each item with what its request asks. */
export async function inbox(
  db: Db,
  principal: Principal,
  type?: ApprovalRequestType,
): Promise<{ data: InboxItem[]; total: number }> {
  const rows = await inboxSteps(db, await decidersOf(db, principal), type);
  const byType = new Map<ApprovalRequestType, InboxRow[]>();
  for (const row of rows) {
    const t = row.step.request_type as ApprovalRequestType;
    byType.set(t, [...(byType.get(t) ?? []), row]);
  }
  const items: InboxItem[] = [];
  for (const [t, list] of byType) {
    const described = await kindOf(t).describe(
      db,
      t,
      list.map((r) => r.step.request_id),
    );
    for (const { step, employee, approver } of list) {
      const about = described.get(step.request_id);
      if (!about) continue;
      items.push({
        id: step.id,
        request_type: t,
        request_id: step.request_id,
        employee: {
          id: employee.id,
          name: `${employee.first_name} ${employee.last_name}`,
          employee_code: employee.employee_code,
        },
        summary: about.summary,
        reason: about.reason,
        requested_at: about.requestedAt.toISOString(),
        level: step.level,
        levels: Math.max(step.levels, step.level),
        due_at: isoOrNull(step.due_at),
        delegated_from:
          step.approver_employee_id !== null && step.approver_employee_id !== principal.employeeId
            ? { id: step.approver_employee_id, name: approver ?? '' }
            : null,
        link: about.link,
      });
    }
  }
  items.sort((a, b) => a.requested_at.localeCompare(b.requested_at) || a.id - b.id);
  return { data: items, total: items.length };
}

type Outcome = BulkDecisionResponse['results'][number];

/**
 * One inbox item decided, in its own transaction under a lock on the step: of two decisions at once, the
 * second finds it decided. Approval opens the next level or, after the last, approves the request; a
 * rejection rejects it at once.
 */
async function decideOne(
  db: Db,
  principal: Principal,
  who: Deciders,
  id: number,
  decision: BulkDecisionRequest,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const step = await lockStep(tx, id);
    if (!step || !mayDecide(principal, who, step)) {
      return { id, outcome: 'failed' as const, message: 'This request does not wait for you.' };
    }
    if (step.status !== 'pending') {
      return {
        id,
        outcome: 'failed' as const,
        message: `This request was already ${step.status} at this level.`,
      };
    }
    const type = step.request_type as ApprovalRequestType;
    const now = new Date();
    if (decision.decision === 'reject') {
      const reason = decision.reason ?? '';
      await settleStep(tx, id, {
        status: 'rejected',
        note: reason,
        decided_by: principal.userId,
        decided_at: now,
      });
      await kindOf(type).settle(tx, type, step.request_id, { approve: false, reason }, principal);
      return { id, outcome: 'rejected' as const, message: 'Rejected.' };
    }
    await settleStep(tx, id, {
      status: 'approved',
      note: null,
      decided_by: principal.userId,
      decided_at: now,
    });
    const waiting = await advance(tx, step, principal, false);
    return waiting
      ? { id, outcome: 'forwarded' as const, message: 'Approved at this level; the next level decides now.' }
      : { id, outcome: 'approved' as const, message: 'Approved.' };
  });
}

/** Many inbox items decided at once, each on its own: one refused does not undo the others. */
export async function decideInBulk(
  db: Db,
  principal: Principal,
  input: BulkDecisionRequest,
): Promise<BulkDecisionResponse> {
  const results: Outcome[] = [];
  // Whom the caller decides for is read once: a delegation ending during the batch does not matter.
  const who = await decidersOf(db, principal);
  for (const id of [...new Set(input.ids)]) {
    try {
      results.push(await decideOne(db, principal, who, id, input));
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
      const field = err.errors && Object.values(err.errors)[0]?.[0];
      results.push({ id, outcome: 'failed', message: field ?? err.message });
    }
  }
  const done = results.filter((r) => r.outcome !== 'failed').length;
  const failed = results.length - done;
  return {
    message: failed ? `${done} decided, ${failed} not decided.` : `${done} decided.`,
    results,
  };
}

/**
 * A request's levels as they went. Its requester, anyone who decides a level of it and holders of its type's
 * permission in its company may read them; anyone else is told it does not exist.
 */
export async function trail(
  db: Db,
  principal: Principal,
  type: ApprovalRequestType,
  requestId: number,
): Promise<ApprovalStep[]> {
  const rows = await trailOf(db, type, requestId);
  const first = rows[0]?.step;
  const visible =
    first !== undefined &&
    (first.requester_employee_id === principal.employeeId ||
      holdsInScope(principal, first.company_id, APPROVAL_TYPE_PERMISSION[type]) ||
      (await decidesRequest(db, principal, type, requestId)));
  if (!visible) throw notFound('Request');
  return rows.map(({ step, decider, approver }) => ({
    id: step.id,
    level: step.level,
    approver: approver ?? permissionLabel(step.approver_permission),
    status: step.status as ApprovalStep['status'],
    note: step.note,
    decided_by: decider,
    decided_at: isoOrNull(step.decided_at),
  }));
}

/**
 * Whether the caller decides, or decided, a level of the request: its person, their delegate today, or a
 * holder of its permission. Such a caller may open the request the level is about.
 */
export async function decidesRequest(
  db: DbOrTx,
  principal: Principal,
  type: ApprovalRequestType,
  requestId: number,
): Promise<boolean> {
  const steps = await stepsOfRequest(db, type, requestId);
  const held = steps.some(
    (s) =>
      s.approver_permission !== null &&
      holdsInScope(principal, s.company_id, s.approver_permission as (typeof PERMISSIONS)[number]),
  );
  if (held) return true;
  const people = steps.flatMap((s) => (s.approver_employee_id === null ? [] : [s.approver_employee_id]));
  if (!people.length || principal.employeeId === null) return false;
  const who = await decidersOf(db, principal);
  return people.some((id) => who.employeeIds.includes(id));
}

/** Where each pending request waits: its level and for whom. */
export async function waitingOn(db: DbOrTx, type: ApprovalRequestType, requestIds: number[]) {
  const found = new Map<number, { level: number; levels: number; approver: string }>();
  if (!requestIds.length) return found;
  for (const { step, approver } of await waitingSteps(db, type, requestIds)) {
    found.set(step.request_id, {
      level: step.level,
      levels: Math.max(step.levels, step.level),
      approver: approver ?? permissionLabel(step.approver_permission),
    });
  }
  return found;
}
