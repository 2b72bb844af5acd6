import type { ExitListQuery } from '@hrms/contracts/exits';
import { and, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { finalSettlements } from '../../db/schema/exits';
import { departments } from '../../db/schema/organisation';
import { payrollRuns } from '../../db/schema/payroll';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { pageLimit, pageOffset } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

export type ExitValues = {
  notice_date: string | null;
  last_working_day: string | null;
  exit_type: string | null;
  exit_reason: string | null;
};

/**
 * The employee (current, in the caller's scope) whose exit is written, locked for the transaction: two HR
 * users recording or withdrawing at once, or the settlement being created meanwhile, take turns.
 */
export async function lockEmployeeForExit(db: DbOrTx, scope: CompanyScope, id: number) {
  const [row] = await db
    .select({
      id: employees.id,
      employee_id: employees.employee_id,
      company_id: employees.company_id,
      hire_date: employees.hire_date,
      status: employees.status,
      notice_date: employees.notice_date,
      last_working_day: employees.last_working_day,
      exit_type: employees.exit_type,
      exit_reason: employees.exit_reason,
    })
    .from(employees)
    .where(
      and(eq(employees.id, id), isNull(employees.archived_at), companyCondition(scope, employees.company_id)),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The employee's full and final settlement, if one exists (there is at most one). */
export async function settlementOf(db: DbOrTx, employeeId: number) {
  const [row] = await db
    .select({ id: finalSettlements.id, status: finalSettlements.status })
    .from(finalSettlements)
    .where(eq(finalSettlements.employee_id, employeeId))
    .limit(1);
  return row ?? null;
}

/** Months as one number (year × 12 + month) to compare periods. */
const runMonth = sql`${payrollRuns.year} * 12 + ${payrollRuns.month}`;

/** The employee's runs of months wholly after `monthIndex` (year × 12 + month of the last working day). */
export async function runsAfter(db: DbOrTx, employeeId: number, monthIndex: number) {
  return db
    .select({
      id: payrollRuns.id,
      year: payrollRuns.year,
      month: payrollRuns.month,
      status: payrollRuns.status,
    })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.employee_id, employeeId), sql`${runMonth} > ${monthIndex}`))
    .orderBy(payrollRuns.year, payrollRuns.month);
}

export async function deleteRuns(db: DbOrTx, ids: number[]) {
  if (!ids.length) return;
  await db
    .delete(payrollRuns)
    .where(and(inArray(payrollRuns.id, ids), inArray(payrollRuns.status, ['draft', 'processed'])));
}

export async function writeExit(
  db: DbOrTx,
  id: number,
  values: ExitValues & { settlement_due_on: string | null; settlement_remind_on: string | null },
) {
  await db
    .update(employees)
    .set({ ...values, updated_at: new Date() })
    .where(eq(employees.id, id));
}

type ExitFilters = Omit<ExitListQuery, 'page' | 'per_page'>;

/** Not paid by its due day: no settlement yet, or one not yet paid. */
const overdueCondition = (today: string) =>
  sql`${employees.settlement_due_on} < ${today}
    and not exists (select 1 from ${finalSettlements} paid
                    where paid.employee_id = ${employees.id} and paid.status = 'paid')`;

function exitConditions(scope: CompanyScope, q: ExitFilters, today: string): SQL | undefined {
  const search = q.search ? containsPattern(q.search) : null;
  return and(
    isNull(employees.archived_at),
    isNotNull(employees.last_working_day),
    companyCondition(scope, employees.company_id),
    q.status === 'upcoming' ? sql`${employees.last_working_day} >= ${today}` : undefined,
    q.status === 'left' ? sql`${employees.last_working_day} < ${today}` : undefined,
    q.overdue === true ? overdueCondition(today) : undefined,
    search
      ? or(
          ilike(sql`${employees.first_name} || ' ' || ${employees.last_name}`, search),
          ilike(employees.email, search),
          ilike(employees.employee_id, search),
        )
      : undefined,
  );
}

/** One page of employees with an exit, latest last working day first, and how many match. */
export async function listExits(db: DbOrTx, scope: CompanyScope, q: ExitListQuery, today: string) {
  const where = exitConditions(scope, q, today);
  const rows = await db
    .select({
      employee_id: employees.id,
      employee_code: employees.employee_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      job_title: employees.job_title,
      department_id: departments.id,
      department_name: departments.name,
      status: employees.status,
      hire_date: employees.hire_date,
      notice_date: employees.notice_date,
      last_working_day: employees.last_working_day,
      exit_type: employees.exit_type,
      exit_reason: employees.exit_reason,
      settlement_due_on: employees.settlement_due_on,
      settlement_id: finalSettlements.id,
      settlement_status: finalSettlements.status,
      net_payable: finalSettlements.net_payable,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .leftJoin(finalSettlements, eq(finalSettlements.employee_id, employees.id))
    .where(where)
    .orderBy(sql`${employees.last_working_day} desc`, employees.first_name, employees.last_name, employees.id)
    .limit(pageLimit(q.per_page))
    .offset(pageOffset(q.page, q.per_page));
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(employees).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
