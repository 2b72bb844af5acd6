import { describe, expect, it } from 'vitest';
import { calendarDays, countedDates, type DayCalendar, daysByMonth, monthsAround } from './days';

/** December 2026: the 1st is a Tuesday; Saturdays 5, 12, 19, 26; Sundays 6, 13, 20, 27; Christmas on the 25th. */
const week = (offs: number[]) => () => offs.map((weekday) => ({ weekday }));
const december: DayCalendar = {
  weeklyOffsOn: week([0, 6]),
  holidays: new Set(['2026-12-25']),
  leave: new Set(),
};

describe('the days an attendance request counts', () => {
  it('counts the working days of the range: weekly offs and holidays aside', () => {
    // Tuesday 1st to Monday 7th: the weekend of the 5th and 6th is not worked.
    expect(countedDates('2026-12-01', '2026-12-07', december)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
    ]);
    // Christmas (a Friday) and the weekend after it leave nothing from the 25th to the 27th.
    expect(countedDates('2026-12-25', '2026-12-27', december)).toEqual([]);
  });

  it('leaves out days of approved leave and follows the week in force on each date', () => {
    const withLeave = { ...december, leave: new Set(['2026-12-02']) };
    expect(countedDates('2026-12-01', '2026-12-03', withLeave)).toEqual(['2026-12-01', '2026-12-03']);
    // Second and fourth Saturdays off from the 10th on (a new policy): the 12th is off, the 5th was too.
    const changed: DayCalendar = {
      weeklyOffsOn: (date) =>
        date >= '2026-12-10'
          ? [{ weekday: 0 }, { weekday: 6, weeks: [2, 4] }]
          : [{ weekday: 0 }, { weekday: 6 }],
      holidays: new Set(),
      leave: new Set(),
    };
    expect(countedDates('2026-12-05', '2026-12-05', changed)).toEqual([]);
    expect(countedDates('2026-12-12', '2026-12-12', changed)).toEqual([]);
    // The third Saturday is worked under the new week.
    expect(countedDates('2026-12-19', '2026-12-19', changed)).toEqual(['2026-12-19']);
  });

  it('counts calendar days with both ends, and splits days by month', () => {
    expect(calendarDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(calendarDays('2026-12-01', '2026-12-31')).toBe(31);
    expect(calendarDays('2026-02-20', '2026-03-02')).toBe(11);
    const dates = countedDates('2026-11-26', '2026-12-02', december);
    expect([...daysByMonth(dates)]).toEqual([
      ['2026-11', 3],
      ['2026-12', 2],
    ]);
  });

  it('reads whole months around a range, February included', () => {
    expect(monthsAround('2026-12-03', '2026-12-04')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthsAround('2028-01-30', '2028-02-02')).toEqual({ from: '2028-01-01', to: '2028-02-29' });
  });
});
