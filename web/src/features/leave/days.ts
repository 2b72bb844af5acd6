/**
 * Day helpers for the leave screens (pure). How many days a request counts is the server's alone (GET
 * /leave-days: weekly offs, holidays and the policy's sandwich rule); nothing here counts them.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a well-formed, real calendar date ("2026-02-30" is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * A number of days in words: "0.5 day", "1 day", "1.5 days", "2 days", "0 days"; accruals may leave
 * quarter days and hundredths ("1.25 days"), so up to two decimals show.
 */
export function formatDays(days: number): string {
  const n = Number.isInteger(days) ? String(days) : String(Number(days.toFixed(2)));
  return `${n} ${days > 0 && days <= 1 ? 'day' : 'days'}`;
}

/** Notice in words: "1 day's notice", "7 days' notice". */
export const noticeWords = (days: number) => `${formatDays(days)}${days > 1 ? "'" : "'s"} notice`;

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
