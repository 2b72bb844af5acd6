import { type SQL, sql } from 'drizzle-orm';
import { attendanceRecords, shifts } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { holidayCalendars, holidaySelections, holidays } from '../../db/schema/holidays';
import { leavePolicies, leavePolicyAssignments, leaveRequests, leaveTypes } from '../../db/schema/leave';
import { branches, companies, departments } from '../../db/schema/organisation';
import { companyPayrollSettings } from '../../db/schema/payroll';
import { shortDate, todayIn } from '../../platform/dates';
import { firstDayOf, lastDayOf } from '../../platform/period';
import { hasLeft, leftOn } from '../employees/public';
import { count, date, monthLabel, percent, type ReportDefinition, text, totalLabel } from './definition';

const GROUP_LABELS = { company: 'Company', branch: 'Branch', department: 'Department', status: 'Status' };
const GROUP_EXPRESSIONS: Record<keyof typeof GROUP_LABELS, SQL> = {
  company: sql`c.name`,
  branch: sql`coalesce(b.name, 'No branch')`,
  department: sql`coalesce(d.name, 'No department')`,
  status: sql`${employees.status}`,
};

export const headcount: ReportDefinition<'headcount'> = {
  columns: (f) => [
    text('group_name', GROUP_LABELS[f.group_by], totalLabel),
    count('total', 'Total'),
    count('active', 'Active'),
    count('on_leave', 'On Leave'),
    count('inactive', 'Inactive'),
    count('terminated', 'Terminated'),
  ],
  // Someone past their last working day counts as terminated before their settlement marks them so.
  source: (f, company) => sql`select ${GROUP_EXPRESSIONS[f.group_by]} as group_name, count(*)::int as total,
      (count(*) filter (where ${employees.status} = 'active' and not ${hasLeft(todayIn())}))::int as active,
      (count(*) filter (where ${employees.status} = 'on_leave' and not ${hasLeft(todayIn())}))::int as on_leave,
      (count(*) filter (where ${employees.status} = 'inactive' and not ${hasLeft(todayIn())}))::int as inactive,
      (count(*) filter (where ${hasLeft(todayIn())}))::int as terminated
    from ${employees}
    join ${companies} c on c.id = ${employees.company_id}
    left join ${branches} b on b.id = ${employees.branch_id}
    left join ${departments} d on d.id = ${employees.department_id}
    where ${employees.archived_at} is null and ${company}
    group by 1`,
  orderBy: sql`group_name`,
  describe: (f) => `Current employees by ${GROUP_LABELS[f.group_by].toLowerCase()}`,
};

export const joinersLeavers: ReportDefinition<'joiners-leavers'> = {
  columns: () => [
    text(
      'event',
      'Event',
      sql`'Joined: ' || count(*) filter (where r.event = 'Joined') || ', left: ' || count(*) filter (where r.event = 'Left')`,
    ),
    date('event_date', 'Date'),
    text('employee_code', 'Employee ID'),
    text('employee_name', 'Employee'),
    text('department', 'Department'),
    text('branch', 'Branch'),
  ],
  source: (f, company) => sql`select events.event, events.event_date::text as event_date,
      ${employees.employee_id} as employee_code, ${employees.first_name} || ' ' || ${employees.last_name} as employee_name,
      d.name as department, b.name as branch
    from ${employees}
    cross join lateral (values ('Joined', ${employees.hire_date}), ('Left', ${leftOn})) as events(event, event_date)
    left join ${departments} d on d.id = ${employees.department_id}
    left join ${branches} b on b.id = ${employees.branch_id}
    where events.event_date between ${f.start_date} and ${f.end_date} and ${company}`,
  orderBy: sql`event_date, event, employee_name, employee_code`,
  describe: (f) => `${shortDate(f.start_date)} to ${shortDate(f.end_date)}`,
};

/** Counts 1 for a worked day; a half day 0.5. */
const WORKED = sql.raw(`('present', 'late', 'work_from_home')`);

/**
 * Each employee's month, day by day, by the attendance month summary's rules (see attendance/summary.ts,
 * which payroll reads; a test holds the two to the same figures): weekly offs of their working week (their
 * leave policy's at the month's end — the most specific assignment in force, as leave/engine/assignment.ts
 * picks it — else their shift's) and the holidays they observe are not working days; approved leave counts as
 * leave (half a day for a half day); a day HR marked absent is an absence, and so, when the pay basis is
 * recorded attendance, is a working day that has passed since joining with neither work nor leave.
 */
