import { describe, expect, it } from 'vitest';
import {
  crossesMidnight,
  NEW_SHIFT,
  scheduledHours,
  shiftErrorField,
  shiftForm,
  shiftFormValues,
  shiftProblems,
} from './shiftForm';

const day = { ...NEW_SHIFT, name: 'Day' };
const night = {
  ...NEW_SHIFT,
  name: 'Night',
  start_time: '22:00',
  end_time: '06:00',
  weekly_offs: ['6', '5'],
};

describe('the shift dialog', () => {
  it('sends a night shift as the API takes it, weekly offs in order and a blank half day left out', () => {
    const parsed = shiftForm.safeParse(night);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      name: 'Night',
      start_time: '22:00',
      end_time: '06:00',
      break_minutes: 60,
      grace_minutes: 15,
      full_day_hours: 4.5,
      weekly_offs: [5, 6],
      is_default: false,
    });
    expect(shiftForm.parse({ ...night, half_day_hours: ' 2.25 ' }).half_day_hours).toBe(2.25);
  });

  it('notes a shift ending before it starts, and counts its hours across midnight less the break', () => {
    expect(crossesMidnight(night)).toBe(true);
    expect(crossesMidnight(NEW_SHIFT)).toBe(false);
    expect(crossesMidnight({ start_time: '22:00', end_time: '' })).toBe(false);
    expect(scheduledHours(night)).toBe(7);
    expect(scheduledHours({ ...NEW_SHIFT, break_minutes: '30' })).toBe(8.5);
    expect(scheduledHours({ ...NEW_SHIFT, break_minutes: 'x' })).toBeNull();
  });

  it('finds nothing wrong with a valid day shift', () => {
    expect(shiftProblems(day)).toEqual({});
    expect(shiftForm.safeParse(day).success).toBe(true);
  });

  it('names each problem under its box', () => {
    expect(
      shiftProblems({
        ...NEW_SHIFT,
        name: ' ',
        end_time: '09:30',
        grace_minutes: '300',
        full_day_hours: '4.555',
        weekly_offs: ['0', '1', '2', '3', '4', '5', '6'],
      }),
    ).toEqual({
      name: 'The name is required.',
      end_time: 'The shift must end at another time than it starts.',
      grace_minutes: 'The grace must be a whole number of minutes from 0 to 240.',
      full_day_hours: 'The full day must be between 0 and 24 hours.',
      weekly_offs: 'A shift needs at least one working day a week.',
    });
  });

  it('refuses a break as long as the shift, a full day longer than it and a half day over the full day', () => {
    expect(shiftProblems({ ...day, start_time: '09:00', end_time: '10:00', break_minutes: '60' })).toEqual({
      break_minutes: 'The break must be shorter than the shift.',
    });
    expect(shiftProblems({ ...day, full_day_hours: '9' })).toEqual({
      full_day_hours: 'A full day cannot need more hours than the shift schedules (8.00 h).',
    });
    expect(shiftProblems({ ...day, half_day_hours: '5' })).toEqual({
      half_day_hours: 'A half day cannot need more hours than a full day.',
    });
  });

  it('fills the boxes from a saved shift, and shows a crossing-midnight message under the end time', () => {
    const values = shiftFormValues({
      id: 3,
      company_id: 1,
      name: 'Night',
      start_time: '22:00:00',
      end_time: '06:00:00',
      crosses_midnight: true,
      grace_minutes: 10,
      full_day_hours: 6,
      half_day_hours: 3,
      break_minutes: 30,
      scheduled_hours: 7.5,
      weekly_offs: [0],
      is_default: true,
    });
    expect(values).toEqual({
      name: 'Night',
      start_time: '22:00',
      end_time: '06:00',
      break_minutes: '30',
      grace_minutes: '10',
      full_day_hours: '6',
      half_day_hours: '3',
      weekly_offs: ['0'],
      is_default: true,
    });
    expect(shiftErrorField('crosses_midnight')).toBe('end_time');
    expect(shiftErrorField('name')).toBe('name');
  });
});
