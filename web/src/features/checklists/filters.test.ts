import { describe, expect, it } from 'vitest';
import {
  checklistsNarrowed,
  nextChecklistParams,
  nextTaskParams,
  readChecklistFilters,
  readTaskFilters,
  tasksNarrowed,
} from './filters';

const read = (query: string) => readChecklistFilters(new URLSearchParams(query));
const readTasks = (query: string) => readTaskFilters(new URLSearchParams(query));

describe('checklist filters', () => {
  it('open on the open checklists; all when asked; unknown values fall back', () => {
    expect(read('')).toEqual({ page: 1, company_id: '', status: 'open', search: '' });
    expect(read('status=all&search=%20Priya%20&page=2&company_id=3')).toEqual({
      page: 2,
      company_id: '3',
      status: '',
      search: 'Priya',
    });
    expect(read('status=completed').status).toBe('completed');
    expect(read('status=bogus&company_id=x')).toMatchObject({ status: 'open', company_id: '' });
  });

  it('write the default out of the address and "all" into it', () => {
    const current = new URLSearchParams('status=completed&page=3');
    expect(nextChecklistParams(current, { status: 'open' }).toString()).toBe('');
    expect(nextChecklistParams(current, { status: '' }).toString()).toBe('status=all');
  });

  it('count as narrowed once they leave the open ones or search', () => {
    expect(checklistsNarrowed(read(''))).toBe(false);
    expect(checklistsNarrowed(read('company_id=2'))).toBe(false);
    expect(checklistsNarrowed(read('status=all'))).toBe(true);
    expect(checklistsNarrowed(read('search=ravi'))).toBe(true);
  });
});

describe('task filters', () => {
  it('open on the tasks to do', () => {
    expect(readTasks('')).toEqual({ page: 1, status: 'pending', kind: '', overdue: false });
    expect(readTasks('status=all&kind=offboarding&overdue=true')).toEqual({
      page: 1,
      status: '',
      kind: 'offboarding',
      overdue: true,
    });
    expect(readTasks('status=done&kind=x').status).toBe('done');
    expect(readTasks('kind=x').kind).toBe('');
  });

  it('write the default out of the address', () => {
    expect(nextTaskParams(new URLSearchParams('status=done'), { status: 'pending' }).toString()).toBe('');
    expect(nextTaskParams(new URLSearchParams(''), { status: '' }).toString()).toBe('status=all');
  });

  it('count as narrowed beyond the tasks to do', () => {
    expect(tasksNarrowed(readTasks(''))).toBe(false);
    expect(tasksNarrowed(readTasks('overdue=true'))).toBe(true);
    expect(tasksNarrowed(readTasks('status=done'))).toBe(true);
  });
});
