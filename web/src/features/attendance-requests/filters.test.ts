import { describe, expect, it } from 'vitest';
import { readRequestFilters } from './filters';

const read = (query: string, page: 'mine' | 'team', seesCompany: boolean) =>
  readRequestFilters(new URLSearchParams(query), page, seesCompany);

describe('readRequestFilters', () => {
  it("keeps one's own list to one's own requests, whatever the address says", () => {
    expect(read('scope=all&status=pending&type=on_duty&page=2', 'mine', true)).toEqual({
      scope: 'mine',
      status: 'pending',
      type: 'on_duty',
      page: 2,
    });
  });

  it("shows HR the company's requests unless they ask for their team, and a manager their team's", () => {
    expect(read('', 'team', true).scope).toBe('all');
    expect(read('scope=team', 'team', true).scope).toBe('team');
    expect(read('', 'team', false).scope).toBe('team');
    expect(read('scope=all', 'team', false).scope).toBe('team');
  });

  it('drops a status or type it does not know, and a page that is not one', () => {
    expect(read('status=lost&type=overtime&page=-1', 'team', false)).toEqual({
      scope: 'team',
      status: '',
      type: '',
      page: 1,
    });
  });
});
