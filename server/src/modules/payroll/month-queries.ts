import { EMPLOYER_CONTRIBUTION_FIELDS } from '@hrms/contracts/payroll';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type DbOrTx, rawRows } from '../../db/client';
import { anyId } from '../../db/ids';
import { employees } from '../../db/schema/employees';
import { payrollRuns } from '../../db/schema/payroll';
import { firstDayOf, lastDayOf, type Period } from '../../platform/period';
import { leftOn } from '../employees/public';

/** A company's month, all its runs or the ones named. */
export type MonthRuns = { companyId: number; period: Period; runIds?: readonly number[] };

const ofMonth = (m: MonthRuns): SQL | undefined =>
  and(
    eq(employees.company_id, m.companyId),
    eq(payrollRuns.year, m.period.year),
    eq(payrollRuns.month, m.period.month),
    m.runIds ? anyId(payrollRuns.id, m.runIds) : undefined,
  );

/** The month's runs a bulk action looks at: small columns only, for 1,00,000 runs a request. */
export async function monthRunsOf(db: DbOrTx, m: MonthRuns) {
  return db
    .select({
      id: payrollRuns.id,
      employee_id: payrollRuns.employee_id,
      status: payrollRuns.status,
      draft_reason: payrollRuns.draft_reason,
      processed_by: payrollRuns.processed_by,
      released_at: payrollRuns.released_at,
      employee_code: employees.employee_id,
      employee_name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`,
    })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
    .where(ofMonth(m))
    .orderBy(employees.employee_id);
}

/** What a run's employee is told with, returned by each bulk move. */
const told = {
  id: payrollRuns.id,
  employee_id: payrollRuns.employee_id,
  year: payrollRuns.year,
  month: payrollRuns.month,
  net_salary: payrollRuns.net_salary,
};

/**
 * Moves these runs from `from` to what `values` set, each only if it is still in `from`: of two parallel
 * requests one moves a run and the other finds it moved (exactly once per run).
 */
export async function moveRuns(
  db: DbOrTx,
  ids: readonly number[],
  from: string,
  values: PgUpdateSetSource<typeof payrollRuns>,
) {
  if (!ids.length) return [];
  return db
    .update(payrollRuns)
    .set(values)
    .where(and(anyId(payrollRuns.id, ids), eq(payrollRuns.status, from)))
    .returning(told);
}

/** Releases the approved and paid runs among these not yet released; returns those it released. */
export async function releaseRuns(db: DbOrTx, ids: readonly number[], userId: number) {
  if (!ids.length) return [];
  return db
    .update(payrollRuns)
    .set({ released_at: new Date(), released_by: userId })
    .where(
      and(
        anyId(payrollRuns.id, ids),
        inArray(payrollRuns.status, ['approved', 'paid']),
        isNull(payrollRuns.released_at),
      ),
    )
    .returning(told);
}

export type ToldRun = Awaited<ReturnType<typeof releaseRuns>>[number];

/**
 * How many of the month's runs (or the named ones) are in `from` (released: approved or paid, not yet
 * released): what a bulk action would move.
 */
export async function countRunsIn(db: DbOrTx, m: MonthRuns, from: 'processed' | 'approved' | 'unreleased') {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
    .where(
      and(
        ofMonth(m),
        from === 'unreleased'
          ? and(inArray(payrollRuns.status, ['approved', 'paid']), isNull(payrollRuns.released_at))
          : eq(payrollRuns.status, from),
      ),
    );
  return row?.n ?? 0;
}

/** Keeps an approval's note on these runs. */
export async function noteRuns(db: DbOrTx, ids: readonly number[], note: string) {
  await db.update(payrollRuns).set({ approval_note: note }).where(anyId(payrollRuns.id, ids));
}

const employerCost = sql.join(
  EMPLOYER_CONTRIBUTION_FIELDS.map(
    (f) => sql`coalesce((${payrollRuns.breakdown}->'employer_contributions'->>${f})::numeric, 0)`,
  ),
  sql` + `,
);

/**
 * A company's month in figures: who is on its payroll (joined by its last day, not left before its first),
 * how many of them have no run, its runs by status and released, and the totals of every run but drafts.
 */
export async function monthFigures(db: DbOrTx, companyId: number, period: Period) {
  const first = firstDayOf(period);
  const last = lastDayOf(period);
  const [row] = await rawRows<Record<string, string | number>>(
    db,
    sql`with expected as (
        select ${employees.id} as id from ${employees}
        where ${employees.company_id} = ${companyId} and ${employees.archived_at} is null
          and ${employees.hire_date} <= ${last}::date and coalesce(${leftOn} >= ${first}::date, true)),
      runs as (
        select ${payrollRuns.status} as status, ${payrollRuns.released_at} as released_at,
          ${payrollRuns.gross_salary} as gross, ${payrollRuns.total_deductions} as deductions,
          ${payrollRuns.net_salary} as net, ${payrollRuns.gross_salary} + ${employerCost} as employer_cost
        from ${payrollRuns} join ${employees} on ${employees.id} = ${payrollRuns.employee_id}
        where ${employees.company_id} = ${companyId} and ${payrollRuns.year} = ${period.year}
          and ${payrollRuns.month} = ${period.month})
      select
        (select count(*) from expected)::int as employees,
        (select count(*) from expected e where not exists (select 1 from ${payrollRuns} pr
          where pr.employee_id = e.id and pr.year = ${period.year} and pr.month = ${period.month}))::int as not_processed,
        count(*) filter (where status = 'draft')::int as draft,
        count(*) filter (where status = 'processed')::int as processed,
        count(*) filter (where status = 'approved')::int as approved,
        count(*) filter (where status = 'paid')::int as paid,
        count(*) filter (where released_at is not null)::int as released,
        coalesce(sum(gross) filter (where status <> 'draft'), 0) as gross,
        coalesce(sum(deductions) filter (where status <> 'draft'), 0) as deductions,
        coalesce(sum(employer_cost) filter (where status <> 'draft'), 0) as employer_cost,
        coalesce(sum(net) filter (where status <> 'draft'), 0) as net
      from runs`,
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    counts: {
      employees: n('employees'),
      not_processed: n('not_processed'),
      draft: n('draft'),
      processed: n('processed'),
      approved: n('approved'),
      paid: n('paid'),
      released: n('released'),
    },
    totals: {
      gross: n('gross'),
      deductions: n('deductions'),
      employer_cost: n('employer_cost'),
      net: n('net'),
    },
  };
}
export type MonthFigures = Awaited<ReturnType<typeof monthFigures>>;
