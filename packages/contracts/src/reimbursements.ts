import { z } from 'zod';
import { dateField, idParam, MAX_ID, pageQuery } from './common';
import { MAX_MONEY } from './constants';
import { CLAIM_STATUSES, PAYROLL_STATUSES, SETTLEMENT_STATUSES } from './enums';

/** A receipt is a PDF, JPEG or PNG (recognised by its bytes) of at most this many bytes. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/** What an expense can be claimed for; `is_taxable` says whether its reimbursement is taxable salary. */
export const reimbursementCategory = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  is_taxable: z.boolean(),
  /** The most one claim may ask (rupees), or null for no limit. */
  max_amount: z.number().nullable(),
  requires_receipt: z.boolean(),
  is_active: z.boolean(),
});
export type ReimbursementCategory = z.infer<typeof reimbursementCategory>;

export const CLAIM_MESSAGES = {
  category: 'Choose a category.',
  amountPositive: 'The amount must be greater than zero.',
  amountPaise: 'The amount may have at most two decimal places.',
  expenseDate: 'Enter the date of the expense.',
  futureDate: 'The expense date cannot be in the future.',
  description: 'Describe the expense.',
  receiptRequired: 'A receipt is required for this category.',
} as const;

/**
 * A new claim: the multipart form's text fields (converted from text), with the receipt as the file part
 * `receipt`.
 */
export const claimRequest = z.object({
  category_id: z.coerce
    .number({ error: CLAIM_MESSAGES.category })
    .int({ error: CLAIM_MESSAGES.category })
    .positive({ error: CLAIM_MESSAGES.category })
    .max(MAX_ID, { error: CLAIM_MESSAGES.category }),
  amount: z.coerce
    .number({ error: 'Enter the amount.' })
    .positive({ error: CLAIM_MESSAGES.amountPositive })
    .max(MAX_MONEY)
    .multipleOf(0.01, { error: CLAIM_MESSAGES.amountPaise }),
  expense_date: dateField(CLAIM_MESSAGES.expenseDate),
  description: z
    .string({ error: CLAIM_MESSAGES.description })
    .trim()
    .min(1, CLAIM_MESSAGES.description)
    .max(1000),
});
export type ClaimRequest = z.infer<typeof claimRequest>;

export const claimRejectRequest = z.object({
  reason: z.string().trim().min(1, 'A rejection reason is required').max(2000),
});
export type ClaimRejectRequest = z.infer<typeof claimRejectRequest>;

export const claimListQuery = pageQuery.extend({
  status: z.enum(CLAIM_STATUSES).optional(),
  employee_id: idParam.optional(),
  category_id: idParam.optional(),
});
export type ClaimListQuery = z.infer<typeof claimListQuery>;

/** The payroll run that pays a claim: its month (YYYY-MM) and status; the claim reads as paid once it is paid. */
export const claimPaidIn = z.object({
  payroll_run_id: z.number(),
  pay_period: z.string(),
  status: z.enum(PAYROLL_STATUSES),
});

export const reimbursementClaim = z.object({
  id: z.number(),
  employee: z.object({
    id: z.number(),
    employee_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  category: reimbursementCategory.pick({ id: true, code: true, name: true, is_taxable: true }),
  amount: z.number(),
  expense_date: z.string(),
  description: z.string(),
  status: z.enum(CLAIM_STATUSES),
  receipt: z.object({ filename: z.string(), content_type: z.string() }).nullable(),
  decided_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** The run that pays it (the next one processed after approval), or null. */
  paid_in: claimPaidIn.nullable(),
  /** The full and final settlement that pays it instead, or null. */
  final_settlement: z.object({ id: z.number(), status: z.enum(SETTLEMENT_STATUSES) }).nullable(),
  /** Whether the money has gone out: its run or its settlement is paid. */
  is_paid: z.boolean(),
  created_at: z.string(),
});
export type ReimbursementClaim = z.infer<typeof reimbursementClaim>;
