// How a day and its week are scored: the shift's and the hours rules in force, the day's times, its hours and its overtime.
import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import type { HoursRates } from '@hrms/contracts/statutory';
import type { DbOrTx } from '../../db/client';
import type { shifts } from '../../db/schema/attendance';
import { fieldError } from '../../platform/errors';
import { dayShifts, endsNextDay, shiftOn, shiftsById } from '../shifts/public';
import { hoursFor, ratesInForce, ratesInForceOn } from '../statutory/public';
import { type DayRecord, hoursOf, type ShiftRules, scoreDay } from './engine/clock';
import { ordinaryMinutes, weekOf, weekOvertime } from './engine/overtime';
import { claimChanged } from './overtime-chain';
import {
  type clockEmployee,
  closedMonthsOf,
  findShift,
  setOvertimeClaim,
  workedDaysBetween,
} from './queries';

export type ClockEmployee = NonNullable<Awaited<ReturnType<typeof clockEmployee>>>;

/** Employees without a shift work 09:30–18:30 with 15 minutes' grace and an hour's unpaid break. */
export const DEFAULT_SHIFT_RULES: ShiftRules = {
  startTime: '09:30:00',
  endTime: '18:30:00',
  graceMinutes: 15,
  fullDayHours: 4.5,
  halfDayHours: 2.25,
  breakMinutes: 60,
};

/** A shift as the clock rules read it. */
export function rulesOf(shift: typeof shifts.$inferSelect | null): ShiftRules {
  return shift
    ? {
        startTime: shift.start_time,
        endTime: shift.end_time,
        graceMinutes: shift.grace_minutes,
        fullDayHours: Number(shift.full_day_hours),
        halfDayHours: Number(shift.half_day_hours),
        breakMinutes: shift.break_minutes,
      }
    : DEFAULT_SHIFT_RULES;
}

/** The hours-of-work rules in force for an employee on a date (their branch's state, else the national ones). */
export async function hoursRulesFor(db: DbOrTx, employee: ClockEmployee, date: string) {
  return hoursFor(await ratesInForce(db, employee.country_id, date), employee.state_code);
}

/**
 * Works out the overtime of the employee's week around `date` again, after a day in it was clocked out,
 * entered or corrected: a day's hours can move a later day past the weekly limit. Days of a month whose payroll
 * is approved or paid keep what was paid. An employee not eligible for overtime (or a company without hours
 * rules) claims none.
 */
export async function rescoreWeek(tx: DbOrTx, employee: ClockEmployee, date: string) {
  const rules = await hoursRulesFor(tx, employee, date);
  const week = weekOf(date, rules?.week_starts_on ?? 0);
  const days = await workedDaysBetween(tx, employee.id, week.from, week.to);
  if (!days.length) return;
  const overtime = rules && employee.overtime_eligible ? await weekMinutes(tx, employee, days, rules) : null;
  const closed = await closedMonthsOf(tx, employee.id, week.from, week.to);
  for (const day of days) {
    if (closed.has(day.date.slice(0, 7))) continue;
    const changed = await setOvertimeClaim(tx, day.id, hoursOf(overtime?.get(day.date) ?? 0).toFixed(2));
    if (changed !== null) await claimChanged(tx, employee, day.id, changed);
  }
}

/** The overtime of each week holding a changed day worked out again, once a week however many days changed. */
export async function rescoreWeeks(tx: DbOrTx, employee: ClockEmployee, dates: readonly string[]) {
  if (!dates.length) return;
  const rates = await ratesInForceOn(tx, employee.country_id, [...dates]);
  const weeks = new Map<string, string>();
  for (const date of dates) {
    const inForce = rates.get(date);
    const rules = inForce ? hoursFor(inForce, employee.state_code) : null;
    const week = weekOf(date, rules?.week_starts_on ?? 0);
    if (!weeks.has(week.from)) weeks.set(week.from, date);
  }
  for (const date of weeks.values()) await rescoreWeek(tx, employee, date);
}

async function weekMinutes(
  tx: DbOrTx,
  employee: ClockEmployee,
  days: Awaited<ReturnType<typeof workedDaysBetween>>,
  rules: HoursRates,
) {
  const first = days[0]?.date ?? '';
  const planned = await dayShifts(tx, [employee.id], { from: first, to: days.at(-1)?.date ?? first });
  const recorded = new Map(
    (
      await shiftsById(
        tx,
        days.flatMap((d) => d.shift_id ?? []),
      )
    ).map((s) => [s.id, s]),
  );
  return weekOvertime(
    days.map((d) => ({
      date: d.date,
      workedMinutes: Math.round(Number(d.worked_hours ?? 0) * 60),
      ordinaryMinutes: ordinaryMinutes(
        rulesOf(
          d.shift_id === null ? planned.shiftOf(employee.id, d.date) : (recorded.get(d.shift_id) ?? null),
        ),
        rules.daily_hours,
      ),
    })),
    rules.weekly_hours,
  );
}

/**
 * The shift a day is scored against: the one its record was made under, else the one the employee works that
 * day (a change, a roster, their own, their department's or the company default).
 */
export async function shiftForDay(
  db: DbOrTx,
  employeeId: number,
  date: string,
  recorded: number | null = null,
) {
  return recorded === null ? shiftOn(db, employeeId, date) : findShift(db, recorded);
}

/** A shift that ends before it starts runs past midnight: its day is the one it starts on. */
export const crossesMidnight = (shift: ShiftRules) => endsNextDay(shift.startTime, shift.endTime);

/**
 * A day's clock times (HH:MM in IST) as instants on its date; on a night shift a clock-out earlier than the
 * clock-in is the next morning's. A clock-out not after the clock-in otherwise answers 422.
 */
export function dayInstants(
  date: string,
  clockIn: string,
  clockOut: string | null | undefined,
  shift: ShiftRules,
) {
  const instant = (hhmm: string, days = 0) => {
    const at = new Date(`${date}T${hhmm}:00+05:30`);
    at.setUTCDate(at.getUTCDate() + days);
    return at;
  };
  if (clockOut && clockOut <= clockIn && !(crossesMidnight(shift) && clockOut < clockIn)) {
    throw fieldError('clock_out', 'Clock out time must be after clock in time');
  }
  return {
    clockIn: instant(clockIn),
    clockOut: clockOut ? instant(clockOut, clockOut < clockIn ? 1 : 0) : null,
  };
}

/** A finished day scored with the hours rules in force for the employee on its date. */
export async function scoreWorkedDay(
  db: DbOrTx,
  employee: ClockEmployee,
  date: string,
  day: DayRecord,
  shift: ShiftRules,
) {
  const rules = await hoursRulesFor(db, employee, date);
  // Without hours rules no break is owed beyond the one clocked.
  return scoreDay(
    day,
    shift,
    DEFAULT_TIME_ZONE,
    rules?.rest_interval_after_hours ?? Number.POSITIVE_INFINITY,
  );
}
