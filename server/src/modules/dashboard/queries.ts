import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type DbOrTx, rawRows } from '../../db/client';
import { attendanceRecords } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { leaveRequests } from '../../db/schema/leave';
import { departments } from '../../db/schema/organisation';
import { payrollRunEvents, payrollRuns } from '../../db/schema/payroll';
import {
  type CompanyScope,
  companyCondition,
  type RecordScope,
  recordCondition,
} from '../../platform/access';
import { todayIn } from '../../platform/dates';

/** The scopes a dashboard figure is counted in: the company, and each domain's own record scope. */
export type DashboardScopes = {
  company: CompanyScope;
  payroll: RecordScope;
  leave: RecordScope;
  attendance: RecordScope;
};

// The attendance module's own definitions (its dashboard): these statuses count as present.
const PRESENT = sql.raw(`('present','late','half_day','work_from_home')`);

const onCompany = (scope: CompanyScope) => companyCondition(scope, employees.company_id) ?? sql`true`;
const onRecords = (scope: RecordScope, employeeColumn: AnyPgColumn) =>
  recordCondition(scope, { company: employees.company_id, employee: employeeColumn }) ?? sql`true`;

type Count = number | string | null;

/**
 * Counted in the headcount: active, and not past a recorded last working day (active to it, a leaver from the
 * day after, before the settlement marks them terminated). `today` in the company's zone. See
 * docs/decisions/exits.md, "Active to the last working day, a leaver from the day after".
 */
const activeOn = (today: string) =>
  sql`${employees.status} = 'active' and (${employees.last_working_day} is null or ${employees.last_working_day} >= ${today}::date)`;
const today = () => todayIn(DEFAULT_TIME_ZONE);

/** One row of counts, read as numbers (0 for null). */
async function countsOf(db: DbOrTx, query: SQL): Promise<Record<string, number>> {
  const [row] = await rawRows<Record<string, Count>>(db, query);
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value ?? 0)]));
}

/**
 * Every figure of GET /dashboard/stats: four small aggregates that run side by side on the pool, each
 * reading only the rows it needs (today's attendance, the last week's, the runs).
 */
export async function statsFigures(
  db: DbOrTx,
  s: DashboardScopes,
  period: { today: string; weekAgo: string; year: number; month: number },
) {
  const company = onCompany(s.company);
  const { today, weekAgo, year, month } = period;
  const [people, todays, week, runs] = await Promise.all([
    countsOf(
      db,
      sql`select
        (select count(*) from ${employees} where archived_at is null and ${activeOn(today)} and ${company}) as total_employees,
        (select count(distinct l.employee_id) from ${leaveRequests} l join ${employees} on ${employees.id} = l.employee_id
           where l.status = 'approved' and ${today} between l.start_date and l.end_date and ${company}) as on_leave,
        (select count(*) from ${departments} where status = 'active'
           and ${companyCondition(s.company, departments.company_id) ?? sql`true`}) as total_departments`,
    ),
    countsOf(
      db,
      sql`select count(*) filter (where a.status in ${PRESENT}) as present,
                 count(*) filter (where a.status = 'late') as late
          from ${attendanceRecords} a join ${employees} on ${employees.id} = a.employee_id
          where a.attendance_date = ${today} and ${company}`,
    ),
    countsOf(
      db,
      sql`select count(*) as worked, count(*) filter (where a.late_minutes = 0) as on_time
          from ${attendanceRecords} a join ${employees} on ${employees.id} = a.employee_id
          where a.attendance_date between ${weekAgo} and ${today} and a.status in ${PRESENT} and ${company}`,
    ),
    countsOf(
      db,
      // Periods as numbers (202603); the amount is the latest period's gross pay.
      // Pending: runs waiting for an approver or for payment; a draft waits for neither (its month may not have ended).
      sql`select count(*) filter (where status in ('processed', 'approved')) as pending,
                 count(*) filter (where period = ${year * 100 + month}) as this_month,
                 coalesce(max(latest), 0) as latest_period,
                 coalesce(sum(gross_salary) filter (where period = latest), 0) as amount
          from (select r.status, r.gross_salary, r.year * 100 + r.month as period,
                       max(r.year * 100 + r.month) over () as latest
                from ${payrollRuns} r join ${employees} on ${employees.id} = r.employee_id
                where ${onRecords(s.payroll, payrollRuns.employee_id)}) runs`,
    ),
  ]);
  return { ...people, ...todays, ...week, ...runs } as Record<
    | 'total_employees'
    | 'on_leave'
    | 'total_departments'
    | 'present'
    | 'late'
    | 'worked'
    | 'on_time'
    | 'pending'
    | 'this_month'
    | 'latest_period'
    | 'amount',
    number
  >;
}

