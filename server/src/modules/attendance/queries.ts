import type { AttendanceListQuery } from '@hrms/contracts/attendance';
import { and, asc, desc, eq, gte, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, rawRows } from '../../db/client';
import { anyId } from '../../db/ids';
import { type Bind, inline } from '../../db/rendered-statements';
import { users } from '../../db/schema/access';
import { attendanceRecords, shifts } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { leaveRequests, leaveTypes } from '../../db/schema/leave';
import { branches, companies, departments } from '../../db/schema/organisation';
import { payrollRuns } from '../../db/schema/payroll';
import {
  type CompanyScope,
  companyCondition,
  type RecordScope,
  recordCondition,
} from '../../platform/access';
import { cachedTotals } from '../../platform/list-totals';
import { renderedPage, withoutPage } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

export type RecordValues = typeof attendanceRecords.$inferInsert;

/** The employee with what the clock needs: company, hire date, branch geofence (the day's shift: shifts' dayShifts). */
export async function clockEmployees(db: DbOrTx, employeeIds: number[]) {
  if (!employeeIds.length) return [];
  return rawRows<{
    id: number;
    company_id: number;
    hire_date: string;
    last_working_day: string | null;
    state: string | null;
    state_code: string | null;
    country_id: number;
    overtime_eligible: boolean;
    latitude: number | null;
    longitude: number | null;
    radius_m: number | null;
  }>(
    db,
    sql`select e.id, e.company_id, e.hire_date::text as hire_date, e.last_working_day::text as last_working_day,
               b.state, coalesce(b.state_code, c.state_code) as state_code, c.country_id, e.overtime_eligible,
               b.latitude, b.longitude, b.radius_m
        from ${employees} e
        join ${companies} c on c.id = e.company_id
        left join ${branches} b on b.id = e.branch_id
        where ${anyId(sql`e.id`, employeeIds)} and e.archived_at is null`,
  );
}

export const clockEmployee = async (db: DbOrTx, employeeId: number) =>
  (await clockEmployees(db, [employeeId]))[0] ?? null;

export async function findShift(db: DbOrTx, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select().from(shifts).where(eq(shifts.id, id)).limit(1);
  return row ?? null;
}

export async function recordOn(db: DbOrTx, employeeId: number, date: string) {
  const [row] = await db
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.employee_id, employeeId), eq(attendanceRecords.attendance_date, date)))
    .limit(1);
  return row ?? null;
}

/** Inserts the day's record unless one exists (a concurrent double tap): returns whether this call made it. */
export async function insertRecordOnce(db: DbOrTx, values: RecordValues): Promise<number | null> {
  const rows = await db
    .insert(attendanceRecords)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: attendanceRecords.id });
  return rows[0]?.id ?? null;
}

/** Updates a record only if the given field is still empty: two racing taps cannot both apply. */
export async function updateRecordIfEmpty(
  db: DbOrTx,
  id: number,
  emptyField: 'clock_out' | 'lunch_break_start' | 'lunch_break_end',
  values: Partial<RecordValues>,
): Promise<boolean> {
  const rows = await db
    .update(attendanceRecords)
    .set(values)
    .where(and(eq(attendanceRecords.id, id), sql`${attendanceRecords[emptyField]} is null`))
    .returning({ id: attendanceRecords.id });
  return rows.length > 0;
}

const approvers = alias(users, 'approvers');
const enterers = alias(users, 'enterers');
const deciders = alias(users, 'overtime_deciders');

