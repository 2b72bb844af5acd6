/**
 * Tables of employees' requests that climb approval chains (attendance requests, comp-off, leave encashment,
 * shift changes) share their bookkeeping columns; these find one, some or a page of them through the module's
 * own select, and move one out of a status the same way for each.
 */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { anyId } from '../db/ids';
import { employees } from '../db/schema/employees';
import { type CompanyScope, companyCondition } from './access';

export type RequestTable = PgTable & {
  id: PgColumn;
  company_id: PgColumn;
  employee_id: PgColumn;
  status: PgColumn;
  created_at: PgColumn;
  updated_at: PgColumn;
};

export type RequestFilters<Status extends string = string> = {
  company: CompanyScope;
  /** null: every employee in the company scope. */
  employeeIds: number[] | null;
  status?: Status;
  employeeId?: number;
};

/** The filters as a condition on the table, with any of the module's own. */
export function requestConditions(t: RequestTable, f: RequestFilters, ...more: (SQL | undefined)[]) {
  return and(
    companyCondition(f.company, t.company_id),
    f.employeeIds === null ? undefined : anyId(t.employee_id, f.employeeIds),
    f.employeeId === undefined ? undefined : eq(t.employee_id, f.employeeId),
    f.status ? eq(t.status, f.status) : undefined,
    ...more,
  );
}

/** A select of the module's own (its joins), as far as finding and paging its rows needs. */
type RequestSelect<Row> = {
  where(where: SQL | undefined): PromiseLike<Row[]> & {
    limit(n: number): PromiseLike<Row[]>;
    orderBy(...order: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<Row[]> } };
  };
};

/** A page of requests matching the filters (and any condition of the module's own), the newest first, and how many. */
export async function pageOfRequests<Row>(
  db: DbOrTx,
  t: RequestTable,
  select: RequestSelect<Row>,
  f: RequestFilters,
  page: { page: number; perPage: number },
  more?: SQL,
): Promise<{ rows: Row[]; total: number }> {
  if (f.employeeIds?.length === 0) return { rows: [], total: 0 };
  const where = requestConditions(t, f, more);
  const rows = await select
    .where(where)
    .orderBy(desc(t.created_at), desc(t.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Locks the employee's row for the rest of the transaction, so one employee's requests are made one after
 * another: each reads the requests the previous one committed (an overlap, a monthly limit). `no key update`
 * does not block other tables' foreign keys to the employee meanwhile.
 */
export async function lockRequester(db: DbOrTx, employeeId: number) {
  await db.execute(sql`select id from ${employees} where id = ${employeeId} for no key update`);
}

type PersonColumn = 'id' | 'first_name' | 'last_name' | 'employee_id' | 'company_id';

/** The columns of an employee a request's select reads (its requester, a swap's colleague), with their company. */
export const personColumns = <E extends Record<PersonColumn, PgColumn>>(e: E): Pick<E, PersonColumn> => ({
  id: e.id,
  first_name: e.first_name,
  last_name: e.last_name,
  employee_id: e.employee_id,
  company_id: e.company_id,
});

/**
 * One request table's finders over the module's own select (its joins), each row as that select reads it:
 * one by id (null: none), some by id (in no order), and a page matching the filters, the newest first, with
 * how many match. `more` adds the module's own filters' condition to a page's.
 */
export function requestFinders<Row, F extends RequestFilters = RequestFilters>(
  t: RequestTable,
  select: (db: DbOrTx) => RequestSelect<Row>,
  more?: (f: F) => SQL | undefined,
) {
  return {
    async findRequest(db: DbOrTx, id: number): Promise<Row | null> {
      const [row] = await select(db).where(eq(t.id, id)).limit(1);
      return row ?? null;
    },
    async requestsById(db: DbOrTx, ids: readonly number[]): Promise<Row[]> {
      return ids.length ? select(db).where(anyId(t.id, ids)) : [];
    },
    listRequests: (db: DbOrTx, f: F, page: number, perPage: number) =>
      pageOfRequests(db, t, select(db), f, { page, perPage }, more?.(f)),
  };
}

/**
 * Moves a request from `from` to the values' status only while it is still there: of two decisions (or
 * answers, or a decision and a withdrawal) at once exactly one wins. Returns whether this call moved it.
 */
export async function moveRequest<T extends RequestTable>(
  db: DbOrTx,
  t: T,
  id: number,
  from: string,
  values: PgUpdateSetSource<T>,
): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(t.id, id), eq(t.status, from)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/**
 * Moves a pending request to the values' status only while it is still pending (moveRequest). Null when this
 * call moved it; else the status it has now ('decided' should it be gone), which the caller's 409 names.
 */
export async function settlePending<T extends RequestTable>(
  db: DbOrTx,
  t: T,
  id: number,
  values: PgUpdateSetSource<T>,
): Promise<string | null> {
  if (await moveRequest(db, t, id, 'pending', values)) return null;
  const table: RequestTable = t;
  const [now] = await db.select({ status: table.status }).from(table).where(eq(table.id, id)).limit(1);
  return now ? String(now.status) : 'decided';
}

/** A decision as the approval chains reach it (the approvals module's Decision). */
type Decided = { approve: true } | { approve: false; reason: string };

/** What a decision writes on a pending request: approved or rejected, by whom, when, and a rejection's reason. */
export const decisionValues = (decision: Decided, decidedBy: number) => ({
  status: decision.approve ? ('approved' as const) : ('rejected' as const),
  decided_by: decidedBy,
  decided_at: new Date(),
  rejection_reason: decision.approve ? null : decision.reason,
});
