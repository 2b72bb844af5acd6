import { describe, expect, it } from 'vitest';
import { APPROVAL_OPTIONS, clockFailure, methodLabel, STATUS_OPTIONS } from './labels';

describe('attendance labels', () => {
  it('offers the eight statuses of spec §9 in order', () => {
    expect(STATUS_OPTIONS.map((o) => o.value)).toEqual([
      'present',
      'absent',
      'late',
      'half_day',
      'on_leave',
      'work_from_home',
      'holiday',
      'weekend',
    ]);
    expect(STATUS_OPTIONS.map((o) => o.label)).toContain('Work from home');
    expect(STATUS_OPTIONS.map((o) => o.label)).toContain('Half day');
  });

  it('filters approval as the API takes it', () => {
    expect(APPROVAL_OPTIONS.map((o) => o.value)).toEqual(['true', 'false']);
  });

  it('names the failed clock action (spec §8 "Failed to {action}")', () => {
    expect(clockFailure('clock_in')).toBe('Failed to clock in');
    expect(clockFailure('clock_out')).toBe('Failed to clock out');
    expect(clockFailure('lunch_start')).toBe('Failed to start lunch break');
    expect(clockFailure('lunch_end')).toBe('Failed to end lunch break');
  });

  it('names the method', () => {
    expect(methodLabel('web')).toBe('Web clock');
    expect(methodLabel('manual')).toBe('Manual entry');
    expect(methodLabel('biometric_device')).toBe('Biometric device');
  });
});
