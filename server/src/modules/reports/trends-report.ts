import { sql } from 'drizzle-orm';
import { attendanceRecords } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { countedRun, payrollRuns } from '../../db/schema/payroll';
import { todayIn } from '../../platform/dates';
import { leftOn } from '../employees/public';
import { count, money, monthOfIso, percent, type ReportDefinition, text, totalLabel } from './definition';

/**
 * Month by month: headcount at the month's end, joiners, leavers, attrition (leavers over the average of
 * the opening and closing headcount), payroll cost (gross pay of the month's runs but drafts) and the
 * attendance rate (days worked over working days so far × employees, as the attendance dashboard counts).
 */
export const trends: ReportDefinition<'trends'> = {
  columns: () => [
    text('month', 'Month', totalLabel),
    count('headcount', 'Headcount', false),
    count('joiners', 'Joiners'),
    count('leavers', 'Leavers'),
    percent('attrition_rate', 'Attrition Rate'),
    money('payroll_cost', 'Payroll Cost'),
    percent('attendance_rate', 'Attendance Rate'),
  ],
  source: (f, company) => sql`with people as (
        select ${employees.hire_date} as hire_date, ${leftOn} as left_on from ${employees} where ${company}
      ),
      months as (
        select m::date as month_start, (m + interval '1 month' - interval '1 day')::date as month_end
        from generate_series(${`${f.start_month}-01`}::date, ${`${f.end_month}-01`}::date, interval '1 month') m
      ),
      figures as (
        select month_start, to_char(month_start, 'Mon YYYY') as month,
          (select count(*) from people p where p.hire_date < month_start
             and (p.left_on is null or p.left_on >= month_start))::int as opening,
          (select count(*) from people p where p.hire_date <= month_end
             and (p.left_on is null or p.left_on > month_end))::int as headcount,
          (select count(*) from people p where p.hire_date between month_start and month_end)::int as joiners,
          (select count(*) from people p where p.left_on between month_start and month_end)::int as leavers,
          (select coalesce(sum(pr.gross_salary), 0) from ${payrollRuns} pr
             join ${employees} on ${employees.id} = pr.employee_id
             where pr.year = extract(year from month_start) and pr.month = extract(month from month_start)
               and ${countedRun(sql`pr.status`)} and ${company}) as payroll_cost,
          (select count(*) from ${attendanceRecords} a join ${employees} on ${employees.id} = a.employee_id
             where a.attendance_date between month_start and least(month_end, ${todayIn()}::date)
               and a.status in ('present', 'late', 'half_day', 'work_from_home') and ${company}) as worked,
          (select count(*) from generate_series(month_start, least(month_end, ${todayIn()}::date), interval '1 day') d
             where extract(isodow from d) < 6) as weekdays
        from months
      )
      select month_start, month, headcount, joiners, leavers, payroll_cost,
        round(100.0 * leavers / nullif((opening + headcount) / 2.0, 0), 1) as attrition_rate,
        least(100, round(100.0 * worked / nullif(headcount * weekdays, 0), 1)) as attendance_rate
      from figures`,
  // The month reads "Feb 2026" (a chart's axis and a CSV for people), so the rows sort by its first day.
  orderBy: sql`month_start`,
  describe: (f) => `${monthOfIso(f.start_month)} to ${monthOfIso(f.end_month)}`,
};
