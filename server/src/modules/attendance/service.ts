import type {
  AttendanceListQuery,
  AttendanceRecord,
  AttendanceStatusEntity,
  EmployeeSummary,
  ManualEntryRequest,
} from '@hrms/contracts/attendance';
import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import type {
  AttendancePayBasis,
  AttendanceStatus,
  ClockAction,
  OvertimeStatus,
} from '@hrms/contracts/enums';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, isInCompanyScope, recordScope } from '../../platform/access';
import { can, type Principal } from '../../platform/auth/principal';
import { addDays, iso, isoOrNull, shortDate, todayIn } from '../../platform/dates';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { firstDayOf, lastDayOf, periodOf } from '../../platform/period';
import { decidesRequest } from '../approvals/public';
import { companyYearHolidays, observedHolidays } from '../holidays/public';
import { eachDate, isWeekend, laterOf, SATURDAY_SUNDAY, workWeeks } from '../leave/public';
import { segregationOfDutiesIn } from '../organisation/public';
import { payrollSettingsOf } from '../payroll-settings/public';
import { abilities, applyAction, type DayRecord, distanceMetres, lateMinutes } from './engine/clock';
import { summariseMonth } from './engine/summary';
import { followRun, openMonthRun } from './month-run';
import { tellApproved } from './notifications';
import {
  approvedLeaveBetween,
  approveRecords,
  clockEmployee,
  clockEmployees,
  dashboardFigures,
  findRecord,
  insertRecord,
  insertRecordOnce,
  listRecords,
  type RecordRow,
  recentClockEvents,
  recordOn,
  recordsBetween,
  updateRecordIfEmpty,
} from './queries';
import { crossesMidnight, dayInstants, rescoreWeek, rulesOf, scoreWorkedDay, shiftForDay } from './scoring';

const ZONE = DEFAULT_TIME_ZONE;
const VIEWERS = ['manage-attendance', 'approve-attendance'] as const;

export function toRecord(row: RecordRow): AttendanceRecord {
  const r = row.record;
  return {
    id: r.id,
    employee: {
      id: row.employee.id,
      employee_id: row.employee.employee_id,
      first_name: row.employee.first_name,
      last_name: row.employee.last_name,
      department: row.department?.name ? { name: row.department.name } : null,
    },
    attendance_date: r.attendance_date,
    clock_in: isoOrNull(r.clock_in),
    clock_out: isoOrNull(r.clock_out),
    lunch_break_start: isoOrNull(r.lunch_break_start),
    lunch_break_end: isoOrNull(r.lunch_break_end),
    status: r.status as AttendanceStatus,
    total_hours: r.total_hours === null ? null : Number(r.total_hours),
    late_minutes: r.late_minutes,
    worked_hours: r.worked_hours === null ? null : Number(r.worked_hours),
    overtime_hours: Number(r.overtime_hours),
    overtime_status: r.overtime_status as OvertimeStatus,
    overtime_approved_hours: r.overtime_approved_hours === null ? null : Number(r.overtime_approved_hours),
    overtime_decided_by: row.decider?.id ? { id: row.decider.id, name: row.decider.name } : null,
    overtime_decided_at: isoOrNull(r.overtime_decided_at),
    method: r.method,
    latitude: r.latitude,
    longitude: r.longitude,
    is_approved: r.is_approved,
    approved_at: isoOrNull(r.approved_at),
    approved_by: row.approver?.id ? { id: row.approver.id, name: row.approver.name } : null,
    entered_by: row.enterer?.id ? { id: row.enterer.id, name: row.enterer.name } : null,
    entry_reason: r.entry_reason,
    shift: row.shift?.name
      ? {
          ...row.shift,
          full_day_hours: Number(row.shift.full_day_hours),
          half_day_hours: Number(row.shift.half_day_hours),
        }
      : null,
    updated_at: iso(r.updated_at),
  };
}

const dayOf = (r: NonNullable<Awaited<ReturnType<typeof recordOn>>> | null): DayRecord | null =>
  r && {
    clockIn: r.clock_in,
    clockOut: r.clock_out,
    lunchStart: r.lunch_break_start,
    lunchEnd: r.lunch_break_end,
  };

