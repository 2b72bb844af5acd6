import { describe, expect, it } from 'vitest';
import { oneOf, readScopedFilters, scopeOf, standingLabel } from './standing';

describe('standingLabel', () => {
  it('says whom a pending request waits for, and who decided the others', () => {
    const decided = { waiting: null, decided_by: 'Rahul Mehta', decided_at: '2026-12-03T09:05:00Z' };
    expect(
      standingLabel({
        status: 'pending',
        waiting: { level: 1, levels: 2, approver: 'Aditi Rao' },
        decided_by: null,
        decided_at: null,
      }),
    ).toBe('Waiting for Aditi Rao (level 1 of 2)');
    expect(standingLabel({ status: 'pending', waiting: null, decided_by: null, decided_at: null })).toBe(
      'Waiting for approval',
    );
    expect(standingLabel({ status: 'approved', ...decided })).toBe(
      'Approved by Rahul Mehta on 3 Dec 2026, 2:35 pm',
    );
    expect(standingLabel({ status: 'rejected', ...decided, decided_at: null })).toBe(
      'Rejected by Rahul Mehta',
    );
    expect(standingLabel({ status: 'cancelled', ...decided })).toBeNull();
  });
});

describe('scopeOf and oneOf', () => {
  const params = (query: string) => new URLSearchParams(query);
  it("keeps one's own page to one's own requests, whatever the address says", () => {
    expect(scopeOf(params('scope=all'), 'mine', true)).toBe('mine');
  });

  it("shows HR the company's requests unless they ask for their team, and a manager their team's", () => {
    expect(scopeOf(params(''), 'team', true)).toBe('all');
    expect(scopeOf(params('scope=team'), 'team', true)).toBe('team');
    expect(scopeOf(params(''), 'team', false)).toBe('team');
    expect(scopeOf(params('scope=all'), 'team', false)).toBe('team');
  });

  it('keeps only a value it knows', () => {
    expect(oneOf(['pending', 'approved'], 'approved')).toBe('approved');
    expect(oneOf(['pending', 'approved'], 'lost')).toBe('');
    expect(oneOf(['pending', 'approved'], null)).toBe('');
  });
});

describe('readScopedFilters', () => {
  it('reads the scope, a known status and the page', () => {
    const read = (query: string) =>
      readScopedFilters(new URLSearchParams(query), 'team', true, ['pending', 'approved'] as const);
    expect(read('status=approved&page=3')).toEqual({ scope: 'all', status: 'approved', page: 3 });
    expect(read('scope=team&status=lost&page=-1')).toEqual({ scope: 'team', status: '', page: 1 });
  });
});
