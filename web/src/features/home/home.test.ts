import { describe, expect, it } from 'vitest';
import { homeClockButton, latestReleasedRun, shownBalances } from './home';

const buttons = (allowed: string[]) =>
  (['clock_in', 'clock_out', 'lunch_start', 'lunch_end'] as const).map((action) => ({
    action,
    allowed: allowed.includes(action),
  }));

describe('homeClockButton', () => {
  it('offers clocking in before the day starts', () => {
    expect(homeClockButton(buttons(['clock_in']))?.action).toBe('clock_in');
  });

  it('offers clocking out while at work, not starting lunch', () => {
    expect(homeClockButton(buttons(['clock_out', 'lunch_start']))?.action).toBe('clock_out');
  });

  it('offers ending lunch during the break', () => {
    expect(homeClockButton(buttons(['lunch_end', 'clock_out']))?.action).toBe('lunch_end');
  });

  it('offers nothing once the day is over or before the status is known', () => {
    expect(homeClockButton(buttons([]))).toBeNull();
    expect(homeClockButton(buttons(['lunch_start']))).toBeNull();
  });
});

describe('latestReleasedRun', () => {
  const run = (
    year: number,
    month: number,
    status: 'draft' | 'processed' | 'approved' | 'paid' | 'imported',
  ) => ({
    year,
    month,
    status,
  });

  it('takes the newest approved or paid month, whatever the order', () => {
    const runs = [run(2026, 9, 'paid'), run(2026, 11, 'approved'), run(2025, 12, 'paid')];
    expect(latestReleasedRun(runs)).toEqual(run(2026, 11, 'approved'));
  });

  it('passes over months not yet approved and imported history', () => {
    const runs = [
      run(2026, 12, 'processed'),
      run(2026, 11, 'draft'),
      run(2026, 10, 'imported'),
      run(2026, 3, 'paid'),
    ];
    expect(latestReleasedRun(runs)).toEqual(run(2026, 3, 'paid'));
  });

  it('answers null when nothing is released', () => {
    expect(latestReleasedRun([])).toBeNull();
    expect(latestReleasedRun([run(2026, 12, 'processed')])).toBeNull();
  });
});

describe('shownBalances', () => {
  const balance = (allocated: number, used: number, remaining: number, pending = 0) => ({
    allocated_days: allocated,
    carried_forward_days: 0,
    used_days: used,
    pending_days: pending,
    remaining_days: remaining,
  });

  it('leaves out a type with nothing allocated, used, pending or left', () => {
    const kept = [balance(12, 2, 10), balance(0, 3, -3), balance(0, 0, 0, 1)];
    expect(shownBalances([balance(0, 0, 0), ...kept])).toEqual(kept);
  });
});
