import { describe, expect, it } from 'vitest';
import { cleared, hasPayrollFilters, nextPayrollParams, readPayrollFilters } from './filters';

const read = (qs: string) => readPayrollFilters(new URLSearchParams(qs), 2026);

describe('payroll list filters', () => {
  it('defaults to the current year, page 1 and everything else unfiltered', () => {
    expect(read('')).toEqual({ page: 1, month: '', year: '2026', status: '', employee_id: '' });
  });

  it('keeps valid values and drops unknown ones', () => {
    expect(read('page=3&month=11&year=2024&status=approved&employee_id=42')).toEqual({
      page: 3,
      month: '11',
      year: '2024',
      status: 'approved',
      employee_id: '42',
    });
    expect(read('month=13&year=2019&status=void&employee_id=abc')).toEqual({
      page: 1,
      month: '',
      year: '2026',
      status: '',
      employee_id: '',
    });
  });

  it('leaves the default year out of the URL and goes back to page 1 on a change', () => {
    const params = new URLSearchParams('page=4&year=2025&status=paid');
    expect(nextPayrollParams(params, { year: '2026' }, 2026).toString()).toBe('status=paid');
    expect(nextPayrollParams(params, { month: '3' }, 2026).toString()).toBe('year=2025&status=paid&month=3');
    expect(nextPayrollParams(params, { page: '5' }, 2026).toString()).toBe('page=5&year=2025&status=paid');
  });

  it('counts the default year as no filter and clears back to it', () => {
    expect(hasPayrollFilters(read(''), 2026)).toBe(false);
    expect(hasPayrollFilters(read('year=2025'), 2026)).toBe(true);
    expect(hasPayrollFilters(read('status=draft'), 2026)).toBe(true);
    const params = new URLSearchParams('year=2025&status=paid&month=2&employee_id=7');
    expect(nextPayrollParams(params, cleared(2026), 2026).toString()).toBe('');
  });
});
