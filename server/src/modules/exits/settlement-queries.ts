import { and, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import { finalSettlements, settlementReminders } from '../../db/schema/exits';
import { companies, departments } from '../../db/schema/organisation';
import { payrollRuns } from '../../db/schema/payroll';
import { type CompanyScope, companyCondition } from '../../platform/access';

export type SettlementRow = typeof finalSettlements.$inferSelect;
export type SettlementValues = typeof finalSettlements.$inferInsert;

/** The leaver as the settlement needs them (current employees of the caller's scope). */
export async function settlementEmployee(db: DbOrTx, scope: CompanyScope, id: number, lock = false) {
  const query = db
    .select({
      id: employees.id,
      employee_id: employees.employee_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      company_id: employees.company_id,
      country_id: companies.country_id,
      job_title: employees.job_title,
      department: departments.name,
      hire_date: employees.hire_date,
      employment_type: employees.employment_type,
      date_of_birth: employees.date_of_birth,
      status: employees.status,
      settlement_due_on: employees.settlement_due_on,
      notice_date: employees.notice_date,
      last_working_day: employees.last_working_day,
      exit_type: employees.exit_type,
      exit_reason: employees.exit_reason,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .where(
      and(eq(employees.id, id), isNull(employees.archived_at), companyCondition(scope, employees.company_id)),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: employees }) : await query;
  return row ?? null;
}
export type SettlementEmployee = NonNullable<Awaited<ReturnType<typeof settlementEmployee>>>;

export async function settlementOfEmployee(db: DbOrTx, employeeId: number) {
  const [row] = await db
    .select()
    .from(finalSettlements)
    .where(eq(finalSettlements.employee_id, employeeId))
    .limit(1);
  return row ?? null;
}

export async function settlementById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(finalSettlements).where(eq(finalSettlements.id, id)).limit(1);
  return row ?? null;
}

/**
 * Creates the draft or rewrites it while it is still a draft (one per employee, by the unique index): of two
 * computations at once the second rewrites the first's draft; after approval nothing is written (null).
 */
export async function upsertDraft(db: DbOrTx, values: SettlementValues) {
  const { employee_id: _e, ...changes } = values;
  const [row] = await db
    .insert(finalSettlements)
    .values(values)
    .onConflictDoUpdate({
      target: finalSettlements.employee_id,
      set: { ...changes, updated_at: new Date() },
      setWhere: sql`${finalSettlements.status} = 'draft'`,
    })
    .returning();
  return row ?? null;
}

/** Moves a settlement on only if it is still in `from` (a conditional update: one of two callers wins). */
export async function transitionSettlement(
  db: DbOrTx,
  id: number,
  from: string,
  values: Partial<SettlementValues>,
) {
  const [row] = await db
    .update(finalSettlements)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(finalSettlements.id, id), eq(finalSettlements.status, from)))
    .returning();
  return row ?? null;
}

export async function deleteDraft(db: DbOrTx, id: number) {
  const rows = await db
    .delete(finalSettlements)
    .where(and(eq(finalSettlements.id, id), eq(finalSettlements.status, 'draft')))
    .returning({ id: finalSettlements.id });
  return rows.length > 0;
}

/** The employee's run of a month, if any. */
export async function runOfMonth(db: DbOrTx, employeeId: number, year: number, month: number) {
  const [row] = await db
    .select({
      id: payrollRuns.id,
      status: payrollRuns.status,
      net_salary: payrollRuns.net_salary,
      processed_by: payrollRuns.processed_by,
      paid_at: payrollRuns.paid_at,
      year: payrollRuns.year,
      month: payrollRuns.month,
    })
    .from(payrollRuns)
    .where(
      and(eq(payrollRuns.employee_id, employeeId), eq(payrollRuns.year, year), eq(payrollRuns.month, month)),
    )
    .limit(1);
  return row ?? null;
}

/** BASIC + DA of each run in the months [from, to] (year × 12 + month), as rupee text. */
export async function basicDaOfMonths(db: DbOrTx, employeeId: number, from: number, to: number) {
  const basicDa = sql<string>`(coalesce((${payrollRuns.breakdown} #>> '{earnings,basic_salary}')::numeric, 0)
    + coalesce((${payrollRuns.breakdown} #>> '{earnings,dearness_allowance}')::numeric, 0))::text`;
  return db
    .select({ year: payrollRuns.year, month: payrollRuns.month, basic_da: basicDa })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.employee_id, employeeId),
        sql`(${payrollRuns.year} * 12 + ${payrollRuns.month}) between ${from} and ${to}`,
      ),
    )
    .orderBy(payrollRuns.year, payrollRuns.month);
}

/** Names of users (who computed, approved, paid). */
export async function userName(db: DbOrTx, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return row?.name ?? null;
}

/** Marks the employee terminated (approval of their settlement); their exit date stays the last working day. */
export async function terminateEmployee(db: DbOrTx, employeeId: number) {
  await db
    .update(employees)
    .set({ status: 'terminated', updated_at: new Date() })
    .where(eq(employees.id, employeeId));
}

export type ReminderKind = 'due_soon' | 'overdue';

/**
 * Claims the reminders of a kind that are due today (from the reminder day to the due day for `due_soon`, after
 * the due day for `overdue`) for leavers whose settlement is not paid: each is written once per due day (the
 * unique key), and the leavers this call wrote are returned.
 */
export async function claimReminders(db: DbOrTx, kind: ReminderKind, today: string) {
  const when =
    kind === 'due_soon'
      ? sql`e.settlement_remind_on <= ${today} and ${today} <= e.settlement_due_on`
      : sql`e.settlement_due_on < ${today}`;
  return rawRows<{
    employee_id: number;
    company_id: number;
    name: string;
    code: string;
    last_working_day: string;
    due_on: string;
    status: string | null;
  }>(
    db,
    sql`with due as (
          select e.id, e.settlement_due_on from ${employees} e
          where e.settlement_due_on is not null and e.archived_at is null and ${when}
            and not exists (select 1 from ${finalSettlements} paid
                            where paid.employee_id = e.id and paid.status = 'paid')),
        claimed as (
          insert into ${settlementReminders} (employee_id, kind, due_on)
          select id, ${kind}, settlement_due_on from due
          on conflict do nothing
          returning employee_id)
        select e.id as employee_id, e.company_id, e.first_name || ' ' || e.last_name as name,
               e.employee_id as code, e.last_working_day::text as last_working_day,
               e.settlement_due_on::text as due_on, fs.status
        from claimed c
        join ${employees} e on e.id = c.employee_id
        left join ${finalSettlements} fs on fs.employee_id = e.id
        order by e.id`,
  );
}
