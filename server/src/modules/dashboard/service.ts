import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import type {
  ActivityKind,
  AnalyticsQuery,
  DashboardActivity,
  DashboardAnalytics,
  DashboardStats,
  PersonalDashboard,
} from '@hrms/contracts/dashboard';
import type { Db } from '../../db/client';
import { type CompanyScope, companyScope, recordScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { addDays, iso, todayIn } from '../../platform/dates';
import { notFound } from '../../platform/errors';
import { addMonths, firstDayOf, lastDayOf, periodOf, yearMonth } from '../../platform/period';
import { employeeSummary } from '../attendance/public';
import { isWeekend, leaveBalance } from '../leave/public';
import { listPayrollRuns } from '../payroll/public';
import {
  type ActivityRow,
  attendanceByDay,
  type DashboardScopes,
  departmentDistribution,
  headcounts,
  payrollByMonth,
  recentActivities,
  statsFigures,
  statusCounts,
} from './queries';

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 1000) / 10) : 0;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The company dashboard's routes demand view-employees besides view-dashboard (an employee without it has
 * the personal dashboard, GET /dashboard/me). Each figure then counts in its own domain's scope: payroll
 * figures only over runs the caller could list, activities only over records they could open.
 */
function scopesOf(principal: Principal, companyId: number | undefined): DashboardScopes {
  const own = companyScope(principal);
  let company: CompanyScope = own;
  if (companyId !== undefined) {
    if (own.kind === 'company' && own.companyId !== companyId) throw notFound('Company');
    if (own.kind === 'none') throw notFound('Company');
    company = { kind: 'company', companyId };
  }
  const narrowed = (scope: ReturnType<typeof recordScope>) => ({ ...scope, company });
  return {
    company,
    payroll: narrowed(recordScope(principal, 'process-payroll', 'approve-payroll', 'mark-payroll-paid')),
    leave: narrowed(recordScope(principal, 'approve-leaves')),
    attendance: narrowed(recordScope(principal, 'manage-attendance', 'approve-attendance')),
  };
}

export async function dashboardStats(
  db: Db,
  principal: Principal,
  companyId: number | undefined,
): Promise<DashboardStats> {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const f = await statsFigures(db, scopesOf(principal, companyId), {
    today,
    weekAgo: addDays(today, -6),
    year,
    month,
  });
  const onTime = percent(f.on_time, f.worked);
  return {
    total_employees: f.total_employees,
    present_today: f.present,
    attendance_rate: percent(f.present, f.total_employees),
    on_leave: f.on_leave,
    late_arrivals: f.late,
    total_departments: f.total_departments,
    pending_payrolls: f.pending,
    this_month_payrolls: f.this_month,
    payroll_amount: Math.round(f.amount * 100) / 100,
    payroll_period: f.latest_period
      ? `${Math.floor(f.latest_period / 100)}-${String(f.latest_period % 100).padStart(2, '0')}`
      : null,
    on_time_rate: onTime,
    avg_performance: onTime,
  };
}

/** The range asked for; by default the last six months up to today. */
function rangeOf(q: AnalyticsQuery, today: string) {
  const end = q.end_date ?? (q.start_date && q.start_date > today ? q.start_date : today);
  // The first of the month five months before the end's.
  const start = q.start_date ?? firstDayOf(addMonths(periodOf(end), -5));
  return { start, end };
}

