import { describe, expect, it } from 'vitest';
import { MISSING } from '@/lib/format';
import { formatHours, formatHoursMinutes, workedHours } from './hours';

describe('formatHours (records: two decimals)', () => {
  it('always shows two decimals', () => {
    expect(formatHours(8)).toBe('8.00');
    expect(formatHours(8.5)).toBe('8.50');
    expect(formatHours(7.456)).toBe('7.46');
    expect(formatHours(0)).toBe('0.00');
  });

  it('shows a dash for a missing total (a day not clocked out)', () => {
    expect(formatHours(null)).toBe(MISSING);
    expect(formatHours(undefined)).toBe(MISSING);
    expect(formatHours(Number.NaN)).toBe(MISSING);
  });
});

describe('formatHoursMinutes (clock screen: h:mm)', () => {
  it('turns decimal hours into hours and zero-padded minutes', () => {
    expect(formatHoursMinutes(7.75)).toBe('7:45');
    expect(formatHoursMinutes(8)).toBe('8:00');
    expect(formatHoursMinutes(0.1)).toBe('0:06');
    expect(formatHoursMinutes(10.5)).toBe('10:30');
  });

  it('rounds to the nearest minute, carrying into the hour', () => {
    expect(formatHoursMinutes(0.99)).toBe('0:59');
    expect(formatHoursMinutes(1.9999)).toBe('2:00');
  });

  it('never shows a negative figure and shows a dash for a missing one', () => {
    expect(formatHoursMinutes(-1)).toBe('0:00');
    expect(formatHoursMinutes(null)).toBe(MISSING);
  });
});

describe('workedHours', () => {
  const day = {
    clock_in: '2026-03-02T03:30:00Z', // 09:00 IST
    clock_out: null,
    lunch_break_start: null,
    lunch_break_end: null,
  };
  const at = (iso: string) => new Date(iso);

  it('is null before the clock-in', () => {
    expect(workedHours(null, at('2026-03-02T05:00:00Z'))).toBeNull();
    expect(workedHours({ ...day, clock_in: null }, at('2026-03-02T05:00:00Z'))).toBeNull();
  });

  it('counts up to now while clocked in', () => {
    expect(workedHours(day, at('2026-03-02T05:45:00Z'))).toBe(2.25);
  });

  it('stands still during a lunch break that has not ended', () => {
    const onLunch = { ...day, lunch_break_start: '2026-03-02T07:30:00Z' };
    expect(workedHours(onLunch, at('2026-03-02T07:30:00Z'))).toBe(4);
    expect(workedHours(onLunch, at('2026-03-02T08:00:00Z'))).toBe(4);
  });

  it('takes the lunch break off, and stops at the clock-out', () => {
    const closed = {
      ...day,
      lunch_break_start: '2026-03-02T07:30:00Z',
      lunch_break_end: '2026-03-02T08:00:00Z',
      clock_out: '2026-03-02T12:30:00Z',
    };
    expect(workedHours(closed, at('2026-03-02T18:00:00Z'))).toBe(8.5);
  });
});
