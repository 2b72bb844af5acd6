import { describe, expect, it } from 'vitest';
import { paidDaysOf } from './paidDays';

const SUMMARY = {
  employee_id: 7,
  month: 3,
  year: 2026,
  calendar_days: 31,
  working_days: 22,
  days_present: 17.5,
  late_days: 2,
  half_days: 1,
  on_leave_days: 3,
  paid_leave_days: 2,
  unpaid_leave_days: 1,
  absent_days: 0.5,
  unmarked_days: 1,
  pay_basis: 'unpaid_days_only',
  holidays: 1,
  weekends: 8,
  days_before_joining: 0,
  days_after_exit: 0,
  leave_by_type: { AL: 2, LWP: 1 },
  total_hours: 150,
  overtime_hours: 0,
  approved_overtime_hours: 0,
};

const lines = (list: { label: string; days: number; note?: string }[]) =>
  list.map((l) => (l.note ? [l.label, l.days, l.note] : [l.label, l.days]));

describe('paidDaysOf', () => {
  it('pays the unmarked days when every day is paid unless marked unpaid', () => {
    const days = paidDaysOf({ attendance: SUMMARY, structure: [] });
    expect(days?.payBasis).toBe('unpaid_days_only');
    expect(days?.basisLabel).toBe('Pay every day unless marked unpaid');
    expect(lines(days?.paid ?? [])).toEqual([
      ['Worked', 17.5],
      ['Paid leave', 2],
      ['Weekly offs', 8],
      ['Holidays', 1],
      ['Nothing recorded, paid', 1],
    ]);
    expect(lines(days?.unpaid ?? [])).toEqual([
      ['Unpaid leave', 1],
      ['Absent', 0.5],
    ]);
  });

  it('counts the unmarked days among the absences under recorded attendance', () => {
    const days = paidDaysOf({
      attendance: { ...SUMMARY, pay_basis: 'recorded_attendance', unmarked_days: 2, absent_days: 2.5 },
    });
    expect(days?.basisLabel).toBe('Pay recorded attendance only');
    expect(days?.paid.map((l) => l.label)).not.toContain('Nothing recorded, paid');
    expect(lines(days?.unpaid ?? [])).toEqual([
      ['Unpaid leave', 1],
      ['Absent', 2.5, '2 days with nothing recorded'],
    ]);
  });

  it("shows a joiner's and a leaver's days outside their employment", () => {
    const days = paidDaysOf({ attendance: { ...SUMMARY, days_before_joining: 9, days_after_exit: 4 } });
    expect(lines(days?.unpaid ?? []).slice(2)).toEqual([
      ['Before joining', 9],
      ['After exit', 4],
    ]);
  });

  it('reads a summary stored before the pay basis as recorded attendance with no unmarked days', () => {
    const { pay_basis: _basis, unmarked_days: _unmarked, ...old } = SUMMARY;
    const days = paidDaysOf({ attendance: old });
    expect(days?.payBasis).toBe('recorded_attendance');
    expect(days?.unpaid.find((l) => l.key === 'absent')).toEqual({
      key: 'absent',
      label: 'Absent',
      days: 0.5,
    });
  });

  it('has nothing to say of a run without a stored summary', () => {
    expect(paidDaysOf(undefined)).toBeNull();
    expect(paidDaysOf({ source: 'csv', file: 'march.csv', row: 3 })).toBeNull();
    expect(paidDaysOf({ attendance: null })).toBeNull();
    expect(paidDaysOf({ attendance: { days_paid: 30 } })).toBeNull();
  });
});
