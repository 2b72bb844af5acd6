import { z } from 'zod';
import { idParam, recordId } from './common';

/**
 * The pay run: a company's month of payroll as one piece of work (docs/decisions/payroll.md, "The pay run").
 * Its steps, in the order a payroll lead works them.
 */
export const PAY_RUN_STEPS = ['inputs', 'process', 'review', 'approve', 'release', 'pay', 'lock'] as const;
export type PayRunStep = (typeof PAY_RUN_STEPS)[number];

/** A step's state: done; to do now; waiting for an earlier step or the month's end; needs a look first. */
export const PAY_RUN_STEP_STATES = ['done', 'todo', 'waiting', 'attention'] as const;

export const PAY_RUN_STEP_LABELS: Record<PayRunStep, string> = {
  inputs: 'Check the inputs',
  process: 'Process',
  review: 'Review the changes',
  approve: 'Approve',
  release: 'Release payslips',
  pay: 'Pay',
  lock: 'Lock the month',
};

/**
 * The month being paid on a day (YYYY-MM-DD): the month before it — the day's own month has not ended, so
 * it could only give drafts. The pay run, processing and the CSV upload open on it.
 */
export function monthBeingPaid(today: string): { year: number; month: number } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** GET /api/pay-runs: the month defaults to the one being paid (the month before today's). */
export const payRunQuery = z.object({
  company_id: idParam.optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** Why a run the review flags is approved as it is (kept on the run and in the audit trail). */
const approvalNote = z.string().trim().max(500, 'The note may be at most 500 characters.').optional();

/** PUT /api/payroll-runs/{id}/approve: the body is optional; a note is required when the review flags the run. */
export const runApproval = z.object({ note: approvalNote }).nullish();

/**
 * The most runs a bulk action moves within its request; more are queued as a job (202 with its id) that the
 * client follows: at 1,00,000 runs release and mark paid take about 25 s (bench/pay-run.bench.ts).
 */
export const PAY_RUN_SYNC_MAX = 5_000;

/** The job kind of each bulk action when it is queued. */
export const PAY_RUN_JOB_KINDS = {
  approved: 'pay-run.approve',
  paid: 'pay-run.mark-paid',
  released: 'pay-run.release',
} as const;

/** The most runs one bulk request may name. */
export const PAY_RUN_IDS_MAX = 100_000;

/** POST /api/pay-runs/approve, /mark-paid, /release, /lock, /unlock: a company's month, all its runs or those named. */
export const payRunAction = z.object({
  company_id: recordId(),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(2000).max(2100),
  run_ids: z.array(recordId()).min(1, 'Please select at least one run').max(PAY_RUN_IDS_MAX).optional(),
  /** Why flagged runs are approved as they are: required when any run approved is flagged by the review. */
  note: approvalNote,
});
export type PayRunAction = z.infer<typeof payRunAction>;

const amounts = z.object({
  gross: z.number(),
  deductions: z.number(),
  employer_cost: z.number(),
  net: z.number(),
});

/** Something the month needs or holds: joiners, leavers, unapproved attendance … with where to see it. */
export const payRunInput = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number(),
  /** Whether it must be settled before processing (else it is for information). */
  blocking: z.boolean(),
  link: z.string().nullable(),
});

export const payRunStep = z.object({
  key: z.enum(PAY_RUN_STEPS),
  label: z.string(),
  state: z.enum(PAY_RUN_STEP_STATES),
  summary: z.string(),
});

export const payRun = z.object({
  company_id: z.number(),
  company_name: z.string(),
  year: z.number(),
  month: z.number(),
  pay_period: z.string(),
  /** The first step not done, or "closed" once the month is locked. */
  state: z.union([z.enum(PAY_RUN_STEPS), z.literal('closed')]),
  month_ended: z.boolean(),
  locked: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
  counts: z.object({
    employees: z.number(),
    not_processed: z.number(),
    draft: z.number(),
    processed: z.number(),
    approved: z.number(),
    paid: z.number(),
    released: z.number(),
    /** Processed runs the review flags (see GET /api/payroll/variance). */
    flagged: z.number(),
  }),
  /** Every run of the month but drafts. */
  totals: amounts,
  inputs: z.array(payRunInput),
  steps: z.array(payRunStep),
});
export type PayRun = z.infer<typeof payRun>;

/** A run a bulk action left alone, and why (a draft, someone's own run, already moved by another request). */
export const payRunSkip = z.object({
  run_id: z.number(),
  employee_code: z.string(),
  employee_name: z.string(),
  reason: z.string(),
});

export const payRunActionResult = z.object({
  message: z.string(),
  /** How many runs this request moved (approved, paid, released). */
  changed: z.number(),
  skipped: z.array(payRunSkip),
  pay_run: payRun,
});
export type PayRunActionResult = z.infer<typeof payRunActionResult>;

/** What a change in net pay is explained by (docs/decisions/payroll.md, "The variance review"). */
export const VARIANCE_CAUSES = [
  'days_paid',
  'revision',
  'arrears',
  'overtime',
  'bonus',
  'claims',
  'loan',
  'tds',
  'statutory',
  'statutory_rates',
  'other',
] as const;
export type VarianceCause = (typeof VARIANCE_CAUSES)[number];

export const VARIANCE_CAUSE_LABELS: Record<VarianceCause, string> = {
  days_paid: 'Days paid',
  revision: 'Salary revision',
  arrears: 'Arrears',
  overtime: 'Overtime',
  bonus: 'Bonus',
  claims: 'Expense claims',
  loan: 'Loan recovery',
  tds: 'TDS re-estimate',
  statutory: 'PF, ESIC, PT and LWF',
  statutory_rates: 'A statutory rate’s new version',
  other: 'Other deductions',
};

/** What a payroll lead checks by hand before approving. */
export const VARIANCE_FLAGS = [
  'net_change',
  'net_not_positive',
  'first_pay',
  'last_pay',
  'no_bank_account',
  'no_uan',
  'statutory_wages_changed',
  'tds_doubled',
] as const;
export type VarianceFlag = (typeof VARIANCE_FLAGS)[number];

export const VARIANCE_FLAG_LABELS: Record<VarianceFlag, string> = {
  net_change: 'Net pay changed by more than the threshold',
  net_not_positive: 'Net pay is zero or negative',
  first_pay: 'First pay',
  last_pay: 'Last pay',
  no_bank_account: 'No bank account',
  no_uan: 'No UAN',
  statutory_wages_changed: 'PF or ESIC wages changed without a revision',
  tds_doubled: 'TDS more than doubled',
};

/** The net pay change (percent of last month's) above which a run is flagged, unless the request sets another. */
export const VARIANCE_THRESHOLD_PERCENT = 10;

export const varianceQuery = payRunQuery.extend({
  threshold_percent: z.coerce.number().min(0).max(1000).default(VARIANCE_THRESHOLD_PERCENT),
});

export const varianceRow = z.object({
  run_id: z.number(),
  employee_id: z.number(),
  employee_code: z.string(),
  employee_name: z.string(),
  status: z.string(),
  net_salary: z.number(),
  previous_net_salary: z.number().nullable(),
  net_change: z.number(),
  net_change_percent: z.number().nullable(),
  causes: z.array(z.object({ cause: z.enum(VARIANCE_CAUSES), label: z.string(), amount: z.number() })),
  flags: z.array(z.object({ flag: z.enum(VARIANCE_FLAGS), label: z.string() })),
});
export type VarianceRow = z.infer<typeof varianceRow>;

export const varianceAnswer = z.object({
  company_id: z.number(),
  year: z.number(),
  month: z.number(),
  threshold_percent: z.number(),
  /** Runs with at least one flag. */
  flagged: z.number(),
  rows: z.array(varianceRow),
});
export type VarianceAnswer = z.infer<typeof varianceAnswer>;
