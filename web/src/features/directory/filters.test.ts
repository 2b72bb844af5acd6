import { describe, expect, it } from 'vitest';
import { narrowsByPlace, placeFiltersShown, readDirectoryFilters } from './filters';

describe('the directory’s filters in the address', () => {
  it('reads the search, the department, the location and the page', () => {
    const filters = readDirectoryFilters(
      new URLSearchParams('search=%20priya%20&department_id=4&branch_id=2&page=3'),
    );
    expect(filters).toEqual({ page: 3, search: 'priya', department_id: '4', branch_id: '2', company_id: '' });
  });

  it('takes anything that is not an id or a page as all, and the first page', () => {
    expect(
      readDirectoryFilters(new URLSearchParams('department_id=abc&branch_id=-1&company_id=0&page=x')),
    ).toEqual({ page: 1, search: '', department_id: '', branch_id: '', company_id: '' });
  });

  it('tells a department or location apart from a bare search', () => {
    const filters = readDirectoryFilters(new URLSearchParams('search=nair'));
    expect(narrowsByPlace(filters)).toBe(false);
    expect(narrowsByPlace({ ...filters, branch_id: '2' })).toBe(true);
  });

  it('asks for a department or location only while the company shows it', () => {
    const filters = readDirectoryFilters(new URLSearchParams('search=nair&department_id=4&branch_id=2'));
    expect(placeFiltersShown(filters, true, true)).toEqual(filters);
    expect(placeFiltersShown(filters, false, true)).toEqual({ ...filters, department_id: '' });
    expect(placeFiltersShown(filters, true, false)).toEqual({ ...filters, branch_id: '' });
  });
});
