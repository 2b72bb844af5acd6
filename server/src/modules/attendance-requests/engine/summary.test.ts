import { describe, expect, it } from 'vitest';
import { requestSummary } from './summary';

describe('a request in a line', () => {
  it('gives a regularisation’s times, a range’s days, and both for a range with times', () => {
    const base = { clockIn: null, clockOut: null };
    expect(
      requestSummary({
        type: 'regularisation',
        from: '2026-12-03',
        to: '2026-12-03',
        days: 1,
        clockIn: '09:30:00',
        clockOut: '18:00:00',
      }),
    ).toBe('Regularisation, 3 Dec 2026 (09:30–18:00)');
    expect(
      requestSummary({ ...base, type: 'work_from_home', from: '2026-12-01', to: '2026-12-05', days: 5 }),
    ).toBe('Work from home, 1 Dec 2026 to 5 Dec 2026 (5 days)');
    expect(requestSummary({ ...base, type: 'on_duty', from: '2026-09-14', to: '2026-09-14', days: 1 })).toBe(
      'On duty, 14 Sep 2026 (1 day)',
    );
    expect(
      requestSummary({
        type: 'on_duty',
        from: '2026-12-01',
        to: '2026-12-02',
        days: 2,
        clockIn: '10:00',
        clockOut: '16:30',
      }),
    ).toBe('On duty, 1 Dec 2026 to 2 Dec 2026 (2 days, 10:00–16:30)');
  });
});
