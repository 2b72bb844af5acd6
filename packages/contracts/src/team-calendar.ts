import { z } from 'zod';
import { dateField, idParam } from './common';

/**
 * What a day is for someone in a manager's team calendar: leave (approved, or asked for and waiting), a
 * holiday they observe, a weekly off, or a day approved as worked from home or on duty. Ordinary working
 * days are left out.
 */
export const TEAM_DAY_KINDS = [
  'leave',
  'leave_pending',
  'holiday',
  'weekly_off',
  'work_from_home',
  'on_duty',
] as const;
export type TeamDayKind = (typeof TEAM_DAY_KINDS)[number];

export const TEAM_DAY_LABELS: Record<TeamDayKind, string> = {
  leave: 'On leave',
  leave_pending: 'Leave asked for',
  holiday: 'Holiday',
  weekly_off: 'Weekly off',
  work_from_home: 'Work from home',
  on_duty: 'On duty',
};

/** The longest span one calendar shows, in days (six weeks: a month's grid). */
export const TEAM_CALENDAR_MAX_DAYS = 42;

export const teamCalendarQuery = z
  .object({
    from: dateField('The start date is required.'),
    to: dateField('The end date is required.'),
    /** Whose team: the caller's own unless HR (approve-leaves) names another manager. */
    manager_id: idParam.optional(),
  })
  .refine((q) => q.to >= q.from, { message: 'The end date cannot be before the start date.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < TEAM_CALENDAR_MAX_DAYS, {
    message: `Show at most ${TEAM_CALENDAR_MAX_DAYS} days at a time.`,
    path: ['to'],
  });
export type TeamCalendarQuery = z.infer<typeof teamCalendarQuery>;

export const teamDay = z.object({
  date: z.string(),
  kind: z.enum(TEAM_DAY_KINDS),
  /** The leave type's or holiday's name, "First half" of a half day, and so on. */
  label: z.string(),
});
export type TeamDay = z.infer<typeof teamDay>;

export const teamCalendarResponse = z.object({
  from: z.string(),
  to: z.string(),
  people: z.array(
    z.object({
      employee: z.object({
        id: z.number(),
        name: z.string(),
        employee_code: z.string(),
        job_title: z.string().nullable(),
      }),
      days: z.array(teamDay),
    }),
  ),
});
export type TeamCalendarResponse = z.infer<typeof teamCalendarResponse>;
