import type { AttendanceCalendar, AttendanceCalendarQuery } from '@hrms/contracts/attendance-calendar';
import { ATTENDANCE_REQUEST_LABELS, type AttendanceRequestType } from '@hrms/contracts/attendance-requests';
import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import type { Db } from '../../db/client';
import { companyScope, holdsInScope, isInCompanyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { isoOrNull, todayIn } from '../../platform/dates';
import { fieldError, notFound } from '../../platform/errors';
import { firstDayOf, lastDayOf } from '../../platform/period';
import { requestsBetween } from '../attendance-requests/public';
import { reportsOf } from '../employees/public';
import { holidaysBetween, observedHolidays } from '../holidays/public';
import { eachDate, isWeeklyOff, leaveSpansBetween, SATURDAY_SUNDAY, workWeeks } from '../leave/public';
import { calendarDay, monthSummary } from './engine/day-status';
import { calendarPerson, recordsBetween } from './queries';

/**
 * Whose calendar the caller may read: their own; anyone's in their company with manage- or approve-attendance
 * (HR); else their reports' (direct reports and members of a team they lead), as the team calendar reads
 * them. Anyone else's answers 404, as a missing one does.
 */
async function calendarEmployee(db: Db, principal: Principal, employeeId: number | undefined) {
  const id = employeeId ?? principal.employeeId;
  if (id === null) throw fieldError('employee_id', 'Choose whose calendar to show.');
  const employee = await calendarPerson(db, id);
  if (!employee || !isInCompanyScope(companyScope(principal), employee.company_id))
    throw notFound('Employee');
  if (id === principal.employeeId) return employee;
  if (holdsInScope(principal, employee.company_id, 'manage-attendance', 'approve-attendance'))
    return employee;
  if (principal.employeeId !== null && (await reportsOf(db, principal.employeeId)).includes(id))
    return employee;
  throw notFound('Employee');
}

/** One employee's month, day by day: what each day was, the hours worked, and the month's counts. */
export async function attendanceCalendar(
  db: Db,
  principal: Principal,
  q: AttendanceCalendarQuery,
): Promise<AttendanceCalendar> {
  const employee = await calendarEmployee(db, principal, q.employee_id);
  const from = firstDayOf({ year: q.year, month: q.month });
  const to = lastDayOf({ year: q.year, month: q.month });
  const week = (await workWeeks(db, [employee.id])).get(employee.id);
  const observed = (await observedHolidays(db, [employee.id], from, to)).get(employee.id) ?? new Set();
  const names = new Map<string, string>();
  for (const h of await holidaysBetween(db, [employee.company_id], from, to))
    if (!names.has(h.date)) names.set(h.date, h.name);
  const leave = (await leaveSpansBetween(db, [employee.id], from, to)).filter((l) => l.status === 'approved');
  const records = new Map((await recordsBetween(db, employee.id, from, to)).map((r) => [r.date, r]));
  const pending = await requestsBetween(db, [employee.id], 'pending', from, to);
  const today = todayIn(DEFAULT_TIME_ZONE);

  const days = [...eachDate(from, to)].map((date) => {
    const l = leave.find((x) => x.start_date <= date && date <= x.end_date);
    const r = records.get(date);
    const request = pending.find((x) => x.from <= date && date <= x.to);
    const hours = r ? (r.worked_hours ?? r.total_hours) : null;
    return calendarDay({
      date,
      today,
      hireDate: employee.hire_date,
      lastWorkingDay: employee.last_working_day,
      weeklyOff: isWeeklyOff(week?.(date).weeklyOffs ?? SATURDAY_SUNDAY, date),
      holiday: observed.has(date) ? (names.get(date) ?? 'Holiday') : null,
      leave: l
        ? { type: l.type, half: (l.half_day_type as 'first_half' | 'second_half' | null) ?? null }
        : null,
      record: r
        ? {
            status: r.status,
            hours: hours === null ? null : Number(hours),
            clockIn: isoOrNull(r.clock_in),
            clockOut: isoOrNull(r.clock_out),
          }
        : null,
      pendingRequest: request
        ? (ATTENDANCE_REQUEST_LABELS[request.type as AttendanceRequestType] ?? request.type)
        : null,
    });
  });
  return {
    employee: {
      id: employee.id,
      name: employee.name,
      employee_code: employee.employee_code,
      hire_date: employee.hire_date,
    },
    year: q.year,
    month: q.month,
    days,
    summary: monthSummary(days),
  };
}
