import { describe, expect, it } from 'vitest';
import {
  nextBranchParams,
  readBranchFilters,
  readCompanyFilters,
  readDepartmentFilters,
  readEmployeeFilters,
  readTeamFilters,
} from './filters';

const params = (query: string) => new URLSearchParams(query);

describe('reading list filters from the query string', () => {
  it('reads the company filters, ignoring unknown statuses and bad pages', () => {
    expect(readCompanyFilters(params('search=%20demo%20&status=suspended&page=3'))).toEqual({
      page: 3,
      search: 'demo',
      status: 'suspended',
    });
    expect(readCompanyFilters(params('status=closed&page=-2'))).toEqual({ page: 1, search: '', status: '' });
    expect(readCompanyFilters(params('page=1.5'))).toMatchObject({ page: 1 });
  });

  it('defaults the branch status to active, and "all" clears it', () => {
    expect(readBranchFilters(params(''))).toEqual({ page: 1, search: '', company_id: '', status: 'active' });
    expect(readBranchFilters(params('status=all')).status).toBe('');
    expect(readBranchFilters(params('status=closed&company_id=4')).status).toBe('closed');
    expect(readBranchFilters(params('company_id=4')).company_id).toBe('4');
  });

  it('accepts only positive whole ids', () => {
    for (const bad of ['0', '-1', 'x', '1.5', '01', '']) {
      expect(readDepartmentFilters(params(`company_id=${bad}`)).company_id).toBe('');
    }
    expect(readDepartmentFilters(params('company_id=12&status=closed'))).toEqual({
      page: 1,
      search: '',
      company_id: '12',
      status: 'closed',
    });
  });

  it('reads every team filter', () => {
    expect(
      readTeamFilters(params('search=pla&company_id=1&department_id=2&status=disbanded&lead=vacant&page=2')),
    ).toEqual({
      page: 2,
      search: 'pla',
      company_id: '1',
      department_id: '2',
      status: 'disbanded',
      lead: 'vacant',
    });
    expect(readTeamFilters(params('lead=maybe&status=gone'))).toMatchObject({ lead: '', status: '' });
  });

  it('reads the employee filters', () => {
    expect(readEmployeeFilters(params('status=on_leave'))).toEqual({
      page: 1,
      search: '',
      status: 'on_leave',
    });
  });
});

describe('nextBranchParams', () => {
  it('writes "all" for a cleared status, and drops the default (active)', () => {
    expect(nextBranchParams(params(''), { status: '' }).toString()).toBe('status=all');
    expect(nextBranchParams(params('status=all'), { status: 'active' }).toString()).toBe('');
    expect(nextBranchParams(params(''), { status: 'closed' }).toString()).toBe('status=closed');
  });
});
