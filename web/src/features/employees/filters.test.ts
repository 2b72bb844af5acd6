import { describe, expect, it } from 'vitest';
import { hasActiveFilters } from '@/lib/listParams';
import { exportQuery, listQuery, nextEmployeeListParams, readEmployeeListFilters } from './filters';

const read = (qs: string) => readEmployeeListFilters(new URLSearchParams(qs));

describe('readEmployeeListFilters', () => {
  it('defaults to page 1 and every filter on "all"', () => {
    expect(read('')).toEqual({
      page: 1,
      search: '',
      company_id: '',
      branch_id: '',
      department_id: '',
      status: '',
    });
  });

  it('reads well-formed values', () => {
    expect(
      read('page=3&search=%20emp0003%20&company_id=2&branch_id=5&department_id=7&status=on_leave'),
    ).toEqual({
      page: 3,
      search: 'emp0003',
      company_id: '2',
      branch_id: '5',
      department_id: '7',
      status: 'on_leave',
    });
  });

  it('treats malformed values as "all"', () => {
    expect(read('page=-2&company_id=abc&branch_id=0&department_id=1.5&status=retired')).toEqual({
      page: 1,
      search: '',
      company_id: '',
      branch_id: '',
      department_id: '',
      status: '',
    });
  });
});

describe('nextEmployeeListParams', () => {
  const next = (qs: string, changes: Parameters<typeof nextEmployeeListParams>[1]) =>
    nextEmployeeListParams(new URLSearchParams(qs), changes).toString();

  it('sets a filter and goes back to page 1', () => {
    expect(next('page=4&status=active', { search: 'priya' })).toBe('status=active&search=priya');
  });

  it('drops a filter set to "all"', () => {
    expect(next('status=active&search=x', { status: '' })).toBe('search=x');
  });

  it('keeps the filters on a page change', () => {
    expect(next('status=active', { page: '2' })).toBe('status=active&page=2');
  });

  it('clears the branch and department when the company changes', () => {
    expect(next('company_id=1&branch_id=3&department_id=4&status=active', { company_id: '2' })).toBe(
      'company_id=2&status=active',
    );
    expect(next('company_id=1&branch_id=3', { company_id: '' })).toBe('');
  });

  it('leaves the company alone when only the department changes', () => {
    expect(next('company_id=1&branch_id=3', { department_id: '9' })).toBe(
      'company_id=1&branch_id=3&department_id=9',
    );
  });
});

describe('queries', () => {
  const filters = read('page=2&search=nair&department_id=4');

  it('asks the list for one page with the filters set', () => {
    expect(listQuery(filters)).toEqual({ search: 'nair', department_id: '4', page: 2, per_page: 15 });
  });

  it('asks the export for every matching row: the same filters, no page', () => {
    expect(exportQuery(filters)).toEqual({ search: 'nair', department_id: '4' });
  });

  it('knows when a filter narrows the list', () => {
    expect(hasActiveFilters(read('page=3'))).toBe(false);
    expect(hasActiveFilters(filters)).toBe(true);
  });
});
