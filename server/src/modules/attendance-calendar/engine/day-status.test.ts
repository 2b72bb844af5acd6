import { describe, expect, it } from 'vitest';
import { calendarDay, type DayFacts, dayStatus, minutesOf, monthSummary } from './day-status';

// Tuesday 10 November 2026 is "today"; the employee joined on 2 November.
const day = (facts: Partial<DayFacts>): DayFacts => ({
  date: '2026-11-09',
  today: '2026-11-10',
  hireDate: '2026-11-02',
  lastWorkingDay: null,
  weeklyOff: false,
  holiday: null,
  leave: null,
  record: null,
  pendingRequest: null,
  ...facts,
});
const worked = { status: 'present', hours: 8.15, clockIn: '2026-11-09T03:50:00.000Z', clockOut: null };

describe('a calendar day’s status', () => {
  it('shows a holiday on a weekly off as the holiday, by its name', () => {
    expect(dayStatus(day({ weeklyOff: true, holiday: 'Diwali' }))).toEqual({
      status: 'holiday',
      label: 'Diwali',
    });
  });

  it('does not count leave on a holiday or a weekly off', () => {
    const leave = { type: 'Casual Leave', half: null };
    expect(dayStatus(day({ holiday: 'Guru Nanak Jayanti', leave })).status).toBe('holiday');
    expect(dayStatus(day({ weeklyOff: true, leave })).status).toBe('weekly_off');
    expect(dayStatus(day({ leave: { type: 'Sick Leave', half: 'second_half' } }))).toEqual({
      status: 'leave',
      label: 'Sick Leave (second half)',
    });
  });

  it('marks an absent day with a regularisation waiting as pending, and without one as absent', () => {
    const absent = { status: 'absent', hours: null, clockIn: null, clockOut: null };
    expect(dayStatus(day({ record: absent, pendingRequest: 'Regularisation' }))).toEqual({
      status: 'regularisation_pending',
      label: 'Regularisation',
    });
    expect(dayStatus(day({ pendingRequest: 'On duty' })).status).toBe('regularisation_pending');
    expect(dayStatus(day({ record: absent })).status).toBe('absent');
    expect(dayStatus(day({})).status).toBe('absent');
  });

  it('gives days before joining and after leaving no attendance status', () => {
    expect(dayStatus(day({ date: '2026-11-01', record: worked })).status).toBe('not_joined');
    expect(dayStatus(day({ date: '2026-11-09', lastWorkingDay: '2026-11-06' })).status).toBe('left');
  });

  it('leaves today without a clock-in and the days to come open, but shows known holidays and leave ahead', () => {
    expect(dayStatus(day({ date: '2026-11-10' })).status).toBe('future');
    expect(dayStatus(day({ date: '2026-11-20' })).status).toBe('future');
    expect(dayStatus(day({ date: '2026-11-10', record: { ...worked, clockOut: null } })).status).toBe(
      'present',
    );
    expect(dayStatus(day({ date: '2026-11-24', holiday: 'Founders’ Day' })).status).toBe('holiday');
    expect(dayStatus(day({ date: '2026-11-25', leave: { type: 'Earned Leave', half: null } })).status).toBe(
      'leave',
    );
  });

  it('shows work on a holiday as present, naming the holiday, and a half day with its half’s leave', () => {
    expect(dayStatus(day({ holiday: 'Diwali', record: worked }))).toEqual({
      status: 'present',
      label: 'Diwali',
    });
    expect(
      dayStatus(
        day({
          leave: { type: 'Casual Leave', half: 'first_half' },
          record: { ...worked, status: 'half_day' },
        }),
      ),
    ).toEqual({ status: 'half_day', label: 'Casual Leave (first half)' });
  });
});

describe('a calendar day’s hours and the month’s summary', () => {
  it('reads decimal hours as minutes: 8.15 hours are 8 h 09 m', () => {
    expect(minutesOf(8.15)).toBe(489);
    expect(minutesOf(null)).toBeNull();
    expect(calendarDay(day({ record: worked }))).toMatchObject({
      status: 'present',
      worked_minutes: 489,
      first_in: '2026-11-09T03:50:00.000Z',
    });
    expect(calendarDay(day({ holiday: 'Diwali' })).worked_minutes).toBeNull();
  });

  it('counts each attendance status and the minutes worked', () => {
    const days = [
      calendarDay(day({ record: worked })),
      calendarDay(day({ weeklyOff: true })),
      calendarDay(day({})),
      calendarDay(day({ date: '2026-11-01' })),
    ];
    expect(monthSummary(days)).toEqual({
      counts: {
        present: 1,
        half_day: 0,
        leave: 0,
        holiday: 0,
        weekly_off: 1,
        absent: 1,
        regularisation_pending: 0,
      },
      worked_minutes: 489,
    });
  });
});
