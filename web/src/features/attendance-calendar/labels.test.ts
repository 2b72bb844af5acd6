import type { CalendarDay } from '@hrms/contracts/attendance-calendar';
import { describe, expect, it } from 'vitest';
import { dayLabel, formatMinutes } from './labels';

const day = (d: Partial<CalendarDay>): CalendarDay => ({
  date: '2026-11-10',
  status: 'present',
  label: null,
  worked_minutes: null,
  first_in: null,
  last_out: null,
  ...d,
});

describe('an attendance calendar day in words', () => {
  it('shows decimal hours as hours and minutes: 8.15 hours are 8 h 09 m', () => {
    expect(formatMinutes(489)).toBe('8 h 09 m');
    expect(formatMinutes(480)).toBe('8 h 00 m');
    expect(formatMinutes(45)).toBe('45 m');
  });

  it('names the day, its status and the time worked for screen readers', () => {
    expect(dayLabel(day({ worked_minutes: 489 }))).toBe('Tuesday 10 November: present, 8 h 09 m');
    expect(dayLabel(day({ date: '2026-11-08', status: 'holiday', label: 'Diwali' }))).toBe(
      'Sunday 8 November: holiday (Diwali)',
    );
    expect(dayLabel(day({ status: 'regularisation_pending', label: 'Regularisation' }))).toBe(
      'Tuesday 10 November: regularisation pending (Regularisation)',
    );
  });
});
