import { describe, expect, it } from 'vitest';
import { askBy, dayOffKind, earnedDays } from './earns';

describe('what a worked day off earns', () => {
  it('earns a day for a full day worked, half for a half day, nothing otherwise', () => {
    expect(earnedDays('present')).toBe(1);
    expect(earnedDays('late')).toBe(1);
    expect(earnedDays('work_from_home')).toBe(1);
    expect(earnedDays('half_day')).toBe(0.5);
    for (const status of ['absent', 'on_leave', 'holiday', 'weekend', null, undefined]) {
      expect(earnedDays(status)).toBe(0);
    }
  });

  it('calls a holiday on a weekly off a holiday', () => {
    expect(dayOffKind('Diwali', true)).toBe('holiday');
    expect(dayOffKind('Diwali', false)).toBe('holiday');
    expect(dayOffKind(null, true)).toBe('weekly_off');
    expect(dayOffKind(null, false)).toBeNull();
  });

  it('can be asked for until the rule’s expiry days after the day worked (Factories Act 1948 s.53: 60 days)', () => {
    // Sunday 1 March 2026 + 60 days = Thursday 30 April 2026.
    expect(askBy('2026-03-01', 60)).toBe('2026-04-30');
    // Across a year end: 20 December 2026 + 60 = 18 February 2027.
    expect(askBy('2026-12-20', 60)).toBe('2027-02-18');
    expect(askBy('2026-03-01', null)).toBeNull();
  });
});
