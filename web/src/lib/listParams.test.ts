import { describe, expect, it } from 'vitest';
import { hasActiveFilters, nextListParams } from './listParams';

const params = (query: string) => new URLSearchParams(query);

describe('nextListParams', () => {
  it('sets and drops filters, going back to page 1', () => {
    const next = nextListParams(params('page=4&search=x'), { status: 'active', search: '' });
    expect(next.toString()).toBe('status=active');
  });

  it('keeps the other filters when only the page changes', () => {
    expect(nextListParams(params('status=active'), { page: '2' }).toString()).toBe('status=active&page=2');
  });

  it('writes "all" for a cleared filter that has a default, and drops the default', () => {
    const defaults = { status: 'active' };
    expect(nextListParams(params(''), { status: '' }, defaults).toString()).toBe('status=all');
    expect(nextListParams(params('status=all'), { status: 'active' }, defaults).toString()).toBe('');
    expect(nextListParams(params(''), { status: 'closed' }, defaults).toString()).toBe('status=closed');
  });

  it('changes several filters at once (a new company clears the department)', () => {
    const next = nextListParams(params('company_id=1&department_id=3'), {
      company_id: '2',
      department_id: '',
    });
    expect(next.toString()).toBe('company_id=2');
  });
});

describe('hasActiveFilters', () => {
  it('counts the filters that narrow the list, not the page', () => {
    expect(hasActiveFilters({ page: 3, search: '', status: '' })).toBe(false);
    expect(hasActiveFilters({ page: 1, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ page: 1, status: 'active' })).toBe(true);
  });
});
