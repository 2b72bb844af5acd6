import { describe, expect, it } from 'vitest';
import { daysBetween, daysToGo, EXIT_TYPE_OPTIONS, exitFormValues, exitRequestFrom } from './exitForm';

const none = { notice_date: null, last_working_day: null, exit_type: null, exit_reason: null };

describe('the exit form', () => {
  it('offers every exit type with its label, death and retrenchment included', () => {
    expect(EXIT_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'Resignation',
      'Termination',
      'Retirement',
      'Death',
      'Retrenchment',
    ]);
  });

  it('starts empty with notice today, or from the recorded exit', () => {
    expect(exitFormValues(none, '2026-11-25')).toEqual({
      notice_date: '2026-11-25',
      last_working_day: '',
      exit_type: 'resignation',
      reason: '',
    });
    expect(
      exitFormValues(
        {
          notice_date: '2026-11-01',
          last_working_day: '2026-12-31',
          exit_type: 'retirement',
          exit_reason: 'Superannuation',
        },
        '2026-11-25',
      ),
    ).toEqual({
      notice_date: '2026-11-01',
      last_working_day: '2026-12-31',
      exit_type: 'retirement',
      reason: 'Superannuation',
    });
  });

  it('builds the request, or answers the contract’s messages per field', () => {
    expect(
      exitRequestFrom({
        notice_date: '2026-11-01',
        last_working_day: '2026-11-01',
        exit_type: 'termination',
        reason: '  Misconduct ',
      }),
    ).toEqual({
      ok: true,
      request: {
        notice_date: '2026-11-01',
        last_working_day: '2026-11-01',
        exit_type: 'termination',
        reason: 'Misconduct',
      },
    });
    const late = exitRequestFrom({
      notice_date: '2026-11-02',
      last_working_day: '2026-11-01',
      exit_type: 'resignation',
      reason: 'x',
    });
    expect(late).toEqual({
      ok: false,
      errors: { notice_date: 'The notice date must be on or before the last working day.' },
    });
    const empty = exitRequestFrom({
      notice_date: '2026-11-02',
      last_working_day: '',
      exit_type: '',
      reason: '',
    });
    expect(empty.ok).toBe(false);
    expect(Object.keys(empty.ok ? {} : empty.errors).sort()).toEqual([
      'exit_type',
      'last_working_day',
      'reason',
    ]);
  });
});

describe('where an exit stands', () => {
  it('counts the days to go or since', () => {
    expect(daysBetween('2026-11-25', '2026-12-31')).toBe(36);
    expect(daysToGo('2026-11-26', '2026-11-25')).toBe('1 day to go');
    expect(daysToGo('2026-12-31', '2026-11-25')).toBe('36 days to go');
    expect(daysToGo('2026-11-25', '2026-11-25')).toBe('Last day today');
    expect(daysToGo('2026-11-24', '2026-11-25')).toBe('Left 1 day ago');
    // Across the change of month and year.
    expect(daysToGo('2026-12-31', '2027-01-02')).toBe('Left 2 days ago');
  });
});
