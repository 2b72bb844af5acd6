import type { ShiftRef } from '@hrms/contracts/shifts';
import { formatNumber } from '@/lib/format';

/** The days of the week as a shift's weekly offs number them, 0 = Sunday … 6 = Saturday. */
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

type Times = { start_time: string; end_time: string };

/** "06:00:00" → "06:00": the API's times carry seconds the screens never show. */
export const clock = (time: string) => time.slice(0, 5);

/** A shift ending before it starts runs past midnight (a night shift), and counts on the day it starts. */
export const endsNextDay = (start: string, end: string) => clock(end) < clock(start);

/** "22:00–06:00". */
export const shiftTimes = (s: Times) => `${clock(s.start_time)}–${clock(s.end_time)}`;

/** How a shift is offered in a pick list: "Night 22:00–06:00 (ends next day)". */
export function shiftOptionLabel(s: ShiftRef): string {
  return `${s.name} ${shiftTimes(s)}${s.crosses_midnight ? ' (ends next day)' : ''}`;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes from start to end, past midnight when it ends before it starts (a whole day when they are equal). */
export function spanMinutes(start: string, end: string): number {
  return (minutesOf(end) - minutesOf(start) + 1440) % 1440 || 1440;
}

/** "7.5 h", "8 h", "4.25 h". */
export const hoursLabel = (hours: number) => `${formatNumber(hours)} h`;

/** "Sun, Sat"; "None" for a shift worked every day. */
export function weeklyOffsLabel(offs: readonly number[]): string {
  if (!offs.length) return 'None';
  return [...offs]
    .sort((a, b) => a - b)
    .map((d) => WEEKDAY_SHORT[d] ?? String(d))
    .join(', ');
}
