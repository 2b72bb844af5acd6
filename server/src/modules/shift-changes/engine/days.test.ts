import { describe, expect, it } from 'vitest';
import { changesSomething, datesFrom, monthsOf, spanDays, swapDays } from './days';

describe('a request’s days', () => {
  it('counts and lists the days of a span, both ends included, across a month and a leap day', () => {
    expect(spanDays('2027-01-07', '2027-01-07')).toBe(1);
    expect(spanDays('2028-02-27', '2028-03-01')).toBe(4);
    expect(datesFrom('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(monthsOf(datesFrom('2028-02-27', '2028-03-01'))).toEqual(['2028-02-01', '2028-03-01']);
  });

  it('sees a change as asking for something only when some day works another shift', () => {
    const dates = ['2027-01-07', '2027-01-08'];
    expect(changesSomething(dates, () => 3, 3)).toBe(false);
    expect(changesSomething(dates, (d) => (d === '2027-01-08' ? 4 : 3), 3)).toBe(true);
    // A day with no shift at all gets the asked one.
    expect(changesSomething(dates, () => null, 3)).toBe(true);
  });

  it('swaps only the days both work a shift and not the same one', () => {
    const dates = ['2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10'];
    const mine: Record<string, number | null> = {
      '2027-01-07': 1,
      '2027-01-08': 1,
      '2027-01-09': null,
      '2027-01-10': 2,
    };
    const theirs: Record<string, number | null> = {
      '2027-01-07': 2,
      '2027-01-08': 1,
      '2027-01-09': 2,
      '2027-01-10': 1,
    };
    expect(
      swapDays(
        dates,
        (d) => mine[d] ?? null,
        (d) => theirs[d] ?? null,
      ),
    ).toEqual([
      { date: '2027-01-07', mine: 1, theirs: 2 },
      { date: '2027-01-10', mine: 2, theirs: 1 },
    ]);
    expect(
      swapDays(
        dates,
        () => 1,
        () => 1,
      ),
    ).toEqual([]);
  });
});