const selectRecords = (db: DbOrTx) =>
  db
    .select({
      record: attendanceRecords,
      employee: {
        id: employees.id,
        employee_id: employees.employee_id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        company_id: employees.company_id,
      },
      department: { name: departments.name },
      approver: { id: approvers.id, name: approvers.name },
      enterer: { id: enterers.id, name: enterers.name },
      decider: { id: deciders.id, name: deciders.name },
      shift: {
        name: shifts.name,
        start_time: shifts.start_time,
        end_time: shifts.end_time,
        full_day_hours: shifts.full_day_hours,
        half_day_hours: shifts.half_day_hours,
      },
    })
    .from(attendanceRecords)
    .innerJoin(employees, eq(employees.id, attendanceRecords.employee_id))
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .leftJoin(approvers, eq(approvers.id, attendanceRecords.approved_by))
    .leftJoin(enterers, eq(enterers.id, attendanceRecords.entered_by))
    .leftJoin(deciders, eq(deciders.id, attendanceRecords.overtime_decided_by))
    .leftJoin(shifts, eq(shifts.id, attendanceRecords.shift_id));
export type RecordRow = Awaited<ReturnType<typeof selectRecords>>[number];

/** The list's filters; `with_overtime` keeps days with overtime claimed or decided (the overtime list). */
type RecordFilters = Partial<AttendanceListQuery> & { with_overtime?: boolean };

function conditions(scope: RecordScope, q: RecordFilters, bind: Bind = inline): SQL | undefined {
  const search = q.search ? bind('search', containsPattern(q.search)) : null;
  return and(
    recordCondition(scope, { company: employees.company_id, employee: attendanceRecords.employee_id }, bind),
    search
      ? or(
          ilike(sql`${employees.first_name} || ' ' || ${employees.last_name}`, search),
          ilike(employees.employee_id, search),
        )
      : undefined,
    q.employee_id ? eq(attendanceRecords.employee_id, bind('employee_id', q.employee_id)) : undefined,
    q.department_id ? eq(employees.department_id, bind('department_id', q.department_id)) : undefined,
    q.start_date ? gte(attendanceRecords.attendance_date, bind('start_date', q.start_date)) : undefined,
    q.end_date ? lte(attendanceRecords.attendance_date, bind('end_date', q.end_date)) : undefined,
    q.status ? eq(attendanceRecords.status, bind('status', q.status)) : undefined,
    q.is_approved === undefined
      ? undefined
      : eq(attendanceRecords.is_approved, bind('is_approved', q.is_approved)),
    q.overtime_status
      ? eq(attendanceRecords.overtime_status, bind('overtime_status', q.overtime_status))
      : undefined,
    // Inline, not bound: a cached statement binds only the caller's values.
    q.with_overtime ? sql`${attendanceRecords.overtime_status} <> 'none'` : undefined,
  );
}

/** One page of records matching `filters`, newest day first (the statement cached under `name`). */
function recordsPage(
  db: DbOrTx,
  name: string,
  scope: RecordScope,
  filters: RecordFilters & { page: number; per_page: number },
) {
  return renderedPage(
    db,
    name,
    { page: filters.page, perPage: filters.per_page },
    (bind) => conditions(scope, filters, bind),
    (where) =>
      selectRecords(db)
        .where(where)
        .orderBy(desc(attendanceRecords.attendance_date), desc(attendanceRecords.id)),
  );
}

/** A page of days with overtime, newest first, and how many there are. */
export async function listOvertimeRecords(
  db: DbOrTx,
  scope: RecordScope,
  q: RecordFilters & { page: number; per_page: number },
) {
  const filters = { ...q, with_overtime: true };
  const rows = await recordsPage(db, 'attendance-overtime', scope, filters);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(attendanceRecords)
    .innerJoin(employees, eq(employees.id, attendanceRecords.employee_id))
    .where(conditions(scope, filters));
  return { rows, total: count?.total ?? 0 };
}

