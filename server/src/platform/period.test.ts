import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayOrLastOf,
  daysInMonth,
  esicPeriodFirstMonth,
  esicPeriodStart,
  financialYear,
  financialYearFirstMonth,
  firstDayOf,
  inForceOn,
  lastDayOf,
  monthDay,
  monthIndex,
  monthsAfterInYear,
  monthsRemaining,
  nextMonth,
  periodAtIndex,
  periodOf,
  previousMonth,
  yearMonth,
} from './period';

describe('pay periods', () => {
  it('finds the ESIC contribution period: April–September and October–March', () => {
    expect(esicPeriodStart({ year: 2026, month: 4 })).toBe('2026-04-01');
    expect(esicPeriodStart({ year: 2026, month: 9 })).toBe('2026-04-01');
    expect(esicPeriodStart({ year: 2026, month: 10 })).toBe('2026-10-01');
    expect(esicPeriodStart({ year: 2027, month: 3 })).toBe('2026-10-01');
    expect(esicPeriodFirstMonth({ year: 2027, month: 1 })).toEqual({ year: 2026, month: 10 });
    expect(esicPeriodFirstMonth({ year: 2026, month: 12 })).toEqual({ year: 2026, month: 10 });
  });

  it('finds the financial year and the months left in it', () => {
    expect(financialYear({ year: 2026, month: 4 })).toEqual({
      label: '2026-27',
      start: { year: 2026, month: 4 },
    });
    expect(financialYear({ year: 2027, month: 3 }).label).toBe('2026-27');
    expect(financialYear({ year: 2099, month: 12 }).label).toBe('2099-00');
    expect([4, 10, 12, 1, 3].map(monthsRemaining)).toEqual([12, 6, 4, 3, 1]);
    expect(financialYearFirstMonth('2026-27')).toEqual({ year: 2026, month: 4 });
  });

  it('lists the months after a period to March', () => {
    expect(monthsAfterInYear({ year: 2026, month: 12 })).toEqual([
      { year: 2027, month: 1 },
      { year: 2027, month: 2 },
      { year: 2027, month: 3 },
    ]);
    expect(monthsAfterInYear({ year: 2027, month: 3 })).toEqual([]);
    expect(monthsAfterInYear({ year: 2026, month: 4 })).toHaveLength(11);
  });

  it("finds a month's first and last day, leap years included", () => {
    expect(firstDayOf({ year: 2026, month: 9 })).toBe('2026-09-01');
    expect(lastDayOf({ year: 2026, month: 4 })).toBe('2026-04-30');
    expect(lastDayOf({ year: 2026, month: 12 })).toBe('2026-12-31');
    expect(lastDayOf({ year: 2028, month: 2 })).toBe('2028-02-29');
    expect(lastDayOf({ year: 2100, month: 2 })).toBe('2100-02-28');
    expect(daysInMonth({ year: 2027, month: 2 })).toBe(28);
    expect(dayOrLastOf({ year: 2026, month: 4 }, 31)).toBe('2026-04-30');
    expect(dayOrLastOf({ year: 2026, month: 5 }, 7)).toBe('2026-05-07');
    expect(monthDay({ year: 2026, month: 5 }, 7)).toBe('2026-05-07');
    expect(periodOf('2026-11-24')).toEqual({ year: 2026, month: 11 });
    expect(yearMonth({ year: 2026, month: 9 })).toBe('2026-09');
  });

  it('steps from month to month across years', () => {
    expect(nextMonth({ year: 2026, month: 12 })).toEqual({ year: 2027, month: 1 });
    expect(nextMonth({ year: 2026, month: 5 })).toEqual({ year: 2026, month: 6 });
    expect(previousMonth({ year: 2027, month: 1 })).toEqual({ year: 2026, month: 12 });
    expect(addMonths({ year: 2026, month: 3 }, -15)).toEqual({ year: 2024, month: 12 });
    expect(addMonths({ year: 2026, month: 3 }, 12)).toEqual({ year: 2027, month: 3 });
    expect(monthIndex({ year: 2027, month: 1 }) - monthIndex({ year: 2026, month: 12 })).toBe(1);
    expect(periodAtIndex(monthIndex({ year: 2026, month: 12 }))).toEqual({ year: 2026, month: 12 });
    expect(periodAtIndex(monthIndex({ year: 2027, month: 1 }))).toEqual({ year: 2027, month: 1 });
  });

  it('picks the version in force on a date', () => {
    const versions = [{ effective_from: '2024-04-01' }, { effective_from: '2025-10-01' }];
    expect(inForceOn(versions, '2024-03-31')).toBeUndefined();
    expect(inForceOn(versions, '2025-09-30')).toBe(versions[0]);
    expect(inForceOn(versions, '2025-10-01')).toBe(versions[1]);
  });
});
