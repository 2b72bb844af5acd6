import { describe, expect, it } from 'vitest';
import { bankWorkingDayOf, payDateOf } from './pay-date';

/**
 * The pay date of a month (the date of payment and deduction of the TDS statements), on the calendar of 2026:
 * 31 October 2026 is a Saturday (the fifth: a bank working day), 28 November the fourth Saturday, 31 January
 * 2027 a Sunday; RBI keeps banks shut on Sundays and the second and fourth Saturdays.
 */
describe('the pay date of a month', () => {
  const bank = bankWorkingDayOf(new Set(['2026-12-25']));

  it('last working day: the month’s last day a bank is open', () => {
    expect(payDateOf({ year: 2026, month: 10 }, 'last_working_day', null, bank)).toBe('2026-10-31');
    // 30 November 2026 is a Monday.
    expect(payDateOf({ year: 2026, month: 11 }, 'last_working_day', null, bank)).toBe('2026-11-30');
    // 31 January 2027 is a Sunday: Saturday the 30th (the fifth Saturday) is open.
    expect(payDateOf({ year: 2027, month: 1 }, 'last_working_day', null, bank)).toBe('2027-01-30');
  });

  it('a fixed day of the month moves back over a Sunday, a 2nd/4th Saturday or a holiday', () => {
    expect(payDateOf({ year: 2026, month: 11 }, 'day_of_month', 27, bank)).toBe('2026-11-27');
    // 28 November 2026, the fourth Saturday → Friday 27th; 29th, a Sunday → 27th too.
    expect(payDateOf({ year: 2026, month: 11 }, 'day_of_month', 28, bank)).toBe('2026-11-27');
    expect(payDateOf({ year: 2026, month: 11 }, 'day_of_month', 29, bank)).toBe('2026-11-27');
    // Christmas, a company holiday (Friday) → Thursday 24th.
    expect(payDateOf({ year: 2026, month: 12 }, 'day_of_month', 25, bank)).toBe('2026-12-24');
    // The 31st of a 30-day month is its last day.
    expect(payDateOf({ year: 2026, month: 9 }, 'day_of_month', 31, bank)).toBe('2026-09-30');
  });

  it('a fixed day of the next month: December’s salary on 7 January, across the year', () => {
    expect(payDateOf({ year: 2026, month: 12 }, 'day_of_next_month', 7, bank)).toBe('2027-01-07');
    // 1 November 2026 is a Sunday → Saturday 31 October, the fifth Saturday, open.
    expect(payDateOf({ year: 2026, month: 10 }, 'day_of_next_month', 1, bank)).toBe('2026-10-31');
    // February 2027 has 28 days; the 28th is a Sunday and the 27th the fourth Saturday → Friday 26th.
    expect(payDateOf({ year: 2027, month: 1 }, 'day_of_next_month', 30, bank)).toBe('2027-02-26');
  });
});
