/**
 * Which days of an attendance request count (pure): the working days of its range, that is neither the
 * employee's weekly offs (of the week in force on each date), nor holidays they observe, nor days of
 * approved leave. Approved, these are the days recorded as worked; the monthly limits count them too.
 * Dates are ISO strings (YYYY-MM-DD) handled as calendar days in UTC.
 */
import type { WeeklyOff } from '@hrms/contracts/leave-policies';
import { eachDate, isWeeklyOff } from '../../leave/public';

export type DayCalendar = {
  /** The weekly offs of the working week in force on a date. */
  weeklyOffsOn: (date: string) => readonly WeeklyOff[];
  holidays: ReadonlySet<string>;
  /** Dates of whole days of approved leave (a half day leaves the other half to work). */
  leave: ReadonlySet<string>;
};

const DAY_MS = 86_400_000;

/** Calendar days from one date to another, both counted. */
export const calendarDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export function countedDates(from: string, to: string, calendar: DayCalendar): string[] {
  return [...eachDate(from, to)].filter(
    (date) =>
      !isWeeklyOff(calendar.weeklyOffsOn(date), date) &&
      !calendar.holidays.has(date) &&
      !calendar.leave.has(date),
  );
}

/** How many of the dates fall in each month ('YYYY-MM'), in date order. */
export function daysByMonth(dates: readonly string[]): Map<string, number> {
  const months = new Map<string, number>();
  for (const date of [...dates].sort()) {
    const month = date.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + 1);
  }
  return months;
}

/** The first and last day of the months a range touches: the span a monthly limit reads. */
export function monthsAround(from: string, to: string): { from: string; to: string } {
  const end = new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)), 0));
  return { from: `${from.slice(0, 7)}-01`, to: end.toISOString().slice(0, 10) };
}
