import { describe, expect, it } from 'vitest';
import { companyInstant, isInFuture, punchInstant } from './instants';

describe('a punch time', () => {
  it('without an offset is the company’s wall-clock time (IST)', () => {
    expect(punchInstant('2027-01-05 09:28:11')?.toISOString()).toBe('2027-01-05T03:58:11.000Z');
    expect(punchInstant('2027-01-05T09:28')?.toISOString()).toBe('2027-01-05T03:58:00.000Z');
    expect(companyInstant('2027-01-05 21:55:00').toISOString()).toBe('2027-01-05T16:25:00.000Z');
  });

  it('with an offset is that instant, however the offset is written', () => {
    const utc = '2027-01-05T03:58:11.000Z';
    expect(punchInstant('2027-01-05T03:58:11Z')?.toISOString()).toBe(utc);
    expect(punchInstant('2027-01-05T09:28:11+05:30')?.toISOString()).toBe(utc);
    expect(punchInstant('2027-01-05 09:28:11+0530')?.toISOString()).toBe(utc);
    expect(punchInstant('2027-01-04T22:28:11-05:30')?.toISOString()).toBe(utc);
  });

  it('is refused when it is no real date or time, or outside the dates records take', () => {
    expect(punchInstant('2027-02-30 09:00:00')).toBeNull();
    expect(punchInstant('2027-01-05 24:10:00')).toBeNull();
    expect(punchInstant('0000-01-01 09:00:00')).toBeNull();
    expect(punchInstant('0000-01-01T09:00:00Z')).toBeNull();
    expect(punchInstant('2101-01-01 09:00:00')).toBeNull();
  });

  it('is in the future only beyond five minutes of slack for a fast device clock', () => {
    const now = new Date('2027-01-05T04:00:00Z');
    expect(isInFuture(new Date('2027-01-05T04:05:00Z'), now)).toBe(false);
    expect(isInFuture(new Date('2027-01-05T04:05:01Z'), now)).toBe(true);
  });
});
