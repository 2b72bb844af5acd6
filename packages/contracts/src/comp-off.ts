import { z } from 'zod';
import { REQUEST_LIST_SCOPES, requestEmployeeRef, requestWaiting } from './approvals';
import { dateField, idParam, pageQuery, recordId, requiredText } from './common';

/**
 * Compensatory off: an employee who worked a holiday or a weekly off (the day's attendance shows it) asks for a
 * day (or half a day) of leave in return; approved, the days are credited to the policy's compensatory leave type
 * and lapse, unused, after the rule's `comp_off_expiry_days` counted from the day worked.
 */
export const COMP_OFF_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type CompOffStatus = (typeof COMP_OFF_STATUSES)[number];

/** What kind of day off was worked. */
export const COMP_OFF_DAY_KINDS = ['holiday', 'weekly_off'] as const;
export type CompOffDayKind = (typeof COMP_OFF_DAY_KINDS)[number];

/**
 * The expiry a compensatory type's rule starts with: the Factories Act 1948 s.53(1) gives a compensatory holiday
 * within the month worked or the two months after it; 60 days is its shortest reading.
 */
export const COMP_OFF_EXPIRY_DAYS_DEFAULT = 60;

/** How far back the list of days that can be asked for looks, in days. */
export const COMP_OFF_LOOKBACK_DAYS = 90;

export const compOffRequestCreate = z.object({
  /** HR (approve-leaves) may ask for an employee of their company; everyone else for themselves. */
  employee_id: recordId().optional(),
  work_date: dateField('The day worked is required.'),
  /** 1 or 0.5; absent: what the day's attendance earns (a full day present 1, a half day 0.5). */
  days: z
    .number()
    .refine((d) => d === 0.5 || d === 1, 'A comp-off is a full day (1) or a half day (0.5).')
    .optional(),
  reason: requiredText(500),
});
export type CompOffRequestCreate = z.infer<typeof compOffRequestCreate>;

export const compOffRequestReject = z.object({ reason: requiredText(500) });

export const compOffRequest = z.object({
  id: z.number(),
  company_id: z.number(),
  employee: requestEmployeeRef,
  work_date: z.string(),
  day_kind: z.enum(COMP_OFF_DAY_KINDS),
  /** The holiday's name when a holiday was worked. */
  holiday_name: z.string().nullable(),
  /** Hours worked that day, as attendance recorded them. */
  worked_hours: z.number().nullable(),
  days: z.number(),
  leave_type: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  reason: z.string(),
  status: z.enum(COMP_OFF_STATUSES),
  /** The last day the credit can be used (approved requests); null: to the year's end. */
  expires_on: z.string().nullable(),
  /** Days of the credit that lapsed unused. */
  lapsed_days: z.number(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  waiting: requestWaiting,
});
export type CompOffRequest = z.infer<typeof compOffRequest>;

/** `mine` (default): the caller's own; `team`: their reports'; `all`: the company's (approve-leaves). */
export const COMP_OFF_SCOPES = REQUEST_LIST_SCOPES;

export const compOffListQuery = pageQuery.extend({
  scope: z.enum(COMP_OFF_SCOPES).default('mine'),
  status: z.enum(COMP_OFF_STATUSES).optional(),
  employee_id: idParam.optional(),
});
export type CompOffListQuery = z.infer<typeof compOffListQuery>;

/** The caller's (or, for HR, an employee's) worked days off of the last COMP_OFF_LOOKBACK_DAYS days. */
export const compOffEligibleQuery = z.object({ employee_id: idParam.optional() });

export const compOffEligibleDay = z.object({
  date: z.string(),
  day_kind: z.enum(COMP_OFF_DAY_KINDS),
  holiday_name: z.string().nullable(),
  worked_hours: z.number().nullable(),
  /** What the day earns: 1 for a full day, 0.5 for a half day. */
  earns: z.number(),
  /** A pending or approved request already asks for it. */
  requested: z.boolean(),
  /** The last day it can be asked for (the credit would have lapsed after); null: to the year's end. */
  ask_by: z.string().nullable(),
});
export type CompOffEligibleDay = z.infer<typeof compOffEligibleDay>;

export const compOffEligibleResponse = z.object({
  /** The policy's compensatory leave type; null: the employee's policy grants no comp-off. */
  leave_type: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  expiry_days: z.number().nullable(),
  days: z.array(compOffEligibleDay),
});
export type CompOffEligibleResponse = z.infer<typeof compOffEligibleResponse>;