export async function listRecords(db: DbOrTx, scope: RecordScope, q: AttendanceListQuery) {
  const rows = await recordsPage(db, 'attendance-records', scope, q);
  const [stats] = await cachedTotals(db, ['attendance', scope, withoutPage(q)], () =>
    db
      .select({
        total: sql<number>`count(*)::int`,
        present: sql<number>`(count(*) filter (where ${attendanceRecords.status} = 'present'))::int`,
        late: sql<number>`(count(*) filter (where ${attendanceRecords.status} = 'late'))::int`,
        absent: sql<number>`(count(*) filter (where ${attendanceRecords.status} = 'absent'))::int`,
        half_day: sql<number>`(count(*) filter (where ${attendanceRecords.status} = 'half_day'))::int`,
        pending_approval: sql<number>`(count(*) filter (where not ${attendanceRecords.is_approved}))::int`,
      })
      .from(attendanceRecords)
      .innerJoin(employees, eq(employees.id, attendanceRecords.employee_id))
      .where(conditions(scope, q)),
  );
  return {
    rows,
    stats: stats ?? { total: 0, present: 0, late: 0, absent: 0, half_day: 0, pending_approval: 0 },
  };
}

export async function findRecord(db: DbOrTx, scope: RecordScope, id: number): Promise<RecordRow | null> {
  const [row] = await selectRecords(db)
    .where(and(eq(attendanceRecords.id, id), conditions(scope, {})))
    .limit(1);
  return row ?? null;
}

/** A day's record as a notification tells it. */
export type RecordDay = {
  id: number;
  date: string;
  status: string;
  clockIn: Date | null;
  clockOut: Date | null;
  totalHours: string | null;
};

/** A record an approval approved, with whose it is (for the employee's notification). */
export type ApprovedRecord = RecordDay & {
  employee: { id: number; firstName: string; lastName: string; companyId: number };
};

/**
 * Approves the records among `ids` in scope that wait for it, except those of `exceptEmployeeId` (the
 * approver's own); returns the ones this call approved.
 */
export async function approveRecords(
  db: DbOrTx,
  scope: RecordScope,
  ids: number[],
  userId: number,
  exceptEmployeeId: number | null,
): Promise<ApprovedRecord[]> {
  const inScope = await db
    .select({
      id: attendanceRecords.id,
      date: attendanceRecords.attendance_date,
      status: attendanceRecords.status,
      clockIn: attendanceRecords.clock_in,
      clockOut: attendanceRecords.clock_out,
      totalHours: attendanceRecords.total_hours,
      employee: {
        id: employees.id,
        firstName: employees.first_name,
        lastName: employees.last_name,
        companyId: employees.company_id,
      },
    })
    .from(attendanceRecords)
    .innerJoin(employees, eq(employees.id, attendanceRecords.employee_id))
    .where(
      and(
        anyId(attendanceRecords.id, ids),
        conditions(scope, {}),
        eq(attendanceRecords.is_approved, false),
        exceptEmployeeId === null ? undefined : ne(attendanceRecords.employee_id, exceptEmployeeId),
      ),
    );
  if (!inScope.length) return [];
  const rows = await db
    .update(attendanceRecords)
    .set({ is_approved: true, approved_by: userId, approved_at: new Date() })
    .where(
      and(
        anyId(
          attendanceRecords.id,
          inScope.map((r) => r.id),
        ),
        eq(attendanceRecords.is_approved, false),
      ),
    )
    .returning({ id: attendanceRecords.id });
  const approved = new Set(rows.map((r) => r.id));
  return inScope.filter((r) => approved.has(r.id));
}

/** The record as it stands, locked until the transaction ends: a second correction waits for this one. */
export async function lockRecord(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(attendanceRecords).where(eq(attendanceRecords.id, id)).for('update');
  return row ?? null;
}

/** The employee's payroll run of a month, locked so it is not approved while its attendance changes. */
export async function lockMonthRun(tx: DbOrTx, employeeId: number, year: number, month: number) {
  const [row] = await tx
    .select({ id: payrollRuns.id, status: payrollRuns.status })
    .from(payrollRuns)
    .where(
      and(eq(payrollRuns.employee_id, employeeId), eq(payrollRuns.year, year), eq(payrollRuns.month, month)),
    )
    .for('update');
  return row ?? null;
}

export async function updateRecord(tx: DbOrTx, id: number, values: Partial<RecordValues>) {
  await tx.update(attendanceRecords).set(values).where(eq(attendanceRecords.id, id));
}

