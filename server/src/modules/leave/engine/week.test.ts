import { describe, expect, it } from 'vitest';
import { eachDate } from './days';
import { everyWeek, isWeeklyOff, SATURDAY_SUNDAY, weekOfMonth } from './week';

const offsIn = (offs: Parameters<typeof isWeeklyOff>[0], from: string, to: string) =>
  [...eachDate(from, to)].filter((d) => isWeeklyOff(offs, d));

describe('the working week', () => {
  it('counts a date as the nth of its weekday in the month', () => {
    // December 2026: Saturdays fall on the 5th, 12th, 19th and 26th.
    expect(['2026-12-05', '2026-12-12', '2026-12-19', '2026-12-26'].map(weekOfMonth)).toEqual([1, 2, 3, 4]);
    expect(weekOfMonth('2026-08-29')).toBe(5); // August 2026 has five Saturdays: 1, 8, 15, 22, 29
    expect(weekOfMonth('2026-08-07')).toBe(1);
    expect(weekOfMonth('2026-08-08')).toBe(2);
  });

  it('takes Saturday and Sunday off every week by default', () => {
    expect(offsIn(SATURDAY_SUNDAY, '2026-12-01', '2026-12-13')).toEqual([
      '2026-12-05',
      '2026-12-06',
      '2026-12-12',
      '2026-12-13',
    ]);
  });

  it('takes the 2nd and 4th Saturdays and every Sunday off, the common six-day-week pattern', () => {
    const offs = [{ weekday: 0 }, { weekday: 6, weeks: [2, 4] }];
    // December 2026: Sundays 6, 13, 20, 27; Saturdays 5 (1st), 12 (2nd), 19 (3rd), 26 (4th).
    expect(offsIn(offs, '2026-12-01', '2026-12-31')).toEqual([
      '2026-12-06',
      '2026-12-12',
      '2026-12-13',
      '2026-12-20',
      '2026-12-26',
      '2026-12-27',
    ]);
    // A fifth Saturday (29 August 2026) is worked under a 2nd-and-4th rule.
    expect(isWeeklyOff(offs, '2026-08-29')).toBe(false);
    expect(isWeeklyOff(offs, '2026-08-22')).toBe(true);
  });

  it('reads a shift’s weekdays as days off every week', () => {
    expect(offsIn(everyWeek([5]), '2026-12-01', '2026-12-14')).toEqual(['2026-12-04', '2026-12-11']);
    expect(offsIn(everyWeek([]), '2026-12-01', '2026-12-07')).toEqual([]);
  });
});
