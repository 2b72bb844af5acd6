import type { ClockAction } from '@hrms/contracts/enums';
import type { LeaveBalance } from '@hrms/contracts/leave';
import { COUNTED_RUN_STATUSES, type PayrollRun } from '@hrms/contracts/payroll';
import type { Permission } from '@hrms/contracts/permissions';

/**
 * The one clock action the home screen offers, in this order of preference: clocking in, ending lunch,
 * clocking out; null when the server allows none of them now (the day is over, or not yet known).
 * Starting lunch stays on the full clock screen.
 */
const HOME_ACTIONS: readonly ClockAction[] = ['clock_in', 'lunch_end', 'clock_out'];

export function homeClockButton<B extends { action: ClockAction; allowed: boolean }>(
  buttons: readonly B[],
): B | null {
  for (const action of HOME_ACTIONS) {
    const button = buttons.find((b) => b.action === action && b.allowed);
    if (button) return button;
  }
  return null;
}

/**
 * The newest month paid out to the employee: their latest approved or paid run. An employee's own list
 * holds released runs only; someone who also sees others' runs gets theirs filtered to their own.
 */
export function latestReleasedRun<R extends Pick<PayrollRun, 'year' | 'month' | 'status'>>(
  runs: readonly R[],
): R | null {
  const counted = runs.filter((run) => (COUNTED_RUN_STATUSES as readonly string[]).includes(run.status));
  return counted.reduce<R | null>(
    (latest, run) =>
      latest === null || run.year * 12 + run.month > latest.year * 12 + latest.month ? run : latest,
    null,
  );
}

/** The balances worth a tile: a type with nothing allocated, used or left (Loss of Pay, as a rule) is left out. */
export const shownBalances = <
  B extends Pick<
    LeaveBalance,
    'allocated_days' | 'carried_forward_days' | 'used_days' | 'pending_days' | 'remaining_days'
  >,
>(
  balances: readonly B[],
): B[] =>
  balances.filter((b) =>
    [b.allocated_days, b.carried_forward_days, b.used_days, b.pending_days, b.remaining_days].some(
      (d) => d !== 0,
    ),
  );

/** Who may list payroll runs at all (GET /payroll-runs); anyone else sees no payslip card. */
export const PAYROLL_READERS: readonly Permission[] = [
  'view-payroll',
  'process-payroll',
  'approve-payroll',
  'mark-payroll-paid',
];

/** How many waiting requests the approvals card lists; the rest are on /approvals. */
export const APPROVALS_SHOWN = 3;

/** How many of the user's tasks to do the tasks card lists; the rest are on /my-tasks. */
export const TASKS_SHOWN = 3;

/** How many of the user's own requests the requests card lists. */
export const REQUESTS_SHOWN = 5;

/** How many holidays ahead the holidays card lists. */
export const HOLIDAYS_SHOWN = 4;

/** The next observed holidays from today (today's included), soonest first. */
export function upcomingHolidays<H extends { date: string; observed: boolean }>(
  holidays: readonly H[],
  today: string,
  limit: number,
): H[] {
  return holidays
    .filter((h) => h.observed && h.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Tue" for 2026-11-10. */
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] as string;

/** "10 Nov": a celebration's day and month, never a year. */
export const dayAndMonth = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
