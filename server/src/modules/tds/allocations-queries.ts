import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { countedRun, payrollRuns } from '../../db/schema/payroll';
import { tdsChallanAllocations, tdsChallans } from '../../db/schema/tax-year';

type Month = { year: number; month: number };

/** A row of `table` falls in one of the months (year × 12 + month compared once). */
const inMonths = (table: typeof payrollRuns | typeof tdsChallans, months: Month[]) =>
  sql`(${table.year} * 12 + ${table.month}) in (${sql.join(
    months.map((m) => sql`${m.year * 12 + m.month}`),
    sql`, `,
  )})`;

/** A month's approved and paid runs with TDS of one company: the deductions its challans pay. */
export function monthDeductions(db: DbOrTx, companyId: number, months: Month[]) {
  if (!months.length) return Promise.resolve([]);
  return db
    .select({
      run_id: payrollRuns.id,
      year: payrollRuns.year,
      month: payrollRuns.month,
      tds: payrollRuns.tds_deduction,
      gross: payrollRuns.gross_salary,
      employee_id: employees.id,
      employee_code: employees.employee_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      pan: employees.pan,
    })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
    .where(
      and(eq(employees.company_id, companyId), countedRun(payrollRuns.status), inMonths(payrollRuns, months)),
    )
    .orderBy(asc(employees.employee_id), asc(payrollRuns.id));
}
export type DeductionRow = Awaited<ReturnType<typeof monthDeductions>>[number];

/** The company's challans covering the given pay months. */
export function monthChallans(db: DbOrTx, companyId: number, months: Month[]) {
  if (!months.length) return Promise.resolve([]);
  return db
    .select()
    .from(tdsChallans)
    .where(and(eq(tdsChallans.company_id, companyId), inMonths(tdsChallans, months)))
    .orderBy(asc(tdsChallans.deposited_on), asc(tdsChallans.id));
}

/** HR's chosen allocations of the challans. */
export function chosenAllocations(db: DbOrTx, challanIds: number[]) {
  if (!challanIds.length) return Promise.resolve([]);
  return db
    .select({
      challan_id: tdsChallanAllocations.challan_id,
      payroll_run_id: tdsChallanAllocations.payroll_run_id,
      amount: tdsChallanAllocations.amount,
    })
    .from(tdsChallanAllocations)
    .where(inArray(tdsChallanAllocations.challan_id, challanIds));
}

/** Locks a challan's row for the rest of the transaction: two edits of its allocations queue up. */
export async function lockChallan(db: DbOrTx, challanId: number) {
  await db.execute(sql`select id from tds_challans where id = ${challanId} for update`);
}

/** Replaces a challan's chosen allocations (none: the month's default split applies to it again). */
export async function replaceAllocations(
  db: DbOrTx,
  challanId: number,
  rows: { payroll_run_id: number; amount: string }[],
) {
  await db.delete(tdsChallanAllocations).where(eq(tdsChallanAllocations.challan_id, challanId));
  if (rows.length)
    await db.insert(tdsChallanAllocations).values(rows.map((r) => ({ ...r, challan_id: challanId })));
}