/** A record the caller may see (their own, or their company's with an attendance permission), else 404. */
export async function loadRecord(db: DbOrTx, principal: Principal, id: number) {
  const row = await findRecord(db, recordScope(principal, ...VIEWERS), id);
  if (!row) throw notFound('Attendance record');
  return row;
}

/**
 * A day's record to read: one in the caller's scope, or one whose overtime waits (or waited) at a level of its
 * chain the caller decides — a reporting manager opens the day from the inbox.
 */
export async function getRecord(db: DbOrTx, principal: Principal, id: number) {
  const inScope = await findRecord(db, recordScope(principal, ...VIEWERS), id);
  if (inScope) return toRecord(inScope);
  const decides = await decidesRequest(db, principal, 'overtime', id);
  const row = decides
    ? await findRecord(db, { company: companyScope(principal), ownEmployeeId: null }, id)
    : null;
  if (!row) throw notFound('Attendance record');
  return toRecord(row);
}

/**
 * The employee of a clock or status call: the caller's own, unless they manage attendance in that company.
 * Anyone else's is outside the caller's scope, so it answers 404 as a missing one does (whether it exists
 * is not the caller's to learn).
 */
async function employeeForClock(db: DbOrTx, principal: Principal, employeeId: number, acting: boolean) {
  const isOwn = employeeId === principal.employeeId;
  if (!isOwn && acting) throw forbidden('You can clock in and out only for yourself');
  if (!isOwn && !VIEWERS.some((p) => can(principal, p))) throw notFound('Employee');
  const employee = await clockEmployee(db, employeeId);
  if (!employee || !isInCompanyScope(companyScope(principal), employee.company_id)) {
    throw notFound('Employee');
  }
  return employee;
}

/**
 * The record a clock action works on: today's, or, after a night shift, last night's while it is still open
 * (a night shift counts on the day it starts), with the shift it is scored against.
 */
async function dayInProgress(db: DbOrTx, employeeId: number, today: string) {
  const record = await recordOn(db, employeeId, today);
  if (!record) {
    const night = await recordOn(db, employeeId, addDays(today, -1));
    if (night?.clock_in && !night.clock_out) {
      const shift = await shiftForDay(db, employeeId, night.attendance_date, night.shift_id);
      if (crossesMidnight(rulesOf(shift))) return { record: night, shift };
    }
  }
  return { record, shift: await shiftForDay(db, employeeId, today, record?.shift_id ?? null) };
}

export async function attendanceStatus(
  db: Db,
  principal: Principal,
  employeeId: number,
): Promise<AttendanceStatusEntity> {
  await employeeForClock(db, principal, employeeId, false);
  const { record: today, shift } = await dayInProgress(db, employeeId, todayIn(ZONE));
  const can = abilities(dayOf(today));
  const todays = today ? await getRecord(db, principal, today.id) : null;
  return {
    todays_attendance: todays,
    is_clocked_in: Boolean(today?.clock_in && !today.clock_out),
    is_on_lunch_break: can.can_end_lunch,
    ...can,
    current_shift: shift
      ? { shift: { name: shift.name, start_time: shift.start_time, end_time: shift.end_time } }
      : null,
  };
}

/** A web clock-in must come from within the branch's geofence, when it has one. */
function assertInsideGeofence(
  employee: NonNullable<Awaited<ReturnType<typeof clockEmployee>>>,
  latitude: number | null | undefined,
  longitude: number | null | undefined,
) {
  if (employee.latitude === null || employee.longitude === null || !employee.radius_m) return;
  if (latitude == null || longitude == null) {
    throw fieldError('latitude', 'Your location is needed to clock in at this office.');
  }
  const distance = Math.round(distanceMetres(latitude, longitude, employee.latitude, employee.longitude));
  if (distance > employee.radius_m) {
    throw fieldError(
      'latitude',
      `You are ${distance} m from the office; clock in within ${employee.radius_m} m of it.`,
    );
  }
}

