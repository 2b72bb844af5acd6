import {
  type CalendarDay,
  type CalendarDayStatus,
  COUNTED_DAY_STATUSES,
  type CountedDayStatus,
} from '@hrms/contracts/attendance-calendar';

/** What is known of one employee's day, gathered before its status is decided. */
export type DayFacts = {
  date: string;
  today: string;
  hireDate: string;
  lastWorkingDay: string | null;
  weeklyOff: boolean;
  /** The name of the holiday the employee observes on the day, or null. */
  holiday: string | null;
  /** Approved leave on the day: its type's name, and which half for a half day. */
  leave: { type: string; half: 'first_half' | 'second_half' | null } | null;
  /** The day's attendance record, if any. */
  record: {
    status: string;
    /** Hours as stored, decimal (8.15 is 8 h 09 m). */
    hours: number | null;
    clockIn: string | null;
    clockOut: string | null;
  } | null;
  /** The label of a request still waiting that would mark the day worked (a regularisation, on duty …). */
  pendingRequest: string | null;
};

const WORKED = new Set(['present', 'late', 'work_from_home']);
const HALVES = { first_half: 'first half', second_half: 'second half' } as const;

const leaveLabel = (leave: NonNullable<DayFacts['leave']>) =>
  leave.half ? `${leave.type} (${HALVES[leave.half]})` : leave.type;

/**
 * A day's status, in this order: outside employment; worked (a record of work wins over everything, as it
 * happened); a holiday (also on a weekly off, to name it); a weekly off; approved leave (leave does not
 * count on holidays or weekly offs); a request waiting that would mark it worked; a day still to come; else
 * absent. A past working day with nothing recorded is absent even when the company pays unmarked days: the
 * calendar shows attendance, payroll decides pay.
 */
export function dayStatus(f: DayFacts): { status: CalendarDayStatus; label: string | null } {
  if (f.date < f.hireDate) return { status: 'not_joined', label: null };
  if (f.lastWorkingDay && f.date > f.lastWorkingDay) return { status: 'left', label: null };
  const r = f.record;
  if (r && WORKED.has(r.status)) {
    return {
      status: 'present',
      label: f.holiday ?? (r.status === 'work_from_home' ? 'Work from home' : null),
    };
  }
  if (r?.status === 'half_day') return { status: 'half_day', label: f.leave ? leaveLabel(f.leave) : null };
  if (f.holiday) return { status: 'holiday', label: f.holiday };
  if (f.weeklyOff || r?.status === 'weekend') return { status: 'weekly_off', label: null };
  if (r?.status === 'holiday') return { status: 'holiday', label: 'Holiday' };
  if (f.leave) return { status: 'leave', label: leaveLabel(f.leave) };
  if (r?.status === 'on_leave') return { status: 'leave', label: null };
  if (f.pendingRequest) return { status: 'regularisation_pending', label: f.pendingRequest };
  // Today is not over: no clock-in yet is not an absence.
  if (f.date >= f.today && !r) return { status: 'future', label: null };
  return { status: 'absent', label: null };
}

/** Decimal hours as whole minutes: 8.15 → 489. */
export const minutesOf = (hours: number | null) => (hours === null ? null : Math.round(hours * 60));

/** One day of the calendar: its status, and the time worked when there is a record of it. */
export function calendarDay(f: DayFacts): CalendarDay {
  const { status, label } = dayStatus(f);
  const worked = status === 'present' || status === 'half_day';
  return {
    date: f.date,
    status,
    label,
    worked_minutes: worked ? minutesOf(f.record?.hours ?? null) : null,
    first_in: f.record?.clockIn ?? null,
    last_out: f.record?.clockOut ?? null,
  };
}

/** The month's count of each attendance status, and the minutes worked in all. */
export function monthSummary(days: readonly CalendarDay[]) {
  const counts = Object.fromEntries(COUNTED_DAY_STATUSES.map((s) => [s, 0])) as Record<
    CountedDayStatus,
    number
  >;
  let worked = 0;
  for (const day of days) {
    if (day.status in counts) counts[day.status as CountedDayStatus] += 1;
    worked += day.worked_minutes ?? 0;
  }
  return { counts, worked_minutes: worked };
}
