import { describe, expect, it } from 'vitest';
import {
  clock,
  endsNextDay,
  hoursLabel,
  shiftOptionLabel,
  shiftTimes,
  spanMinutes,
  weeklyOffsLabel,
} from './times';

const night = { id: 2, name: 'Night', start_time: '22:00:00', end_time: '06:00:00', crosses_midnight: true };

describe('a shift’s times in words', () => {
  it('drops the seconds and joins start and end with a dash', () => {
    expect(clock('06:00:00')).toBe('06:00');
    expect(clock('09:30')).toBe('09:30');
    expect(shiftTimes({ start_time: '06:00:00', end_time: '14:00:00' })).toBe('06:00–14:00');
  });

  it('says when a shift ends the next morning', () => {
    expect(endsNextDay('22:00', '06:00')).toBe(true);
    expect(endsNextDay('06:00:00', '14:00:00')).toBe(false);
    expect(shiftOptionLabel(night)).toBe('Night 22:00–06:00 (ends next day)');
    expect(
      shiftOptionLabel({
        ...night,
        name: 'Day',
        start_time: '09:30',
        end_time: '18:30',
        crosses_midnight: false,
      }),
    ).toBe('Day 09:30–18:30');
  });

  it('measures a shift across midnight, and a whole day when it ends as it starts', () => {
    expect(spanMinutes('09:30', '18:30')).toBe(540);
    expect(spanMinutes('22:00', '06:00')).toBe(480);
    expect(spanMinutes('08:00', '08:00')).toBe(1440);
  });

  it('writes hours without needless decimals', () => {
    expect(hoursLabel(8)).toBe('8 h');
    expect(hoursLabel(7.5)).toBe('7.5 h');
    expect(hoursLabel(4.25)).toBe('4.25 h');
  });

  it('names the weekly offs Sunday first, or none', () => {
    expect(weeklyOffsLabel([6, 0])).toBe('Sun, Sat');
    expect(weeklyOffsLabel([5])).toBe('Fri');
    expect(weeklyOffsLabel([])).toBe('None');
  });
});