export async function clock(
  db: Db,
  principal: Principal,
  input: { employee_id: number; action: ClockAction; latitude?: number | null; longitude?: number | null },
): Promise<{ status: AttendanceStatusEntity; rule: string | null }> {
  const employee = await employeeForClock(db, principal, input.employee_id, true);
  const now = new Date();
  const date = todayIn(ZONE);
  const { record: current, shift } =
    input.action === 'clock_in'
      ? {
          record: await recordOn(db, employee.id, date),
          shift: await shiftForDay(db, employee.id, date),
        }
      : await dayInProgress(db, employee.id, date);
  const rules = rulesOf(shift);
  const next = applyAction(dayOf(current), input.action, now);
  if (typeof next === 'string') throw conflict(next);
  // A clock-out short of a full day says which minimum it missed.
  let rule: string | null = null;

  if (input.action === 'clock_in') {
    assertInsideGeofence(employee, input.latitude, input.longitude);
    const late = lateMinutes(now, rules, ZONE);
    const id = await insertRecordOnce(db, {
      employee_id: employee.id,
      attendance_date: date,
      shift_id: shift?.id ?? null,
      clock_in: now,
      status: late > 0 ? 'late' : 'present',
      late_minutes: late,
      method: 'web',
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    });
    if (id === null) throw conflict('You have already clocked in today.');
  } else if (current) {
    const field = {
      clock_out: 'clock_out',
      lunch_start: 'lunch_break_start',
      lunch_end: 'lunch_break_end',
    } as const;
    const day = current.attendance_date;
    const column = field[input.action];
    rule = await db.transaction(async (tx) => {
      const scored =
        input.action === 'clock_out' ? await scoreWorkedDay(tx, employee, day, next, rules) : null;
      const changed = await updateRecordIfEmpty(tx, current.id, column, {
        [column]: now,
        ...(scored
          ? {
              total_hours: scored.totalHours.toFixed(2),
              worked_hours: scored.workedHours.toFixed(2),
              late_minutes: scored.lateMinutes,
              status: scored.status,
            }
          : {}),
      });
      if (!changed) throw conflict('That was already recorded.');
      // The day's hours can take it, or a later day of its week, past a limit.
      if (scored) await rescoreWeek(tx, employee, day);
      return scored?.rule ?? null;
    });
  }
  return { status: await attendanceStatus(db, principal, employee.id), rule };
}

export async function listAttendance(db: Db, principal: Principal, q: AttendanceListQuery) {
  const { rows, stats } = await listRecords(db, recordScope(principal, ...VIEWERS), q);
  return { ...paged(rows.map(toRecord), stats.total, q.page, q.per_page), summary: stats };
}

/**
 * The caller's own employee record when their company keeps duties apart: nobody enters or approves their
 * own attendance. Null when there is none to keep out.
 */
export async function ownRecordKeptApart(db: DbOrTx, principal: Principal): Promise<number | null> {
  if (principal.employeeId === null) return null;
  return (await segregationOfDutiesIn(db, principal.companyId)) ? principal.employeeId : null;
}

export async function approveAttendance(db: Db, principal: Principal, id: number) {
  const row = await loadRecord(db, principal, id);
  if (row.record.is_approved) throw conflict('This attendance record is already approved');
  const own = await ownRecordKeptApart(db, principal);
  if (own !== null && row.record.employee_id === own) {
    throw forbidden('You cannot approve your own attendance');
  }
  return db.transaction(async (tx) => {
    const approved = await approveRecords(
      tx,
      recordScope(principal, ...VIEWERS),
      [id],
      principal.userId,
      own,
    );
    await tellApproved(tx, approved, principal);
    return getRecord(tx, principal, id);
  });
}

/**
 * Approves the records in scope that wait for it; the caller's own are left for someone else. Each
 * employee is told once, of all their days this approval approved.
 */
export async function bulkApprove(db: Db, principal: Principal, ids: number[]) {
  const own = await ownRecordKeptApart(db, principal);
  return db.transaction(async (tx) => {
    const approved = await approveRecords(tx, recordScope(principal, ...VIEWERS), ids, principal.userId, own);
    await tellApproved(tx, approved, principal);
    return approved.length;
  });
}

