import { describe, expect, it } from 'vitest';
import { todayISO } from './dates';

describe('todayISO', () => {
  it('is the calendar date in India, not UTC', () => {
    // 20:00 UTC on 31 March is already 1 April in India (UTC+5:30).
    expect(todayISO(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(todayISO(new Date('2026-03-31T18:00:00Z'))).toBe('2026-03-31');
  });

  it('honours another zone', () => {
    expect(todayISO(new Date('2026-03-31T20:00:00Z'), 'UTC')).toBe('2026-03-31');
  });
});
