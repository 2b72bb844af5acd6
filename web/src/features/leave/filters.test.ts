import { describe, expect, it } from 'vitest';
import { hasActiveFilters, nextLeaveListParams, readLeaveListFilters, readLeaveListScope } from './filters';

const params = (query: string) => new URLSearchParams(query);

describe('readLeaveListFilters', () => {
  it('reads page, status and leave type', () => {
    expect(readLeaveListFilters(params('page=3&status=pending&leave_type_id=2'))).toEqual({
      page: 3,
      status: 'pending',
      leave_type_id: '2',
    });
  });

  it('treats unknown values as "all" and a bad page as 1', () => {
    expect(readLeaveListFilters(params('page=-1&status=archived&leave_type_id=abc'))).toEqual({
      page: 1,
      status: '',
      leave_type_id: '',
    });
  });

  it('knows when a filter is applied', () => {
    expect(hasActiveFilters(readLeaveListFilters(params('')))).toBe(false);
    expect(hasActiveFilters(readLeaveListFilters(params('status=rejected')))).toBe(true);
  });

  it('reads the team view', () => {
    expect(readLeaveListScope(params('view=team'))).toBe('team');
    expect(readLeaveListScope(params('view=other'))).toBe('all');
  });
});

describe('nextLeaveListParams', () => {
  it('goes back to page 1 when a filter changes and drops empty values', () => {
    const next = nextLeaveListParams(params('page=4&status=pending&view=team'), { status: '' });
    expect(next.toString()).toBe('view=team');
  });

  it('keeps the filters when only the page changes', () => {
    const next = nextLeaveListParams(params('status=pending'), { page: '2' });
    expect(next.toString()).toBe('status=pending&page=2');
    expect(nextLeaveListParams(next, { page: '1' }).toString()).toBe('status=pending');
  });
});