/** A manual entry by an attendance manager: auto-approved, with who entered it and why. */
export async function manualEntry(db: Db, principal: Principal, input: ManualEntryRequest) {
  const employee = await clockEmployee(db, input.employee_id);
  if (!employee || !isInCompanyScope(companyScope(principal), employee.company_id)) {
    throw fieldError('employee_id', 'The selected employee id is invalid.');
  }
  if (employee.id === (await ownRecordKeptApart(db, principal))) {
    throw forbidden('You cannot enter your own attendance');
  }
  if (input.attendance_date > todayIn(ZONE))
    throw fieldError('attendance_date', 'The date cannot be in the future.');
  const shift = await shiftForDay(db, employee.id, input.attendance_date);
  const rules = rulesOf(shift);
  const times = dayInstants(input.attendance_date, input.clock_in, input.clock_out, rules);
  const day: DayRecord = { ...times, lunchStart: null, lunchEnd: null };
  const scored = await scoreWorkedDay(db, employee, input.attendance_date, day, rules);
  if (await recordOn(db, employee.id, input.attendance_date)) {
    throw conflict(`Attendance for this employee on ${shortDate(input.attendance_date)} already exists`);
  }
  const id = await db
    .transaction(async (tx) => {
      // A day entered in a month payroll has counted is refused as a correction would be; in a month with an
      // unapproved run, the run follows the new day.
      const run = await openMonthRun(tx, employee, input.attendance_date);
      const made = await insertRecord(tx, {
        employee_id: employee.id,
        attendance_date: input.attendance_date,
        shift_id: shift?.id ?? null,
        clock_in: day.clockIn,
        clock_out: day.clockOut,
        status: input.status,
        total_hours: scored ? scored.totalHours.toFixed(2) : null,
        worked_hours: scored ? scored.workedHours.toFixed(2) : null,
        late_minutes: scored?.lateMinutes ?? lateMinutes(times.clockIn, rules, ZONE),
        method: 'manual',
        is_approved: true,
        approved_by: principal.userId,
        approved_at: new Date(),
        entered_by: principal.userId,
        entry_reason: input.reason,
      });
      await rescoreWeek(tx, employee, input.attendance_date);
      if (run) await followRun(tx, principal, employee.id, input.attendance_date);
      return made;
    })
    .catch((err: { cause?: { code?: string }; code?: string }) => {
      if ((err.cause?.code ?? err.code) === '23505') {
        throw conflict(`Attendance for this employee on ${shortDate(input.attendance_date)} already exists`);
      }
      throw err;
    });
  return getRecord(db, principal, id);
}

/** Each employee's month, as payroll reads it (a few queries for any number of employees). */
export async function employeesMonth(
  db: DbOrTx,
  employeeIds: number[],
  year: number,
  month: number,
): Promise<Map<number, EmployeeSummary>> {
  const from = firstDayOf({ year, month });
  const to = lastDayOf({ year, month });
  const people = await clockEmployees(db, employeeIds);
  const ids = people.map((p) => p.id);
  // One query after another: inside a transaction they share one connection, which runs one at a time.
  const records = await recordsBetween(db, ids, from, to);
  const leave = await approvedLeaveBetween(db, ids, from, to);
  const weeks = await workWeeks(db, ids);
  const observed = await observedHolidays(db, ids, from, to);
  const settings = await payrollSettingsOf(
    db,
    people.map((p) => p.company_id),
  );
  const recordsOf = groupBy(records, (r) => r.employee_id);
  const leaveOf = groupBy(leave, (l) => l.employee_id);
  const today = todayIn(ZONE);

  const summaries = new Map<number, EmployeeSummary>();
  for (const employee of people) {
    const leaveByDate = new Map<string, { code: string; paid: boolean; fraction: number }>();
    for (const l of leaveOf.get(employee.id) ?? []) {
      for (const date of eachDate(l.start_date, l.end_date))
        leaveByDate.set(date, { code: l.code, paid: l.is_paid, fraction: l.half_day ? 0.5 : 1 });
    }
    // The policy in force at the month's end (or the leaver's last day) sets the month's week and pay basis.
    const on =
      employee.last_working_day && employee.last_working_day < to
        ? laterOf(employee.last_working_day, from)
        : to;
    const week = weeks.get(employee.id)?.(on);
    const summary = summariseMonth({
      year,
      month,
      today,
      hireDate: employee.hire_date,
      lastWorkingDay: employee.last_working_day,
      weeklyOffs: week?.weeklyOffs ?? SATURDAY_SUNDAY,
      payBasis: (week?.payBasis ??
        settings.get(employee.company_id)?.pay_basis ??
        'unpaid_days_only') as AttendancePayBasis,
      holidays: observed.get(employee.id) ?? new Set(),
      leave: leaveByDate,
      records: new Map(
        (recordsOf.get(employee.id) ?? []).map((r) => [
          r.date,
          {
            status: r.status,
            totalHours: Number(r.total_hours ?? 0),
            overtimeHours: Number(r.overtime_hours),
            approvedOvertimeHours:
              r.overtime_approved_hours === null ? null : Number(r.overtime_approved_hours),
          },
        ]),
      ),
    });
    summaries.set(employee.id, { employee_id: employee.id, month, year, ...summary });
  }
  return summaries;
}

