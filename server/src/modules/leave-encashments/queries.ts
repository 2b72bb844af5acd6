import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import type { LeaveEncashmentStatus } from '@hrms/contracts/leave-encashments';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import { leaveEncashments, leaveLedger, leaveTypes } from '../../db/schema/leave';
import { companies } from '../../db/schema/organisation';
import { payrollRuns } from '../../db/schema/payroll';
import { type RequestFilters, requestFinders, settlePending as settle } from '../../platform/request-tables';

export type EncashmentValues = typeof leaveEncashments.$inferInsert;

/** Whose encashments a list shows: one company's (or every one), narrowed to some employees. */
export type EncashmentFilters = RequestFilters<LeaveEncashmentStatus>;

/** The employee an encashment is for, as its checks need them (archived people are nobody). */
export async function encashingEmployee(db: DbOrTx, employeeId: number) {
  const [row] = await db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      country_id: companies.country_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      hire_date: employees.hire_date,
      status: employees.status,
      notice_date: employees.notice_date,
      last_working_day: employees.last_working_day,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .where(and(eq(employees.id, employeeId), sql`${employees.archived_at} is null`))
    .limit(1);
  return row ?? null;
}
export type EncashingEmployee = NonNullable<Awaited<ReturnType<typeof encashingEmployee>>>;

/** The company and country of employees (a day rate needs both). */
export const employeesCountries = (db: DbOrTx, employeeIds: number[]) =>
  employeeIds.length
    ? db
        .select({ id: employees.id, company_id: employees.company_id, country_id: companies.country_id })
        .from(employees)
        .innerJoin(companies, eq(companies.id, employees.company_id))
        .where(anyId(employees.id, employeeIds))
    : Promise.resolve([]);

/**
 * Days of each leave type the employee has encashed in a leave year, approved and still waiting (one left out:
 * the encashment being approved is not counted against itself).
 */
export async function encashedInYear(db: DbOrTx, employeeId: number, year: number, exceptId?: number) {
  return db
    .select({
      leave_type_id: leaveEncashments.leave_type_id,
      approved: sql<string>`coalesce(sum(${leaveEncashments.days}) filter (where ${leaveEncashments.status} = 'approved'), 0)`,
      pending: sql<string>`coalesce(sum(${leaveEncashments.days}) filter (where ${leaveEncashments.status} = 'pending'), 0)`,
    })
    .from(leaveEncashments)
    .where(
      and(
        eq(leaveEncashments.employee_id, employeeId),
        eq(leaveEncashments.year, year),
        inArray(leaveEncashments.status, ['approved', 'pending']),
        exceptId === undefined ? undefined : ne(leaveEncashments.id, exceptId),
      ),
    )
    .groupBy(leaveEncashments.leave_type_id);
}

export async function insertEncashment(db: DbOrTx, values: EncashmentValues) {
  const [row] = await db.insert(leaveEncashments).values(values).returning({ id: leaveEncashments.id });
  if (!row) throw new Error('leave encashment insert returned no row');
  return row.id;
}

const selectEncashments = (db: DbOrTx) =>
  db
    .select({
      encashment: leaveEncashments,
      employee: {
        id: employees.id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        employee_id: employees.employee_id,
      },
      leaveType: { id: leaveTypes.id, code: leaveTypes.code, name: leaveTypes.name },
      decider: users.name,
      run: {
        id: payrollRuns.id,
        year: payrollRuns.year,
        month: payrollRuns.month,
        status: payrollRuns.status,
      },
    })
    .from(leaveEncashments)
    .innerJoin(employees, eq(employees.id, leaveEncashments.employee_id))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveEncashments.leave_type_id))
    .leftJoin(users, eq(users.id, leaveEncashments.decided_by))
    .leftJoin(payrollRuns, eq(payrollRuns.id, leaveEncashments.payroll_run_id));
export type EncashmentRow = Awaited<ReturnType<typeof selectEncashments>>[number];

export const {
  findRequest: findEncashment,
  requestsById: encashmentsById,
  listRequests: listEncashments,
} = requestFinders<EncashmentRow, EncashmentFilters>(leaveEncashments, selectEncashments);

/**
 * Moves a pending encashment to the values' status only while it is still pending: of two decisions at once
 * exactly one wins. Null when this call moved it, else the status it has now (for the 409).
 */
export const settlePending = (
  db: DbOrTx,
  id: number,
  values: Pick<EncashmentValues, 'status' | 'decided_by' | 'decided_at' | 'rejection_reason'>,
) => settle(db, leaveEncashments, id, values);

/** The approved encashment's one `encashment` ledger line (posted once, whoever gets there first). */
export async function postEncashmentLine(db: DbOrTx, line: typeof leaveLedger.$inferInsert) {
  await db.insert(leaveLedger).values(line).onConflictDoNothing();
}

/**
 * Approved encashments of the employees that a month may pay: decided on or before its last day (in the
 * company's time zone), tied to no run or to a run of this very month (being computed again); oldest first.
 * An encashment tied to another month's run stays with it.
 */
export async function payableEncashments(
  db: DbOrTx,
  employeeIds: number[],
  period: { year: number; month: number },
  lastDay: string,
) {
  if (!employeeIds.length) return [];
  return db
    .select({
      id: leaveEncashments.id,
      employee_id: leaveEncashments.employee_id,
      company_id: leaveEncashments.company_id,
      days: leaveEncashments.days,
    })
    .from(leaveEncashments)
    .leftJoin(payrollRuns, eq(payrollRuns.id, leaveEncashments.payroll_run_id))
    .where(
      and(
        anyId(leaveEncashments.employee_id, employeeIds),
        eq(leaveEncashments.status, 'approved'),
        sql`${leaveEncashments.decided_at} < ((${lastDay}::date + 1)::timestamp at time zone ${DEFAULT_TIME_ZONE})`,
        sql`(${leaveEncashments.payroll_run_id} is null or (${payrollRuns.year} = ${period.year} and ${payrollRuns.month} = ${period.month}))`,
      ),
    )
    .orderBy(asc(leaveEncashments.employee_id), asc(leaveEncashments.decided_at), asc(leaveEncashments.id));
}

/** Releases the encashments the given runs paid (before the saved ones are tied again). */
export async function unlinkFromRuns(db: DbOrTx, runIds: number[]) {
  if (!runIds.length) return;
  await db
    .update(leaveEncashments)
    .set({ payroll_run_id: null, amount: null, updated_at: new Date() })
    .where(anyId(leaveEncashments.payroll_run_id, runIds));
}

/**
 * Ties each encashment a saved run pays to it with the amount the run paid for it, read from the run's own
 * breakdown (`encashment_detail`, written by the payroll engine in the same transaction): one UPDATE.
 */
export async function linkToRuns(db: DbOrTx, runIds: number[]) {
  if (!runIds.length) return;
  await db.execute(sql`
    update ${leaveEncashments} e
       set payroll_run_id = r.id, amount = (item ->> 'amount')::numeric, updated_at = now()
      from ${payrollRuns} r
     cross join jsonb_array_elements(coalesce(r.breakdown -> 'encashment_detail' -> 'encashments', '[]'::jsonb)) item
     where ${anyId(sql`r.id`, runIds)}
       and e.id = (item ->> 'id')::int and e.employee_id = r.employee_id and e.status = 'approved'`);
}

export async function leaveTypeName(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ name: leaveTypes.name })
    .from(leaveTypes)
    .where(eq(leaveTypes.id, id))
    .limit(1);
  return row?.name ?? null;
}
