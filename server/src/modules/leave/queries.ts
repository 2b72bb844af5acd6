import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { type Bind, inline } from '../../db/rendered-statements';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import { leaveAttachments, leaveBalances, leaveRequests, leaveTypes } from '../../db/schema/leave';
import { branches } from '../../db/schema/organisation';
import { isTaken } from '../../db/taken';
import {
  type CompanyScope,
  companyCondition,
  type RecordScope,
  recordCondition,
} from '../../platform/access';
import { cachedTotals } from '../../platform/list-totals';
import { renderedPage, withoutPage } from '../../platform/pagination';
import { eachDate } from './engine/days';

export type LeaveTypeRow = typeof leaveTypes.$inferSelect;
export type LeaveTypeValues = typeof leaveTypes.$inferInsert;

export const listLeaveTypes = (db: DbOrTx) => db.select().from(leaveTypes).orderBy(asc(leaveTypes.id));

export async function findLeaveType(db: DbOrTx, id: number) {
  const [row] = await db.select().from(leaveTypes).where(eq(leaveTypes.id, id)).limit(1);
  return row ?? null;
}

export const leaveTypeCodeTaken = (db: DbOrTx, code: string, exceptId?: number) =>
  isTaken(db, leaveTypes, leaveTypes.id, eq(leaveTypes.code, code), exceptId);

export async function insertLeaveType(db: DbOrTx, values: LeaveTypeValues) {
  const [row] = await db.insert(leaveTypes).values(values).returning();
  if (!row) throw new Error('leave type insert returned no row');
  return row;
}

export async function updateLeaveTypeRow(db: DbOrTx, id: number, values: Partial<LeaveTypeValues>) {
  const [row] = await db.update(leaveTypes).set(values).where(eq(leaveTypes.id, id)).returning();
  return row ?? null;
}

/** The employee as leave needs them: company, hire date, the state of their branch, sign-in email. */
export async function leaveEmployee(db: DbOrTx, employeeId: number) {
  const [row] = await db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      employee_id: employees.employee_id,
      hire_date: employees.hire_date,
      status: employees.status,
      gender: employees.gender,
      marital_status: employees.marital_status,
      notice_date: employees.notice_date,
      email: sql<string>`coalesce(${users.email}, ${employees.email})`,
      state: branches.state,
    })
    .from(employees)
    .leftJoin(users, eq(users.employee_id, employees.id))
    .leftJoin(branches, eq(branches.id, employees.branch_id))
    .where(and(eq(employees.id, employeeId), sql`${employees.archived_at} is null`))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the applicant's employee row for the rest of the transaction, so one employee's applications queue
 * up whatever their leave type: each reads the requests and balances the previous one committed. `no key
 * update` does not block other tables' foreign keys to the employee (attendance, payroll) meanwhile.
 */
export async function lockLeaveApplicant(db: DbOrTx, employeeId: number) {
  await db.execute(sql`select id from ${employees} where id = ${employeeId} for no key update`);
}

/** A leave type by its code, else by its name, any case (the catalogue is one for every company). */
export async function leaveTypeByCodeOrName(db: DbOrTx, text: string) {
  const key = text.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(leaveTypes)
    .where(sql`(lower(${leaveTypes.code}) = ${key} or lower(${leaveTypes.name}) = ${key})`)
    .orderBy(sql`lower(${leaveTypes.code}) = ${key} desc`, asc(leaveTypes.id))
    .limit(1);
  return row ?? null;
}

/** The opening balance of an employee's leave type in a year, when one was brought in. */
export async function openingBalanceOf(db: DbOrTx, employeeId: number, leaveTypeId: number, year: number) {
  const [row] = await db
    .select({ days: leaveBalances.opening_days, as_of: leaveBalances.opening_as_of })
    .from(leaveBalances)
    .where(
      and(
        eq(leaveBalances.employee_id, employeeId),
        eq(leaveBalances.leave_type_id, leaveTypeId),
        eq(leaveBalances.year, year),
        sql`${leaveBalances.opening_days} is not null`,
      ),
    )
    .limit(1);
  return row?.days != null && row.as_of != null ? { days: Number(row.days), as_of: row.as_of } : null;
}