export async function insertRecord(db: DbOrTx, values: RecordValues) {
  const [row] = await db.insert(attendanceRecords).values(values).returning({ id: attendanceRecords.id });
  if (!row) throw new Error('attendance insert returned no row');
  return row.id;
}

/**
 * These employees' attendance between two dates, as plain rows: a payroll chunk reads one a day for each of its
 * employees (11,000 for 500), and drizzle's row mapping cost more than the query (docs/decisions/performance.md,
 * "Where loading went").
 */
export async function recordsBetween(db: DbOrTx, employeeIds: number[], from: string, to: string) {
  return rawRows<{
    employee_id: number;
    date: string;
    status: string;
    total_hours: string | null;
    overtime_hours: string;
    overtime_approved_hours: string | null;
  }>(
    db,
    sql`select employee_id, attendance_date::text as date, status, total_hours::text as total_hours,
               overtime_hours::text as overtime_hours, overtime_approved_hours::text as overtime_approved_hours
        from ${attendanceRecords}
        where ${anyId(attendanceRecords.employee_id, employeeIds)}
          and attendance_date between ${from} and ${to}`,
  );
}

/** Approved leave overlapping a period, with its type's code and whether it is paid. */
export async function approvedLeaveBetween(db: DbOrTx, employeeIds: number[], from: string, to: string) {
  return db
    .select({
      employee_id: leaveRequests.employee_id,
      code: leaveTypes.code,
      start_date: leaveRequests.start_date,
      end_date: leaveRequests.end_date,
      half_day: leaveRequests.half_day,
      is_paid: leaveTypes.is_paid,
    })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leave_type_id))
    .where(
      and(
        anyId(leaveRequests.employee_id, employeeIds),
        eq(leaveRequests.status, 'approved'),
        lte(leaveRequests.start_date, to),
        gte(leaveRequests.end_date, from),
      ),
    );
}

/** Today's figures and the month's averages for a company scope. */
export async function dashboardFigures(db: DbOrTx, scope: CompanyScope, today: string, monthStart: string) {
  const company = companyCondition(scope, employees.company_id) ?? sql`true`;
  const [row] = await rawRows<Record<string, number | string | null>>(
    db,
    sql`select
      (select count(*) from ${employees} where archived_at is null and status = 'active' and ${company}) as total_employees,
      (select count(*) from ${attendanceRecords} a join ${employees} on ${employees.id} = a.employee_id
         where a.attendance_date = ${today} and a.status in ('present','late','half_day','work_from_home') and ${company}) as present_count,
      (select count(*) from ${attendanceRecords} a join ${employees} on ${employees.id} = a.employee_id
         where a.attendance_date = ${today} and a.status = 'late' and ${company}) as late_count,
      (select count(*) from ${attendanceRecords} a join ${employees} on ${employees.id} = a.employee_id
         where a.attendance_date = ${today} and a.clock_in is not null and a.clock_out is null and ${company}) as currently_in,
      (select count(distinct l.employee_id) from ${leaveRequests} l join ${employees} on ${employees.id} = l.employee_id
         where l.status = 'approved' and ${today} between l.start_date and l.end_date and ${company}) as on_leave_count,
      (select coalesce(avg(a.late_minutes) filter (where a.late_minutes > 0), 0) from ${attendanceRecords} a
         join ${employees} on ${employees.id} = a.employee_id where a.attendance_date >= ${monthStart} and ${company}) as avg_late,
      (select coalesce(sum(a.overtime_hours), 0) from ${attendanceRecords} a
         join ${employees} on ${employees.id} = a.employee_id where a.attendance_date >= ${monthStart} and ${company}) as overtime,
      (select count(*) from ${attendanceRecords} a join ${employees} on ${employees.id} = a.employee_id
         where a.attendance_date >= ${monthStart} and a.attendance_date <= ${today}
           and a.status in ('present','late','half_day','work_from_home') and ${company}) as worked_days`,
  );
  return row ?? {};
}

