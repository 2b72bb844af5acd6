import { describe, expect, it } from 'vitest';
import { hasActiveFilters } from '@/lib/listParams';
import { readApplicationFilters, readJobPostingFilters } from './filters';

const params = (query: string) => new URLSearchParams(query);

describe('readJobPostingFilters', () => {
  it('reads page, search, status and department', () => {
    expect(readJobPostingFilters(params('page=2&search=+engineer+&status=draft&department_id=4'))).toEqual({
      page: 2,
      search: 'engineer',
      status: 'draft',
      department_id: '4',
    });
  });

  it('treats values the API would refuse as "all"', () => {
    const filters = readJobPostingFilters(params('page=0&status=archived&department_id=Engineering'));
    expect(filters).toEqual({ page: 1, search: '', status: '', department_id: '' });
    expect(hasActiveFilters(filters)).toBe(false);
  });
});

describe('readApplicationFilters', () => {
  it('reads the job from the query string on the all-jobs list', () => {
    expect(readApplicationFilters(params('status=interview&job_posting_id=7&search=kavya'), null)).toEqual({
      page: 1,
      search: 'kavya',
      status: 'interview',
      job_posting_id: '7',
    });
    expect(readApplicationFilters(params('status=pending'), null).status).toBe('');
  });

  it('fixes the job to the route’s on a job’s own list', () => {
    expect(readApplicationFilters(params('job_posting_id=7'), '12').job_posting_id).toBe('12');
  });
});
