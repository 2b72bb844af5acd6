import { describe, expect, it } from 'vitest';
import { dateSpan, requestSummary } from './summary';

describe('a shift change in a line', () => {
  it('writes a span as short as it reads clearly', () => {
    expect(dateSpan('2027-01-07', '2027-01-07')).toBe('7 Jan 2027');
    expect(dateSpan('2027-01-07', '2027-01-09')).toBe('7–9 Jan 2027');
    expect(dateSpan('2027-01-30', '2027-02-02')).toBe('30 Jan – 2 Feb 2027');
    expect(dateSpan('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
  });

  it('names the shift asked for with its times, or the colleague of a swap', () => {
    const night = { name: 'Night', start_time: '22:00:00', end_time: '06:00:00' };
    expect(
      requestSummary({ kind: 'change', from: '2027-01-07', to: '2027-01-09', shift: night, colleague: null }),
    ).toBe('Shift change to Night (22:00–06:00) on 7–9 Jan 2027');
    expect(
      requestSummary({
        kind: 'swap',
        from: '2027-01-07',
        to: '2027-01-07',
        shift: null,
        colleague: 'Rahul Mehta',
      }),
    ).toBe('Swap shifts with Rahul Mehta on 7 Jan 2027');
  });
});
