import { describe, expect, it } from 'vitest';
import { SATURDAY_SUNDAY } from '../../leave/public';
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
      weeklyOffs: SATURDAY_SUNDAY,
      payBasis: 'recorded_attendance',
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
      // the 26th: nothing recorded
      unmarked_days: 1,
      pay_basis: 'recorded_attendance',
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
      weeklyOffs: SATURDAY_SUNDAY,
      payBasis: 'recorded_attendance',
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
      weeklyOffs: SATURDAY_SUNDAY,
      payBasis: 'recorded_attendance',
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

  it('pays a day with nothing recorded under unpaid_days_only, but not one marked absent (Code on Wages s.20)', () => {
    // March 2027 from the 1st (a Monday): 31 days, 23 weekdays, 8 weekend days. Nothing recorded but the 10th,
    // marked absent by HR, and a half day's unpaid leave on the 11th with nothing recorded for its other half.
    const input = {
      year: 2027,
      month: 3,
      today: '2027-04-05',
      hireDate: '2027-03-01',
      weeklyOffs: SATURDAY_SUNDAY,
      holidays: new Set<string>(),
      leave: new Map([['2027-03-11', { code: 'LOP', paid: false, fraction: 0.5 }]]),
      records: new Map([['2027-03-10', { status: 'absent', totalHours: 0, overtimeHours: 0 }]]),
    };
    const paidUnlessMarked = summariseMonth({ ...input, payBasis: 'unpaid_days_only' });
    expect(paidUnlessMarked).toMatchObject({
      working_days: 23,
      weekends: 8,
      days_present: 0,
      unpaid_leave_days: 0.5,
      absent_days: 1,
      // 21 whole days and the 11th's other half
      unmarked_days: 21.5,
    });
    const recorded = summariseMonth({ ...input, payBasis: 'recorded_attendance' });
    expect(recorded).toMatchObject({ unmarked_days: 21.5, absent_days: 22.5, unpaid_leave_days: 0.5 });
  });

  it('keeps the 2nd and 4th Saturdays and the Sundays off under a six-day week', () => {
    // December 2026: Saturdays 5, 12, 19, 26; Sundays 6, 13, 20, 27. Off: 4 Sundays and the 12th and 26th.
    const s = summariseMonth({
      year: 2026,
      month: 12,
      today: '2026-11-30',
      hireDate: '2020-01-01',
      weeklyOffs: [{ weekday: 0 }, { weekday: 6, weeks: [2, 4] }],
      payBasis: 'unpaid_days_only',
      holidays: new Set(['2026-12-25']),
      leave: new Map(),
      records: new Map(),
    });
    expect(s).toMatchObject({
      calendar_days: 31,
      weekends: 6,
      holidays: 1,
      working_days: 24,
      absent_days: 0,
    });
  });
});
