import { type ShiftRules, scheduledWorkMinutes } from './clock';

/**
 * Overtime (pure): work beyond a day's limit and beyond a week's (OSH Code 2020 s.25(1) and s.27(1); the
 * Factories Act 1948 s.51, s.54 and s.59 before it). Minutes are whole; the limits come from the HOURS
 * statutory rules in force (data).
 */
export type WorkedDay = {
  date: string;
  workedMinutes: number;
  /** Work up to this many minutes is the day's ordinary work; anything beyond it is overtime. */
  ordinaryMinutes: number;
};

/**
 * A day's ordinary work: the daily limit or the shift's scheduled work, whichever is later — a 12-hour shift's
 * ninth hour is not overtime of its own day if the shift schedules it, though the week's limit still counts it.
 */
export const ordinaryMinutes = (shift: ShiftRules, dailyHours: number) =>
  Math.max(Math.round(dailyHours * 60), scheduledWorkMinutes(shift));

/**
 * Each day's overtime minutes in one week, days in date order. A day's work beyond its ordinary minutes is
 * overtime; what remains ordinary adds up through the week, and the part of it past the weekly limit is
 * overtime too, on the day that passes it. An hour is never counted twice: five 8-hour days and a 10-hour
 * Saturday are 2 hours (the Saturday's), not 2 for the day and 2 more for the week.
 */
export function weekOvertime(days: readonly WorkedDay[], weeklyHours: number): Map<string, number> {
  const weeklyLimit = Math.round(weeklyHours * 60);
  const result = new Map<string, number>();
  let ordinarySoFar = 0;
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    const daily = Math.max(0, day.workedMinutes - day.ordinaryMinutes);
    const ordinary = day.workedMinutes - daily;
    const beyondWeek = Math.max(0, ordinarySoFar + ordinary - Math.max(weeklyLimit, ordinarySoFar));
    ordinarySoFar += ordinary;
    result.set(day.date, daily + beyondWeek);
  }
  return result;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The week (first and last date) a date falls in, weeks starting on `startsOn` (0 = Sunday). */
export function weekOf(date: string, startsOn: number) {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const from = addDays(date, -((weekday - startsOn + 7) % 7));
  return { from, to: addDays(from, 6) };
}

/** The calendar quarter (January–March, April–June, …) a date falls in (Factories Act s.64, Explanation). */
export function quarterOf(date: string) {
  const year = Number(date.slice(0, 4));
  const first = Math.floor((Number(date.slice(5, 7)) - 1) / 3) * 3 + 1;
  const last = first + 2;
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return { from: `${year}-${mm(first)}-01`, to: `${year}-${mm(last)}-${lastDay}` };
}
