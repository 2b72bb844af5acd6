import { z } from 'zod';
import { REQUEST_LIST_SCOPES, requestEmployeeRef, requestWaiting } from './approvals';
import { clockTime } from './attendance';
import { dateField, idParam, isoDate, nullableText, pageQuery, recordId, requiredText } from './common';

/**
 * Shifts, rotating rosters and shift change requests. A shift's times are wall-clock times in the company's
 * zone; one that ends before it starts crosses midnight and counts on the day it starts. Which shift an
 * employee works on a day: an approved shift change for that day, else their own roster, else their team's
 * roster, else their own shift, their department's, or the company's default
 * (docs/decisions/time-and-leave.md, "Which shift a day has").
 */

/** Where the shift of a day comes from, strongest first. */
export const DAY_SHIFT_SOURCES = [
  'change',
  'roster',
  'team_roster',
  'employee',
  'department',
  'default',
] as const;
export type DayShiftSource = (typeof DAY_SHIFT_SOURCES)[number];

export const DAY_SHIFT_SOURCE_LABELS: Record<DayShiftSource, string> = {
  change: 'Shift change',
  roster: 'Own roster',
  team_roster: 'Team roster',
  employee: 'Own shift',
  department: 'Department shift',
  default: 'Company default',
};

/** The shortest and longest hours a shift's day thresholds may take. */
const hours = (label: string) =>
  z
    .number({ error: `The ${label} must be a number of hours.` })
    .min(0, `The ${label} must be between 0 and 24 hours.`)
    .max(24, `The ${label} must be between 0 and 24 hours.`)
    .multipleOf(0.01, `The ${label} may have at most two decimals.`);

export const shift = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** It ends before it starts: a night shift, counted on the day it starts. */
  crosses_midnight: z.boolean(),
  grace_minutes: z.number(),
  /** A full day needs this many hours of work; fewer make a half day. */
  full_day_hours: z.number(),
  /** A half day needs this many hours of work; fewer make the day absent. */
  half_day_hours: z.number(),
  /** Unpaid break in the shift, in minutes: hours worked are the time clocked less it. */
  break_minutes: z.number(),
  /** The shift's span less its break, in hours. */
  scheduled_hours: z.number(),
  /** Days of the week off, 0 = Sunday … 6 = Saturday. */
  weekly_offs: z.array(z.number()),
  is_default: z.boolean(),
});
export type Shift = z.infer<typeof shift>;

/** A shift as a roster, a calendar or a request names it. */
export const shiftRef = z.object({
  id: z.number(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  crosses_midnight: z.boolean(),
});
export type ShiftRef = z.infer<typeof shiftRef>;

export const shiftListQuery = z.object({ company_id: idParam.optional() });

export const shiftRequest = z
  .object({
    company_id: recordId().optional(),
    name: requiredText(100),
    start_time: clockTime,
    end_time: clockTime,
    /** Optional confirmation: when given, it must agree with the times (true: it ends before it starts). */
    crosses_midnight: z.boolean().optional(),
    grace_minutes: z
      .number({ error: 'The grace must be a number of minutes.' })
      .int('The grace must be a whole number of minutes.')
      .min(0, 'The grace must be between 0 and 240 minutes.')
      .max(240, 'The grace must be between 0 and 240 minutes.')
      .default(15),
    full_day_hours: hours('full day').default(4.5),
    /** Absent: half the full day's hours. */
    half_day_hours: hours('half day').optional(),
    break_minutes: z
      .number({ error: 'The break must be a number of minutes.' })
      .int('The break must be a whole number of minutes.')
      .min(0, 'The break must be between 0 and 240 minutes.')
      .max(240, 'The break must be between 0 and 240 minutes.')
      .default(60),
    weekly_offs: z
      .array(z.number().int().min(0).max(6))
      .max(6, 'A shift needs at least one working day a week.')
      .refine((d) => new Set(d).size === d.length, 'Each weekly off once.')
      .default([0, 6]),
    is_default: z.boolean().default(false),
  })
  // A shift ending before it starts runs past midnight (a night shift); it cannot end when it starts.
  .refine((s) => s.end_time.slice(0, 5) !== s.start_time.slice(0, 5), {
    message: 'The shift must end at another time than it starts.',
    path: ['end_time'],
  })
  .refine(
    (s) =>
      s.crosses_midnight === undefined ||
      s.crosses_midnight === s.end_time.slice(0, 5) < s.start_time.slice(0, 5),
    {
      message: 'A shift crossing midnight ends before it starts; one that does not ends after it starts.',
      path: ['crosses_midnight'],
    },
  )
  .refine((s) => s.half_day_hours === undefined || s.half_day_hours <= s.full_day_hours, {
    message: 'A half day cannot need more hours than a full day.',
    path: ['half_day_hours'],
  });
export type ShiftRequest = z.infer<typeof shiftRequest>;

/** Gives employees, or a whole department, a shift (null: back to the department's or company default). */
export const shiftAssignmentRequest = z
  .object({
    shift_id: recordId().nullable(),
    employee_ids: z.array(recordId()).max(1000).optional(),
    department_id: recordId().optional(),
  })
  .refine((a) => Boolean(a.employee_ids?.length) !== Boolean(a.department_id), {
    message: 'Choose employees or a department.',
    path: ['employee_ids'],
  });

// ---- Rotating rosters ----

export const ROSTER_SLOTS_MAX = 12;
export const ROSTER_SLOT_DAYS_MAX = 31;

/** One step of a rotation: a shift worked for a number of consecutive days (7: a week). */
export const rosterSlotRequest = z.object({
  shift_id: recordId('Choose a shift.'),
  days: z
    .number({ error: 'The days must be a number.' })
    .int('The days must be a whole number.')
    .min(1, `A step lasts 1 to ${ROSTER_SLOT_DAYS_MAX} days.`)
    .max(ROSTER_SLOT_DAYS_MAX, `A step lasts 1 to ${ROSTER_SLOT_DAYS_MAX} days.`),
});

export const rosterRequest = z.object({
  company_id: recordId().optional(),
  name: requiredText(100),
  description: nullableText(500),
  slots: z
    .array(rosterSlotRequest)
    .min(1, 'A roster needs at least one step.')
    .max(ROSTER_SLOTS_MAX, `A roster has at most ${ROSTER_SLOTS_MAX} steps.`),
});
export type RosterRequest = z.infer<typeof rosterRequest>;

export const roster = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  /** The rotation in order; after the last step it starts again at the first. */
  slots: z.array(z.object({ position: z.number(), shift: shiftRef, days: z.number() })),
  /** Days of one turn of the rotation. */
  cycle_days: z.number(),
  /** Assignments still running or to come. */
  active_assignments: z.number(),
});
export type Roster = z.infer<typeof roster>;