function groupBy<T>(rows: T[], key: (row: T) => number) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

export async function employeeSummary(
  db: Db,
  principal: Principal,
  employeeId: number,
  year: number,
  month: number,
) {
  await employeeForClock(db, principal, employeeId, false);
  const summary = (await employeesMonth(db, [employeeId], year, month)).get(employeeId);
  if (!summary) throw notFound('Employee');
  return summary;
}

export async function attendanceDashboard(db: Db, principal: Principal) {
  const scope = companyScope(principal);
  const today = todayIn(ZONE);
  const monthStart = firstDayOf(periodOf(today));
  const f = await dashboardFigures(db, scope, today, monthStart);
  const n = (v: unknown) => Number(v ?? 0);
  const total = n(f.total_employees);
  const present = n(f.present_count);
  const onLeave = n(f.on_leave_count);
  const events = await recentClockEvents(db, scope, monthStart, 10);
  // The month's rate: days worked out of the working days so far (weekdays up to today) per employee, so
  // days nobody recorded count as absences.
  const workingDays = [...eachDate(monthStart, today)].filter((d) => !isWeekend(d)).length;
  const possible = total * workingDays;
  return {
    today: {
      date: today,
      total_employees: total,
      present_count: present,
      absent_count: Math.max(0, total - present - onLeave),
      late_count: n(f.late_count),
      on_leave_count: onLeave,
      currently_in: n(f.currently_in),
    },
    this_month: {
      avg_attendance_rate: possible
        ? Math.min(100, Math.round((n(f.worked_days) / possible) * 1000) / 10)
        : 0,
      avg_late_minutes: Math.round(n(f.avg_late) * 10) / 10,
      total_overtime_hours: Math.round(n(f.overtime) * 100) / 100,
    },
    recent_activities: events.map((e) => ({
      employee: { id: Number(e.employee_id), name: e.name },
      action: e.action as ClockAction,
      time: new Date(e.at).toISOString(),
    })),
  };
}

/**
 * An employee's working calendar between two dates: their working week (their leave policy's, else their
 * shift's) on the first day and the holidays they observe, as the month's summary counts them.
 */
export async function workingCalendar(db: DbOrTx, employeeId: number, from: string, to: string) {
  const employee = await clockEmployee(db, employeeId);
  if (!employee) return null;
  const week = (await workWeeks(db, [employeeId])).get(employeeId)?.(from);
  return {
    weeklyOffs: week?.weeklyOffs ?? SATURDAY_SUNDAY,
    holidays: (await observedHolidays(db, [employeeId], from, to)).get(employeeId) ?? new Set<string>(),
    companyId: employee.company_id,
    countryId: employee.country_id,
  };
}

export async function companyHolidays(db: Db, principal: Principal, year: number) {
  return companyYearHolidays(db, companyScope(principal), year);
}
