/**
 * The days of an approved attendance request (regularisation, on duty, work from home) recorded as worked,
 * for the attendance-requests module: the month's rules are the ones a day entered by hand follows (a month
 * locked, or whose payroll is approved or paid, refuses; an unapproved run follows the new days).
 */

import { ATTENDANCE_REQUEST_LABELS, type AttendanceRequestType } from '@hrms/contracts/attendance-requests';
import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { fieldError, notFound } from '../../platform/errors';
import { dayShifts } from '../shifts/public';
import type { DayRecord } from './engine/clock';
import { followRun, openMonthRun } from './month-run';
import { clockEmployee, insertRecordOnce, type RecordValues, recordOn, updateRecord } from './queries';
import {
  type ClockEmployee,
  dayInstants,
  rescoreWeeks,
  rulesOf,
  scoreWorkedDay,
  shiftForDay,
} from './scoring';

/** Statuses of a day already worked: an on-duty or work-from-home request leaves such a day as it is. */
const WORKED = ['present', 'late', 'work_from_home'];

/** Refuses (409) to change the month of `date` once it is locked or its payroll run is approved or paid. */
export async function assertMonthEditable(
  tx: DbOrTx,
  employee: { id: number; company_id: number },
  date: string,
): Promise<void> {
  await openMonthRun(tx, employee, date);
}

/**
 * A request's times as the day's clock reads them (HH:MM in the company's zone, a night shift's clock-out
 * the next morning): 422 when the finish is not after the start, or, for days already past (`notAfter`),
 * when either lies in the future.
 */
export async function assertRequestedTimes(
  db: DbOrTx,
  employeeId: number,
  date: string,
  times: { clockIn: string; clockOut: string },
  notAfter: Date | null,
): Promise<void> {
  const employee = await clockEmployee(db, employeeId);
  if (!employee) throw notFound('Employee');
  const rules = rulesOf(await shiftForDay(db, employee.id, date));
  const at = dayInstants(date, times.clockIn.slice(0, 5), times.clockOut.slice(0, 5), rules);
  if (notAfter && at.clockIn > notAfter) {
    throw fieldError('clock_in', 'The starting time cannot be in the future.');
  }
  if (notAfter && at.clockOut && at.clockOut > notAfter) {
    throw fieldError('clock_out', 'The finishing time cannot be in the future.');
  }
}

export type RequestedDays = {
  requestId: number;
  employeeId: number;
  type: AttendanceRequestType;
  /** The working days the request counts, in date order. */
  dates: readonly string[];
  clockIn: string | null;
  clockOut: string | null;
  reason: string;
};

/** What a day's record becomes: a regularisation's times scored as clocking scores them, else the status. */
async function dayValues(
  tx: DbOrTx,
  employee: ClockEmployee,
  date: string,
  rules: ReturnType<typeof rulesOf>,
  r: RequestedDays,
): Promise<Partial<RecordValues> & { status: string }> {
  const status = r.type === 'work_from_home' ? 'work_from_home' : 'present';
  if (!r.clockIn || !r.clockOut || r.type === 'work_from_home') return { status };
  const times = dayInstants(date, r.clockIn.slice(0, 5), r.clockOut.slice(0, 5), rules);
  const day: DayRecord = { ...times, lunchStart: null, lunchEnd: null };
  const scored = await scoreWorkedDay(tx, employee, date, day, rules);
  return {
    clock_in: day.clockIn,
    clock_out: day.clockOut,
    lunch_break_start: null,
    lunch_break_end: null,
    total_hours: scored ? scored.totalHours.toFixed(2) : null,
    worked_hours: scored ? scored.workedHours.toFixed(2) : null,
    // Away on duty is not late: only a regularisation is held to the shift's start.
    late_minutes: r.type === 'regularisation' ? (scored?.lateMinutes ?? 0) : 0,
    status: r.type === 'regularisation' ? (scored?.status ?? status) : status,
  };
}

/**
 * Records each counted day of an approved request as worked, in the approval's transaction, approved by the
 * decider: a regularisation sets the day's times (a wrong punch is put right), on duty marks it present,
 * work from home marks it so; a day already worked stays as it is for the last two. Each month is checked
 * once (409 when locked or paid), the week's overtime is worked out again, and an unapproved run of a month
 * touched is recomputed. Returns how many days it recorded.
 */
export async function applyRequestedDays(tx: DbOrTx, by: Principal, r: RequestedDays): Promise<number> {
  const employee = await clockEmployee(tx, r.employeeId);
  if (!employee) throw notFound('Employee');
  const runs = new Map<string, { date: string; followed: boolean }>();
  const now = new Date();
  const common = {
    method: 'request',
    is_approved: true,
    approved_by: by.userId,
    approved_at: now,
    entered_by: by.userId,
    entry_reason: `${ATTENDANCE_REQUEST_LABELS[r.type]} request #${r.requestId}: ${r.reason}`,
  };
  let recorded = 0;
  const written: string[] = [];
  const sorted = [...r.dates].sort();
  // The shifts the request's days have, read once for them all (a day already recorded keeps its own).
  const planned = await dayShifts(tx, [employee.id], {
    from: sorted[0] ?? '',
    to: sorted.at(-1) ?? '',
  });
  for (const date of r.dates) {
    const month = date.slice(0, 7);
    if (!runs.has(month))
      runs.set(month, { date, followed: (await openMonthRun(tx, employee, date)) !== null });
    const existing = await recordOn(tx, employee.id, date);
    if (r.type !== 'regularisation' && existing && WORKED.includes(existing.status)) continue;
    const shift =
      existing?.shift_id != null
        ? await shiftForDay(tx, employee.id, date, existing.shift_id)
        : planned.shiftOf(employee.id, date);
    const rules = rulesOf(shift);
    const values = { ...(await dayValues(tx, employee, date, rules, r)), ...common };
    if (existing) await updateRecord(tx, existing.id, values);
    else {
      const made = await insertRecordOnce(tx, {
        employee_id: employee.id,
        attendance_date: date,
        shift_id: shift?.id ?? null,
        ...values,
      });
      // A clock-in made meanwhile won the insert: the request's values go over it, as over any record.
      const raced = made === null ? await recordOn(tx, employee.id, date) : null;
      if (raced) await updateRecord(tx, raced.id, values);
    }
    written.push(date);
    recorded += 1;
  }
  await rescoreWeeks(tx, employee, written);
  for (const { date, followed } of runs.values()) {
    if (followed) await followRun(tx, by, employee.id, date);
  }
  return recorded;
}
