import { describe, expect, it } from 'vitest';
import {
  abilities,
  applyAction,
  type DayRecord,
  distanceMetres,
  gradeHours,
  lateMinutes,
  type ShiftRules,
  scoreDay,
} from './clock';

const IST = 'Asia/Kolkata';
const at = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+05:30`);
const shift: ShiftRules = {
  startTime: '09:30:00',
  endTime: '18:30:00',
  graceMinutes: 15,
  fullDayHours: 4.5,
  halfDayHours: 2.25,
  breakMinutes: 60,
};
/** OSH Code 2020 s.26: an interval for rest after five hours of work (the HOURS rules' seeded value). */
const REST_AFTER = 5;
const empty: DayRecord = { clockIn: null, clockOut: null, lunchStart: null, lunchEnd: null };

describe('clock transitions', () => {
  it('allows clock-in once, lunch once while clocked in, and clock-out outside lunch', () => {
    expect(abilities(null)).toEqual({
      can_clock_in: true,
      can_clock_out: false,
      can_start_lunch: false,
      can_end_lunch: false,
    });
    const inDay = applyAction(null, 'clock_in', at('09:25')) as DayRecord;
    expect(applyAction(inDay, 'clock_in', at('09:26'))).toBe('You have already clocked in today.');
    expect(applyAction(inDay, 'lunch_end', at('12:00'))).toBe('There is no lunch break to end.');
    const lunch = applyAction(inDay, 'lunch_start', at('13:00')) as DayRecord;
    expect(abilities(lunch)).toEqual({
      can_clock_in: false,
      can_clock_out: false,
      can_start_lunch: false,
      can_end_lunch: true,
    });
    expect(typeof applyAction(lunch, 'clock_out', at('13:10'))).toBe('string');
    const back = applyAction(lunch, 'lunch_end', at('13:45')) as DayRecord;
    expect(applyAction(back, 'lunch_start', at('14:00'))).toBe(
      'A lunch break can start only once a day, while clocked in.',
    );
    const out = applyAction(back, 'clock_out', at('18:40')) as DayRecord;
    expect(abilities(out)).toEqual({
      can_clock_in: false,
      can_clock_out: false,
      can_start_lunch: false,
      can_end_lunch: false,
    });
    expect(applyAction(empty, 'clock_out', at('18:00'))).toMatch(/only after clocking in/);
  });
});

describe('scoring a day', () => {
  it('counts lateness from the shift start, once past the grace period', () => {
    expect(lateMinutes(at('09:30'), shift, IST)).toBe(0);
    expect(lateMinutes(at('09:45'), shift, IST)).toBe(0);
    expect(lateMinutes(at('09:46'), shift, IST)).toBe(16);
    expect(lateMinutes(at('09:10'), shift, IST)).toBe(0);
  });

  it('nets the clocked lunch out of the time clocked, the longer of it and the shift’s break out of the work, and grades the day', () => {
    const day = {
      clockIn: at('09:50'),
      lunchStart: at('13:00'),
      lunchEnd: at('13:45'),
      clockOut: at('19:35'),
    };
    // 9h45m on site − 45m lunch = 9h clocked; the shift's unpaid hour is owed, so 8h45m of work.
    expect(scoreDay(day, shift, IST, REST_AFTER)).toEqual({
      totalHours: 9,
      workedHours: 8.75,
      lateMinutes: 20,
      status: 'late',
      rule: null,
    });
    const short = { ...empty, clockIn: at('09:30'), clockOut: at('13:29') };
    expect(scoreDay(short, shift, IST, REST_AFTER)).toMatchObject({ totalHours: 3.98, status: 'half_day' });
    const onTime = { ...empty, clockIn: at('09:40'), clockOut: at('18:30') };
    expect(scoreDay(onTime, shift, IST, REST_AFTER)).toMatchObject({
      status: 'present',
      lateMinutes: 0,
      totalHours: 8.83,
    });
    expect(scoreDay({ ...empty, clockIn: at('09:00') }, shift, IST, REST_AFTER)).toBeNull();
  });
});

describe('the minimum hours of a day (shift: a full day needs 4.5 h, a half day 2.25 h)', () => {
  it('grades hours at and either side of both thresholds', () => {
    expect(gradeHours(0.02, shift, false)).toEqual({
      status: 'absent',
      rule: 'Worked 0.02 h; a half day needs 2.25 h, so the day counts as absent',
    });
    expect(gradeHours(2.24, shift, false).status).toBe('absent');
    expect(gradeHours(2.25, shift, false)).toEqual({
      status: 'half_day',
      rule: 'Worked 2.25 h; a full day needs 4.50 h, so the day counts as a half day',
    });
    expect(gradeHours(2.26, shift, true).status).toBe('half_day');
    expect(gradeHours(4.49, shift, false).status).toBe('half_day');
    expect(gradeHours(4.5, shift, false)).toEqual({ status: 'present', rule: null });
    expect(gradeHours(4.51, shift, true)).toEqual({ status: 'late', rule: null });
  });

  it('scores a clock-out a minute after clocking in as an absence, not a half day', () => {
    const minute = { ...empty, clockIn: at('09:30'), clockOut: at('09:31') };
    expect(scoreDay(minute, shift, IST, REST_AFTER)).toMatchObject({ totalHours: 0.02, status: 'absent' });
    const shorter = { ...shift, fullDayHours: 4, halfDayHours: 2 };
    const twoHours = { ...empty, clockIn: at('09:30'), clockOut: at('11:30') };
    expect(scoreDay(twoHours, shorter, IST, REST_AFTER)).toMatchObject({
      status: 'half_day',
      rule: expect.any(String),
    });
  });
});

describe('distance', () => {
  it('measures metres between two points', () => {
    // Two points in Mumbai about 1.1 km apart.
    const d = distanceMetres(19.1136, 72.8697, 19.1136, 72.8802);
    expect(d).toBeGreaterThan(1_000);
    expect(d).toBeLessThan(1_200);
    expect(distanceMetres(19.1, 72.8, 19.1, 72.8)).toBe(0);
  });
});
