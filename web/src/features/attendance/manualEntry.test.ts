import { describe, expect, it } from 'vitest';
import {
  CLOCK_OUT_MESSAGE,
  FUTURE_MESSAGE,
  type ManualEntryValues,
  manualEntryForm,
  manualEntryProblems,
  missesRequired,
  newManualEntry,
  REQUIRED_MESSAGE,
} from './manualEntry';

const TODAY = '2026-03-10';
const filled: ManualEntryValues = {
  employee_id: '12',
  attendance_date: '2026-03-09',
  clock_in: '09:30',
  clock_out: '18:15',
  status: 'present',
  reason: ' Forgot to clock in ',
};

describe('manualEntryProblems', () => {
  it('accepts a complete entry, and one without a clock-out', () => {
    expect(manualEntryProblems(filled, TODAY)).toEqual({});
    expect(manualEntryProblems({ ...filled, clock_out: '' }, TODAY)).toEqual({});
  });

  it('asks for employee, date, clock in and reason (spec §5)', () => {
    const problems = manualEntryProblems(newManualEntry(''), TODAY);
    expect(problems).toEqual({
      employee_id: REQUIRED_MESSAGE,
      attendance_date: REQUIRED_MESSAGE,
      clock_in: REQUIRED_MESSAGE,
      reason: REQUIRED_MESSAGE,
    });
    expect(manualEntryProblems({ ...filled, reason: '   ' }, TODAY).reason).toBe(REQUIRED_MESSAGE);
  });

  it('wants the clock-out after the clock-in', () => {
    expect(manualEntryProblems({ ...filled, clock_out: '09:30' }, TODAY).clock_out).toBe(CLOCK_OUT_MESSAGE);
    expect(manualEntryProblems({ ...filled, clock_out: '08:00' }, TODAY).clock_out).toBe(CLOCK_OUT_MESSAGE);
    expect(manualEntryProblems({ ...filled, clock_out: '09:31' }, TODAY)).toEqual({});
  });

  it('refuses a date in the future, and takes today', () => {
    expect(manualEntryProblems({ ...filled, attendance_date: '2026-03-11' }, TODAY).attendance_date).toBe(
      FUTURE_MESSAGE,
    );
    expect(manualEntryProblems({ ...filled, attendance_date: TODAY }, TODAY)).toEqual({});
  });

  it('reads a time with seconds as HH:MM', () => {
    expect(
      manualEntryProblems({ ...filled, clock_in: '09:30:00', clock_out: '09:30:45' }, TODAY).clock_out,
    ).toBe(CLOCK_OUT_MESSAGE);
  });
});

describe('manualEntryForm', () => {
  it('gives the payload POST /attendance/manual-entry takes', () => {
    const result = manualEntryForm(TODAY).safeParse({ ...filled, clock_out: '' });
    expect(result.success && result.data).toEqual({
      employee_id: 12,
      attendance_date: '2026-03-09',
      clock_in: '09:30',
      clock_out: null,
      status: 'present',
      reason: 'Forgot to clock in',
    });
  });

  it('reports each problem on its field', () => {
    const result = manualEntryForm(TODAY).safeParse({ ...filled, employee_id: '', clock_out: '07:00' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['employee_id', REQUIRED_MESSAGE],
      ['clock_out', CLOCK_OUT_MESSAGE],
    ]);
  });
});

describe('missesRequired', () => {
  it('is true when some field misses a value', () => {
    expect(missesRequired({ reason: { message: REQUIRED_MESSAGE } })).toBe(true);
    expect(missesRequired({ clock_out: { message: CLOCK_OUT_MESSAGE } })).toBe(false);
    expect(missesRequired({})).toBe(false);
  });
});
