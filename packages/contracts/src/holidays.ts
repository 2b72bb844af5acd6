import { z } from 'zod';
import { dateField, idParam, nullableText, recordId, requiredText } from './common';

/**
 * Holiday calendars. A company's calendars are layers: the company-wide one (neither state nor branch), one per
 * state (its branches' employees observe it) and one per branch; an employee observes every layer that
 * matches them. Holidays marked optional are restricted holidays: an employee observes one only after opting
 * in, up to the calendar's `optional_allowance` a year.
 */
export const HOLIDAY_CALENDAR_SCOPES = ['company', 'state', 'branch'] as const;
export type HolidayCalendarScope = (typeof HOLIDAY_CALENDAR_SCOPES)[number];

/** The most restricted holidays a calendar may allow a year. */
export const OPTIONAL_ALLOWANCE_MAX = 30;

export const holidayCalendarRequest = z
  .object({
    company_id: recordId().optional(),
    name: requiredText(100),
    /** A state or union territory's name: the calendar of that state's branches. */
    state: nullableText(100),
    branch_id: recordId().nullish(),
    optional_allowance: z
      .number({ error: 'The restricted holidays allowed must be a number.' })
      .int('The restricted holidays allowed must be a whole number.')
      .min(0, `The restricted holidays allowed must be between 0 and ${OPTIONAL_ALLOWANCE_MAX}.`)
      .max(
        OPTIONAL_ALLOWANCE_MAX,
        `The restricted holidays allowed must be between 0 and ${OPTIONAL_ALLOWANCE_MAX}.`,
      )
      .default(0),
  })
  .refine((c) => !(c.state && c.branch_id), {
    message: 'A calendar is for a state or for a branch, not both.',
    path: ['branch_id'],
  });
export type HolidayCalendarRequest = z.infer<typeof holidayCalendarRequest>;

export const holidayCalendar = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  scope: z.enum(HOLIDAY_CALENDAR_SCOPES),
  state: z.string().nullable(),
  branch: z.object({ id: z.number(), name: z.string() }).nullable(),
  optional_allowance: z.number(),
  /** Holidays in the year asked for (the current one unless `year` is given). */
  holiday_count: z.number(),
  optional_count: z.number(),
});
export type HolidayCalendar = z.infer<typeof holidayCalendar>;

export const holidayCalendarListQuery = z.object({
  company_id: idParam.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const holidayEntryRequest = z.object({
  calendar_id: recordId('The calendar field is required.'),
  date: dateField('The date field is required.'),
  name: requiredText(150),
  is_optional: z.boolean().default(false),
});
export type HolidayEntryRequest = z.infer<typeof holidayEntryRequest>;

export const holidayEntry = z.object({
  id: z.number(),
  calendar_id: z.number(),
  date: z.string(),
  name: z.string(),
  is_optional: z.boolean(),
  /** How many employees opted in to this restricted holiday (0 for a fixed one). */
  opted_in: z.number(),
});
export type HolidayEntry = z.infer<typeof holidayEntry>;

export const holidayListQuery = z.object({
  calendar_id: idParam,
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** One employee's holidays of a year: those of every calendar they observe, restricted ones with their choice. */
export const employeeHoliday = z.object({
  id: z.number(),
  date: z.string(),
  name: z.string(),
  calendar: z.object({ id: z.number(), name: z.string() }),
  is_optional: z.boolean(),
  /** A restricted holiday the employee opted in to (always true for a fixed one: it is observed). */
  observed: z.boolean(),
});
export type EmployeeHoliday = z.infer<typeof employeeHoliday>;

export const employeeHolidaysResponse = z.object({
  data: z.array(employeeHoliday),
  /** Per calendar with restricted holidays: how many the employee may take in the year and has taken. */
  allowances: z.array(
    z.object({
      calendar: z.object({ id: z.number(), name: z.string() }),
      allowed: z.number(),
      used: z.number(),
    }),
  ),
});
export type EmployeeHolidaysResponse = z.infer<typeof employeeHolidaysResponse>;

export const employeeHolidaysQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** POST/DELETE /api/holidays/{id}/opt-in: for oneself, or (HR) for the employee named. */
export const holidayOptInQuery = z.object({ employee_id: idParam.optional() });
