/**
 * The monthly limits of a leave policy's request_limits (pure): days of a request type an employee may ask
 * for in a month, counting what is pending or approved already. Null: that month has no limit.
 */
import type { AttendanceRequestType } from '@hrms/contracts/attendance-requests';
import { monthYearName } from '../../../platform/dates';

export type Breach = { month: string; limit: number; already: number };

/**
 * The first month (in date order) where what is already asked for plus what is asked now exceeds the
 * month's limit; null when every month keeps within its own.
 */
export function firstBreach(
  asked: ReadonlyMap<string, number>,
  already: ReadonlyMap<string, number>,
  limitOf: (month: string) => number | null,
): Breach | null {
  for (const month of [...asked.keys()].sort()) {
    const limit = limitOf(month);
    const before = already.get(month) ?? 0;
    if (limit !== null && before + (asked.get(month) ?? 0) > limit) return { month, limit, already: before };
  }
  return null;
}

const TYPE_WORDS: Record<AttendanceRequestType, string> = {
  regularisation: 'regularisation',
  on_duty: 'on duty',
  work_from_home: 'work from home',
};

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** "You may ask for at most 4 days of work from home in December 2026; 3 are already asked for." */
export function breachMessage(type: AttendanceRequestType, b: Breach): string {
  const period = monthYearName({ year: Number(b.month.slice(0, 4)), month: Number(b.month.slice(5, 7)) });
  const already =
    b.already === 0
      ? 'none is asked for yet'
      : `${b.already} ${b.already === 1 ? 'is' : 'are'} already asked for`;
  return `You may ask for at most ${days(b.limit)} of ${TYPE_WORDS[type]} in ${period}; ${already}.`;
}
