import type { ApprovalRequestType } from '@hrms/contracts/approvals';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { users } from '../../db/schema/access';
import { approvalChains, approvalDelegations, approvalSteps } from '../../db/schema/approvals';
import { employees } from '../../db/schema/employees';
import { departments } from '../../db/schema/organisation';
import type { RequesterFacts } from './engine/chain';

export type StepRow = typeof approvalSteps.$inferSelect;
export type StepValues = typeof approvalSteps.$inferInsert;
export type ChainRow = typeof approvalChains.$inferSelect;

/** The requester's manager, the manager's manager and their department's head (archived people are nobody). */
export async function requesterFacts(db: DbOrTx, employeeId: number): Promise<RequesterFacts> {
  const [row] = await rawRows<{
    manager_id: number | null;
    managers_manager_id: number | null;
    department_head_id: number | null;
  }>(
    db,
    sql`select m.id as manager_id, mm.id as managers_manager_id, h.id as department_head_id
        from ${employees} e
        left join ${employees} m on m.id = e.manager_id and m.archived_at is null
        left join ${employees} mm on mm.id = m.manager_id and mm.archived_at is null
        left join ${departments} d on d.id = e.department_id
        left join ${employees} h on h.id = d.head_of_department_id and h.archived_at is null
        where e.id = ${employeeId}`,
  );
  return {
    employeeId,
    managerId: row?.manager_id ?? null,
    managersManagerId: row?.managers_manager_id ?? null,
    departmentHeadId: row?.department_head_id ?? null,
  };
}

export async function chainOf(db: DbOrTx, companyId: number, type: ApprovalRequestType) {
  const [row] = await db
    .select()
    .from(approvalChains)
    .where(and(eq(approvalChains.company_id, companyId), eq(approvalChains.request_type, type)));
  return row ?? null;
}

export const companyChains = (db: DbOrTx, companyId: number) =>
  db.select().from(approvalChains).where(eq(approvalChains.company_id, companyId));

export async function findChain(db: DbOrTx, id: number) {
  const [row] = await db.select().from(approvalChains).where(eq(approvalChains.id, id));
  return row ?? null;
}

export async function insertChain(db: DbOrTx, values: typeof approvalChains.$inferInsert) {
  const [row] = await db.insert(approvalChains).values(values).returning({ id: approvalChains.id });
  return (row as { id: number }).id;
}

export async function updateChain(
  db: DbOrTx,
  id: number,
  values: Pick<ChainRow, 'levels' | 'escalate_after_days'>,
) {
  await db
    .update(approvalChains)
    .set({ ...values, updated_at: new Date() })
    .where(eq(approvalChains.id, id));
}

export const deleteChain = (db: DbOrTx, id: number) =>
  db.delete(approvalChains).where(eq(approvalChains.id, id));

export const insertSteps = (db: DbOrTx, rows: StepValues[]) =>
  rows.length ? db.insert(approvalSteps).values(rows) : Promise.resolve();

/** The round a new pass of the request through its chain takes: 1, or one past its last. */
export async function nextRound(db: DbOrTx, type: ApprovalRequestType, requestId: number) {
  const [row] = await db
    .select({ round: sql<number>`coalesce(max(${approvalSteps.round}), 0)::int + 1` })
    .from(approvalSteps)
    .where(and(eq(approvalSteps.request_type, type), eq(approvalSteps.request_id, requestId)));
  return row?.round ?? 1;
}

/** The people who had the round's earlier levels: approved them, or let them escalate. */
export async function approversSoFar(db: DbOrTx, step: StepRow) {
  const rows = await db
    .select({ id: approvalSteps.approver_employee_id })
    .from(approvalSteps)
    .where(
      and(
        eq(approvalSteps.request_type, step.request_type),
        eq(approvalSteps.request_id, step.request_id),
        eq(approvalSteps.round, step.round),
        sql`${approvalSteps.status} in ('approved', 'escalated')`,
      ),
    );
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
}

/** A step, locked: two decisions on it queue up and the second sees the first's outcome. */
export async function lockStep(tx: DbOrTx, id: number): Promise<StepRow | null> {
  const [row] = await tx.select().from(approvalSteps).where(eq(approvalSteps.id, id)).for('update');
  return row ?? null;
}

export async function pendingStepOf(db: DbOrTx, type: ApprovalRequestType, requestId: number) {
  const [row] = await db
    .select()
    .from(approvalSteps)
    .where(
      and(
        eq(approvalSteps.request_type, type),
        eq(approvalSteps.request_id, requestId),
        eq(approvalSteps.status, 'pending'),
      ),
    );
  return row ?? null;
}

/** Moves a pending step on; false when it was no longer pending (someone else got there first). */
export async function settleStep(
  db: DbOrTx,
  id: number,
  values: Pick<StepValues, 'status' | 'note' | 'decided_by' | 'decided_at'>,
): Promise<boolean> {
  const moved = await db
    .update(approvalSteps)
    .set(values)
    .where(and(eq(approvalSteps.id, id), eq(approvalSteps.status, 'pending')))
    .returning({ id: approvalSteps.id });
  return moved.length > 0;
}

