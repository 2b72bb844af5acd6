import { shiftFinancialYear } from '@hrms/contracts/tax-year';
import { describe, expect, it } from 'vitest';
import { currentFinancialYear, financialYearOptions, readFinancialYear } from './financialYears';

describe('financial years (April to March: the "previous year" of s.3)', () => {
  it('takes a date in April or later into the year it starts, and January–March into the one before', () => {
    expect(currentFinancialYear('2026-04-01')).toBe('2026-27');
    expect(currentFinancialYear('2027-03-31')).toBe('2026-27');
    expect(currentFinancialYear('2026-01-15')).toBe('2025-26');
  });

  it('shifts across the century boundary', () => {
    expect(shiftFinancialYear('2026-27', -1)).toBe('2025-26');
    expect(shiftFinancialYear('2099-00', 1)).toBe('2100-01');
    expect(shiftFinancialYear('2100-01', -1)).toBe('2099-00');
  });

  it('offers next, current and two past years, and keeps an older year asked for', () => {
    expect(financialYearOptions('2026-27').map((o) => o.value)).toEqual([
      '2027-28',
      '2026-27',
      '2025-26',
      '2024-25',
    ]);
    expect(financialYearOptions('2026-27')[1]?.label).toBe('FY 2026-27 (current)');
    expect(financialYearOptions('2026-27', '2020-21').at(-1)?.value).toBe('2020-21');
  });

  it('reads a well-formed year from the URL and falls back to the current one', () => {
    const read = (qs: string) => readFinancialYear(new URLSearchParams(qs), '2026-27');
    expect(read('financial_year=2025-26')).toBe('2025-26');
    expect(read('financial_year=2025-27')).toBe('2026-27');
    expect(read('financial_year=junk')).toBe('2026-27');
    expect(read('')).toBe('2026-27');
  });
});
