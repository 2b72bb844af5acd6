import type { AttendanceStatusEntity } from '@hrms/contracts/attendance';
import { describe, expect, it } from 'vitest';
import { arrivalWords, clockButtons, clockPayload, dayState, geoFailure } from './clock';

const status = (overrides: Partial<AttendanceStatusEntity> = {}): AttendanceStatusEntity => ({
  todays_attendance: null,
  is_clocked_in: false,
  is_on_lunch_break: false,
  can_clock_in: true,
  can_clock_out: false,
  can_start_lunch: false,
  can_end_lunch: false,
  current_shift: null,
  ...overrides,
});

const enabled = (s: AttendanceStatusEntity | undefined, busy = false) =>
  clockButtons(s, busy)
    .filter((b) => b.enabled)
    .map((b) => b.action);

describe('clockButtons', () => {
  it('lists the four actions in order with their labels', () => {
    expect(clockButtons(status(), false).map((b) => [b.action, b.label])).toEqual([
      ['clock_in', 'Clock In'],
      ['clock_out', 'Clock Out'],
      ['lunch_start', 'Start Lunch'],
      ['lunch_end', 'End Lunch'],
    ]);
  });

  it('enables exactly what the server allows', () => {
    expect(enabled(status())).toEqual(['clock_in']);
    const working = status({
      is_clocked_in: true,
      can_clock_in: false,
      can_clock_out: true,
      can_start_lunch: true,
    });
    expect(enabled(working)).toEqual(['clock_out', 'lunch_start']);
    const onLunch = status({
      is_clocked_in: true,
      is_on_lunch_break: true,
      can_clock_in: false,
      can_end_lunch: true,
    });
    expect(enabled(onLunch)).toEqual(['lunch_end']);
    expect(enabled(status({ can_clock_in: false }))).toEqual([]);
  });

  it('enables nothing while a request runs or before the status is known', () => {
    expect(enabled(status(), true)).toEqual([]);
    expect(enabled(undefined)).toEqual([]);
  });

  it('still tells which action the server allows while a request runs', () => {
    const [clockIn] = clockButtons(status(), true);
    expect(clockIn).toMatchObject({ action: 'clock_in', allowed: true, enabled: false });
  });
});

describe('dayState', () => {
  it('tells the four states of a day apart', () => {
    expect(dayState(status()).label).toBe('Not clocked in');
    expect(dayState(status({ is_clocked_in: true })).label).toBe('Clocked in');
    expect(dayState(status({ is_clocked_in: true, is_on_lunch_break: true })).label).toBe('On lunch break');
    const closed = status({
      todays_attendance: { clock_out: '2026-03-02T12:30:00Z' } as AttendanceStatusEntity['todays_attendance'],
    });
    expect(dayState(closed).label).toBe('Clocked out');
  });
});

describe('clockPayload', () => {
  it('sends the coordinates the browser gave, always with method web', () => {
    expect(
      clockPayload(7, 'clock_in', { kind: 'ready', latitude: 19.1136, longitude: 72.8697, accuracy: 20 }),
    ).toEqual({ employee_id: 7, action: 'clock_in', method: 'web', latitude: 19.1136, longitude: 72.8697 });
  });

  it('leaves the coordinates out when there are none', () => {
    for (const geo of [{ kind: 'locating' }, { kind: 'denied' }] as const) {
      expect(clockPayload(7, 'lunch_start', geo)).toEqual({
        employee_id: 7,
        action: 'lunch_start',
        method: 'web',
      });
    }
  });
});

describe('geoFailure', () => {
  it('reads a refusal as denied and anything else as unavailable', () => {
    expect(geoFailure(1)).toEqual({ kind: 'denied' });
    expect(geoFailure(2).kind).toBe('unavailable');
    expect(geoFailure(3)).toEqual({ kind: 'unavailable', reason: 'Finding your location took too long.' });
  });
});

describe('arrivalWords', () => {
  it('says how late, with the right noun, and never "Late 0"', () => {
    expect(arrivalWords(0)).toBe('On time');
    expect(arrivalWords(1)).toBe('Late by 1 minute');
    expect(arrivalWords(25)).toBe('Late by 25 minutes');
  });
});
