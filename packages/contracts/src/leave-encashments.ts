import { z } from 'zod';
import { REQUEST_LIST_SCOPES, requestEmployeeRef, requestWaiting } from './approvals';
import { idParam, nullableText, pageQuery, recordId, requiredText } from './common';

/**
 * Leave encashed during service: an employee (or HR for them) asks to be paid for days of a leave type whose
 * policy rule allows it; approved, the days leave the balance at once and the next payroll month not yet
 * approved pays them (days × the company's encashment day rate), as salary that is fully taxable.
 */
export const LEAVE_ENCASHMENT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveEncashmentStatus = (typeof LEAVE_ENCASHMENT_STATUSES)[number];

export const leaveEncashmentCreate = z.object({
  /** HR (approve-leaves) may ask for an employee of their company; everyone else for themselves. */
  employee_id: recordId().optional(),
  leave_type_id: recordId('The leave type field is required.'),
  days: z
    .number({ error: 'Enter the days to encash.' })
    .positive('The days to encash must be more than zero.')
    .max(366)
    .multipleOf(0.5, 'Days are encashed in whole or half days.'),
  reason: nullableText(500),
});
export type LeaveEncashmentCreate = z.infer<typeof leaveEncashmentCreate>;

export const leaveEncashmentReject = z.object({ reason: requiredText(500) });

export const leaveEncashment = z.object({
  id: z.number(),
  company_id: z.number(),
  employee: requestEmployeeRef,
  leave_type: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  /** The leave year whose balance the days come from. */
  year: z.number(),
  days: z.number(),
  reason: z.string().nullable(),
  status: z.enum(LEAVE_ENCASHMENT_STATUSES),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /**
   * What it comes to at today's salary structure (rupees); the month that pays it works it out again. Null, as
   * paid_in.amount is, to a caller who does not see the employee's pay (a manager or approver as such).
   */
  estimated_amount: z.number().nullable(),
  /** The payroll month that pays it, once a run carries it: its amount (rupees) and the run's status. */
  paid_in: z
    .object({
      payroll_run_id: z.number(),
      year: z.number(),
      month: z.number(),
      status: z.string(),
      amount: z.number().nullable(),
    })
    .nullable(),
  waiting: requestWaiting,
});
export type LeaveEncashment = z.infer<typeof leaveEncashment>;

export const LEAVE_ENCASHMENT_SCOPES = REQUEST_LIST_SCOPES;

export const leaveEncashmentListQuery = pageQuery.extend({
  scope: z.enum(LEAVE_ENCASHMENT_SCOPES).default('mine'),
  status: z.enum(LEAVE_ENCASHMENT_STATUSES).optional(),
  employee_id: idParam.optional(),
});
export type LeaveEncashmentListQuery = z.infer<typeof leaveEncashmentListQuery>;

/** What the employee may encash now, per leave type their policy allows it for. */
export const encashableQuery = z.object({ employee_id: idParam.optional() });
export const encashableType = z.object({
  leave_type: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  balance: z.number(),
  /** Days encashed (approved or pending) this leave year. */
  encashed_this_year: z.number(),
  max_days_per_year: z.number().nullable(),
  min_balance: z.number(),
  /** The most days a request may ask for now. */
  available: z.number(),
  /** Rupees a day at today's structure (the company's basis ÷ its day divisor); null to those not seeing pay. */
  day_rate: z.number().nullable(),
});
export const encashableResponse = z.object({ data: z.array(encashableType) });
export type EncashableType = z.infer<typeof encashableType>;
