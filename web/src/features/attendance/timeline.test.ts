import { describe, expect, it } from 'vitest';
import { timelineOf } from './timeline';

describe('timelineOf', () => {
  it('orders the day: clock in, lunch start, lunch end, clock out, keeping the missing ones', () => {
    const steps = timelineOf({
      clock_in: '2026-03-02T03:30:00Z',
      lunch_break_start: '2026-03-02T07:30:00Z',
      lunch_break_end: null,
      clock_out: null,
    });
    expect(steps.map((s) => [s.label, s.at])).toEqual([
      ['Clock In', '2026-03-02T03:30:00Z'],
      ['Lunch Start', '2026-03-02T07:30:00Z'],
      ['Lunch End', null],
      ['Clock Out', null],
    ]);
  });
});
