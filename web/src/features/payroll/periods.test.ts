import { describe, expect, it } from 'vitest';
import { MONTH_OPTIONS } from '@/lib/months';
import { currentPeriod, formatPayPeriod, listYears, payingPeriod, processYears } from './periods';

describe('pay periods', () => {
  it('offers twelve months valued 1 to 12', () => {
    expect(MONTH_OPTIONS).toHaveLength(12);
    expect(MONTH_OPTIONS[0]).toEqual({ value: '1', label: 'January' });
    expect(MONTH_OPTIONS[11]).toEqual({ value: '12', label: 'December' });
  });

  it('reads the current month and year from a date', () => {
    expect(currentPeriod('2026-11-23')).toEqual({ year: 2026, month: 11 });
    expect(currentPeriod('2027-01-01')).toEqual({ year: 2027, month: 1 });
  });

  it('opens on the month being paid: the one before today, December of last year in January', () => {
    expect(payingPeriod('2026-12-02')).toEqual({ year: 2026, month: 11 });
    expect(payingPeriod('2027-01-01')).toEqual({ year: 2026, month: 12 });
  });

  it('lists the current year and the four before it, and the years around it for processing', () => {
    expect(listYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(processYears(2026)).toEqual([2025, 2026, 2027]);
  });

  it('names a pay period', () => {
    expect(formatPayPeriod('2026-11')).toBe('November 2026');
    expect(formatPayPeriod('2027-01')).toBe('January 2027');
    expect(formatPayPeriod('2026-13')).toBe('2026-13');
    expect(formatPayPeriod('Nov 2026')).toBe('Nov 2026');
  });
});
