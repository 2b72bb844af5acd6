import { describe, expect, it } from 'vitest';
import { nowInZone, readInterviewInput, readInterviewPickers } from './interview';

const NOW = '2026-04-10 09:30';

describe('nowInZone', () => {
  it('is the wall-clock time in India, whatever the browser’s zone', () => {
    expect(nowInZone(new Date('2026-04-10T04:00:00Z'))).toBe('2026-04-10 09:30');
    expect(nowInZone(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01 01:30');
  });
});

describe('readInterviewInput', () => {
  it('takes a future date and time as YYYY-MM-DD HH:MM', () => {
    expect(readInterviewInput(' 2026-04-15 14:30 ', NOW)).toEqual({ value: '2026-04-15 14:30', error: null });
    expect(readInterviewInput('2026-04-15T09:05', NOW)).toEqual({ value: '2026-04-15 09:05', error: null });
  });

  it('refuses another form, an impossible date and a time that has passed', () => {
    const format = 'Interview date must be in the form YYYY-MM-DD HH:MM';
    expect(readInterviewInput('  ', NOW).error).toBe('Interview date is required');
    expect(readInterviewInput('15/04/2026 14:30', NOW).error).toBe(format);
    expect(readInterviewInput('2026-04-15', NOW).error).toBe(format);
    expect(readInterviewInput('2026-02-30 10:00', NOW).error).toBe(format);
    expect(readInterviewInput('2026-04-15 24:00', NOW).error).toBe(format);
    expect(readInterviewInput('2026-04-10 09:30', NOW).error).toBe('Interview date must be in the future');
    expect(readInterviewInput('2025-12-01 10:00', NOW).value).toBeNull();
  });
});

describe('readInterviewPickers', () => {
  it('joins the date and time pickers into the API’s YYYY-MM-DD HH:MM', () => {
    expect(readInterviewPickers('2026-04-15', '14:30', NOW)).toEqual({
      value: '2026-04-15 14:30',
      error: null,
      field: null,
    });
  });

  it('names the picker a problem belongs under', () => {
    expect(readInterviewPickers('', '', NOW)).toMatchObject({
      error: 'Interview date is required',
      field: 'date',
    });
    expect(readInterviewPickers('', '14:30', NOW)).toMatchObject({ field: 'date' });
    expect(readInterviewPickers('2026-04-15', '', NOW)).toMatchObject({
      error: 'Interview time is required',
      field: 'time',
    });
    expect(readInterviewPickers('2026-04-10', '09:30', NOW)).toMatchObject({
      error: 'Interview date must be in the future',
      field: 'date',
    });
  });
});
