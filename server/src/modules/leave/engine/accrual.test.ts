import { describe, expect, it } from 'vitest';
import { type AccrualRule, creditsDue, periodsOf, roundDays } from './accrual';

const rule = (over: Partial<AccrualRule> = {}): AccrualRule => ({
  annual_days: 18,
  accrual: 'yearly',
  accrue_at: 'start',
  prorate_joiners: 'months',
  prorate_leavers: 'none',
  accrual_starts_after_days: 0,
  rounding_step: 0.5,
  rounding: 'down',
  ...over,
});
const veteran = { hire_date: '2020-06-15', last_working_day: null };
const none = { days: 0, lastDate: null };
const total = (credits: { days: number }[]) => credits.reduce((s, c) => s + c.days, 0);

describe('accrual periods', () => {
  it('names and bounds each frequency’s periods', () => {
    expect(periodsOf(2026, 'yearly')).toEqual([{ key: '2026', start: '2026-01-01', end: '2026-12-31' }]);
    expect(periodsOf(2026, 'half_yearly')[1]).toEqual({
      key: '2026-H2',
      start: '2026-07-01',
      end: '2026-12-31',
    });
    expect(periodsOf(2026, 'quarterly')[0]).toEqual({
      key: '2026-Q1',
      start: '2026-01-01',
      end: '2026-03-31',
    });
    expect(periodsOf(2028, 'monthly')[1]).toEqual({
      key: '2028-M02',
      start: '2028-02-01',
      end: '2028-02-29',
    });
  });

  it('rounds hundredths down or to the nearest step', () => {
    expect(roundDays(166.67, 0.5, 'down')).toBe(150);
    expect(roundDays(175, 0.5, 'nearest')).toBe(200);
    expect(roundDays(162.4, 0.25, 'nearest')).toBe(150);
    expect(roundDays(166.67, 0, 'down')).toBe(167);
  });
});

describe('yearly accrual as the leave types allotted it before policies', () => {
  it('gives the whole year on 1 January to those who joined before it', () => {
    expect(creditsDue(rule(), veteran, 2026, '2026-01-01', none)).toEqual([
      { period: '2026', date: '2026-01-01', days: 18 },
    ]);
    expect(creditsDue(rule(), veteran, 2026, '2025-12-31', none)).toEqual([]);
  });

  it('pro-rates a joiner by months employed, the month of joining included, down to half days', () => {
    // October–December is 3 of 12 months: 4.5 of 18, credited on the day of joining.
    expect(
      creditsDue(rule(), { hire_date: '2026-10-20', last_working_day: null }, 2026, '2026-12-31', none),
    ).toEqual([{ period: '2026', date: '2026-10-20', days: 4.5 }]);
    expect(
      total(
        creditsDue(
          rule({ annual_days: 12 }),
          { hire_date: '2026-02-01', last_working_day: null },
          2026,
          '2026-12-31',
          none,
        ),
      ),
    ).toBe(11);
    // 7 × 5/12 = 2.92 → 2.5
    expect(
      total(
        creditsDue(
          rule({ annual_days: 7 }),
          { hire_date: '2026-08-01', last_working_day: null },
          2026,
          '2026-12-31',
          none,
        ),
      ),
    ).toBe(2.5);
  });
});

