import { describe, expect, it } from 'vitest';
import { carryForward, daysBetween, leaveDays, proratedAllocation } from './days';

describe('leave days', () => {
  const none = new Set<string>();
  it('counts weekdays only', () => {
    // Monday 2026-12-07 to Sunday 2026-12-13: five weekdays.
    expect(leaveDays('2026-12-07', '2026-12-13', none, false)).toBe(5);
    expect(leaveDays('2026-12-12', '2026-12-13', none, false)).toBe(0);
  });

  it('leaves out company holidays', () => {
    // Christmas 2026 is a Friday.
    expect(leaveDays('2026-12-21', '2026-12-25', new Set(['2026-12-25']), false)).toBe(4);
  });

  it('counts a half day on one date as 0.5', () => {
    expect(leaveDays('2026-12-08', '2026-12-08', none, true)).toBe(0.5);
    expect(leaveDays('2026-12-12', '2026-12-12', none, true)).toBe(0);
  });

  it('measures notice in calendar days', () => {
    expect(daysBetween('2026-11-23', '2026-11-30')).toBe(7);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
  });
});

describe('allocation', () => {
  it('gives the full allocation to those hired before the year', () => {
    expect(proratedAllocation(18, 2026, '2020-06-15')).toBe(18);
  });

  it('pro-rates joiners by the months they are employed, down to half days', () => {
    // Joined in October: October–December is 3 of 12 months → 4.5 of 18.
    expect(proratedAllocation(18, 2026, '2026-10-20')).toBe(4.5);
    // Joined in February: 11 months of 12 → 11 of 12 days.
    expect(proratedAllocation(12, 2026, '2026-02-01')).toBe(11);
    // 7 × 5/12 = 2.92 → 2.5
    expect(proratedAllocation(7, 2026, '2026-08-01')).toBe(2.5);
    expect(proratedAllocation(12, 2026, '2027-01-01')).toBe(0);
  });

  it('carries the unused balance forward up to the cap', () => {
    expect(carryForward(9.5, 5)).toBe(5);
    expect(carryForward(3, 5)).toBe(3);
    expect(carryForward(-1, 5)).toBe(0);
  });
});