export async function setOpening(
  db: DbOrTx,
  employeeId: number,
  leaveTypeId: number,
  year: number,
  opening: { days: number; as_of: string },
) {
  await db
    .update(leaveBalances)
    .set({ opening_days: opening.days.toFixed(1), opening_as_of: opening.as_of })
    .where(
      and(
        eq(leaveBalances.employee_id, employeeId),
        eq(leaveBalances.leave_type_id, leaveTypeId),
        eq(leaveBalances.year, year),
      ),
    );
}

/** The opening balances of current employees of the companies in scope (or of one company), for export. */
export const openingBalancesForExport = (db: DbOrTx, scope: CompanyScope, companyId?: number) =>
  db
    .select({
      employee_code: employees.employee_id,
      leave_type_code: leaveTypes.code,
      as_of: leaveBalances.opening_as_of,
      days: leaveBalances.opening_days,
    })
    .from(leaveBalances)
    .innerJoin(employees, eq(employees.id, leaveBalances.employee_id))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveBalances.leave_type_id))
    .where(
      and(
        companyCondition(scope, employees.company_id),
        companyId === undefined ? undefined : eq(employees.company_id, companyId),
        sql`${employees.archived_at} is null`,
        sql`${leaveBalances.opening_days} is not null`,
      ),
    )
    .orderBy(
      asc(employees.company_id),
      asc(employees.employee_id),
      asc(leaveTypes.id),
      asc(leaveBalances.year),
    );

/** The days another live (pending or approved) request of the employee covers between two dates. */
export async function liveLeaveDates(
  db: DbOrTx,
  employeeId: number,
  from: string,
  to: string,
  exceptId?: number,
) {
  const rows = await db
    .select({ start: leaveRequests.start_date, end: leaveRequests.end_date })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employee_id, employeeId),
        inArray(leaveRequests.status, ['pending', 'approved']),
        lte(leaveRequests.start_date, to),
        gte(leaveRequests.end_date, from),
        exceptId === undefined ? undefined : sql`${leaveRequests.id} <> ${exceptId}`,
      ),
    );
  const dates = new Set<string>();
  for (const r of rows) for (const d of eachDate(r.start, r.end)) dates.add(d);
  return dates;
}

export async function overlapsExisting(db: DbOrTx, employeeId: number, start: string, end: string) {
  const rows = await db
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employee_id, employeeId),
        inArray(leaveRequests.status, ['pending', 'approved']),
        lte(leaveRequests.start_date, end),
        gte(leaveRequests.end_date, start),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertLeaveRequest(db: DbOrTx, values: typeof leaveRequests.$inferInsert) {
  const [row] = await db.insert(leaveRequests).values(values).returning({ id: leaveRequests.id });
  if (!row) throw new Error('leave request insert returned no row');
  return row.id;
}

export async function insertAttachment(db: DbOrTx, values: typeof leaveAttachments.$inferInsert) {
  await db.insert(leaveAttachments).values(values);
}

export async function attachmentOf(db: DbOrTx, leaveRequestId: number) {
  const [row] = await db
    .select()
    .from(leaveAttachments)
    .where(eq(leaveAttachments.leave_request_id, leaveRequestId))
    .limit(1);
  return row ?? null;
}

const approvers = alias(users, 'approvers');
const rejectors = alias(users, 'rejectors');
const approverEmployees = alias(employees, 'approver_employees');
const rejectorEmployees = alias(employees, 'rejector_employees');
const applicantUsers = alias(users, 'applicant_users');

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      request: leaveRequests,
      type: leaveTypes,
      employee: {
        id: employees.id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        employee_id: employees.employee_id,
        company_id: employees.company_id,
        email: sql<string>`coalesce(${applicantUsers.email}, ${employees.email})`,
      },
      approver: {
        name: approvers.name,
        first_name: approverEmployees.first_name,
        last_name: approverEmployees.last_name,
      },
      rejector: {
        name: rejectors.name,
        first_name: rejectorEmployees.first_name,
        last_name: rejectorEmployees.last_name,
      },
      attachment: {
        filename: leaveAttachments.filename,
        size: leaveAttachments.size,
        content_type: leaveAttachments.content_type,
      },
    })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leave_type_id))
    .innerJoin(employees, eq(employees.id, leaveRequests.employee_id))
    .leftJoin(applicantUsers, eq(applicantUsers.employee_id, employees.id))
    .leftJoin(approvers, eq(approvers.id, leaveRequests.approved_by))
    .leftJoin(approverEmployees, eq(approverEmployees.id, approvers.employee_id))
    .leftJoin(rejectors, eq(rejectors.id, leaveRequests.rejected_by))
    .leftJoin(rejectorEmployees, eq(rejectorEmployees.id, rejectors.employee_id))
    .leftJoin(leaveAttachments, eq(leaveAttachments.leave_request_id, leaveRequests.id));
