import { z } from 'zod';
import { booleanParam, isoDate, pageQuery, requiredText, searchParam } from './common';
import { EXIT_TYPES, SETTLEMENT_STATUSES } from './enums';

export const EXIT_REASON_MAX = 2000;
export const NOTICE_AFTER_LWD_MESSAGE = 'The notice date must be on or before the last working day.';
export const LWD_BEFORE_HIRE_MESSAGE = 'The last working day cannot be before the hire date.';

/**
 * Records or changes an employee's exit: the day notice was given or served, the last working day
 * (the employee is active to it and a leaver from it), the kind of exit and why.
 */
export const exitRequest = z
  .object({
    notice_date: isoDate,
    last_working_day: isoDate,
    exit_type: z.enum(EXIT_TYPES),
    reason: requiredText(EXIT_REASON_MAX),
  })
  .refine((v) => v.notice_date <= v.last_working_day, {
    error: NOTICE_AFTER_LWD_MESSAGE,
    path: ['notice_date'],
    // Compared only when both are valid dates (each answers its own message otherwise).
    // (A body that is not an object at all — JSON null — has no dates to compare.)
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some(
        (i) => !i.path?.length || i.path[0] === 'notice_date' || i.path[0] === 'last_working_day',
      ),
  });
export type ExitRequest = z.infer<typeof exitRequest>;

/** Where an exit stands today: the last working day is still to come, or has passed. */
export const EXIT_LIST_STATUSES = ['upcoming', 'left'] as const;
export type ExitListStatus = (typeof EXIT_LIST_STATUSES)[number];

export const exitListQuery = pageQuery.extend({
  status: z.enum(EXIT_LIST_STATUSES).optional(),
  search: searchParam,
  /** Only leavers whose settlement is past its due day unpaid. */
  overdue: booleanParam.optional(),
});
export type ExitListQuery = z.infer<typeof exitListQuery>;

export const exitSettlementSummary = z
  .object({ id: z.number(), status: z.enum(SETTLEMENT_STATUSES), net_payable: z.number() })
  .nullable();
export type ExitSettlementSummary = z.infer<typeof exitSettlementSummary>;

/** One leaver of GET /api/exits. */
export const exitListItem = z.object({
  employee_id: z.number(),
  employee_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  department: z.object({ id: z.number(), name: z.string() }).nullable(),
  status: z.string(),
  hire_date: z.string(),
  notice_date: z.string(),
  last_working_day: z.string(),
  exit_type: z.enum(EXIT_TYPES),
  exit_reason: z.string().nullable(),
  /** Whether the last working day has passed (in the company's zone). */
  has_left: z.boolean(),
  /** The settlement is due by this day (Code on Wages s.17(2)), and is overdue once it has passed unpaid. */
  settlement_due_on: z.string().nullable(),
  settlement_overdue: z.boolean(),
  final_settlement: exitSettlementSummary,
});
export type ExitListItem = z.infer<typeof exitListItem>;
