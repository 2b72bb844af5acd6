import { describe, expect, it } from 'vitest';
import { balanceYears, formatDays, isIsoDate, noticeWords, usagePercent, usageTone } from './days';

describe('isIsoDate', () => {
  it('checks real calendar dates', () => {
    expect(isIsoDate('2026-03-02')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('02/03/2026')).toBe(false);
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
    expect(formatDays(1.25)).toBe('1.25 days');
    expect(formatDays(0.333)).toBe('0.33 day');
  });
});

describe('noticeWords', () => {
  it('says the notice in words', () => {
    expect(noticeWords(1)).toBe("1 day's notice");
    expect(noticeWords(7)).toBe("7 days' notice");
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
