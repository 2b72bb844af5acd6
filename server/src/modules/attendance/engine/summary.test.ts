import { describe, expect, it } from 'vitest';
import { summariseMonth } from './summary';

describe('an employee’s month', () => {
  it('matches a hand-counted February 2027', () => {
    // February 2027: 28 days, starts on a Monday → 20 weekdays, 8 weekend days.
    const records = new Map<string, { status: string; totalHours: number; overtimeHours: number }>();
    const worked = (date: string, status = 'present', hours = 8, overtime = 0) =>
      records.set(date, { status, totalHours: hours, overtimeHours: overtime });
    for (const d of ['01', '02', '03', '04', '05', '08', '09', '10', '11', '12', '15', '16', '17'])
      worked(`2027-02-${d}`);
    worked('2027-02-18', 'late', 7.5);
    worked('2027-02-19', 'half_day', 4);
    worked('2027-02-22', 'present', 10, 2);
    // 23rd: paid leave; 24th: half a day of unpaid leave and half worked; 25th: a holiday; 26th: absent.
    worked('2027-02-24', 'present', 4);
    const leave = new Map([
      ['2027-02-23', { code: 'CL', paid: true, fraction: 1 }],
      ['2027-02-24', { code: 'LOP', paid: false, fraction: 0.5 }],
    ]);
    const s = summariseMonth({
      year: 2027,
      month: 2,
      today: '2027-03-05',
      hireDate: '2020-01-01',
      weeklyOffs: [0, 6],
      holidays: new Set(['2027-02-25']),
      leave,
      records,
    });
    expect(s).toEqual({
      calendar_days: 28,
      working_days: 19,
      // 13 full + late 18th + 22nd = 15, + 0.5 (half day 19th) + 0.5 (24th) = 16
      days_present: 16,
      late_days: 1,
      half_days: 1,
      on_leave_days: 1.5,
      paid_leave_days: 1,
      unpaid_leave_days: 0.5,
      // half of the 19th + the 26th
      absent_days: 1.5,
      holidays: 1,
      weekends: 8,
      days_before_joining: 0,
      days_after_exit: 0,
      leave_by_type: { CL: 1, LOP: 0.5 },
      total_hours: 13 * 8 + 7.5 + 4 + 10 + 4,
      overtime_hours: 2,
      // No record was approved: payroll pays none of the overtime.
      approved_overtime_hours: 0,
    });
  });

  it('counts only the overtime hours approved as payable, and no day after the last working day', () => {
    const records = new Map([
      ['2027-02-01', { status: 'present', totalHours: 10, overtimeHours: 2, approvedOvertimeHours: 2 }],
      ['2027-02-02', { status: 'present', totalHours: 9.5, overtimeHours: 1.5, approvedOvertimeHours: null }],
      // An approver may approve fewer hours than were claimed: those are what is paid.
      ['2027-02-03', { status: 'present', totalHours: 11, overtimeHours: 3, approvedOvertimeHours: 2.5 }],
    ]);
    const s = summariseMonth({
      year: 2027,
      month: 2,
      today: '2027-03-05',
      hireDate: '2020-01-01',
      lastWorkingDay: '2027-02-10',
      weeklyOffs: [0, 6],
      holidays: new Set(),
      leave: new Map(),
      records,
    });
    expect(s.overtime_hours).toBe(6.5);
    expect(s.approved_overtime_hours).toBe(4.5);
    // 11–28 February: 18 days after the exit, none of them an absence or a weekend counted.
    expect(s.days_after_exit).toBe(18);
    // 1–10 February: 8 weekdays, 3 worked, 5 absent.
    expect(s.absent_days).toBe(5);
    expect(s.weekends).toBe(2);
  });

  it('does not count days that have not come yet, or before joining, as absences', () => {
    const s = summariseMonth({
      year: 2027,
      month: 2,
      today: '2027-02-10',
      hireDate: '2027-02-03',
      weeklyOffs: [0, 6],
      holidays: new Set(),
      leave: new Map(),
      records: new Map(),
    });
    // Working days 3rd–10th: 3, 4, 5, 8, 9, 10.
    expect(s.absent_days).toBe(6);
    expect(s.working_days).toBe(20);
    // 1st and 2nd: before joining, so not paid.
    expect(s.days_before_joining).toBe(2);
  });
});
