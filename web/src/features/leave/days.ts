/**
 * Leave arithmetic for the screens (pure). Dates are ISO strings (YYYY-MM-DD) handled as calendar
 * days in UTC, so no time zone can shift a day. The server counts again when a request is submitted,
 * leaving out public holidays as well; the count here is the comfort figure shown while typing.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** True for a well-formed, real calendar date ("2026-02-30" is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = toTime(value);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export const isWeekend = (iso: string) => {
  const day = new Date(toTime(iso)).getUTCDay();
  return day === 0 || day === 6;
};

/** Calendar days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** The date `days` calendar days after (or before) an ISO date. */
export const addDays = (iso: string, days: number) =>
  new Date(toTime(iso) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The days a request would take: the weekdays from start to end inclusive; a half day counts 0.5
 * (on a weekday). 0 while a date is missing or invalid, or the end is before the start.
 */
export function countLeaveDays(start: string, end: string, halfDay: boolean): number {
  if (!isIsoDate(start)) return 0;
  const last = halfDay ? start : end;
  if (!isIsoDate(last) || last < start) return 0;
  let days = 0;
  for (let t = toTime(start); t <= toTime(last); t += DAY_MS) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) days += 1;
  }
  return halfDay ? Math.min(days, 0.5) : days;
}

/** A number of days in words: "0.5 day", "1 day", "1.5 days", "2 days", "0 days". */
export function formatDays(days: number): string {
  const n = Number.isInteger(days) ? String(days) : String(Number(days.toFixed(1)));
  return `${n} ${days > 0 && days <= 1 ? 'day' : 'days'}`;
}

/** How much of a year's entitlement (allocated plus carried forward) is used, 0–100. */
export function usagePercent(used: number, entitlement: number): number {
  if (entitlement <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / entitlement) * 100));
}

export type UsageTone = 'red' | 'yellow' | 'green';

/** The usage bar's colour: red at 90% or more, yellow at 75% or more, otherwise green. */
export function usageTone(percent: number): UsageTone {
  if (percent >= 90) return 'red';
  if (percent >= 75) return 'yellow';
  return 'green';
}

/** The balance screen's year choices: two years back to one year ahead of the current year. */
export function balanceYears(currentYear: number): number[] {
  return [currentYear - 2, currentYear - 1, currentYear, currentYear + 1];
}
