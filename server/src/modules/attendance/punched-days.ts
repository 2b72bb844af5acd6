/**
 * Days worked as a biometric device's punches show them, for the attendance-devices module: each day's record
 * made or remade from its punches with method 'device', scored as a web clock scores it. A day someone
 * recorded another way (the web clock, HR by hand, an approved request) stays theirs; a month locked, or
 * whose payroll is approved or paid, keeps its days as they are (the punches are kept all the same); an
 * unapproved run of a month follows the new days.
 */
import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { ShiftRow } from '../shifts/public';
import { type DayRecord, lateMinutes } from './engine/clock';
import { followRun, openMonthRun } from './month-run';
import { clockEmployee, insertRecordOnce, type RecordValues, recordOn, updateRecord } from './queries';
import { type ClockEmployee, rescoreWeeks, rulesOf, scoreWorkedDay } from './scoring';

export type PunchedDay = DayRecord & {
  date: string;
  clockIn: Date;
  /** The shift the day's punches were grouped under (null: the built-in day). */
  shift: ShiftRow | null;
};

/** Days written (made or changed), and days left as they were though their punches changed. */
export type PunchedOutcome = { updated: number; skipped: number };

/** The time a day's shift starts, "HH:MM:SS" (the built-in day's without a shift): where its punches begin. */
export const shiftStartTime = (shift: ShiftRow | null) => rulesOf(shift).startTime;

/** A month left as it is: locked, paid, or with a run to follow and nobody to follow it as. */
class MonthKept extends Error {}

/** What a day's record becomes: its punches' times, scored once the day has a clock-out. */
async function dayValues(tx: DbOrTx, employee: ClockEmployee, day: PunchedDay) {
  const rules = rulesOf(day.shift);
  const scored = day.clockOut ? await scoreWorkedDay(tx, employee, day.date, day, rules) : null;
  const late = scored?.lateMinutes ?? lateMinutes(day.clockIn, rules, DEFAULT_TIME_ZONE);
  return {
    shift_id: day.shift?.id ?? null,
    clock_in: day.clockIn,
    clock_out: day.clockOut,
    lunch_break_start: day.lunchStart,
    lunch_break_end: day.lunchEnd,
    total_hours: scored ? scored.totalHours.toFixed(2) : null,
    worked_hours: scored ? scored.workedHours.toFixed(2) : null,
    late_minutes: late,
    status: scored?.status ?? (late > 0 ? 'late' : 'present'),
  } satisfies Partial<RecordValues>;
}

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

function unchanged(
  before: NonNullable<Awaited<ReturnType<typeof recordOn>>>,
  after: Awaited<ReturnType<typeof dayValues>>,
) {
  return (
    before.shift_id === after.shift_id &&
    sameInstant(before.clock_in, after.clock_in) &&
    sameInstant(before.clock_out, after.clock_out) &&
    sameInstant(before.lunch_break_start, after.lunch_break_start) &&
    sameInstant(before.lunch_break_end, after.lunch_break_end) &&
    before.total_hours === after.total_hours &&
    before.worked_hours === after.worked_hours &&
    before.late_minutes === after.late_minutes &&
    before.status === after.status
  );
}

/**
 * One day written from its punches: 'updated', 'unchanged', or 'kept' (the day is someone else's). Its week's
 * overtime is the caller's to work out again, once a week however many of its days changed.
 */
async function writeDay(tx: DbOrTx, employee: ClockEmployee, day: PunchedDay) {
  const existing = await recordOn(tx, employee.id, day.date);
  if (existing && existing.method !== 'device') return 'kept';
  const values = await dayValues(tx, employee, day);
  if (existing) {
    if (unchanged(existing, values)) return 'unchanged';
    // Other times than the ones approved: the day waits for approval again.
    await updateRecord(tx, existing.id, {
      ...values,
      is_approved: false,
      approved_by: null,
      approved_at: null,
    });
  } else {
    const made = await insertRecordOnce(tx, {
      employee_id: employee.id,
      attendance_date: day.date,
      method: 'device',
      ...values,
    });
    // A clock-in or an entry made meanwhile owns the day.
    if (made === null) return 'kept';
  }
  return 'updated';
}

/**
 * Writes an employee's days from their punches (each day from ALL its punches), in the caller's transaction,
 * which holds the employee's lock. Each month is written under a savepoint: refused there (locked, approved
 * or paid; a run to follow and no `by`; a run that could not follow), its days are left as they were and
 * counted skipped. `by` is who the run is recomputed as. Days outside the employment are skipped too.
 */
export async function applyPunchedDays(
  tx: DbOrTx,
  by: Principal | null,
  employeeId: number,
  days: readonly PunchedDay[],
): Promise<PunchedOutcome> {
  const employee = await clockEmployee(tx, employeeId);
  if (!employee) return { updated: 0, skipped: days.length };
  const months = new Map<string, PunchedDay[]>();
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    const employed =
      day.date >= employee.hire_date && (!employee.last_working_day || day.date <= employee.last_working_day);
    if (!employed) continue;
    months.set(day.date.slice(0, 7), [...(months.get(day.date.slice(0, 7)) ?? []), day]);
  }
  const outcome: PunchedOutcome = { updated: 0, skipped: 0 };
  outcome.skipped = days.length - [...months.values()].reduce((n, list) => n + list.length, 0);
  for (const list of months.values()) {
    const first = (list[0] as PunchedDay).date;
    try {
      const written = await tx.transaction(async (savepoint) => {
        const run = await openMonthRun(savepoint, employee, first);
        if (run && !by) throw new MonthKept();
        const updated: string[] = [];
        let kept = 0;
        for (const day of list) {
          const result = await writeDay(savepoint, employee, day);
          if (result === 'updated') updated.push(day.date);
          if (result === 'kept') kept += 1;
        }
        await rescoreWeeks(savepoint, employee, updated);
        if (run && by && updated.length) await followRun(savepoint, by, employee.id, first);
        return { updated: updated.length, kept };
      });
      outcome.updated += written.updated;
      outcome.skipped += written.kept;
    } catch (err) {
      const refused = err instanceof MonthKept || (err instanceof AppError && err.statusCode === 409);
      if (!refused) throw err;
      outcome.skipped += list.length;
    }
  }
  return outcome;
}
