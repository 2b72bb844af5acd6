/**
 * What a worked day off earns (pure): the day's attendance says whether, and how much, was worked — a full
 * day (present, late, or worked from home) earns a day of compensatory off, a half day half a day, anything
 * else nothing. A holiday worked on a weekly off is the holiday (its name is what the employee gave up).
 */
import type { CompOffDayKind } from '@hrms/contracts/comp-off';
import type { AttendanceStatus } from '@hrms/contracts/enums';
import { addDays } from '../../../platform/dates';

const EARNS: Partial<Record<AttendanceStatus, number>> = {
  present: 1,
  late: 1,
  work_from_home: 1,
  half_day: 0.5,
};

/** Days of comp-off a day's attendance earns: 1, 0.5 or 0 (no record, absent, on leave, a marked off day). */
export const earnedDays = (status: string | null | undefined): number =>
  status ? (EARNS[status as AttendanceStatus] ?? 0) : 0;

/** Which day off a date is, if any: a holiday the employee observes wins over a weekly off. */
export function dayOffKind(holidayName: string | null, weeklyOff: boolean): CompOffDayKind | null {
  if (holidayName !== null) return 'holiday';
  return weeklyOff ? 'weekly_off' : null;
}

/**
 * The last day a comp-off for a day can be asked for (and its credit used): the rule's expiry days after the
 * day worked; null when the rule sets none (the year's end).
 */
export const askBy = (workDate: string, expiryDays: number | null): string | null =>
  expiryDays === null ? null : addDays(workDate, expiryDays);
