import { attendanceUpdateRequest, manualEntryRequest } from '@hrms/contracts/attendance';
import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { ATTENDANCE_STATUSES } from '@hrms/contracts/enums';
import { zonedParts } from '@hrms/contracts/time-zone';
import type { Db, DbOrTx } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import type { Principal } from '../../../platform/auth/principal';
import { todayIn } from '../../../platform/dates';
import { AppError } from '../../../platform/errors';
import { firstDayOf, lastDayOf, periodOf } from '../../../platform/period';
import { correctAttendance, manualEntry, recordOn, recordsForExport } from '../../attendance/public';
import { DATE_FORMATS } from '../engine/cells';
import { employeeOfRow } from './shared';
import {
  type CellProblem,
  type ImportTypeDefinition,
  keyOfParts,
  RowProblems,
  type RowValues,
  text,
  zodProblems,
} from './type';

const ZONE = DEFAULT_TIME_ZONE;

/** A clock time as the forms take it (HH:MM): 9:30 and 09:30:00 are read as 09:30; anything else is left for the form's message. */
function timeOf(values: RowValues, column: string): string | undefined {
  if (values[column] === undefined) return undefined;
  const raw = text(values, column);
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(raw);
  return match ? `${(match[1] as string).padStart(2, '0')}:${match[2]}` : raw;
}

/** An instant as the wall-clock time in India (HH:MM), as the correction form shows it. */
const wallTime = (at: Date | null) => {
  if (!at) return null;
  const { hour, minute } = zonedParts(at, ZONE);
  return `${hour}:${minute}`;
};

/** A refusal by the attendance services for the employee themselves (their own record) lands on their column. */
async function asRowProblems<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 403) {
      throw new RowProblems([{ column: 'employee_id', message: err.message }]);
    }
    throw err;
  }
}

/**
 * Attendance days, one per employee and date: a day without a record is entered as the manual-entry form
 * enters it (auto-approved, with the reason); a day with one is corrected as the edit form corrects it
 * (back to pending approval, the month's unapproved payroll run recomputed). Times are Indian wall-clock
 * times of the day. docs/decisions/imports.md, "Attendance".
 */
export const attendanceImport: ImportTypeDefinition = {
  type: 'attendance',
  permission: 'manage-attendance',
  keyColumn: 'attendance_date',
  columns: [
    {
      name: 'employee_id',
      kind: 'text',
      format: "the employee's code",
      example: 'ACM0001',
      required: true,
    },
    {
      name: 'attendance_date',
      kind: 'date',
      format: `a date, ${DATE_FORMATS}, not in the future; with the employee, finds the day to update`,
      example: '02-12-2026',
      required: true,
    },
    {
      name: 'clock_in',
      kind: 'text',
      format: 'time in India, 24-hour HH:MM',
      example: '09:28',
      required: true,
    },
    {
      name: 'clock_out',
      kind: 'text',
      format: 'time in India, 24-hour HH:MM, after the clock in (earlier only on a night shift)',
      example: '18:35',
      required: false,
    },
    {
      name: 'status',
      kind: 'text',
      format: `${ATTENDANCE_STATUSES.join(' | ')} (a new day: present when left out; a changed day: worked out from the times when left out)`,
      example: 'present',
      required: false,
    },
    {
      name: 'reason',
      kind: 'text',
      format: 'why the day is entered or changed, up to 1000 characters (needed for a new or a changed day)',
      example: 'Moved from the previous attendance system',
      required: true,
    },
  ],
  rowKey: (values) => keyOfParts([text(values, 'employee_id'), text(values, 'attendance_date')]),

  async apply(tx: Db, principal: Principal, values: RowValues) {
    const problems: CellProblem[] = [];
    const employee = await employeeOfRow(tx, principal, values, problems);
    const date = typeof values.attendance_date === 'string' ? values.attendance_date : undefined;
    const existing = employee && date ? await recordOn(tx, employee.id, date) : null;
    const clockIn = timeOf(values, 'clock_in');
    const clockOut = timeOf(values, 'clock_out');
    const status = values.status === undefined ? undefined : text(values, 'status');
    const reason = values.reason === undefined ? undefined : text(values, 'reason');

    if (existing) {
      // The edit form's request: the day's times with the given ones laid over; a status only when given.
      const current = { clock_in: wallTime(existing.clock_in), clock_out: wallTime(existing.clock_out) };
      const same =
        (clockIn === undefined || clockIn === current.clock_in) &&
        (clockOut === undefined || clockOut === current.clock_out) &&
        (status === undefined || status === existing.status);
      // A reason explains a change; with nothing else changed there is nothing to write.
      if (same && !problems.length) return 'unchanged';
      const parsed = attendanceUpdateRequest.safeParse({
        clock_in: clockIn ?? current.clock_in ?? undefined,
        clock_out: clockOut ?? current.clock_out,
        status: status ?? null,
        reason,
      });
      if (!parsed.success) problems.push(...zodProblems(attendanceImport, parsed.error, problems));
      if (problems.length || !parsed.success) throw new RowProblems(problems);
      await asRowProblems(correctAttendance(tx, principal, existing.id, parsed.data));
      return 'updated';
    }

    const parsed = manualEntryRequest.safeParse({
      employee_id: employee?.id,
      attendance_date: date,
      clock_in: clockIn,
      clock_out: clockOut ?? null,
      status,
      reason,
    });
    if (!parsed.success) problems.push(...zodProblems(attendanceImport, parsed.error, problems));
    if (problems.length || !parsed.success) throw new RowProblems(problems);
    await asRowProblems(manualEntry(tx, principal, parsed.data));
    return 'created';
  },

  /** The current month's days (in India's calendar), the month a company switching mid-month brings. */
  async exportRows(db: DbOrTx, principal: Principal, companyId: number | undefined) {
    const month = periodOf(todayIn(ZONE));
    const rows = await recordsForExport(
      db,
      companyScope(principal),
      companyId,
      firstDayOf(month),
      lastDayOf(month),
    );
    return rows.map((r) => ({
      employee_id: r.employee_code,
      attendance_date: r.attendance_date,
      clock_in: wallTime(r.clock_in) ?? '',
      clock_out: wallTime(r.clock_out) ?? '',
      status: r.status,
      reason: r.entry_reason ?? '',
    }));
  },
};
