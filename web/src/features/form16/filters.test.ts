import { describe, expect, it } from 'vitest';
import { readForm16Filters } from './filters';

describe('the Form 16 screen’s filters', () => {
  it('keeps a well-formed year, company and page from the URL', () => {
    expect(
      readForm16Filters(new URLSearchParams('financial_year=2025-26&company_id=3&page=2'), '2026-27'),
    ).toEqual({
      financial_year: '2025-26',
      company_id: '3',
      page: '2',
    });
  });

  it('falls back to the current year, every company the caller has, and page 1', () => {
    expect(
      readForm16Filters(new URLSearchParams('financial_year=2025-27&company_id=x&page=0'), '2026-27'),
    ).toEqual({
      financial_year: '2026-27',
      company_id: '',
      page: '1',
    });
  });
});