describe('monthly accrual', () => {
  const monthly = rule({ accrual: 'monthly', prorate_joiners: 'days' });

  it('credits a mid-month joiner the days served of the first month, then 1.5 a month (18 a year)', () => {
    // Joined 16 March: 16 of 31 days → 1.5 × 16/31 = 0.774 → 0.5 (down to half days), credited on joining.
    const joiner = { hire_date: '2026-03-16', last_working_day: null };
    const credits = creditsDue(monthly, joiner, 2026, '2026-12-31', none);
    expect(credits.slice(0, 3)).toEqual([
      { period: '2026-M03', date: '2026-03-16', days: 0.5 },
      // The year to April's end is 0.774 + 1.5 = 2.274 → 2, less the 0.5 credited: 1.5.
      { period: '2026-M04', date: '2026-04-01', days: 1.5 },
      { period: '2026-M05', date: '2026-05-01', days: 1.5 },
    ]);
    // 0.774 + 9 × 1.5 = 14.27 → 14: the year's credits add up to the rounded year.
    expect(total(credits)).toBe(14);
    // By months instead, the month of joining counts whole: 10 × 1.5.
    expect(total(creditsDue(rule({ accrual: 'monthly' }), joiner, 2026, '2026-12-31', none))).toBe(15);
  });

  it('rounds the running total, not each month: 20 days a year in half days is 1.5, 1.5, 2, … and 20 in all', () => {
    const credits = creditsDue(
      rule({ accrual: 'monthly', annual_days: 20 }),
      veteran,
      2026,
      '2026-12-31',
      none,
    );
    expect(credits.slice(0, 3).map((c) => c.days)).toEqual([1.5, 1.5, 2]);
    expect(total(credits)).toBe(20);
  });

  it('credits at the end of a month on its last day, only once due', () => {
    const atEnd = rule({ accrual: 'monthly', accrue_at: 'end' });
    expect(creditsDue(atEnd, veteran, 2026, '2026-02-27', none)).toEqual([
      { period: '2026-M01', date: '2026-01-31', days: 1.5 },
    ]);
    expect(creditsDue(atEnd, veteran, 2026, '2026-02-28', none)).toHaveLength(2);
  });

  it('posts only periods after the last posted one, so a second run adds nothing', () => {
    const first = creditsDue(monthly, veteran, 2026, '2026-05-01', none);
    expect(first).toHaveLength(5);
    expect(
      creditsDue(monthly, veteran, 2026, '2026-05-01', { days: total(first), lastDate: '2026-05-01' }),
    ).toEqual([]);
    expect(
      creditsDue(monthly, veteran, 2026, '2026-06-01', { days: total(first), lastDate: '2026-05-01' }),
    ).toEqual([{ period: '2026-M06', date: '2026-06-01', days: 1.5 }]);
  });

  it('starts after the minimum service and stops with a leaver pro-rated by days', () => {
    // 90 days after joining on 1 January 2026 is 1 April.
    const probation = rule({ accrual: 'monthly', accrual_starts_after_days: 90 });
    const credits = creditsDue(
      probation,
      { hire_date: '2026-01-01', last_working_day: null },
      2026,
      '2026-12-31',
      none,
    );
    expect(credits[0]).toEqual({ period: '2026-M04', date: '2026-04-01', days: 1.5 });
    // Leaving on 15 June, credited at month end: June is 15 of 30 days → 0.75; to June 7.5 + 0.75 = 8.25 → 8.
    const leaver = rule({ accrual: 'monthly', accrue_at: 'end', prorate_leavers: 'days' });
    const out = creditsDue(
      leaver,
      { hire_date: '2020-01-01', last_working_day: '2026-06-15' },
      2026,
      '2026-12-31',
      none,
    );
    expect(out.at(-1)).toEqual({ period: '2026-M06', date: '2026-06-15', days: 0.5 });
    expect(total(out)).toBe(8);
  });

  it('leaves to an opening balance the periods credited on or before its date', () => {
    const credits = creditsDue(monthly, veteran, 2026, '2026-12-31', none, '2026-10-31');
    expect(credits).toEqual([
      { period: '2026-M11', date: '2026-11-01', days: 1.5 },
      { period: '2026-M12', date: '2026-12-01', days: 1.5 },
    ]);
  });

  it('credits a quarter’s share on its first day: 18 a year is 4.5 a quarter', () => {
    const credits = creditsDue(rule({ accrual: 'quarterly' }), veteran, 2026, '2026-07-01', none);
    expect(credits).toEqual([
      { period: '2026-Q1', date: '2026-01-01', days: 4.5 },
      { period: '2026-Q2', date: '2026-04-01', days: 4.5 },
      { period: '2026-Q3', date: '2026-07-01', days: 4.5 },
    ]);
  });
});
