import type { TeamDay } from '@hrms/contracts/team-calendar';

/** What is known of one person over the calendar's span. */
export type PersonSpan = {
  /** Whether the date is a weekly off in the person's working week in force on it. */
  weeklyOff: (date: string) => boolean;
  holidays: ReadonlySet<string>;
  holidayName: (date: string) => string;
  leave: readonly {
    status: string;
    type: string;
    start_date: string;
    end_date: string;
    half_day_type: string | null;
  }[];
  requests: readonly { type: string; from: string; to: string }[];
};

const HALVES: Record<string, string> = { first_half: 'first half', second_half: 'second half' };

/**
 * Each day of the span that is not an ordinary working day for the person: leave first (approved over asked
 * for), then a holiday, a weekly off, and a day approved as worked from home or on duty.
 */
export function teamDays(dates: readonly string[], p: PersonSpan): TeamDay[] {
  const days: TeamDay[] = [];
  for (const date of dates) {
    const leaves = p.leave.filter((l) => l.start_date <= date && date <= l.end_date);
    const leave = leaves.find((l) => l.status === 'approved') ?? leaves[0];
    if (leave) {
      const half = leave.half_day_type ? ` (${HALVES[leave.half_day_type] ?? leave.half_day_type})` : '';
      days.push({
        date,
        kind: leave.status === 'approved' ? 'leave' : 'leave_pending',
        label: `${leave.type}${half}`,
      });
    } else if (p.holidays.has(date)) {
      days.push({ date, kind: 'holiday', label: p.holidayName(date) });
    } else if (p.weeklyOff(date)) {
      days.push({ date, kind: 'weekly_off', label: 'Weekly off' });
    } else {
      const request = p.requests.find((r) => r.from <= date && date <= r.to);
      if (request?.type === 'work_from_home')
        days.push({ date, kind: 'work_from_home', label: 'Work from home' });
      else if (request?.type === 'on_duty') days.push({ date, kind: 'on_duty', label: 'On duty' });
    }
  }
  return days;
}
