import { describe, expect, it } from 'vitest';
import { nextChangeParams, readChangeFilters } from './filters';

const params = (query: string) => new URLSearchParams(query);

describe('readChangeFilters', () => {
  it('shows HR what waits by default, "all" every status', () => {
    expect(readChangeFilters(params(''), true)).toEqual({ scope: 'all', status: 'pending', page: 1 });
    expect(readChangeFilters(params('status=all&page=2'), true)).toEqual({
      scope: 'all',
      status: '',
      page: 2,
    });
    expect(readChangeFilters(params('status=rejected'), true).status).toBe('rejected');
    expect(readChangeFilters(params('status=lost'), true).status).toBe('pending');
  });

  it('shows anyone else all their own requests', () => {
    expect(readChangeFilters(params(''), false)).toEqual({ scope: 'mine', status: '', page: 1 });
  });
});

describe('nextChangeParams', () => {
  it('leaves the default status out of the address and writes every status as "all"', () => {
    expect(nextChangeParams(true)(params('status=approved&page=3'), { status: 'pending' }).toString()).toBe(
      '',
    );
    expect(nextChangeParams(true)(params(''), { status: '' }).toString()).toBe('status=all');
    expect(nextChangeParams(false)(params('status=approved'), { status: '' }).toString()).toBe('');
  });
});
