import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatINR,
  formatLakhCrore,
  formatNumber,
  formatTime,
  leavingPhrase,
  MISSING,
} from './format';

describe('formatINR', () => {
  it('uses the rupee symbol and the Indian lakh/crore grouping with two decimals', () => {
    expect(formatINR(123456)).toBe('₹1,23,456.00');
    expect(formatINR(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatINR(999)).toBe('₹999.00');
  });

  it('formats zero and negatives', () => {
    expect(formatINR(0)).toBe('₹0.00');
    expect(formatINR(-1234.5)).toBe('-₹1,234.50');
  });

  it('rounds to paise', () => {
    expect(formatINR(10.005)).toMatch(/^₹10\.0[01]$/);
    expect(formatINR(1999.999)).toBe('₹2,000.00');
  });

  it('accepts numeric strings (numeric columns) and shows a dash for missing values', () => {
    expect(formatINR('2500.75')).toBe('₹2,500.75');
    expect(formatINR(null)).toBe(MISSING);
    expect(formatINR(undefined)).toBe(MISSING);
    expect(formatINR('')).toBe(MISSING);
    expect(formatINR('abc')).toBe(MISSING);
    expect(formatINR(Number.NaN)).toBe(MISSING);
  });
});

describe('formatNumber', () => {
  it('groups the Indian way', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-98765)).toBe('-98,765');
  });

  it('keeps at most two decimals unless told otherwise', () => {
    expect(formatNumber(1234.5678)).toBe('1,234.57');
    expect(formatNumber(12.5, 1)).toBe('12.5');
    expect(formatNumber(12, 2)).toBe('12.00');
  });

  it('shows a dash for missing values', () => {
    expect(formatNumber(null)).toBe(MISSING);
  });
});

describe('formatLakhCrore', () => {
  it('shows rupees below a lakh whole, in the Indian grouping', () => {
    expect(formatLakhCrore(0)).toBe('₹0');
    expect(formatLakhCrore(45_000)).toBe('₹45,000');
    expect(formatLakhCrore(99_999)).toBe('₹99,999');
  });

  it('switches to lakh at 1 lakh and to crore at 1 crore, with one decimal at most', () => {
    expect(formatLakhCrore(1_00_000)).toBe('₹1 L');
    expect(formatLakhCrore(1_00_001)).toBe('₹1 L');
    expect(formatLakhCrore(4_50_000)).toBe('₹4.5 L');
    expect(formatLakhCrore(99_90_000)).toBe('₹99.9 L');
    expect(formatLakhCrore(99_99_999)).toBe('₹1 Cr');
    expect(formatLakhCrore(1_00_00_000)).toBe('₹1 Cr');
    expect(formatLakhCrore(1_20_00_000)).toBe('₹1.2 Cr');
    expect(formatLakhCrore(12_345_00_00_000)).toBe('₹12,345 Cr');
  });

  it('rounds up into the next unit rather than showing 100 of the smaller', () => {
    expect(formatLakhCrore(99_999.6)).toBe('₹1 L');
    expect(formatLakhCrore(99_96_000)).toBe('₹1 Cr');
  });

  it('keeps the sign before the symbol, never on zero, and shows a dash for missing values', () => {
    expect(formatLakhCrore(-4_50_000)).toBe('-₹4.5 L');
    expect(formatLakhCrore(-0.2)).toBe('₹0');
    expect(formatLakhCrore(null)).toBe(MISSING);
    expect(formatLakhCrore('')).toBe(MISSING);
  });
});

describe('formatDate', () => {
  it('formats an ISO date as day, short month, year without shifting the day', () => {
    expect(formatDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDate('2024-01-01')).toBe('1 Jan 2024');
    expect(formatDate('2024-12-31')).toBe('31 Dec 2024');
  });

  it('shows an instant as the day it is in India, not in UTC or the browser', () => {
    // 20:00 UTC is 1:30 am the next day in India (UTC+5:30).
    expect(formatDate('2026-11-24T20:00:00Z')).toBe('25 Nov 2026');
    expect(formatDate(new Date('2026-11-24T20:00:00Z'))).toBe('25 Nov 2026');
    expect(formatDate('2026-12-31T18:30:00.000Z')).toBe('1 Jan 2027');
    // A minute before midnight in India is still the same day.
    expect(formatDate('2026-11-24T18:29:00Z')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-24T23:59:00+05:30')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-24T20:00:00Z', 'UTC')).toBe('24 Nov 2026');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe(MISSING);
    expect(formatDate('')).toBe(MISSING);
    expect(formatDate('not a date')).toBe(MISSING);
  });
});

describe('formatDateTime', () => {
  it('shows an instant in India Standard Time by default', () => {
    expect(formatDateTime('2026-11-23T09:05:00Z')).toBe('23 Nov 2026, 2:35 pm');
    expect(formatDateTime('2026-11-23T20:00:00Z')).toBe('24 Nov 2026, 1:30 am');
  });

  it('accepts another time zone', () => {
    expect(formatDateTime('2026-11-23T09:05:00Z', 'UTC')).toBe('23 Nov 2026, 9:05 am');
  });

  it('shows a dash for missing values', () => {
    expect(formatDateTime(undefined)).toBe(MISSING);
  });
});

describe('formatTime', () => {
  it('shows the time of day of an instant in India Standard Time by default', () => {
    expect(formatTime('2026-11-23T03:35:00Z')).toBe('9:05 am');
    expect(formatTime('2026-11-23T12:45:00Z')).toBe('6:15 pm');
    expect(formatTime('2026-11-23T18:30:00Z')).toBe('12:00 am');
  });

  it('can show seconds and another time zone', () => {
    expect(formatTime('2026-11-23T03:35:07Z', { seconds: true })).toBe('9:05:07 am');
    expect(formatTime('2026-11-23T03:35:00Z', { timeZone: 'UTC' })).toBe('3:35 am');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatTime(null)).toBe(MISSING);
    expect(formatTime('nope')).toBe(MISSING);
  });
});

describe('leavingPhrase', () => {
  it('leaves to the last working day and has left from the day after', () => {
    expect(leavingPhrase('2026-12-15', '2026-12-06')).toBe('leaves 15 Dec 2026');
    expect(leavingPhrase('2026-12-15', '2026-12-15')).toBe('leaves 15 Dec 2026');
    expect(leavingPhrase('2026-12-15', '2026-12-16')).toBe('left 15 Dec 2026');
  });
});