export const attendanceSummary: ReportDefinition<'attendance-summary'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    text('department', 'Department'),
    count('working_days', 'Working Days'),
    count('days_present', 'Present'),
    count('late_days', 'Late'),
    count('half_days', 'Half Days'),
    count('paid_leave_days', 'Paid Leave'),
    count('unpaid_leave_days', 'Unpaid Leave'),
    count('absent_days', 'Absent'),
    count('total_hours', 'Hours'),
    count('overtime_hours', 'Overtime Hours'),
    percent(
      'attendance_rate',
      'Attendance Rate',
      sql`round(100 * sum(r.days_present) / nullif(sum(r.days_present) + sum(r.absent_days), 0), 1)`,
    ),
  ],
  source: (f, company) => {
    const first = firstDayOf(f);
    const last = lastDayOf(f);
    const today = todayIn();
    return sql`with staff as (
        select ${employees.id} as id, ${employees.company_id} as company_id, ${employees.hire_date} as hire_date,
          ${employees.employee_id} as employee_code,
          ${employees.first_name} || ' ' || ${employees.last_name} as employee_name,
          d.name as department, b.state, ${employees.branch_id} as branch_id,
          coalesce(pol.weekly_offs, (select jsonb_agg(jsonb_build_object('weekday', w))
            from unnest(coalesce(s.weekly_offs, '{0,6}'::integer[])) w), '[]'::jsonb) as weekly_offs,
          coalesce(pol.pay_basis, ps.pay_basis, 'unpaid_days_only') = 'recorded_attendance' as unmarked_unpaid
        from ${employees}
        left join ${departments} d on d.id = ${employees.department_id}
        left join ${branches} b on b.id = ${employees.branch_id}
        left join ${shifts} s on s.id = coalesce(${employees.shift_id}, d.shift_id,
          (select ds.id from ${shifts} ds where ds.company_id = ${employees.company_id} and ds.is_default))
        left join ${companyPayrollSettings} ps on ps.company_id = ${employees.company_id}
        left join lateral (
          select p.weekly_offs, p.pay_basis from ${leavePolicies} p
          where p.id = coalesce((
            select a.policy_id from ${leavePolicyAssignments} a, lateral (select case
                when ${employees.last_working_day} < ${last}::date then greatest(${employees.last_working_day}, ${first}::date)
                else ${last}::date end as on_day) o
            where a.company_id = ${employees.company_id} and a.effective_from <= o.on_day
              and (a.effective_to is null or a.effective_to >= o.on_day)
              and a.scope_key = any(array['employee:' || ${employees.id}, 'department:' || ${employees.department_id},
                'branch:' || ${employees.branch_id}, 'grade:' || lower(trim(${employees.grade})),
                'employment_type:' || lower(trim(${employees.employment_type})), 'company'])
            order by array_position(array['employee', 'department', 'branch', 'grade', 'employment_type', 'company'],
              a.scope::text)
            limit 1),
            (select dp.id from ${leavePolicies} dp where dp.company_id = ${employees.company_id} and dp.is_default))
        ) pol on true
        where ${employees.archived_at} is null and ${employees.hire_date} <= ${last} and ${company}
          and (${employees.status} <> 'terminated' or exists (select 1 from ${attendanceRecords} ta
            where ta.employee_id = ${employees.id} and ta.attendance_date between ${first} and ${last}))
      ),
      days as (
        select st.*, day::date as day, ar.status as record_status, ar.total_hours, ar.overtime_hours,
          lv.fraction, lv.is_paid,
          not exists (select 1 from jsonb_array_elements(st.weekly_offs) o
            where (o->>'weekday')::int = extract(dow from day)::int
              and (coalesce(jsonb_array_length(o->'weeks'), 0) = 0
                or o->'weeks' @> to_jsonb(ceil(extract(day from day) / 7)::int)))
          and not exists (
            select 1 from ${holidays} h join ${holidayCalendars} hc on hc.id = h.calendar_id
            where h.company_id = st.company_id and h.date = day::date
              and (hc.branch_id = st.branch_id or lower(hc.state) = lower(st.state)
                or (hc.branch_id is null and hc.state is null))
              and (not h.is_optional or exists (select 1 from ${holidaySelections} hs
                where hs.holiday_id = h.id and hs.employee_id = st.id))) as working
        from staff st
        cross join generate_series(${first}::date, ${last}::date, interval '1 day') day
        left join ${attendanceRecords} ar on ar.employee_id = st.id and ar.attendance_date = day::date
        left join lateral (
          select case when lr.half_day then 0.5 else 1 end as fraction, lt.is_paid
          from ${leaveRequests} lr join ${leaveTypes} lt on lt.id = lr.leave_type_id
          where lr.employee_id = st.id and lr.status = 'approved' and day::date between lr.start_date and lr.end_date
          order by lr.id desc limit 1) lv on true
      ),
      summary as (
        select employee_code, employee_name, department,
          (count(*) filter (where working))::int as working_days,
          coalesce(sum(case when record_status in ${WORKED} then 1 - coalesce(fraction, 0)
                            when record_status = 'half_day' then 0.5 else 0 end) filter (where working), 0) as days_present,
          (count(*) filter (where working and record_status = 'late'))::int as late_days,
          (count(*) filter (where working and record_status = 'half_day'))::int as half_days,
          coalesce(sum(fraction) filter (where working and is_paid), 0) as paid_leave_days,
          coalesce(sum(fraction) filter (where working and not is_paid), 0) as unpaid_leave_days,
          coalesce(sum(case when record_status in ${WORKED} then 0
                            when record_status = 'half_day' then case when fraction is null then 0.5 else 0 end
                            when record_status = 'absent' then 1 - coalesce(fraction, 0)
                            when not unmarked_unpaid then 0
                            when fraction is null and day <= ${today} and day >= hire_date then 1
                            when fraction < 1 and day <= ${today} then 1 - fraction else 0 end)
                   filter (where working), 0) as absent_days,
          coalesce(sum(total_hours), 0) as total_hours,
          coalesce(sum(overtime_hours), 0) as overtime_hours
        from days
        group by id, employee_code, employee_name, department
      )
      select *, round(100 * days_present / nullif(days_present + absent_days, 0), 1) as attendance_rate
      from summary`;
  },
  orderBy: sql`employee_name, employee_code`,
  describe: (f) => monthLabel(f.year, f.month),
};
