import type { AttendanceRecord, AttendanceUpdateRequest } from '@hrms/contracts/attendance';
import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import type { Db } from '../../db/client';
import { changedFields, recordAudit } from '../../platform/audit';
import { can, type Principal } from '../../platform/auth/principal';
import { isoOrNull, shortDate } from '../../platform/dates';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import { type DayRecord, lateMinutes } from './engine/clock';
import { followRun, openMonthRun } from './month-run';
import { tellApprovers } from './notifications';
import { clockEmployee, lockRecord, updateRecord } from './queries';
import { dayInstants, rescoreWeek, rulesOf, scoreWorkedDay, shiftForDay } from './scoring';
import { getRecord, loadRecord, ownRecordKeptApart } from './service';

const ZONE = DEFAULT_TIME_ZONE;

export type Correction = {
  attendance: AttendanceRecord;
  /** The employee's run of the month, recomputed from the corrected record; null when there is none. */
  payroll_run: { id: number; status: string } | null;
};

/** A lunch break stays only while it lies within the corrected day; otherwise it is dropped. */
function lunchWithin(day: DayRecord, start: Date | null, end: Date | null) {
  const clockIn = day.clockIn as Date;
  const inside = (t: Date | null) => t !== null && t >= clockIn && (!day.clockOut || t <= day.clockOut);
  return inside(start) && (end === null || inside(end))
    ? { lunchStart: start, lunchEnd: end }
    : { lunchStart: null, lunchEnd: null };
}

/**
 * HR corrects a record's times and status (manage-attendance). The day is scored again as clocking scores
 * it, the record goes back to pending approval with who changed it and why, the change is audited, and the
 * employee's unapproved run of that month is recomputed in the same transaction. An approved or paid run
 * locks the month: its attendance no longer changes (409). The company's approvers are told it waits for
 * approval (attendance.approval_needed), in the same transaction.
 */
export async function correctAttendance(
  db: Db,
  principal: Principal,
  id: number,
  input: AttendanceUpdateRequest,
): Promise<Correction> {
  return db.transaction(async (tx) => {
    const seen = await loadRecord(tx, principal, id);
    if (!can(principal, 'manage-attendance')) throw forbidden();
    if (seen.record.employee_id === (await ownRecordKeptApart(tx, principal))) {
      throw forbidden('You cannot correct your own attendance');
    }
    // Locked and read again: parallel corrections apply one after the other, each on the last one's result.
    const before = await lockRecord(tx, id);
    if (!before) throw notFound('Attendance record');
    const date = before.attendance_date;
    const now = new Date();
    const employee = await clockEmployee(tx, before.employee_id);
    if (!employee) throw notFound('Attendance record');
    const rules = rulesOf(await shiftForDay(tx, employee.id, date, before.shift_id));
    const day: DayRecord = {
      ...dayInstants(date, input.clock_in, input.clock_out, rules),
      lunchStart: null,
      lunchEnd: null,
    };
    if ((day.clockIn as Date) > now) {
      throw fieldError('clock_in', 'The clock in time cannot be in the future.');
    }
    if (day.clockOut && day.clockOut > now) {
      throw fieldError('clock_out', 'The clock out time cannot be in the future.');
    }
    Object.assign(day, lunchWithin(day, before.lunch_break_start, before.lunch_break_end));

    const run = await openMonthRun(
      tx,
      { id: before.employee_id, company_id: seen.employee.company_id },
      date,
    );

    const scored = await scoreWorkedDay(tx, employee, date, day, rules);
    const late = scored?.lateMinutes ?? lateMinutes(day.clockIn as Date, rules, ZONE);
    const values = {
      clock_in: day.clockIn,
      clock_out: day.clockOut,
      lunch_break_start: day.lunchStart,
      lunch_break_end: day.lunchEnd,
      status: input.status ?? scored?.status ?? (late > 0 ? 'late' : 'present'),
      total_hours: scored ? scored.totalHours.toFixed(2) : null,
      worked_hours: scored ? scored.workedHours.toFixed(2) : null,
      late_minutes: late,
    };
    await updateRecord(tx, id, {
      ...values,
      is_approved: false,
      approved_by: null,
      approved_at: null,
      entered_by: principal.userId,
      entry_reason: input.reason,
    });
    // The corrected hours can change the overtime of this day and of the later days of its week.
    await rescoreWeek(tx, employee, date);

    const comparable = (v: typeof values | typeof before) => ({
      clock_in: isoOrNull(v.clock_in),
      clock_out: isoOrNull(v.clock_out),
      lunch_break_start: isoOrNull(v.lunch_break_start),
      lunch_break_end: isoOrNull(v.lunch_break_end),
      status: v.status,
      total_hours: v.total_hours === null ? null : Number(v.total_hours),
      worked_hours: v.worked_hours === null ? null : Number(v.worked_hours),
      late_minutes: v.late_minutes,
    });
    await recordAudit(tx, principal, {
      action: 'attendance.corrected',
      entity_type: 'attendance',
      entity_id: id,
      company_id: seen.employee.company_id,
      summary: `Corrected the attendance of ${seen.employee.first_name} ${seen.employee.last_name} on ${shortDate(date)}`,
      changes: {
        ...changedFields(comparable(before), comparable(values)),
        was_approved: before.is_approved,
        reason: input.reason,
        rule: scored?.rule ?? null,
      },
    });

    await tellApprovers(
      tx,
      {
        id: seen.employee.id,
        name: `${seen.employee.first_name} ${seen.employee.last_name}`,
        companyId: seen.employee.company_id,
      },
      [
        {
          id,
          date,
          status: values.status,
          clockIn: values.clock_in,
          clockOut: values.clock_out,
          totalHours: values.total_hours,
        },
      ],
      principal,
      input.reason,
    );

    const recomputed = run ? await followRun(tx, principal, before.employee_id, date) : null;
    return { attendance: await getRecord(tx, principal, id), payroll_run: recomputed };
  });
}
