import { describe, expect, it } from 'vitest';
import { dayAndMonth, upcomingHolidays, weekdayOf } from './home';
import { latestRequests, type MyRequest } from './requests';

const request = (key: string, status: string, asked: string): MyRequest => ({
  key,
  kind: 'Leave',
  summary: '',
  status,
  asked,
  link: '/',
});

describe('the home screen’s own lists', () => {
  it('lists the requests still waiting first, then the newest decided ones', () => {
    const requests = [
      request('old-approved', 'approved', '2026-10-01'),
      request('new-rejected', 'rejected', '2026-11-20'),
      request('old-pending', 'pending', '2026-09-01'),
      request('swap', 'awaiting_colleague', '2026-11-01'),
    ];
    expect(latestRequests(requests, 3).map((r) => r.key)).toEqual(['swap', 'old-pending', 'new-rejected']);
  });

  it('keeps the observed holidays from today on, soonest first', () => {
    const holidays = [
      { date: '2027-01-26', observed: true },
      { date: '2026-12-25', observed: true },
      { date: '2026-12-24', observed: false },
      { date: '2026-11-08', observed: true },
    ];
    expect(upcomingHolidays(holidays, '2026-12-06', 4).map((h) => h.date)).toEqual([
      '2026-12-25',
      '2027-01-26',
    ]);
  });

  it('writes a celebration’s day and month, never a year', () => {
    expect(dayAndMonth('2027-01-05')).toBe('5 Jan');
    expect(weekdayOf('2026-11-10')).toBe('Tue');
  });
});
