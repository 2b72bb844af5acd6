import { describe, expect, it } from 'vitest';
import { todayISO } from './dates';

describe('todayISO', () => {
  it('gives the calendar date in the company zone, not UTC', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India (UTC+5:30).
    expect(todayISO(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(todayISO(new Date('2026-12-31T18:00:00Z'))).toBe('2026-12-31');
    expect(todayISO(new Date('2026-12-31T20:00:00Z'), 'UTC')).toBe('2026-12-31');
    // 20:00 UTC on 31 March is already 1 April in India (UTC+5:30).
    expect(todayISO(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(todayISO(new Date('2026-03-31T18:00:00Z'))).toBe('2026-03-31');
    expect(todayISO(new Date('2026-03-31T20:00:00Z'), 'UTC')).toBe('2026-03-31');
  });
});
