import type { AttendancePayBasis } from '@hrms/contracts/enums';
import type { WeeklyOff } from '@hrms/contracts/leave-policies';
import { firstDayOf, lastDayOf } from '../../../platform/period';
import { eachDate, isWeeklyOff } from '../../leave/public';

/**
 * One employee's month (pure): each day is a weekly off (of their working week), a holiday they observe, a
 * leave day (approved leave, paid or not), a worked day (from its attendance record), a day HR marked absent,
 * or, once it has passed and the employee had joined, a day with nothing recorded: unmarked. Under the pay
 * basis `unpaid_days_only` an unmarked day is paid; under `recorded_attendance` it is an absence. Payroll
 * reads days_present, absent_days and the leave split from here.
 */
export type MonthInput = {
  year: number;
  month: number;
  /** Days after this date are not counted as absences (the month may still be running). */
  today: string;
  hireDate: string;
  /** The last working day of a leaver: the days after it are neither paid nor absences. */
  lastWorkingDay?: string | null;
  weeklyOffs: readonly WeeklyOff[];
  /** Whether a day with nothing recorded is paid (unpaid_days_only) or an absence (recorded_attendance). */
  payBasis: AttendancePayBasis;
  holidays: ReadonlySet<string>;
  /** Approved leave by date: its type's code, whether it is paid; a half day counts 0.5. */
  leave: ReadonlyMap<string, { code: string; paid: boolean; fraction: number }>;
  records: ReadonlyMap<
    string,
    {
      status: string;
      totalHours: number;
      overtimeHours: number;
      /** The overtime hours approved on their own (null or absent: none approved). */
      approvedOvertimeHours?: number | null;
    }
  >;
};

const WORKED = new Set(['present', 'late', 'work_from_home']);

/**
 * A month's days (ISO date and weekday, 0 = Sunday), worked out once per month: payroll summarises
 * thousands of employees' same month, and making each day's date string again was a tenth of its time.
 */
const calendars = new Map<string, readonly { date: string; weekday: number }[]>();
function calendarOf(year: number, month: number) {
  const key = `${year}-${month}`;
  let days = calendars.get(key);
  if (!days) {
    days = [...eachDate(firstDayOf({ year, month }), lastDayOf({ year, month }))].map((date) => ({
      date,
      weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
    }));
    if (calendars.size > 240) calendars.clear();
    calendars.set(key, days);
  }
  return days;
}

export function summariseMonth(m: MonthInput) {
  const s = {
    calendar_days: 0,
    working_days: 0,
    days_present: 0,
    late_days: 0,
    half_days: 0,
    on_leave_days: 0,
    paid_leave_days: 0,
    unpaid_leave_days: 0,
    absent_days: 0,
    unmarked_days: 0,
    pay_basis: m.payBasis,
    holidays: 0,
    weekends: 0,
    /** Calendar days of the month before the employee joined: not paid. */
    days_before_joining: 0,
    /** Calendar days after the last working day: not paid. */
    days_after_exit: 0,
    /** Leave days by leave type code (paid and unpaid). */
    leave_by_type: {} as Record<string, number>,
    total_hours: 0,
    overtime_hours: 0,
    /** Overtime hours an approver approved, apart from the day's attendance: the hours payroll pays. */
    approved_overtime_hours: 0,
  };
  const unmarkedUnpaid = m.payBasis === 'recorded_attendance';
  for (const { date, weekday } of calendarOf(m.year, m.month)) {
    s.calendar_days += 1;
    if (date < m.hireDate) s.days_before_joining += 1;
    if (m.lastWorkingDay && date > m.lastWorkingDay) {
      s.days_after_exit += 1;
      continue;
    }
    const record = m.records.get(date);
    if (record) {
      s.total_hours += record.totalHours;
      s.overtime_hours += record.overtimeHours;
      s.approved_overtime_hours += record.approvedOvertimeHours ?? 0;
    }
    if (isWeeklyOff(m.weeklyOffs, date, weekday)) {
      s.weekends += 1;
      continue;
    }
    if (m.holidays.has(date)) {
      s.holidays += 1;
      continue;
    }
    s.working_days += 1;
    const leave = m.leave.get(date);
    let leaveFraction = 0;
    if (leave) {
      leaveFraction = leave.fraction;
      s.on_leave_days += leave.fraction;
      s.leave_by_type[leave.code] = (s.leave_by_type[leave.code] ?? 0) + leave.fraction;
      if (leave.paid) s.paid_leave_days += leave.fraction;
      else s.unpaid_leave_days += leave.fraction;
    }
    if (record && WORKED.has(record.status)) {
      s.days_present += 1 - leaveFraction;
      if (record.status === 'late') s.late_days += 1;
    } else if (record?.status === 'half_day') {
      s.half_days += 1;
      s.days_present += 0.5;
      if (!leave) s.absent_days += 0.5;
    } else if (record?.status === 'absent') {
      s.absent_days += 1 - leaveFraction;
    } else if (date <= m.today && date >= m.hireDate && leaveFraction < 1) {
      // Nothing recorded for the day (or its other half, beside a half day's leave).
      s.unmarked_days += 1 - leaveFraction;
      if (unmarkedUnpaid) s.absent_days += 1 - leaveFraction;
    }
  }
  s.total_hours = Math.round(s.total_hours * 100) / 100;
  s.overtime_hours = Math.round(s.overtime_hours * 100) / 100;
  s.approved_overtime_hours = Math.round(s.approved_overtime_hours * 100) / 100;
  return s;
}