/** Headcounts for the analytics overview: now, by the range's end, before its start, hired this month. */
export async function headcounts(
  db: DbOrTx,
  scope: CompanyScope,
  range: { start: string; end: string },
  month: { start: string; end: string },
) {
  const [row] = await rawRows<Record<string, Count>>(
    db,
    sql`select
      count(*) filter (where ${activeOn(today())}) as total,
      count(*) filter (where ${activeOn(today())} and hire_date <= ${range.end}) as at_end,
      count(*) filter (where ${activeOn(today())} and hire_date < ${range.start}) as before_start,
      count(*) filter (where hire_date between ${month.start} and ${month.end}) as hired_this_month
    from ${employees} where archived_at is null and ${onCompany(scope)}`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    total: n('total'),
    atEnd: n('at_end'),
    beforeStart: n('before_start'),
    hiredThisMonth: n('hired_this_month'),
  };
}

/** Active employees per department, largest first. */
export async function departmentDistribution(db: DbOrTx, scope: CompanyScope) {
  return rawRows<{ label: string; value: number }>(
    db,
    sql`select coalesce(d.name, 'No department') as label, count(*)::int as value
        from ${employees} left join ${departments} d on d.id = ${employees.department_id}
        where ${employees.archived_at} is null and ${activeOn(today())} and ${onCompany(scope)}
        group by d.name order by value desc, label`,
  );
}

/** Employees (not archived) per status. */
export async function statusCounts(db: DbOrTx, scope: CompanyScope) {
  return rawRows<{ label: string; value: number }>(
    db,
    sql`select status as label, count(*)::int as value from ${employees}
        where archived_at is null and ${onCompany(scope)} group by status order by value desc, label`,
  );
}

/** Gross pay and number of runs per pay period from the range's first month to its last, zeros included. */
export async function payrollByMonth(db: DbOrTx, scope: RecordScope, start: string, end: string) {
  return rawRows<{ year: number; month: number; amount: string; employees: number }>(
    db,
    sql`select extract(year from m)::int as year, extract(month from m)::int as month,
               coalesce(p.amount, 0) as amount, coalesce(p.employees, 0)::int as employees
        from generate_series(date_trunc('month', ${start}::timestamp), ${end}::timestamp, interval '1 month') m
        left join (
          select r.year, r.month, sum(r.gross_salary) as amount, count(*) as employees
          from ${payrollRuns} r join ${employees} on ${employees.id} = r.employee_id
          where ${onRecords(scope, payrollRuns.employee_id)}
          group by r.year, r.month
        ) p on p.year = extract(year from m) and p.month = extract(month from m)
        order by m`,
  );
}

/**
 * Each day from `from` to `to`: active employees hired by then, present and late records, and employees
 * on approved leave.
 */