export async function dashboardAnalytics(
  db: Db,
  principal: Principal,
  q: AnalyticsQuery,
): Promise<DashboardAnalytics> {
  const scopes = scopesOf(principal, q.company_id);
  const today = todayIn(DEFAULT_TIME_ZONE);
  const range = rangeOf(q, today);
  // The week shown is Monday to Sunday of the week that holds the range's end.
  const weekStart = addDays(range.end, -((new Date(`${range.end}T00:00:00Z`).getUTCDay() + 6) % 7));
  const weekEnd = addDays(weekStart, 6);

  const [heads, departments, statuses, payroll, days] = await Promise.all([
    headcounts(db, scopes.company, range, {
      start: firstDayOf(periodOf(today)),
      end: lastDayOf(periodOf(today)),
    }),
    departmentDistribution(db, scopes.company),
    statusCounts(db, scopes.company),
    payrollByMonth(db, scopes.payroll, range.start, range.end),
    attendanceByDay(
      db,
      scopes.company,
      // ISO dates sort as text: the span covers both the range and its week.
      [range.start, weekStart].sort()[0] ?? range.start,
      [range.end, weekEnd].sort()[1] ?? range.end,
    ),
  ]);

  const attendance = days.map((d) => {
    const total = Number(d.total);
    const present = Number(d.present);
    const onLeave = Number(d.on_leave);
    const expected = !isWeekend(d.date) && d.date <= today;
    return {
      date: d.date,
      total,
      present,
      late: Number(d.late),
      on_leave: onLeave,
      // Today is not over: only absences already recorded count, not people yet to clock in.
      absent: d.date === today ? Number(d.absent) : expected ? Math.max(0, total - present - onLeave) : 0,
      rate: expected ? percent(present, total) : 0,
    };
  });
  const inRange = attendance.filter((d) => d.date >= range.start && d.date <= range.end);
  // As the attendance dashboard's month rate: days worked out of headcount × working days so far.
  const worked = inRange.filter((d) => d.date <= today).reduce((sum, d) => sum + d.present, 0);
  const possible = inRange
    .filter((d) => d.date <= today && !isWeekend(d.date))
    .reduce((sum, d) => sum + d.total, 0);
  const trend = payroll.map((p) => ({
    month: yearMonth(p),
    label: `${MONTHS[p.month - 1]} ${p.year}`,
    amount: Math.round(Number(p.amount) * 100) / 100,
    employees: Number(p.employees),
  }));

  return {
    overview: {
      total_employees: heads.total,
      employee_growth: heads.beforeStart
        ? Math.round(((heads.atEnd - heads.beforeStart) / heads.beforeStart) * 1000) / 10
        : heads.atEnd > 0
          ? 100
          : 0,
      new_employees_this_month: heads.hiredThisMonth,
      total_payroll_amount: Math.round(trend.reduce((sum, p) => sum + p.amount, 0) * 100) / 100,
      attendance_rate: percent(worked, possible),
    },
    charts: {
      department_distribution: departments.map((d) => ({ label: d.label, value: Number(d.value) })),
      payroll_trend: trend,
      employee_status: statuses.map((s) => ({ label: s.label, value: Number(s.value) })),
      attendance: inRange,
      weekly_attendance: attendance
        .filter((d) => d.date >= weekStart && d.date <= weekEnd)
        .map((d, i) => ({
          day: WEEKDAYS[i] ?? '',
          value: d.present,
          date: d.date,
          total: d.total,
          present: d.present,
          absent: d.absent,
        })),
    },
    date_range: { start_date: range.start, end_date: range.end },
  };
}

const PAYROLL_WORDS: Record<string, string> = {
  draft: 'saved as a draft',
  processed: 'processed',
  approved: 'approved',
  paid: 'marked paid',
};

const LEAVE_WORDS: Partial<Record<ActivityKind, string>> = {
  leave_applied: 'applied for leave',
  leave_approved: 'had leave approved',
  leave_rejected: 'had leave rejected',
};

function describe(row: ActivityRow): { description: string; link: string | null } {
  const kind = row.kind as ActivityKind;
  if (kind === 'payroll_status') {
    const [y, m] = (row.period ?? '').split('-').map(Number) as [number, number];
    return {
      description: `Payroll for ${MONTHS[m - 1]} ${y} ${PAYROLL_WORDS[row.detail ?? ''] ?? row.detail} for ${row.name}`,
      link: `/payroll/view/${row.ref_id}`,
    };
  }
  if (kind === 'employee_joined') {
    return {
      description: `${row.name} joined${row.detail ? ` as ${row.detail}` : ''}`,
      link: `/employees/${row.ref_id}`,
    };
  }
  if (kind === 'clock_in')
    return { description: `${row.name} clocked in`, link: `/attendance/${row.ref_id}` };
  return { description: `${row.name} ${LEAVE_WORDS[kind] ?? ''}`.trim(), link: `/leaves/${row.ref_id}` };
}

/** The newest events in scope: payroll status changes, leave, new employees and the last week's clock-ins. */
export async function dashboardActivities(
  db: Db,
  principal: Principal,
  companyId: number | undefined,
  limit: number,
): Promise<DashboardActivity[]> {
  const since = addDays(todayIn(DEFAULT_TIME_ZONE), -7);
  const rows = await recentActivities(db, scopesOf(principal, companyId), since, limit);
  return rows.map((row) => ({
    kind: row.kind as ActivityKind,
    ...describe(row),
    employee: { id: Number(row.employee_id), name: row.name },
    time: iso(new Date(row.at)),
  }));
}

/** The caller's own dashboard: this month's attendance, this year's leave balances, the latest paid payslip. */
export async function personalDashboard(db: Db, principal: Principal): Promise<PersonalDashboard> {
  const employeeId = principal.employeeId;
  if (employeeId === null) throw notFound('Employee');
  const today = todayIn(DEFAULT_TIME_ZONE);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const [attendance, leave, payslips] = await Promise.all([
    employeeSummary(db, principal, employeeId, year, month),
    leaveBalance(db, principal, year),
    listPayrollRuns(db, principal, { employee_id: employeeId, status: 'paid', page: 1, per_page: 1 }),
  ]);
  return {
    employee: {
      id: leave.employee.id,
      employee_id: leave.employee.employee_id,
      first_name: leave.employee.first_name,
      last_name: leave.employee.last_name,
    },
    attendance,
    leave_balances: leave.balances,
    latest_payslip: payslips.data[0] ?? null,
  };
}
