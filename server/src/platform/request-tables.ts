/**
 * Tables of employees' requests that climb approval chains (attendance requests, comp-off, leave encashment)
 * share their bookkeeping columns; these filter a list of them, read a page, and move one out of pending the
 * same way for each.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { anyId } from '../db/ids';
import { type CompanyScope, companyCondition } from './access';

export type RequestTable = PgTable & {
  id: PgColumn;
  company_id: PgColumn;
  employee_id: PgColumn;
  status: PgColumn;
  created_at: PgColumn;
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

/** A select of the module's own (its joins), as far as a page of it needs. */
type RequestSelect<Row> = {
  where(where: SQL | undefined): {
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
