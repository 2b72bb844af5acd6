import { describe, expect, it } from 'vitest';
import { readTaxDeclarationFilters } from './filters';

const read = (qs: string) => readTaxDeclarationFilters(new URLSearchParams(qs), '2026-27');

describe('tax declarations filters', () => {
  it('reads every filter from the query string', () => {
    expect(
      read('page=2&financial_year=2025-26&company_id=4&regime=old&status=pending&search=%20priya%20'),
    ).toEqual({
      page: 2,
      financial_year: '2025-26',
      company_id: '4',
      regime: 'old',
      status: 'pending',
      search: 'priya',
    });
  });

  it('defaults to the current year and drops unknown values', () => {
    expect(read('regime=flat&status=lost&company_id=x&financial_year=26-27')).toEqual({
      page: 1,
      financial_year: '2026-27',
      company_id: '',
      regime: '',
      status: '',
      search: '',
    });
  });
});
