import { describe, expect, it } from 'vitest';
import { type PersonSpan, teamDays } from './days';

const dates = ['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08', '2026-12-25'];
const person: PersonSpan = {
  weeklyOff: (d) => ['2026-12-05', '2026-12-06'].includes(d),
  holidays: new Set(['2026-12-25']),
  holidayName: () => 'Christmas',
  leave: [
    {
      status: 'pending',
      type: 'Sick Leave',
      start_date: '2026-12-07',
      end_date: '2026-12-07',
      half_day_type: null,
    },
    {
      status: 'approved',
      type: 'Casual Leave',
      start_date: '2026-12-07',
      end_date: '2026-12-07',
      half_day_type: 'first_half',
    },
  ],
  requests: [{ type: 'work_from_home', from: '2026-12-04', to: '2026-12-08' }],
};

describe('a team calendar’s days', () => {
  it('shows leave over everything, then holidays, weekly offs and approved work from home; ordinary days not at all', () => {
    expect(teamDays(dates, person)).toEqual([
      { date: '2026-12-04', kind: 'work_from_home', label: 'Work from home' },
      { date: '2026-12-05', kind: 'weekly_off', label: 'Weekly off' },
      { date: '2026-12-06', kind: 'weekly_off', label: 'Weekly off' },
      { date: '2026-12-07', kind: 'leave', label: 'Casual Leave (first half)' },
      { date: '2026-12-08', kind: 'work_from_home', label: 'Work from home' },
      { date: '2026-12-25', kind: 'holiday', label: 'Christmas' },
    ]);
  });

  it('marks leave still waiting for approval apart, and leaves a plain working day out', () => {
    const waiting = { ...person, leave: [person.leave[0] as PersonSpan['leave'][number]], requests: [] };
    expect(teamDays(['2026-12-04', '2026-12-07'], waiting)).toEqual([
      { date: '2026-12-07', kind: 'leave_pending', label: 'Sick Leave' },
    ]);
  });
});