export const rosterListQuery = z.object({ company_id: idParam.optional() });

/** A roster given to one employee or to a team from a date (to a date, or open). */
export const rosterAssignmentRequest = z
  .object({
    roster_id: recordId('Choose a roster.'),
    employee_id: recordId().optional(),
    team_id: recordId().optional(),
    from_date: dateField('The start date is required.'),
    to_date: isoDate.nullish().transform((v) => v ?? null),
    /** The step (1 = the first) the rotation is at on the start date: two teams may run one roster a week apart. */
    start_slot: z.number().int().min(1).max(ROSTER_SLOTS_MAX).default(1),
  })
  .refine((a) => Boolean(a.employee_id) !== Boolean(a.team_id), {
    message: 'Choose an employee or a team.',
    path: ['employee_id'],
  })
  .refine((a) => a.to_date === null || a.to_date >= a.from_date, {
    message: 'The end date must be on or after the start date.',
    path: ['to_date'],
  });
export type RosterAssignmentRequest = z.infer<typeof rosterAssignmentRequest>;

/** Ends an assignment on a date (or reopens it), the only change an assignment takes. */
export const rosterAssignmentUpdate = z.object({
  to_date: isoDate.nullable(),
});

export const rosterAssignment = z.object({
  id: z.number(),
  company_id: z.number(),
  roster: z.object({ id: z.number(), name: z.string() }),
  employee: requestEmployeeRef.nullable(),
  team: z.object({ id: z.number(), name: z.string() }).nullable(),
  from_date: z.string(),
  to_date: z.string().nullable(),
  start_slot: z.number(),
});
export type RosterAssignment = z.infer<typeof rosterAssignment>;

export const rosterAssignmentListQuery = pageQuery.extend({
  roster_id: idParam.optional(),
  employee_id: idParam.optional(),
  team_id: idParam.optional(),
  /** Only assignments running on or after this date. */
  current_on: isoDate.optional(),
});

/** The roster calendar shows at most this many days at once. */
export const ROSTER_CALENDAR_DAYS_MAX = 42;

export const rosterCalendarQuery = z
  .object({ team_id: idParam, from: isoDate, to: isoDate })
  .refine((q) => q.to >= q.from, {
    message: 'The end date must be on or after the start date.',
    path: ['to'],
  })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ROSTER_CALENDAR_DAYS_MAX, {
    message: `Show at most ${ROSTER_CALENDAR_DAYS_MAX} days at once.`,
    path: ['to'],
  });
export type RosterCalendarQuery = z.infer<typeof rosterCalendarQuery>;

