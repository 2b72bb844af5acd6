import { describe, expect, it } from 'vitest';
import {
  dayAndMonth,
  monthDays,
  monthOf,
  monthParam,
  monthSpan,
  monthTitle,
  parseMonth,
  shiftMonth,
} from './month';

const DECEMBER_2026 = { year: 2026, month: 12 };

describe('the team calendar’s month', () => {
  it('names the month in en-IN words and carries it in the address as YYYY-MM', () => {
    expect(monthTitle(DECEMBER_2026)).toBe('December 2026');
    expect(monthParam({ year: 2027, month: 3 })).toBe('2027-03');
    expect(monthOf('2026-12-07')).toEqual(DECEMBER_2026);
  });

  it('reads the month from the address, falling back to the current one when it is not a month', () => {
    expect(parseMonth('2027-02', DECEMBER_2026)).toEqual({ year: 2027, month: 2 });
    expect(parseMonth('2027-13', DECEMBER_2026)).toEqual(DECEMBER_2026);
    expect(parseMonth('2027-2', DECEMBER_2026)).toEqual(DECEMBER_2026);
    expect(parseMonth('0000-05', DECEMBER_2026)).toEqual(DECEMBER_2026);
    expect(parseMonth(null, DECEMBER_2026)).toEqual(DECEMBER_2026);
  });

  it('moves a month back and forth across the year’s end', () => {
    expect(shiftMonth(DECEMBER_2026, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual(DECEMBER_2026);
    expect(shiftMonth({ year: 2026, month: 3 }, -14)).toEqual({ year: 2025, month: 1 });
  });

  it('asks for the month’s first to last day, leap Februaries included', () => {
    expect(monthSpan(DECEMBER_2026)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthSpan({ year: 2028, month: 2 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthSpan({ year: 2027, month: 2 })).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthSpan({ year: 2026, month: 4 }).to).toBe('2026-04-30');
  });

  it('lists every day with its weekday, shading Saturdays and Sundays', () => {
    const days = monthDays(DECEMBER_2026);
    expect(days).toHaveLength(31);
    // 1 December 2026 is a Tuesday.
    expect(days[0]).toEqual({ date: '2026-12-01', day: 1, weekday: 'Tuesday', initial: 'T', weekend: false });
    expect(days[4]).toEqual({ date: '2026-12-05', day: 5, weekday: 'Saturday', initial: 'S', weekend: true });
    expect(days[5]?.weekday).toBe('Sunday');
    expect(days[5]?.weekend).toBe(true);
    expect(days.filter((d) => d.weekend).map((d) => d.day)).toEqual([5, 6, 12, 13, 19, 20, 26, 27]);
    expect(days.at(-1)?.date).toBe('2026-12-31');
  });

  it('writes a date as day then month', () => {
    expect(dayAndMonth('2026-12-07')).toBe('7 December');
    expect(dayAndMonth('2027-01-31')).toBe('31 January');
  });
});
