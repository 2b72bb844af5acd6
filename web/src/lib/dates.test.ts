import { describe, expect, it } from 'vitest';
import { hourInZone, todayISO } from './dates';

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

describe('hourInZone', () => {
  it('reads the hour on the company clock around midnight in India', () => {
    expect(hourInZone(new Date('2026-11-24T18:29:00Z'))).toBe(23);
    expect(hourInZone(new Date('2026-11-24T18:30:00Z'))).toBe(0);
    expect(hourInZone(new Date('2026-11-24T20:00:00Z'))).toBe(1);
    expect(hourInZone(new Date('2026-11-24T20:00:00Z'), 'America/Los_Angeles')).toBe(12);
  });
});