export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

export type RequestFilters = {
  status?: string;
  leave_type_id?: number;
  employee_id?: number;
  employeeIds?: number[];
};

function conditions(scope: RecordScope, f: RequestFilters, bind: Bind = inline): SQL | undefined {
  return and(
    recordCondition(scope, { company: employees.company_id, employee: leaveRequests.employee_id }, bind),
    f.status ? eq(leaveRequests.status, bind('status', f.status)) : undefined,
    f.leave_type_id ? eq(leaveRequests.leave_type_id, bind('leave_type_id', f.leave_type_id)) : undefined,
    f.employee_id ? eq(leaveRequests.employee_id, bind('employee_id', f.employee_id)) : undefined,
    f.employeeIds
      ? f.employeeIds.length
        ? inArray(
            leaveRequests.employee_id,
            f.employeeIds.map((id, i) => bind(`employee_${i}`, id)),
          )
        : sql`false`
      : undefined,
  );
}

export async function listRequests(
  db: DbOrTx,
  scope: RecordScope,
  f: RequestFilters,
  page: number,
  perPage: number,
) {
  const rows = await renderedPage(
    db,
    'leave-requests',
    { page, perPage },
    (bind) => conditions(scope, f, bind),
    (where) =>
      selectRequests(db).where(where).orderBy(desc(leaveRequests.applied_on), desc(leaveRequests.id)),
  );
  const [stats] = await cachedTotals(db, ['leave', scope, withoutPage(f)], () =>
    db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${leaveRequests.status} = 'pending'))::int`,
        approved: sql<number>`(count(*) filter (where ${leaveRequests.status} = 'approved'))::int`,
        rejected: sql<number>`(count(*) filter (where ${leaveRequests.status} = 'rejected'))::int`,
        cancelled: sql<number>`(count(*) filter (where ${leaveRequests.status} = 'cancelled'))::int`,
      })
      .from(leaveRequests)
      .innerJoin(employees, eq(employees.id, leaveRequests.employee_id))
      .where(conditions(scope, f)),
  );
  return { rows, stats: stats ?? { total: 0, pending: 0, approved: 0, rejected: 0, cancelled: 0 } };
}

export async function findRequest(db: DbOrTx, scope: RecordScope, id: number): Promise<RequestRow | null> {
  const [row] = await selectRequests(db)
    .where(and(eq(leaveRequests.id, id), conditions(scope, {})))
    .limit(1);
  return row ?? null;
}

/** Moves a request from one status to another only if it is still in the first: exactly one caller wins. */
export async function transition(
  db: DbOrTx,
  id: number,
  from: string[],
  values: Partial<typeof leaveRequests.$inferInsert>,
  extra?: SQL,
): Promise<boolean> {
  const rows = await db
    .update(leaveRequests)
    .set(values)
    .where(and(eq(leaveRequests.id, id), inArray(leaveRequests.status, from), extra))
    .returning({ id: leaveRequests.id });
  return rows.length > 0;
}

/** Approved and pending requests of these employees overlapping two dates, with their type's name. */
export const leaveSpansBetween = (db: DbOrTx, employeeIds: readonly number[], from: string, to: string) =>
  db
    .select({
      employee_id: leaveRequests.employee_id,
      status: leaveRequests.status,
      type: leaveTypes.name,
      start_date: leaveRequests.start_date,
      end_date: leaveRequests.end_date,
      half_day_type: leaveRequests.half_day_type,
    })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leave_type_id))
    .where(
      and(
        anyId(leaveRequests.employee_id, employeeIds),
        inArray(leaveRequests.status, ['approved', 'pending']),
        lte(leaveRequests.start_date, to),
        gte(leaveRequests.end_date, from),
      ),
    );

/** Requests by id, whoever's (the approvals inbox describes a page of them at once). */
export const requestsByIds = (db: DbOrTx, ids: readonly number[]) =>
  selectRequests(db).where(anyId(leaveRequests.id, ids));
