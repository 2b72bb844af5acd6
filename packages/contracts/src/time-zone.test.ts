import { describe, expect, it } from 'vitest';
import { dateInZone, zonedParts } from './time-zone';

describe('zonedParts', () => {
  it('gives the zero-padded wall-clock reading of an instant in IST by default', () => {
    expect(zonedParts(new Date('2026-11-24T20:05:07Z'))).toEqual({
      year: '2026',
      month: '11',
      day: '25',
      hour: '01',
      minute: '35',
      second: '07',
    });
  });

  it('reads midnight as hour 00, not 24', () => {
    expect(zonedParts(new Date('2026-11-24T18:30:00Z')).hour).toBe('00');
  });
});

describe('dateInZone', () => {
  it('puts an instant on its IST date either side of IST midnight', () => {
    expect(dateInZone(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(dateInZone(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(dateInZone(new Date('2026-11-24T18:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-24');
  });
});
