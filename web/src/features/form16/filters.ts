import type { Form16Filters } from './api';

/** The Form 16 screen's filters from the query string: the year (the current one by default), company, page. */
export function readForm16Filters(params: URLSearchParams, currentYear: string): Form16Filters {
  const year = params.get('financial_year') ?? '';
  const start = Number(year.slice(0, 4));
  const wellFormed = /^\d{4}-\d{2}$/.test(year) && (start + 1) % 100 === Number(year.slice(5));
  const page = params.get('page') ?? '';
  return {
    financial_year: wellFormed ? year : currentYear,
    company_id: /^\d+$/.test(params.get('company_id') ?? '') ? (params.get('company_id') as string) : '',
    page: /^[1-9]\d*$/.test(page) ? page : '1',
  };
}
