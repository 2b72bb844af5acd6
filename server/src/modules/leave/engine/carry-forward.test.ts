import { describe, expect, it } from 'vitest';
import { carriedHundredths, carryExpiresOn, expiredHundredths } from './carry-forward';

describe('carry forward and expiry', () => {
  it('carries the unused balance up to the cap; a deficit carries whole', () => {
    expect(carriedHundredths(950, 500)).toBe(500);
    expect(carriedHundredths(300, 500)).toBe(300);
    expect(carriedHundredths(500, 500)).toBe(500);
    expect(carriedHundredths(0, 500)).toBe(0);
    expect(carriedHundredths(-150, 500)).toBe(-150);
  });

  it('lets carried days be used until the end of the months after 1 January', () => {
    expect(carryExpiresOn(2027, 3)).toBe('2027-03-31');
    expect(carryExpiresOn(2028, 2)).toBe('2028-02-29');
    expect(carryExpiresOn(2027, null)).toBeNull();
  });

  it('lapses the carried days not used by then (leave is taken from them first), never more than is left', () => {
    // 5 carried, 2 taken by 31 March: 3 lapse.
    expect(expiredHundredths(500, 200, 2000)).toBe(300);
    // All used: nothing lapses.
    expect(expiredHundredths(500, 500, 1800)).toBe(0);
    expect(expiredHundredths(500, 600, 1700)).toBe(0);
    // Only 1 day left in all (the year's own days went too): 1 lapses.
    expect(expiredHundredths(500, 0, 100)).toBe(100);
  });
});
