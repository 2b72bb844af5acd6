import { describe, expect, it } from 'vitest';
import { type DayRecord, type ShiftRules, workedMinutes } from './clock';
import { ordinaryMinutes, quarterOf, weekOf, weekOvertime } from './overtime';

/**
 * The demo company's limits under the OSH Code 2020, in force since 21 November 2025: 8 hours of work a day and
 * 48 a week (s.25(1)); work beyond either is overtime (s.27(1)); a rest interval owed after 5 hours (s.26).
 */
const DAILY = 8;
const WEEKLY = 48;
const REST_AFTER = 5;

const general: ShiftRules = {
  startTime: '09:30:00',
  endTime: '18:30:00',
  graceMinutes: 15,
  fullDayHours: 4.5,
  halfDayHours: 2.25,
  breakMinutes: 60,
};
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
const clocked = (date: string, from: string, to: string, toDate = date): DayRecord => ({
  clockIn: at(date, from),
  clockOut: at(toDate, to),
  lunchStart: null,
  lunchEnd: null,
});

/** One day's overtime in hours, alone in its week. */
function dayOvertime(day: DayRecord, shift: ShiftRules, date: string) {
  const worked = workedMinutes(day, shift, REST_AFTER);
  const minutes = weekOvertime(
    [{ date, workedMinutes: worked, ordinaryMinutes: ordinaryMinutes(shift, DAILY) }],
    WEEKLY,
  ).get(date);
  return (minutes ?? 0) / 60;
}

describe('overtime of a day (OSH Code s.25(1)(a), s.27(1))', () => {
  it('pays nothing for exactly the 09:30–18:30 shift with its one-hour break', () => {
    expect(workedMinutes(clocked('2026-10-05', '09:30', '18:30'), general, REST_AFTER)).toBe(480);
    expect(dayOvertime(clocked('2026-10-05', '09:30', '18:30'), general, '2026-10-05')).toBe(0);
  });

  it('counts 10½ hours clocked with a one-hour break as 1½ hours of overtime', () => {
    expect(dayOvertime(clocked('2026-10-05', '09:30', '20:00'), general, '2026-10-05')).toBe(1.5);
  });

  it('starts overtime at the minute after the daily limit, not before', () => {
    expect(dayOvertime(clocked('2026-10-05', '09:30', '18:29'), general, '2026-10-05')).toBe(0);
    expect(dayOvertime(clocked('2026-10-05', '09:30', '18:31'), general, '2026-10-05')).toBe(1 / 60);
  });

  it('deducts the shift’s break only from a span long enough to owe one, and the clocked break when longer', () => {
    // 4h59m clocked: no rest interval owed, so all of it is work.
    expect(workedMinutes(clocked('2026-10-05', '09:30', '14:29'), general, REST_AFTER)).toBe(299);
    // 5h01m: the shift's hour is owed.
    expect(workedMinutes(clocked('2026-10-05', '09:30', '14:31'), general, REST_AFTER)).toBe(241);
    const longLunch = {
      ...clocked('2026-10-05', '09:30', '19:00'),
      lunchStart: at('2026-10-05', '13:00'),
      lunchEnd: at('2026-10-05', '14:30'),
    };
    expect(workedMinutes(longLunch, general, REST_AFTER)).toBe(480);
  });

  it('counts a night shift across midnight on the day it starts', () => {
    const night: ShiftRules = { ...general, startTime: '22:00:00', endTime: '06:00:00', breakMinutes: 30 };
    // 22:00 to 07:30 the next morning: 9½ hours less the half-hour break = 9 hours, 1 beyond the day's 8.
    const day = clocked('2026-10-05', '22:00', '07:30', '2026-10-06');
    expect(workedMinutes(day, night, REST_AFTER)).toBe(540);
    expect(dayOvertime(day, night, '2026-10-05')).toBe(1);
    // Exactly the shift: 8 hours less 30 minutes is within the day's limit.
    expect(dayOvertime(clocked('2026-10-05', '22:00', '06:00', '2026-10-06'), night, '2026-10-05')).toBe(0);
  });

  it('takes the shift’s own scheduled work as the day’s ordinary work when it is longer than the limit', () => {
    const long: ShiftRules = { ...general, startTime: '08:00:00', endTime: '20:00:00', breakMinutes: 60 };
    expect(ordinaryMinutes(long, DAILY)).toBe(660);
    expect(ordinaryMinutes(general, DAILY)).toBe(480);
  });
});

describe('overtime of a week (OSH Code s.25(1): 48 hours; counted once)', () => {
  const days = (hours: number[], from = '2026-10-04') =>
    hours.map((h, i) => {
      const d = new Date(`${from}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + i);
      return { date: d.toISOString().slice(0, 10), workedMinutes: h * 60, ordinaryMinutes: DAILY * 60 };
    });

  it('counts five 8-hour days and a 10-hour Saturday as 2 hours, not 2 for the day and 2 for the week', () => {
    // Sunday 4 October 2026 off, Monday to Saturday worked.
    const week = weekOvertime(days([0, 8, 8, 8, 8, 8, 10]), WEEKLY);
    expect([...week.values()].reduce((a, b) => a + b, 0)).toBe(120);
    expect(week.get('2026-10-10')).toBe(120);
  });

  it('pays nothing at exactly 48 hours and the excess on the day that passes them', () => {
    expect([...weekOvertime(days([8, 8, 8, 8, 8, 8]), WEEKLY).values()].every((m) => m === 0)).toBe(true);
    const seven = weekOvertime(days([8, 8, 8, 8, 8, 8, 8]), WEEKLY);
    expect(seven.get('2026-10-10')).toBe(480);
    expect(seven.get('2026-10-09')).toBe(0);
  });

  it('adds the week’s excess of long scheduled shifts to the day that passes the weekly limit', () => {
    const long = [0, 1, 2, 3, 4].map((i) => ({
      date: `2026-10-0${5 + i}`,
      workedMinutes: 660,
      ordinaryMinutes: 660,
    }));
    const week = weekOvertime(long, WEEKLY);
    // 4 × 11 = 44 hours; the fifth day's 11 take the week to 55: 7 beyond 48.
    expect(week.get('2026-10-08')).toBe(0);
    expect(week.get('2026-10-09')).toBe(420);
  });
});

describe('weeks and quarters', () => {
  it('finds the week from midnight before its first day (Sunday by default)', () => {
    expect(weekOf('2026-10-10', 0)).toEqual({ from: '2026-10-04', to: '2026-10-10' });
    expect(weekOf('2026-10-04', 0)).toEqual({ from: '2026-10-04', to: '2026-10-10' });
    expect(weekOf('2026-10-04', 1)).toEqual({ from: '2026-09-28', to: '2026-10-04' });
  });

  it('finds the calendar quarter (Factories Act s.64, Explanation)', () => {
    expect(quarterOf('2026-10-05')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterOf('2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarterOf('2028-02-10')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    expect(quarterOf('2026-06-30')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
  });
});