export const rosterCalendarDay = z.object({
  date: z.string(),
  /** null: no shift at all (the built-in 09:30–18:30 day applies). */
  shift_id: z.number().nullable(),
  source: z.enum(DAY_SHIFT_SOURCES),
  /** The day is a weekly off of that shift. */
  weekly_off: z.boolean(),
});
export type RosterCalendarDay = z.infer<typeof rosterCalendarDay>;

export const rosterCalendarResponse = z.object({
  from: z.string(),
  to: z.string(),
  team: z.object({ id: z.number(), name: z.string() }),
  /** Every shift the days name, once. */
  shifts: z.array(shiftRef),
  people: z.array(
    z.object({
      employee: z.object({ id: z.number(), name: z.string(), employee_code: z.string() }),
      days: z.array(rosterCalendarDay),
    }),
  ),
});
export type RosterCalendarResponse = z.infer<typeof rosterCalendarResponse>;

// ---- Shift change requests ----

/** `change`: work another shift on some days; `swap`: exchange shifts with a colleague on some days. */
export const SHIFT_CHANGE_KINDS = ['change', 'swap'] as const;
export type ShiftChangeKind = (typeof SHIFT_CHANGE_KINDS)[number];

/**
 * A swap waits for the colleague's answer first (`awaiting_colleague`, then `pending` or `declined`); a
 * pending request waits for its chain (`shift_change`).
 */
export const SHIFT_CHANGE_STATUSES = [
  'awaiting_colleague',
  'pending',
  'approved',
  'rejected',
  'declined',
  'cancelled',
] as const;
export type ShiftChangeStatus = (typeof SHIFT_CHANGE_STATUSES)[number];

/** The longest span one request covers, in days. */
export const SHIFT_CHANGE_MAX_DAYS = 31;

export const shiftChangeCreate = z
  .object({
    /** HR (manage-attendance) may ask for an employee of their company; everyone else for themselves. */
    employee_id: recordId().optional(),
    kind: z.enum(SHIFT_CHANGE_KINDS, { error: 'Choose a change or a swap.' }),
    from_date: dateField('The start date is required.'),
    to_date: dateField('The end date is required.'),
    /** The shift wanted (a change). */
    shift_id: recordId().optional(),
    /** The colleague to swap with (a swap). */
    swap_with_employee_id: recordId().optional(),
    reason: requiredText(500),
  })
  .refine((r) => r.to_date >= r.from_date, {
    message: 'The end date must be on or after the start date.',
    path: ['to_date'],
  })
  .refine((r) => r.kind !== 'change' || r.shift_id !== undefined, {
    message: 'Choose the shift you want to work.',
    path: ['shift_id'],
  })
  .refine((r) => r.kind !== 'swap' || r.swap_with_employee_id !== undefined, {
    message: 'Choose the colleague to swap with.',
    path: ['swap_with_employee_id'],
  });
export type ShiftChangeCreate = z.infer<typeof shiftChangeCreate>;

export const shiftChangeReject = z.object({ reason: requiredText(500) });

/**
 * One day of a request. Until approved (and when not approved at all): the requester's shift of the day as it
 * resolves now, and the one the request gives them (a swap: the colleague's, as it resolves now). Approved:
 * `to_shift` is the shift the request set for the day (null where it set none: a swap's day both worked the
 * same shift, or a later approval replaced it) and `from_shift` is null (what the day had is not kept).
 */
export const shiftChangeDay = z.object({
  date: z.string(),
  from_shift: shiftRef.nullable(),
  to_shift: shiftRef.nullable(),
});

export const shiftChangeRequest = z.object({
  id: z.number(),
  company_id: z.number(),
  employee: requestEmployeeRef,
  kind: z.enum(SHIFT_CHANGE_KINDS),
  from_date: z.string(),
  to_date: z.string(),
  /** The shift asked for (a change). */
  shift: shiftRef.nullable(),
  /** The colleague (a swap). */
  swap_with: requestEmployeeRef.nullable(),
  /** What each day changes for the requester (a swap: they work the colleague's shift, and the other way round). */
  days: z.array(shiftChangeDay),
  reason: z.string(),
  status: z.enum(SHIFT_CHANGE_STATUSES),
  requested_at: z.string(),
  colleague_answered_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  waiting: requestWaiting,
});
export type ShiftChangeRequest = z.infer<typeof shiftChangeRequest>;

/** `mine`, `team`, `all` as other requests; `swaps`: swaps other employees asked the caller for. */
export const SHIFT_CHANGE_SCOPES = [...REQUEST_LIST_SCOPES, 'swaps'] as const;

export const shiftChangeListQuery = pageQuery.extend({
  scope: z.enum(SHIFT_CHANGE_SCOPES).default('mine'),
  status: z.enum(SHIFT_CHANGE_STATUSES).optional(),
  employee_id: idParam.optional(),
});
export type ShiftChangeListQuery = z.infer<typeof shiftChangeListQuery>;
