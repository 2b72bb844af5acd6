import { describe, expect, it } from 'vitest';
import { addMonths, countLeaveDays, type DayKind, daysBetween, isWeekend, monthEnd } from './days';

const calendar =
  (holidays: string[] = []) =>
  (date: string): DayKind =>
    holidays.includes(date) ? 'holiday' : isWeekend(date) ? 'weekly_off' : 'work';
const span = (start: string, end: string, extra: Partial<Parameters<typeof countLeaveDays>[0]> = {}) =>
  countLeaveDays({
    start,
    end,
    halfDay: false,
    dayKind: calendar(),
    sandwich: 'none',
    onLeave: () => false,
    ...extra,
  });

describe('leave days', () => {
  it('counts working days only without a sandwich rule', () => {
    // Monday 2026-12-07 to Sunday 2026-12-13: five weekdays.
    expect(span('2026-12-07', '2026-12-13').days).toBe(5);
    expect(span('2026-12-12', '2026-12-13').days).toBe(0);
    // Christmas 2026 is a Friday.
    expect(span('2026-12-21', '2026-12-25', { dayKind: calendar(['2026-12-25']) }).days).toBe(4);
  });

  it('counts a half day on one date as 0.5, never sandwiched', () => {
    expect(span('2026-12-08', '2026-12-08', { halfDay: true, sandwich: 'both' }).days).toBe(0.5);
    expect(span('2026-12-12', '2026-12-12', { halfDay: true }).days).toBe(0);
  });

  it('sandwich rule: Friday to Monday across a weekend counts 4 days (Odoo l10n_in PR #174933: Fri–Sat–Sun–Mon = 4)', () => {
    expect(span('2026-12-11', '2026-12-14', { sandwich: 'both' })).toEqual({
      days: 4,
      sandwichDates: ['2026-12-12', '2026-12-13'],
    });
    expect(span('2026-12-11', '2026-12-14', { sandwich: 'weekly_offs' }).days).toBe(4);
    // The weekend is not a holiday: a holidays-only rule leaves it out.
    expect(span('2026-12-11', '2026-12-14', { sandwich: 'holidays' }).days).toBe(2);
    expect(span('2026-12-11', '2026-12-14').days).toBe(2);
  });

  it('sandwich rule across a holiday and the weekend after it: only the kinds the rule names count', () => {
    // Thu 24 Dec leave, Fri 25 Christmas, Sat, Sun, Mon 28 leave.
    const dayKind = calendar(['2026-12-25']);
    expect(span('2026-12-24', '2026-12-28', { dayKind, sandwich: 'both' }).days).toBe(5);
    expect(span('2026-12-24', '2026-12-28', { dayKind, sandwich: 'holidays' })).toEqual({
      days: 3,
      sandwichDates: ['2026-12-25'],
    });
    expect(span('2026-12-24', '2026-12-28', { dayKind, sandwich: 'weekly_offs' }).days).toBe(4);
  });

  it('sandwich rule bridges to an adjoining leave: Friday already on leave, Monday applied for counts 3', () => {
    const onLeave = (d: string) => d === '2026-12-11';
    expect(span('2026-12-14', '2026-12-14', { sandwich: 'both', onLeave })).toEqual({
      days: 3,
      sandwichDates: ['2026-12-12', '2026-12-13'],
    });
    // And the other way: Monday on leave, Friday before it applied for.
    const mondayOff = (d: string) => d === '2026-12-14';
    expect(span('2026-12-11', '2026-12-11', { sandwich: 'both', onLeave: mondayOff }).days).toBe(3);
    // Nothing adjoins: a weekend at the edge of a request is not counted.
    expect(span('2026-12-12', '2026-12-14', { sandwich: 'both' }).days).toBe(1);
    expect(span('2026-12-10', '2026-12-13', { sandwich: 'both' }).days).toBe(2);
  });

  it('measures notice in calendar days and adds months to the month’s last day', () => {
    expect(daysBetween('2026-11-23', '2026-11-30')).toBe(7);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-01-01', 3)).toBe('2027-04-01');
  });
});
