import { z } from 'zod';
import { employeeSummary } from './attendance';
import { idParam, isoDate } from './common';
import { leaveBalance } from './leave';
import { payrollRun } from './payroll';

/** Query of the company dashboard calls: a super admin may narrow to one company. */
export const dashboardScopeQuery = z.object({ company_id: idParam.optional() });

/** Spec 1 §3 "Dashboard stats", answered as `{ stats }`; every figure is live and in the caller's scope. */
export const dashboardStats = z.object({
  /** Active employees (not archived), as the attendance dashboard counts them. */
  total_employees: z.number(),
  /** Today's records that are present, late, half day or work from home. */
  present_today: z.number(),
  /** present_today out of total_employees, in percent with one decimal. */
  attendance_rate: z.number(),
  /** Employees with approved leave covering today. */
  on_leave: z.number(),
  /** Today's records with status late. */
  late_arrivals: z.number(),
  /** Active departments. */
  total_departments: z.number(),
  /** Payroll runs not yet paid (draft, processed or approved), in the caller's payroll scope. */
  pending_payrolls: z.number(),
  /** Payroll runs of the current month, any status. */
  this_month_payrolls: z.number(),
  /** Gross pay of the latest pay period with runs (payroll_period), in rupees: the dashboard's payroll cost. */
  payroll_amount: z.number(),
  /** That pay period, YYYY-MM; null before the first run. */
  payroll_period: z.string().nullable(),
  /** Of the worked days of the last seven (today included), the share clocked in on time; percent, one decimal. */
  on_time_rate: z.number(),
  /** The spec's name for the performance figure: equals on_time_rate (the old product showed a fixed 856). */
  avg_performance: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

export const dashboardStatsResponse = z.object({ stats: dashboardStats });

/** At most a year and a week between the dates of an analytics range. */
export const ANALYTICS_MAX_DAYS = 372;

export const analyticsQuery = dashboardScopeQuery
  .extend({ start_date: isoDate.optional(), end_date: isoDate.optional() })
  .refine((q) => !q.start_date || !q.end_date || q.end_date >= q.start_date, {
    message: 'The end date must be a date after or equal to start date.',
    path: ['end_date'],
  })
  .refine(
    (q) =>
      !q.start_date ||
      !q.end_date ||
      (Date.parse(q.end_date) - Date.parse(q.start_date)) / 86_400_000 <= ANALYTICS_MAX_DAYS,
    { message: `The date range may not be longer than ${ANALYTICS_MAX_DAYS} days.`, path: ['end_date'] },
  );
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

const labelled = z.object({ label: z.string(), value: z.number() });

export const attendanceDay = z.object({
  date: z.string(),
  /** Active employees hired by that date. */
  total: z.number(),
  present: z.number(),
  late: z.number(),
  on_leave: z.number(),
  /** Working days up to today: total less present less on leave; weekends and future days 0. */
  absent: z.number(),
  /** present out of total in percent (0 when nobody was expected). */
  rate: z.number(),
});

export const weeklyAttendanceDay = z.object({
  /** Mon … Sun. */
  day: z.string(),
  /** The number present, which the bar shows. */
  value: z.number(),
  date: z.string(),
  total: z.number(),
  present: z.number(),
  absent: z.number(),
});

export const payrollTrendMonth = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** "Jan 2026" */
  label: z.string(),
  /** Gross pay of the month's runs. */
  amount: z.number(),
  employees: z.number(),
});

export const dashboardAnalytics = z.object({
  overview: z.object({
    total_employees: z.number(),
    /** Headcount change over the range in percent: hired by end_date against hired before start_date. */
    employee_growth: z.number(),
    new_employees_this_month: z.number(),
    /** Gross pay of the runs whose pay period falls in the range. */
    total_payroll_amount: z.number(),
    /** Present out of expected over the range's working days up to today, in percent. */
    attendance_rate: z.number(),
  }),
  charts: z.object({
    department_distribution: z.array(labelled),
    payroll_trend: z.array(payrollTrendMonth),
    employee_status: z.array(labelled),
    attendance: z.array(attendanceDay),
    /** Monday to Sunday of the week that holds end_date. */
    weekly_attendance: z.array(weeklyAttendanceDay),
  }),
  date_range: z.object({ start_date: z.string(), end_date: z.string() }),
});
export type DashboardAnalytics = z.infer<typeof dashboardAnalytics>;

export const ACTIVITY_KINDS = [
  'payroll_status',
  'leave_applied',
  'leave_approved',
  'leave_rejected',
  'employee_joined',
  'clock_in',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const dashboardActivity = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  /** A sentence for the list, e.g. "Payroll for Mar 2026 approved". */
  description: z.string(),
  employee: z.object({ id: z.number(), name: z.string() }),
  /** Where the record opens in the client. */
  link: z.string().nullable(),
  time: z.string(),
});
export type DashboardActivity = z.infer<typeof dashboardActivity>;

export const activitiesResponse = z.object({ data: z.array(dashboardActivity) });

/** GET /api/dashboard/me: the caller's own month, leave balances and latest paid payslip. */
export const personalDashboard = z.object({
  employee: z.object({
    id: z.number(),
    employee_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  attendance: employeeSummary,
  leave_balances: z.array(leaveBalance),
  latest_payslip: payrollRun.nullable(),
});
export type PersonalDashboard = z.infer<typeof personalDashboard>;
