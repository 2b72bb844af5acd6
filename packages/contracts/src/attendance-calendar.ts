import { z } from 'zod';
import { idParam } from './common';

/**
 * What one day of an employee's month was (or will be): worked (a full or a half day), approved leave, a
 * holiday they observe, a weekly off, a working day with nothing worked, or one waiting on a request that
 * would make it worked. Days before joining, after leaving, and working days still to come have no
 * attendance status of their own.
 */
export const CALENDAR_DAY_STATUSES = [
  'present',
  'half_day',
  'leave',
  'holiday',
  'weekly_off',
  'absent',
  'regularisation_pending',
  'not_joined',
  'left',
  'future',
] as const;
export type CalendarDayStatus = (typeof CALENDAR_DAY_STATUSES)[number];

export const CALENDAR_DAY_LABELS: Record<CalendarDayStatus, string> = {
  present: 'Present',
  half_day: 'Half day',
  leave: 'Leave',
  holiday: 'Holiday',
  weekly_off: 'Weekly off',
  absent: 'Absent',
  regularisation_pending: 'Regularisation pending',
  not_joined: 'Not joined yet',
  left: 'After leaving',
  future: 'Not yet',
};

/** The statuses a month's summary counts (the others are not attendance). */
export const COUNTED_DAY_STATUSES = [
  'present',
  'half_day',
  'leave',
  'holiday',
  'weekly_off',
  'absent',
  'regularisation_pending',
] as const satisfies readonly CalendarDayStatus[];
export type CountedDayStatus = (typeof COUNTED_DAY_STATUSES)[number];

/** GET /api/attendance-calendar: one employee's month; without employee_id, the caller's own. */
export const attendanceCalendarQuery = z.object({
  employee_id: idParam.optional(),
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
export type AttendanceCalendarQuery = z.infer<typeof attendanceCalendarQuery>;

export const calendarDay = z.object({
  date: z.string(),
  status: z.enum(CALENDAR_DAY_STATUSES),
  /** The leave type's or the holiday's name, the request waiting, "First half" of a half day. */
  label: z.string().nullable(),
  /** Time worked, in whole minutes (8.15 hours are 489 minutes); null with no record of work. */
  worked_minutes: z.number().nullable(),
  /** The first clock-in and the last clock-out of the day, as instants. */
  first_in: z.string().nullable(),
  last_out: z.string().nullable(),
});
export type CalendarDay = z.infer<typeof calendarDay>;

export const attendanceCalendar = z.object({
  employee: z.object({
    id: z.number(),
    name: z.string(),
    employee_code: z.string(),
    hire_date: z.string(),
  }),
  year: z.number(),
  month: z.number(),
  days: z.array(calendarDay),
  summary: z.object({
    counts: z.record(z.enum(COUNTED_DAY_STATUSES), z.number()),
    worked_minutes: z.number(),
  }),
});
export type AttendanceCalendar = z.infer<typeof attendanceCalendar>;