export async function recentClockEvents(db: DbOrTx, scope: CompanyScope, since: string, limit: number) {
  const company = companyCondition(scope, employees.company_id) ?? sql`true`;
  return rawRows<{ employee_id: number; name: string; action: string; at: Date | string }>(
    db,
    sql`select * from (
          select ${employees.id} as employee_id, ${employees.first_name} || ' ' || ${employees.last_name} as name,
                 x.action, x.at
          from ${attendanceRecords} a
          join ${employees} on ${employees.id} = a.employee_id
          cross join lateral (values ('clock_in', a.clock_in), ('lunch_start', a.lunch_break_start),
                                     ('lunch_end', a.lunch_break_end), ('clock_out', a.clock_out)) as x(action, at)
          where a.attendance_date >= ${since} and x.at is not null and ${company}
        ) events order by at desc limit ${limit}`,
  );
}

// ---- overtime

/** One employee's days between two dates with what their overtime is worked out from, in date order. */
export function workedDaysBetween(db: DbOrTx, employeeId: number, from: string, to: string) {
  return db
    .select({
      id: attendanceRecords.id,
      date: attendanceRecords.attendance_date,
      shift_id: attendanceRecords.shift_id,
      worked_hours: attendanceRecords.worked_hours,
      overtime_hours: attendanceRecords.overtime_hours,
    })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.employee_id, employeeId),
        gte(attendanceRecords.attendance_date, from),
        lte(attendanceRecords.attendance_date, to),
      ),
    )
    .orderBy(asc(attendanceRecords.attendance_date));
}

/** The months ('YYYY-MM') of an employee whose payroll run is approved or paid: their attendance stays as paid. */
export async function closedMonthsOf(db: DbOrTx, employeeId: number, from: string, to: string) {
  const rows = await rawRows<{ period: string }>(
    db,
    sql`select year || '-' || lpad(month::text, 2, '0') as period from ${payrollRuns}
        where employee_id = ${employeeId} and status in ('approved', 'paid')
          and make_date(year, month, 1) between date_trunc('month', ${from}::date) and ${to}::date`,
  );
  return new Set(rows.map((r) => r.period));
}

/**
 * A day's overtime claim worked out again: changed hours wait for a new decision (none when there are none
 * left); an unchanged claim keeps its decision. Returns the status a changed claim now has, else null.
 */
export async function setOvertimeClaim(db: DbOrTx, id: number, hours: string) {
  const [changed] = await db
    .update(attendanceRecords)
    .set({
      overtime_hours: hours,
      overtime_status: sql`case when ${hours}::numeric = 0 then 'none' else 'pending' end`,
      overtime_approved_hours: null,
      overtime_decided_by: null,
      overtime_decided_at: null,
    })
    .where(and(eq(attendanceRecords.id, id), ne(attendanceRecords.overtime_hours, hours)))
    .returning({ status: attendanceRecords.overtime_status });
  return changed?.status ?? null;
}

/** Days' overtime claims as an approver reads them: the day, the hours, and whose they are. */
export const claimsById = (db: DbOrTx, ids: number[]) =>
  db
    .select({
      id: attendanceRecords.id,
      date: attendanceRecords.attendance_date,
      hours: attendanceRecords.overtime_hours,
      status: attendanceRecords.overtime_status,
      claimedAt: attendanceRecords.updated_at,
    })
    .from(attendanceRecords)
    .where(anyId(attendanceRecords.id, ids));

/** A decided claim: who decided, the day's employee and date (for the run to recompute). */
export type DecidedClaim = { id: number; employee_id: number; date: string };

/**
 * Decides the pending claims among `ids` (already checked to be in the caller's scope): approved at `hours`
 * (null: the hours claimed) or rejected. A claim already decided is left alone, so two approvers racing
 * decide it once.
 */
