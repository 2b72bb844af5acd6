import { describe, expect, it } from 'vitest';
import { everyWeek, SATURDAY_SUNDAY } from '../../leave/public';
import { settlementDue, workingDayOf } from './settlement-due';

/** Code on Wages 2019 s.17(2): within two working days of the last working day (the CODE_WAGES rules' 2). */
const TWO = 2;
const weekdays = workingDayOf(SATURDAY_SUNDAY, new Set());

describe('the full and final settlement is due two working days after the last working day (Code on Wages s.17(2))', () => {
  it('counts Monday and Tuesday after a Friday: due Tuesday, reminded Monday', () => {
    // Friday 4 December 2026.
    expect(settlementDue('2026-12-04', TWO, weekdays)).toEqual({
      dueOn: '2026-12-08',
      remindOn: '2026-12-07',
    });
  });

  it('skips a Sunday for a six-day week', () => {
    // Saturday 5 December 2026, Sunday the only weekly off: Monday 7 and Tuesday 8.
    const sixDays = workingDayOf(everyWeek([0]), new Set());
    expect(settlementDue('2026-12-05', TWO, sixDays)).toEqual({
      dueOn: '2026-12-08',
      remindOn: '2026-12-07',
    });
  });

  it('skips a Sunday and a holiday: Christmas on a Friday after a Thursday exit', () => {
    // Thursday 24 December 2026; Friday 25 (Christmas), Saturday and Sunday off; Monday 28 and Tuesday 29.
    const withChristmas = workingDayOf(SATURDAY_SUNDAY, new Set(['2026-12-25']));
    expect(settlementDue('2026-12-24', TWO, withChristmas)).toEqual({
      dueOn: '2026-12-29',
      remindOn: '2026-12-28',
    });
  });

  it('follows another number of days (data), reminding on the last working day for one', () => {
    expect(settlementDue('2026-12-04', 1, weekdays)).toEqual({ dueOn: '2026-12-07', remindOn: '2026-12-04' });
    expect(settlementDue('2026-12-04', 7, weekdays).dueOn).toBe('2026-12-15');
  });
});
