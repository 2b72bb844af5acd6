import { financialYearOf } from '@hrms/contracts/tax-year';
import { describe, expect, it } from 'vitest';
import { defaultFilters, readReportSelection, reportsOf, selectionParams } from './filters';

describe('report filters', () => {
  it('defaults to last month, this financial year and a year of trends', () => {
    expect(defaultFilters('payroll-period', '2026-01-15')).toEqual({ month: '12', year: '2025', status: '' });
    expect(defaultFilters('financial-year', '2026-03-31')).toEqual({ financial_year: '2025-26' });
    // The last quarter that has ended: in November, July–September (Q2); in April, the previous year's Q4;
    // on 1 July, April–June.
    expect(defaultFilters('financial-quarter', '2026-11-24')).toEqual({
      financial_year: '2026-27',
      quarter: '2',
      annexure: '1',
    });
    expect(defaultFilters('financial-quarter', '2026-04-10')).toEqual({
      financial_year: '2025-26',
      quarter: '4',
      annexure: '1',
    });
    expect(defaultFilters('financial-quarter', '2026-07-01')).toEqual({
      financial_year: '2026-27',
      quarter: '1',
      annexure: '1',
    });
    expect(defaultFilters('month-range', '2026-11-23')).toEqual({
      start_month: '2025-12',
      end_month: '2026-11',
    });
    expect(defaultFilters('date-range', '2026-11-23')).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-11-23',
    });
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
  });

  it('reads the URL: a report of the group, its filters, and whether it was generated', () => {
    const fresh = readReportSelection(new URLSearchParams(''), 'payroll', '2026-11-23');
    expect(fresh).toMatchObject({ report: 'payroll-register', generated: false, page: 1 });
    expect(fresh.filters).toEqual({ month: '10', year: '2026', status: '' });

    const chosen = readReportSelection(
      new URLSearchParams('report=bank-transfer&month=9&year=2026&page=2'),
      'payroll',
      '2026-11-23',
    );
    expect(chosen).toMatchObject({ report: 'bank-transfer', generated: true, page: 2 });
    expect(chosen.filters).toEqual({ month: '9', year: '2026' });

    // A report of another group is not taken.
    expect(readReportSelection(new URLSearchParams('report=trends'), 'payroll', '2026-11-23').generated).toBe(
      false,
    );
    expect(reportsOf('tax')).toEqual([
      'tds-deducted',
      'projected-tax',
      'tds-challans',
      'form-24q',
      'form-138',
    ]);
  });

  it('writes a generated report back to the URL without empty filters', () => {
    const params = selectionParams({
      report: 'payroll-register',
      filters: { month: '10', year: '2026', status: '' },
      companyId: '',
      page: 1,
    });
    expect(params.toString()).toBe('report=payroll-register&month=10&year=2026');
  });
});
