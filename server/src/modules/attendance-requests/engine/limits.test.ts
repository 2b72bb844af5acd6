import { describe, expect, it } from 'vitest';
import { breachMessage, firstBreach } from './limits';

describe('monthly limits of attendance requests', () => {
  const limit4 = () => 4;

  it('allows up to the limit with what is already asked for, and refuses one day more', () => {
    const already = new Map([['2026-12', 3]]);
    expect(firstBreach(new Map([['2026-12', 1]]), already, limit4)).toBeNull();
    expect(firstBreach(new Map([['2026-12', 2]]), already, limit4)).toEqual({
      month: '2026-12',
      limit: 4,
      already: 3,
    });
  });

  it('holds each month to its own limit, names the first month over, and lets a month without one be', () => {
    const asked = new Map([
      ['2027-01', 5],
      ['2026-12', 2],
    ]);
    const limits: Record<string, number | null> = { '2026-12': 1, '2027-01': null };
    expect(firstBreach(asked, new Map(), (m) => limits[m] ?? null)).toEqual({
      month: '2026-12',
      limit: 1,
      already: 0,
    });
    expect(firstBreach(asked, new Map(), () => null)).toBeNull();
    // A limit of nought refuses any day.
    expect(firstBreach(new Map([['2026-12', 1]]), new Map(), () => 0)).toMatchObject({ limit: 0 });
  });

  it('says the limit, the month and what is already asked for', () => {
    expect(breachMessage('work_from_home', { month: '2026-12', limit: 4, already: 3 })).toBe(
      'You may ask for at most 4 days of work from home in December 2026; 3 are already asked for.',
    );
    expect(breachMessage('on_duty', { month: '2027-01', limit: 1, already: 1 })).toBe(
      'You may ask for at most 1 day of on duty in January 2027; 1 is already asked for.',
    );
    expect(breachMessage('regularisation', { month: '2027-02', limit: 2, already: 0 })).toBe(
      'You may ask for at most 2 days of regularisation in February 2027; none is asked for yet.',
    );
  });
});
