/**
 * The working week (pure): which days are weekly offs under a pattern of [{ weekday, weeks }], where a
 * weekday listed without weeks is off every week and with weeks only in those weeks of the month. A month's
 * nth Saturday falls on its days 7n-6 to 7n, so "week" is the day of the month divided by seven, rounded up:
 * the 2nd and 4th Saturdays off is [{ weekday: 6, weeks: [2, 4] }].
 */
import type { WeeklyOff } from '@hrms/contracts/leave-policies';

/** Saturday and Sunday off: the week of anyone whose policy and shift say nothing else. */
export const SATURDAY_SUNDAY: readonly WeeklyOff[] = [{ weekday: 0 }, { weekday: 6 }];

/** A pattern of days off every week, from a shift's list of weekdays. */
export const everyWeek = (weekdays: readonly number[]): WeeklyOff[] =>
  weekdays.map((weekday) => ({ weekday }));

export const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** Which occurrence of its weekday in the month a date is (1–5). */
export const weekOfMonth = (iso: string) => Math.ceil(Number(iso.slice(8, 10)) / 7);

export function isWeeklyOff(offs: readonly WeeklyOff[], iso: string, weekday = weekdayOf(iso)): boolean {
  for (const off of offs) {
    if (off.weekday === weekday) return !off.weeks?.length || off.weeks.includes(weekOfMonth(iso));
  }
  return false;
}