/** The waiting levels of the requests moved on at once (decided outside their chains, or withdrawn). */
export const settlePendingSteps = (
  db: DbOrTx,
  type: ApprovalRequestType,
  requestIds: readonly number[],
  values: Pick<StepValues, 'status' | 'note' | 'decided_by' | 'decided_at'>,
) =>
  db
    .update(approvalSteps)
    .set(values)
    .where(
      and(
        eq(approvalSteps.request_type, type),
        sql`${approvalSteps.request_id} = any(${ids(requestIds)}::int[])`,
        eq(approvalSteps.status, 'pending'),
      ),
    );

/** Who the caller decides for today: themselves and everyone who delegated to them. */
export async function delegatorsOn(db: DbOrTx, delegateId: number, today: string) {
  const rows = await db
    .select({ id: approvalDelegations.employee_id })
    .from(approvalDelegations)
    .where(
      and(
        eq(approvalDelegations.delegate_id, delegateId),
        lte(approvalDelegations.from_date, today),
        gte(approvalDelegations.to_date, today),
      ),
    );
  return rows.map((r) => r.id);
}

/** The delegate deciding for `employeeId` today, if any. */
export async function delegateOn(db: DbOrTx, employeeId: number, today: string) {
  const [row] = await db
    .select({ id: approvalDelegations.delegate_id })
    .from(approvalDelegations)
    .where(
      and(
        eq(approvalDelegations.employee_id, employeeId),
        lte(approvalDelegations.from_date, today),
        gte(approvalDelegations.to_date, today),
      ),
    );
  return row?.id ?? null;
}

/** Who may decide pending steps: these people (themselves or for whom they stand in), or these permissions' holders. */
export type Deciders = {
  employeeIds: number[];
  /** Permissions the caller holds, and in which company (null: every company, a super admin). */
  permissions: string[];
  companyId: number | null;
  /** The caller's own employee: never decides their own request. */
  self: number | null;
};

/** The name of the person a step waits for (null: a permission's holders). */
const approverName = sql<string | null>`(select a.first_name || ' ' || a.last_name from ${employees} a
  where a.id = "approval_steps"."approver_employee_id")`;

const ids = (list: readonly number[]) => `{${list.join(',')}}`;

/** The pending steps the caller may decide, oldest first, with their requester. */
export async function inboxSteps(db: DbOrTx, who: Deciders, type?: ApprovalRequestType) {
  const mine = sql`${approvalSteps.approver_employee_id} = any(${ids(who.employeeIds)}::int[])`;
  const held = sql`${approvalSteps.approver_permission} = any(${`{${who.permissions.join(',')}}`}::text[])`;
  const inCompany = who.companyId === null ? sql`true` : sql`${approvalSteps.company_id} = ${who.companyId}`;
  return db
    .select({
      step: approvalSteps,
      employee: {
        id: employees.id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        employee_code: employees.employee_id,
      },
      approver: approverName,
    })
    .from(approvalSteps)
    .innerJoin(employees, eq(employees.id, approvalSteps.requester_employee_id))
    .where(
      and(
        eq(approvalSteps.status, 'pending'),
        type ? eq(approvalSteps.request_type, type) : undefined,
        who.self === null ? undefined : sql`${approvalSteps.requester_employee_id} <> ${who.self}`,
        sql`(${mine} or (${held} and ${inCompany}))`,
      ),
    )
    .orderBy(asc(approvalSteps.opened_at), asc(approvalSteps.id));
}

export type InboxRow = Awaited<ReturnType<typeof inboxSteps>>[number];

/** A request's levels in its latest round, in order, with who decided each and who each waits for. */
export const trailOf = (db: DbOrTx, type: ApprovalRequestType, requestId: number) => {
  const ofRequest = and(eq(approvalSteps.request_type, type), eq(approvalSteps.request_id, requestId));
  const latest = db
    .select({ round: sql`max(${approvalSteps.round})` })
    .from(approvalSteps)
    .where(ofRequest);
  return db
    .select({
      step: approvalSteps,
      decider: users.name,
      approver: approverName,
    })
    .from(approvalSteps)
    .leftJoin(users, eq(users.id, approvalSteps.decided_by))
    .where(and(ofRequest, sql`${approvalSteps.round} = (${latest})`))
    .orderBy(asc(approvalSteps.level));
};

/** The waiting step of each request, with its approver's name. */
export const waitingSteps = (db: DbOrTx, type: ApprovalRequestType, requestIds: number[]) =>
  db
    .select({
      step: approvalSteps,
      approver: approverName,
    })
    .from(approvalSteps)
    .where(
      and(
        eq(approvalSteps.request_type, type),
        sql`${approvalSteps.request_id} = any(${ids(requestIds)}::int[])`,
        eq(approvalSteps.status, 'pending'),
      ),
    );

/** Every level of a request, without names. */
export const stepsOfRequest = (db: DbOrTx, type: ApprovalRequestType, requestId: number) =>
  db
    .select()
    .from(approvalSteps)
    .where(and(eq(approvalSteps.request_type, type), eq(approvalSteps.request_id, requestId)));

/** Pending steps past their due time, oldest first. */
export const overdueSteps = (db: DbOrTx, now: Date, limit: number) =>
  db
    .select({ id: approvalSteps.id })
    .from(approvalSteps)
    .where(and(eq(approvalSteps.status, 'pending'), sql`${approvalSteps.due_at} <= ${now.toISOString()}`))
    .orderBy(asc(approvalSteps.due_at))
    .limit(limit);
