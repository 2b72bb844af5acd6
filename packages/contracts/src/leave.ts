import { z } from 'zod';
import { booleanParam, dateField, idParam, pageQuery, recordId } from './common';
import { HALF_DAY_TYPES, LEAVE_STATUSES } from './enums';

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'] as const;

export const leaveType = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  color: z.string(),
  is_paid: z.boolean(),
  annual_allocation: z.number(),
  carry_forward_days: z.number(),
  max_consecutive_days: z.number().nullable(),
  advance_notice_days: z.number(),
  requires_attachment: z.boolean(),
  requires_approval: z.boolean(),
  /** The unused balance is paid out in a leaver's full and final settlement. */
  is_encashable: z.boolean(),
  /** Compensatory off: credited for a worked holiday or weekly off (comp-off requests), not by accrual. */
  is_compensatory: z.boolean(),
  is_active: z.boolean(),
});
export type LeaveType = z.infer<typeof leaveType>;

export const leaveTypeRequest = z.object({
  name: z.string().trim().min(1).max(100),
  code: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((v) => v.toUpperCase()),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'The color must be a hex colour like #4f46e5.')
    .default('#6366f1'),
  is_paid: z.boolean().default(true),
  annual_allocation: z.number().min(0).max(366).multipleOf(0.5).default(0),
  carry_forward_days: z.number().min(0).max(366).multipleOf(0.5).default(0),
  max_consecutive_days: z.number().int().min(1).max(366).nullish(),
  advance_notice_days: z.number().int().min(0).max(365).default(0),
  requires_attachment: z.boolean().default(false),
  requires_approval: z.boolean().default(true),
  is_encashable: z.boolean().default(false),
  is_compensatory: z.boolean().default(false),
  is_active: z.boolean().default(true),
});
export type LeaveTypeRequest = z.infer<typeof leaveTypeRequest>;

const person = z.object({ id: z.number(), first_name: z.string(), last_name: z.string() });

export const leaveRequest = z.object({
  id: z.number(),
  status: z.enum(LEAVE_STATUSES),
  employee: person.extend({ employee_id: z.string(), user: z.object({ email: z.string() }) }),
  leave_type: leaveType,
  days_requested: z.number(),
  half_day: z.boolean(),
  half_day_type: z.enum(HALF_DAY_TYPES).nullable(),
  start_date: z.string(),
  end_date: z.string(),
  applied_on: z.string(),
  reason: z.string(),
  approved_on: z.string().nullable(),
  rejected_on: z.string().nullable(),
  cancelled_on: z.string().nullable(),
  approver: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  rejector: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  rejection_reason: z.string().nullable(),
  attachment: z.object({ filename: z.string(), size: z.number(), content_type: z.string() }).nullable(),
});
export type LeaveRequest = z.infer<typeof leaveRequest>;

export const leaveListQuery = pageQuery.extend({
  status: z.enum(LEAVE_STATUSES).optional(),
  leave_type_id: idParam.optional(),
  employee_id: idParam.optional(),
});

export const leaveStats = z.object({
  total: z.number(),
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
  cancelled: z.number(),
});

/** The fields of the application form (sent as multipart with an optional `attachment` file). */
export const leaveApplication = z.object({
  leave_type_id: z.coerce
    .number({ error: 'Leave type is required' })
    .pipe(recordId('Leave type is required')),
  start_date: dateField('Start date is required'),
  end_date: dateField('End date is required'),
  reason: z.string({ error: 'Reason is required' }).trim().min(1, 'Reason is required').max(2000),
  days_requested: z.coerce.number().optional(),
  half_day: booleanParam.or(z.boolean()).optional().default(false),
  half_day_type: z.enum(HALF_DAY_TYPES).nullish(),
});
export type LeaveApplication = z.infer<typeof leaveApplication>;

export const rejectRequest = z.object({
  rejection_reason: z.string().trim().min(1, 'A rejection reason is required').max(2000),
});

export const leaveBalance = z.object({
  id: z.number(),
  year: z.number(),
  leave_type_id: z.number(),
  leave_type: leaveType,
  allocated_days: z.number(),
  carried_forward_days: z.number(),
  used_days: z.number(),
  pending_days: z.number(),
  /** HR's adjustments in the year, signed (docs/decisions/time-and-leave.md, "The leave ledger"). */
  adjusted_days: z.number(),
  /** Carried-forward days and comp-off credits that lapsed unused in the year (shown positive). */
  expired_days: z.number(),
  /** Comp-off credited in the year for worked holidays and weekly offs (also in allocated_days). */
  comp_off_days: z.number(),
  /** Days encashed during service in the year, approved (shown positive). */
  encashed_days: z.number(),
  remaining_days: z.number(),
  /**
   * The balance brought from the system the company left, on `opening_as_of`: the year's entitlement then
   * (allocated_days shows it, carried_forward_days 0), and used and pending days count requests starting
   * after that date only. Null when the year's balance is the product's own allocation.
   */
  opening_days: z.number().nullable(),
  opening_as_of: z.string().nullable(),
});
export type LeaveBalance = z.infer<typeof leaveBalance>;

/**
 * An employee's opening balance of a leave type: the days left on a date of the current leave year, as the
 * system the company leaves counts them (docs/decisions/imports.md, "Leave balances"). Whole or half days,
 * at most a year's days, as a leave type's allocation.
 */
export const leaveOpeningBalanceRequest = z.object({
  employee_id: recordId('The employee id field is required.'),
  leave_type_id: recordId('The leave type field is required.'),
  as_of: dateField('The as of date field is required.'),
  balance: z
    .number({ error: 'The balance field is required.' })
    .min(0, 'The balance may not be negative.')
    .max(366, 'The balance may not be greater than 366 days.')
    .multipleOf(0.5, 'The balance must be in whole or half days, like 12 or 7.5.'),
});
export type LeaveOpeningBalanceRequest = z.infer<typeof leaveOpeningBalanceRequest>;

export const leaveBalanceResponse = z.object({
  employee: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    employee_id: z.string(),
    user: z.object({ email: z.string() }),
  }),
  year: z.number(),
  /** The leave policy in force for the employee today. */
  policy: z.object({ id: z.number(), name: z.string() }).nullable(),
  balances: z.array(leaveBalance),
});

/** What a request would count, asked before applying (the server's count is the one that holds). */
export const leaveDaysQuery = z.object({
  leave_type_id: z.coerce.number().pipe(recordId('Leave type is required')),
  start_date: dateField('Start date is required'),
  end_date: dateField('End date is required'),
  half_day: booleanParam.optional().default(false),
});
export const leaveDaysResponse = z.object({
  days: z.number(),
  /** Weekly offs and holidays counted as leave by the policy's sandwich rule. */
  sandwich_dates: z.array(z.string()),
  /** Balance left after pending requests, with any negative allowance; null for an unpaid type. */
  available: z.number().nullable(),
  /** Whether the policy wants a document for a request of this many days. */
  document_required: z.boolean(),
  /** Whether the policy allows this type in half days. */
  half_days_allowed: z.boolean(),
});
export type LeaveDays = z.infer<typeof leaveDaysResponse>;

export const leaveBalanceQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  employee_id: idParam.optional(),
});

export const holiday = z.object({
  id: z.number(),
  date: z.string(),
  name: z.string(),
  state: z.string().nullable(),
});
