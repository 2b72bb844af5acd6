import { describe, expect, it } from 'vitest';
import { readSwapFilters } from './filters';

describe('readSwapFilters', () => {
  it('always lists the swaps asked of the caller, with a known status and the page', () => {
    expect(readSwapFilters(new URLSearchParams('scope=all&status=awaiting_colleague&page=2'))).toEqual({
      scope: 'swaps',
      status: 'awaiting_colleague',
      page: 2,
    });
    expect(readSwapFilters(new URLSearchParams('status=lost&page=-1'))).toEqual({
      scope: 'swaps',
      status: '',
      page: 1,
    });
  });
});
