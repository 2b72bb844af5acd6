import type { ClockAction } from '@hrms/contracts/enums';
import { zonedParts } from '@hrms/contracts/time-zone';
import { spanMinutes, timeToMinutes } from '../../shifts/public';

/**
 * The rules of the attendance clock (pure): which actions a day's record allows, what an action changes,
 * and how a finished day is scored against its shift. Instants are Date objects; the shift's times are
 * wall-clock times in the company's zone.
 */
export type ShiftRules = {
  startTime: string;
  endTime: string;
  graceMinutes: number;
  /** A full day needs this many hours; fewer make a half day. */
  fullDayHours: number;
  /** A half day needs this many hours; fewer make the day absent. */
  halfDayHours: number;
  /** The shift's unpaid break. */
  breakMinutes: number;
};

export type DayRecord = {
  clockIn: Date | null;
  clockOut: Date | null;
  lunchStart: Date | null;
  lunchEnd: Date | null;
};

export type ClockAbilities = {
  can_clock_in: boolean;
  can_clock_out: boolean;
  can_start_lunch: boolean;
  can_end_lunch: boolean;
};

/** YYYY-MM-DD and minutes since midnight of an instant in a time zone. */
export function wallClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  const parts = zonedParts(instant, timeZone);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60,
  };
}

export function abilities(record: DayRecord | null): ClockAbilities {
  const clockedIn = Boolean(record?.clockIn) && !record?.clockOut;
  const onLunch = clockedIn && Boolean(record?.lunchStart) && !record?.lunchEnd;
  return {
    can_clock_in: !record?.clockIn,
    can_clock_out: clockedIn && !onLunch,
    can_start_lunch: clockedIn && !record?.lunchStart,
    can_end_lunch: onLunch,
  };
}

const REFUSALS: Record<ClockAction, string> = {
  clock_in: 'You have already clocked in today.',
  clock_out: 'You can clock out only after clocking in, and not during a lunch break: end the break first.',
  lunch_start: 'A lunch break can start only once a day, while clocked in.',
  lunch_end: 'There is no lunch break to end.',
};

const ALLOWED: Record<ClockAction, keyof ClockAbilities> = {
  clock_in: 'can_clock_in',
  clock_out: 'can_clock_out',
  lunch_start: 'can_start_lunch',
  lunch_end: 'can_end_lunch',
};

const FIELD: Record<ClockAction, keyof DayRecord> = {
  clock_in: 'clockIn',
  clock_out: 'clockOut',
  lunch_start: 'lunchStart',
  lunch_end: 'lunchEnd',
};

/** The record after an action at `now`, or the reason the action is refused. */
export function applyAction(record: DayRecord | null, action: ClockAction, now: Date): DayRecord | string {
  if (!abilities(record)[ALLOWED[action]]) return REFUSALS[action];
  const base: DayRecord = record ?? { clockIn: null, clockOut: null, lunchStart: null, lunchEnd: null };
  return { ...base, [FIELD[action]]: now };
}

/** Minutes after the shift start, counted only once the grace period has passed. */
export function lateMinutes(clockIn: Date, shift: ShiftRules, timeZone: string): number {
  const late = Math.floor(wallClock(clockIn, timeZone).minutes - timeToMinutes(shift.startTime));
  return late > shift.graceMinutes ? late : 0;
}

const hoursBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;
const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * The status hours earn against the shift's minimums, and, when they fall short of a full day, the rule
 * that decided it ("Worked 0.02 h; a half day needs 2.25 h, so the day counts as absent"). Hours are compared as recorded (two decimals).
 */
export function gradeHours(hours: number, shift: ShiftRules, late: boolean) {
  const halfDay = shift.halfDayHours;
  const worked = `Worked ${hours.toFixed(2)} h`;
  if (hours < halfDay) {
    return {
      status: 'absent',
      rule: `${worked}; a half day needs ${halfDay.toFixed(2)} h, so the day counts as absent`,
    } as const;
  }
  if (hours < shift.fullDayHours) {
    return {
      status: 'half_day',
      rule: `${worked}; a full day needs ${shift.fullDayHours.toFixed(2)} h, so the day counts as a half day`,
    } as const;
  }
  return { status: late ? 'late' : 'present', rule: null } as const;
}

const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);

/** A shift's length, start to end; one that ends before it starts runs past midnight. */
export const shiftSpanMinutes = (shift: ShiftRules) => spanMinutes(shift.startTime, shift.endTime);

/** The work a shift schedules: its span less its unpaid break (09:30–18:30 with an hour's break: 8 hours). */
export const scheduledWorkMinutes = (shift: ShiftRules) =>
  Math.max(0, shiftSpanMinutes(shift) - shift.breakMinutes);

/**
 * Minutes of work in a clocked span: the span less the break taken. A clocked lunch is deducted as clocked; a
 * span longer than `restAfterHours` owes the shift's break as well, so the longer of the two is deducted
 * (OSH Code s.26: an interval for rest after five hours; an unclocked lunch hour is still not work).
 */
export function workedMinutes(record: DayRecord, shift: ShiftRules, restAfterHours: number): number {
  if (!record.clockIn || !record.clockOut) return 0;
  const span = minutesBetween(record.clockIn, record.clockOut);
  const lunch =
    record.lunchStart && record.lunchEnd
      ? Math.max(0, minutesBetween(record.lunchStart, record.lunchEnd))
      : 0;
  const owed = span > restAfterHours * 60 ? shift.breakMinutes : 0;
  return Math.max(0, span - Math.max(lunch, owed));
}

/** Minutes as hours with two decimals, as records keep them. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * A finished day: the time clocked net of the clocked lunch (total), the hours of work net of the break owed
 * (worked), lateness, its status and the rule behind it. Overtime is the week's to work out (engine/overtime).
 */
export function scoreDay(record: DayRecord, shift: ShiftRules, timeZone: string, restAfterHours: number) {
  if (!record.clockIn || !record.clockOut) return null;
  const lunch = record.lunchStart && record.lunchEnd ? hoursBetween(record.lunchStart, record.lunchEnd) : 0;
  const total = twoDecimals(Math.max(0, hoursBetween(record.clockIn, record.clockOut) - lunch));
  const late = lateMinutes(record.clockIn, shift, timeZone);
  const { status, rule } = gradeHours(total, shift, late > 0);
  return {
    totalHours: total,
    workedHours: hoursOf(workedMinutes(record, shift, restAfterHours)),
    lateMinutes: late,
    status,
    rule,
  } as const;
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}
