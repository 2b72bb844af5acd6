import { and, asc, count, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { bonusEntries, bonusRuns } from '../../db/schema/bonus';
import { employees } from '../../db/schema/employees';
import { finalSettlements } from '../../db/schema/exits';
import { companies } from '../../db/schema/organisation';
import { payrollRuns, yearRun } from '../../db/schema/payroll';
import { chunksOf } from '../../platform/chunks';

export type BonusRunRow = typeof bonusRuns.$inferSelect;
export type BonusEntryValues = typeof bonusEntries.$inferInsert;

/** A run that is approved or paid cannot be reprocessed: what it pays is paid. */
export const LOCKED_RUN_STATUSES = ['approved', 'paid'] as const;

export async function companyOf(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, country_id: companies.country_id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/**
 * The year's payroll runs that count (processed, approved, paid) for the given employees, or for a company's
 * employees: days, BASIC + DA earned, the arrears paid for earlier months, the structure and state the month
 * was computed with. Only the parts of the breakdown and inputs the bonus needs leave the database.
 */
export async function yearRuns(
  db: DbOrTx,
  who: { companyId: number } | { employeeIds: number[] },
  from: { year: number; month: number },
  to: { year: number; month: number },
) {
  const period = sql`(${payrollRuns.year} * 12 + ${payrollRuns.month})`;
  const byWho =
    'companyId' in who
      ? eq(employees.company_id, who.companyId)
      : who.employeeIds.length
        ? anyId(payrollRuns.employee_id, who.employeeIds)
        : sql`false`;
  return db
    .select({
      employee_id: payrollRuns.employee_id,
      year: payrollRuns.year,
      month: payrollRuns.month,
      total_days: payrollRuns.total_days,
      days_paid: payrollRuns.days_paid,
      basic: sql<string | null>`${payrollRuns.breakdown} -> 'earnings' ->> 'basic_salary'`,
      da: sql<string | null>`${payrollRuns.breakdown} -> 'earnings' ->> 'dearness_allowance'`,
      arrear_months: sql<unknown>`${payrollRuns.breakdown} -> 'arrear_months'`,
      code_wages: sql<string | null>`${payrollRuns.breakdown} -> 'statutory' ->> 'code_wages'`,
      bonus_basis: sql<string | null>`${payrollRuns.breakdown} -> 'statutory' -> 'wage_bases' ->> 'bonus'`,
      structure: sql<unknown>`${payrollRuns.inputs} -> 'structure'`,
      state_code: sql<string | null>`${payrollRuns.inputs} ->> 'state_code'`,
      skill_category: employees.skill_category,
    })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
    .where(
      and(
        byWho,
        // The year's wages are its runs that count, approved and paid (docs/decisions/payroll.md, "Which runs
        // count"), and the months imported as opening balances (docs/decisions/import-types.md).
        yearRun(payrollRuns.status),
        sql`${period} between ${from.year * 12 + from.month} and ${to.year * 12 + to.month}`,
      ),
    )
    .orderBy(asc(payrollRuns.employee_id), asc(payrollRuns.year), asc(payrollRuns.month));
}
export type YearRunRow = Awaited<ReturnType<typeof yearRuns>>[number];

const paidCount =
  sql<number>`count(*) filter (where ${bonusEntries.final_settlement_id} is not null or exists (
  select 1 from ${payrollRuns} pr where pr.id = ${bonusEntries.payroll_run_id} and pr.status in ('approved', 'paid')
))`.mapWith(Number);

const runColumns = {
  run: bonusRuns,
  company_name: companies.name,
  employees:
    sql<number>`(select count(*) from ${bonusEntries} e where e.bonus_run_id = ${bonusRuns.id})`.mapWith(
      Number,
    ),
};

function listed(db: DbOrTx) {
  return db.select(runColumns).from(bonusRuns).innerJoin(companies, eq(companies.id, bonusRuns.company_id));
}

/** The totals of each run's entries: eligible employees, bonus and how many are paid. */
export async function runTotals(db: DbOrTx, runIds: number[]) {
  if (!runIds.length) return new Map<number, { eligible: number; total: string; paid: number }>();
  const rows = await db
    .select({
      id: bonusEntries.bonus_run_id,
      eligible: sql<number>`count(*) filter (where ${bonusEntries.eligible})`.mapWith(Number),
      total: sql<string>`coalesce(sum(${bonusEntries.bonus}), 0)::text`,
      paid: paidCount,
    })
    .from(bonusEntries)
    .where(anyId(bonusEntries.bonus_run_id, runIds))
    .groupBy(bonusEntries.bonus_run_id);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function listRunPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    listed(db)
      .where(where)
      .orderBy(desc(bonusRuns.accounting_year), asc(companies.name), desc(bonusRuns.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(bonusRuns).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type ListedBonusRun = Awaited<ReturnType<typeof listRunPage>>['rows'][number];

export async function findRun(db: DbOrTx, id: number) {
  const [row] = await listed(db).where(eq(bonusRuns.id, id)).limit(1);
  return row ?? null;
}

/** A run's entries with the employee and how each was paid (the register's lines), by employee code. */
export async function entriesOf(db: DbOrTx, runId: number) {
  return db
    .select({
      entry: bonusEntries,
      employee_code: employees.employee_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      designation: employees.job_title,
      paid_run: {
        year: payrollRuns.year,
        month: payrollRuns.month,
        status: payrollRuns.status,
        paid_at: payrollRuns.paid_at,
      },
      settlement: { status: finalSettlements.status, paid_at: finalSettlements.paid_at },
    })
    .from(bonusEntries)
    .innerJoin(employees, eq(employees.id, bonusEntries.employee_id))
    .leftJoin(payrollRuns, eq(payrollRuns.id, bonusEntries.payroll_run_id))
    .leftJoin(finalSettlements, eq(finalSettlements.id, bonusEntries.final_settlement_id))
    .where(eq(bonusEntries.bonus_run_id, runId))
    .orderBy(asc(employees.employee_id));
}
export type EntryRow = Awaited<ReturnType<typeof entriesOf>>[number];

export async function insertRun(db: DbOrTx, values: typeof bonusRuns.$inferInsert) {
  const [row] = await db.insert(bonusRuns).values(values).returning({ id: bonusRuns.id });
  if (!row) throw new Error('bonus run insert returned no row');
  return row.id;
}

const CHUNK = 500;
/** Replaces a run's entries with the given ones (a recompute). */
export async function replaceEntries(db: DbOrTx, runId: number, values: BonusEntryValues[]) {
  await db.delete(bonusEntries).where(eq(bonusEntries.bonus_run_id, runId));
  for (const chunk of chunksOf(values, CHUNK)) await db.insert(bonusEntries).values(chunk);
}

/** Once only: the UPDATE matches a run still in `from` (0 rows when another request moved it first). */
export async function transitionRun(
  db: DbOrTx,
  id: number,
  from: string,
  values: Partial<typeof bonusRuns.$inferInsert>,
) {
  return db
    .update(bonusRuns)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(bonusRuns.id, id), eq(bonusRuns.status, from)))
    .returning({ id: bonusRuns.id });
}

export async function deleteDraftRun(db: DbOrTx, id: number) {
  return db
    .delete(bonusRuns)
    .where(and(eq(bonusRuns.id, id), eq(bonusRuns.status, 'draft')))
    .returning({ id: bonusRuns.id });
}

// ---- paying entries (payroll and settlements)

/** Not paid yet: no settlement, and no run or a run that is not locked. */
const unpaid = and(
  isNull(bonusEntries.final_settlement_id),
  or(
    isNull(bonusEntries.payroll_run_id),
    sql`not exists (select 1 from ${payrollRuns} pr where pr.id = ${bonusEntries.payroll_run_id} and pr.status in ('approved', 'paid'))`,
  ),
);

/**
 * Approved runs' entries the employees are owed: eligible with a bonus, unpaid, of a run whose pay month is
 * on or before `upTo` (all when null); with the payroll run each is tied to, if any, and that run's period.
 */
export async function payableEntries(
  db: DbOrTx,
  employeeIds: number[],
  upTo: { year: number; month: number } | null,
) {
  if (!employeeIds.length) return [];
  return db
    .select({
      id: bonusEntries.id,
      employee_id: bonusEntries.employee_id,
      bonus_run_id: bonusEntries.bonus_run_id,
      accounting_year: bonusRuns.accounting_year,
      bonus: bonusEntries.bonus,
      payroll_run_id: bonusEntries.payroll_run_id,
      run_year: payrollRuns.year,
      run_month: payrollRuns.month,
    })
    .from(bonusEntries)
    .innerJoin(bonusRuns, eq(bonusRuns.id, bonusEntries.bonus_run_id))
    .leftJoin(payrollRuns, eq(payrollRuns.id, bonusEntries.payroll_run_id))
    .where(
      and(
        anyId(bonusEntries.employee_id, employeeIds),
        eq(bonusRuns.status, 'approved'),
        eq(bonusEntries.eligible, true),
        sql`${bonusEntries.bonus} > 0`,
        unpaid,
        upTo
          ? lte(sql`${bonusRuns.pay_year} * 12 + ${bonusRuns.pay_month}`, upTo.year * 12 + upTo.month)
          : undefined,
      ),
    )
    .orderBy(asc(bonusEntries.employee_id), asc(bonusRuns.accounting_year), asc(bonusEntries.id));
}

/** Releases the entries the given payroll runs paid (before they are tied again). */
export async function unlinkFromRuns(db: DbOrTx, runIds: number[]) {
  if (!runIds.length) return;
  await db
    .update(bonusEntries)
    .set({ payroll_run_id: null, updated_at: new Date() })
    .where(anyId(bonusEntries.payroll_run_id, runIds));
}

/** Ties each entry to the run that pays it: one UPDATE for any number of pairs. */
export async function linkToRuns(db: DbOrTx, pairs: { entryId: number; runId: number }[]) {
  if (!pairs.length) return;
  const values = sql.join(
    pairs.map((p) => sql`(${p.entryId}::int, ${p.runId}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${bonusEntries} set payroll_run_id = v.run_id, updated_at = now()
        from (values ${values}) as v(entry_id, run_id) where ${bonusEntries.id} = v.entry_id`,
  );
}

export async function linkToSettlement(db: DbOrTx, entryIds: readonly number[], settlementId: number) {
  if (!entryIds.length) return;
  await db
    .update(bonusEntries)
    .set({ final_settlement_id: settlementId, payroll_run_id: null, updated_at: new Date() })
    // Only entries still unpaid: one a locked run or another settlement paid meanwhile stays theirs.
    .where(and(anyId(bonusEntries.id, [...entryIds]), unpaid));
}

/** The company and country of an employee, for a leaver's running-year bonus. */
export async function employeeCompany(db: DbOrTx, employeeId: number) {
  const [row] = await db
    .select({ company_id: employees.company_id, country_id: companies.country_id })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .where(eq(employees.id, employeeId))
    .limit(1);
  return row ?? null;
}

/**
 * The company's leavers whose approved or paid full and final settlement ended within the dates: the
 * settlement paid their running year's bonus, so the year's run records their entry as paid by it.
 */
export async function settledLeavers(db: DbOrTx, companyId: number, from: string, to: string) {
  const rows = await db
    .select({ employee_id: finalSettlements.employee_id, id: finalSettlements.id })
    .from(finalSettlements)
    .innerJoin(employees, eq(employees.id, finalSettlements.employee_id))
    .where(
      and(
        eq(employees.company_id, companyId),
        inArray(finalSettlements.status, ['approved', 'paid']),
        sql`${finalSettlements.last_working_day} between ${from} and ${to}`,
      ),
    );
  return new Map(rows.map((r) => [r.employee_id, r.id]));
}

/** A company's bonus run for an accounting year, if any. */
export async function runForYear(db: DbOrTx, companyId: number, accountingYear: string) {
  const [row] = await db
    .select({ id: bonusRuns.id, status: bonusRuns.status })
    .from(bonusRuns)
    .where(and(eq(bonusRuns.company_id, companyId), eq(bonusRuns.accounting_year, accountingYear)))
    .limit(1);
  return row ?? null;
}
