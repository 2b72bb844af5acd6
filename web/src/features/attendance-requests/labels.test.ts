import { describe, expect, it } from 'vitest';
import { clockLabel, daysLabel, TYPE_CHOICES, timesLabel } from './labels';

describe('attendance request labels', () => {
  it('counts the working days', () => {
    expect(daysLabel(0)).toBe('No working days');
    expect(daysLabel(1)).toBe('1 day');
    expect(daysLabel(3)).toBe('3 days');
  });

  it('shows the day times on the 12-hour clock', () => {
    expect(clockLabel('09:30:00')).toBe('9:30 am');
    expect(clockLabel('00:05')).toBe('12:05 am');
    expect(clockLabel('12:00')).toBe('12:00 pm');
    expect(clockLabel('18:05:00')).toBe('6:05 pm');
    expect(timesLabel('09:30:00', '18:00:00')).toBe('9:30 am to 6:00 pm');
    expect(timesLabel('10:00', null)).toBe('From 10:00 am');
    expect(timesLabel(null, '13:00')).toBe('Until 1:00 pm');
    expect(timesLabel(null, null)).toBeNull();
  });

  it('offers the three kinds, each with what it is for', () => {
    expect(TYPE_CHOICES.map((c) => c.label)).toEqual(['Regularisation', 'On duty', 'Work from home']);
    expect(TYPE_CHOICES.every((c) => c.hint.length > 0)).toBe(true);
  });
});
