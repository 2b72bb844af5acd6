import type { DashboardStats } from '@hrms/contracts/dashboard';

/** Spec 1 §2.4 and §8: when the dashboard cannot load, every figure shows zero and every list is empty. */
export const ZERO_STATS: DashboardStats = {
  total_employees: 0,
  present_today: 0,
  attendance_rate: 0,
  on_leave: 0,
  late_arrivals: 0,
  total_departments: 0,
  pending_payrolls: 0,
  this_month_payrolls: 0,
  payroll_amount: 0,
  payroll_period: null,
  on_time_rate: 0,
  avg_performance: 0,
};

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export type WeekBar = { day: string; present: number; absent: number };

/** Monday to Sunday, each day's figures from the server or zeros (spec 1 §9: the chart defaults to zeros). */
export function weekBars(
  days: ReadonlyArray<{ day: string; present: number; absent: number }> = [],
): WeekBar[] {
  return WEEKDAYS.map((day) => {
    const found = days.find((d) => d.day === day);
    return { day, present: found?.present ?? 0, absent: found?.absent ?? 0 };
  });
}

/** The 10 colours of the dashboard's charts (spec 1 §9), repeated past the tenth slice. */
export const CHART_PALETTE = [
  '#4f46e5',
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#ef4444',
  '#8b5cf6',
  '#ec4899',
  '#14b8a6',
  '#f97316',
  '#64748b',
] as const;

export const paletteColour = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length] ?? '#64748b';
