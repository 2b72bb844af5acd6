import type { AttendanceRecord } from '@hrms/contracts/attendance';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_IN_MESSAGE,
  correctionForm,
  correctionOf,
  correctionProblems,
  dayRuleText,
  REASON_MESSAGE,
  wallTime,
} from './correction';
import { CLOCK_OUT_MESSAGE } from './manualEntry';

const shift = {
  name: 'General Shift',
  start_time: '09:30:00',
  end_time: '18:30:00',
  full_day_hours: 4.5,
  half_day_hours: 2.25,
};

describe('the attendance correction form', () => {
  it('opens on the record’s times in India, whatever the browser’s zone', () => {
    // 04:05 UTC is 09:35 in India; 13:00 UTC is 18:30.
    const record = {
      clock_in: '2026-11-23T04:05:00.000Z',
      clock_out: '2026-11-23T13:00:00.000Z',
    } as AttendanceRecord;
    expect(correctionOf(record)).toEqual({ clock_in: '09:35', clock_out: '18:30', status: '', reason: '' });
    expect(wallTime(null)).toBe('');
  });

  it('asks for a clock in and a reason, and a clock out after the clock in', () => {
    expect(correctionProblems({ clock_in: '', clock_out: '', status: '', reason: ' ' })).toEqual({
      clock_in: CLOCK_IN_MESSAGE,
      reason: REASON_MESSAGE,
    });
    expect(correctionProblems({ clock_in: '10:00', clock_out: '10:00', status: '', reason: 'x' })).toEqual({
      clock_out: CLOCK_OUT_MESSAGE,
    });
    expect(correctionProblems({ clock_in: '10:00', clock_out: '', status: 'late', reason: 'x' })).toEqual({});
  });

  it('sends an empty status as null (scored from the times) and an empty clock out as null', () => {
    const parsed = correctionForm.safeParse({
      clock_in: '09:30:00',
      clock_out: '',
      status: '',
      reason: ' Forgot to clock out ',
    });
    expect(parsed.data).toEqual({
      clock_in: '09:30',
      clock_out: null,
      status: null,
      reason: 'Forgot to clock out',
    });
  });

  it('says the shift’s minimum hours', () => {
    expect(dayRuleText(shift)).toBe(
      'A full day needs 4.50 h and a half day 2.25 h; fewer hours count as absent.',
    );
    expect(dayRuleText(null)).toBeNull();
  });
});
