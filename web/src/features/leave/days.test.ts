import { describe, expect, it } from 'vitest';
import {
  addDays,
  balanceYears,
  countLeaveDays,
  daysBetween,
  formatDays,
  isIsoDate,
  usagePercent,
  usageTone,
} from './days';

describe('countLeaveDays', () => {
  // 2026-03-02 is a Monday.
  it('counts the weekdays from start to end inclusive', () => {
    expect(countLeaveDays('2026-03-02', '2026-03-02', false)).toBe(1);
    expect(countLeaveDays('2026-03-02', '2026-03-03', false)).toBe(2);
    expect(countLeaveDays('2026-03-02', '2026-03-06', false)).toBe(5);
  });

  it('leaves out Saturdays and Sundays', () => {
    expect(countLeaveDays('2026-03-06', '2026-03-09', false)).toBe(2); // Fri to Mon
    expect(countLeaveDays('2026-03-02', '2026-03-15', false)).toBe(10);
    expect(countLeaveDays('2026-03-07', '2026-03-08', false)).toBe(0); // a weekend
  });

  it('counts a half day on a weekday as 0.5 and ignores the end date', () => {
    expect(countLeaveDays('2026-03-02', '2026-03-02', true)).toBe(0.5);
    expect(countLeaveDays('2026-03-02', '2026-03-10', true)).toBe(0.5);
    expect(countLeaveDays('2026-03-07', '2026-03-07', true)).toBe(0);
  });

  it('is 0 while a date is missing or the end is before the start', () => {
    expect(countLeaveDays('', '2026-03-03', false)).toBe(0);
    expect(countLeaveDays('2026-03-02', '', false)).toBe(0);
    expect(countLeaveDays('2026-03-03', '2026-03-02', false)).toBe(0);
    expect(countLeaveDays('2026-02-30', '2026-03-02', false)).toBe(0);
  });

  it('crosses months and leap days', () => {
    expect(countLeaveDays('2028-02-28', '2028-03-01', false)).toBe(3); // Mon 28, Tue 29, Wed 1
  });
});

describe('date helpers', () => {
  it('checks real calendar dates', () => {
    expect(isIsoDate('2026-03-02')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('02/03/2026')).toBe(false);
  });

  it('counts and adds calendar days', () => {
    expect(daysBetween('2026-03-02', '2026-03-09')).toBe(7);
    expect(daysBetween('2026-03-09', '2026-03-02')).toBe(-7);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('formatDays', () => {
  it('says "day" for up to one and "days" otherwise', () => {
    expect(formatDays(0.5)).toBe('0.5 day');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(1.5)).toBe('1.5 days');
    expect(formatDays(2)).toBe('2 days');
    expect(formatDays(0)).toBe('0 days');
    expect(formatDays(18)).toBe('18 days');
  });
});

describe('usage bar', () => {
  it('is the used share of allocated plus carried forward', () => {
    expect(usagePercent(9, 18)).toBe(50);
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(2, 0)).toBe(100);
    expect(usagePercent(30, 18)).toBe(100);
  });

  it('is red at 90% or more, yellow at 75% or more, otherwise green', () => {
    expect(usageTone(0)).toBe('green');
    expect(usageTone(74.9)).toBe('green');
    expect(usageTone(75)).toBe('yellow');
    expect(usageTone(89.9)).toBe('yellow');
    expect(usageTone(90)).toBe('red');
    expect(usageTone(100)).toBe('red');
  });
});

describe('balanceYears', () => {
  it('runs from two years back to one year ahead', () => {
    expect(balanceYears(2026)).toEqual([2024, 2025, 2026, 2027]);
  });
});