export async function attendanceByDay(db: DbOrTx, scope: CompanyScope, from: string, to: string) {
  const company = onCompany(scope);
  return rawRows<{ date: string; total: Count; present: Count; late: Count; absent: Count; on_leave: Count }>(
    db,
    sql`with days as (select d::date as date from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') d),
      -- materialized: read once, not once per day by the headcount subquery below
      hires as materialized (
        select hire_date, count(*) as n from ${employees}
        where archived_at is null and status = 'active' and ${company} group by hire_date),
      -- active employees with a last working day: out of the headcount from the day after it
      leaves as materialized (
        select last_working_day, count(*) as n from ${employees}
        where archived_at is null and status = 'active' and last_working_day is not null and ${company}
        group by last_working_day),
      att as (
        select a.attendance_date as date,
               count(*) filter (where a.status in ${PRESENT}) as present,
               count(*) filter (where a.status = 'late') as late,
               count(*) filter (where a.status = 'absent') as absent
        from ${attendanceRecords} a join ${employees} on ${employees.id} = a.employee_id
        where a.attendance_date between ${from} and ${to} and ${company}
        group by a.attendance_date),
      leave_days as (
        select days.date, count(distinct l.employee_id) as n
        from days join ${leaveRequests} l on l.status = 'approved' and days.date between l.start_date and l.end_date
        join ${employees} on ${employees.id} = l.employee_id
        where ${company} group by days.date)
      select days.date::text as date,
             (select coalesce(sum(n), 0) from hires where hires.hire_date <= days.date)
               - (select coalesce(sum(n), 0) from leaves where leaves.last_working_day < days.date) as total,
             coalesce(att.present, 0) as present, coalesce(att.late, 0) as late,
             coalesce(att.absent, 0) as absent, coalesce(leave_days.n, 0) as on_leave
      from days left join att on att.date = days.date left join leave_days on leave_days.date = days.date
      order by days.date`,
  );
}

export type ActivityRow = {
  kind: string;
  employee_id: number;
  name: string;
  /** The payroll status reached, or the new employee's job title. */
  detail: string | null;
  /** The pay period of a payroll event, YYYY-MM. */
  period: string | null;
  ref_id: number | null;
  at: Date | string;
};

/**
 * The newest events across the domains, each source in its own scope: payroll status changes, leave
 * applications and decisions, employees added, and clock-ins of the last week.
 */
export async function recentActivities(db: DbOrTx, s: DashboardScopes, since: string, limit: number) {
  const person = sql`${employees.id} as employee_id, ${employees.first_name} || ' ' || ${employees.last_name} as name`;
  return rawRows<ActivityRow>(
    db,
    sql`(select 'payroll_status' as kind, ${person},
                ev.to_status as detail, r.year || '-' || lpad(r.month::text, 2, '0') as period,
                r.id as ref_id, ev.at
         from ${payrollRunEvents} ev join ${payrollRuns} r on r.id = ev.payroll_run_id
         join ${employees} on ${employees.id} = r.employee_id
         where ${onRecords(s.payroll, payrollRuns.employee_id)} order by ev.at desc limit ${limit})
      union all
        (select x.kind, ${person}, null, null, l.id, x.at
         from ${leaveRequests} l join ${employees} on ${employees.id} = l.employee_id
         cross join lateral (values ('leave_applied', l.applied_on), ('leave_approved', l.approved_on),
                                    ('leave_rejected', l.rejected_on)) as x(kind, at)
         where x.at is not null and ${onRecords(s.leave, leaveRequests.employee_id)}
         order by x.at desc limit ${limit})
      union all
        (select 'employee_joined', ${person}, ${employees.job_title}, null, ${employees.id}, ${employees.created_at}
         from ${employees} where ${employees.archived_at} is null and ${onCompany(s.company)}
         order by ${employees.created_at} desc limit ${limit})
      union all
        (select 'clock_in', ${person}, null, null, a.id, a.clock_in
         from ${attendanceRecords} a join ${employees} on ${employees.id} = a.employee_id
         where a.attendance_date >= ${since} and a.clock_in is not null
           and ${onRecords(s.attendance, attendanceRecords.employee_id)}
         -- by date first: the date index then yields the newest day's rows only (an incremental sort)
         order by a.attendance_date desc, a.clock_in desc limit ${limit})
      order by at desc limit ${limit}`,
  );
}