export async function decideClaims(
  db: DbOrTx,
  ids: number[],
  decision: 'approve' | 'reject',
  hours: number | null,
  userId: number,
): Promise<DecidedClaim[]> {
  if (!ids.length) return [];
  const approved =
    decision === 'approve'
      ? hours === null
        ? attendanceRecords.overtime_hours
        : sql`${hours.toFixed(2)}::numeric`
      : null;
  return db
    .update(attendanceRecords)
    .set({
      overtime_status: decision === 'approve' ? 'approved' : 'rejected',
      overtime_approved_hours: approved === null ? null : sql`${approved}`,
      overtime_decided_by: userId,
      overtime_decided_at: new Date(),
    })
    .where(and(anyId(attendanceRecords.id, ids), eq(attendanceRecords.overtime_status, 'pending')))
    .returning({
      id: attendanceRecords.id,
      employee_id: attendanceRecords.employee_id,
      date: attendanceRecords.attendance_date,
    });
}

/**
 * The pending claims among `ids` in scope, except the caller's own and those of a month whose payroll is approved
 * or paid (its attendance stays as paid): what a bulk decision may decide.
 */
export async function pendingClaims(
  db: DbOrTx,
  scope: RecordScope,
  ids: number[],
  exceptEmployeeId: number | null,
) {
  return db
    .select({
      id: attendanceRecords.id,
      employee_id: attendanceRecords.employee_id,
      date: attendanceRecords.attendance_date,
    })
    .from(attendanceRecords)
    .innerJoin(employees, eq(employees.id, attendanceRecords.employee_id))
    .where(
      and(
        anyId(attendanceRecords.id, ids),
        conditions(scope, {}),
        eq(attendanceRecords.overtime_status, 'pending'),
        exceptEmployeeId === null ? undefined : ne(attendanceRecords.employee_id, exceptEmployeeId),
        sql`not exists (select 1 from ${payrollRuns} closed
              where closed.employee_id = ${attendanceRecords.employee_id}
                and closed.year = extract(year from ${attendanceRecords.attendance_date})
                and closed.month = extract(month from ${attendanceRecords.attendance_date})
                and closed.status in ('approved', 'paid'))`,
      ),
    );
}

/** Approved overtime hours per employee and calendar quarter (its first day) between two dates. */
export async function approvedOvertimeByQuarter(db: DbOrTx, employeeIds: number[], from: string, to: string) {
  if (!employeeIds.length) return [];
  return rawRows<{ employee_id: number; quarter: string; hours: string }>(
    db,
    sql`select employee_id, date_trunc('quarter', attendance_date)::date::text as quarter,
               sum(overtime_approved_hours)::text as hours
        from ${attendanceRecords}
        where ${anyId(attendanceRecords.employee_id, employeeIds)} and overtime_status = 'approved'
          and attendance_date between ${from} and ${to}
        group by 1, 2`,
  );
}

/**
 * The records between two dates of current employees of the companies in scope (or of one company), by
 * employee code and day: what the attendance export writes.
 */
export const recordsForExport = (
  db: DbOrTx,
  scope: CompanyScope,
  companyId: number | undefined,
  from: string,
  to: string,
) =>
  db
    .select({
      employee_code: employees.employee_id,
      attendance_date: attendanceRecords.attendance_date,
      clock_in: attendanceRecords.clock_in,
      clock_out: attendanceRecords.clock_out,
      status: attendanceRecords.status,
      entry_reason: attendanceRecords.entry_reason,
    })
    .from(attendanceRecords)
    .innerJoin(employees, eq(employees.id, attendanceRecords.employee_id))
    .where(
      and(
        companyCondition(scope, employees.company_id),
        companyId === undefined ? undefined : eq(employees.company_id, companyId),
        sql`${employees.archived_at} is null`,
        gte(attendanceRecords.attendance_date, from),
        lte(attendanceRecords.attendance_date, to),
      ),
    )
    .orderBy(asc(employees.company_id), asc(employees.employee_id), asc(attendanceRecords.attendance_date));
