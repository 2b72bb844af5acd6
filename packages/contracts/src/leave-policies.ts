import { z } from 'zod';
import { requestLimits } from './attendance-requests';
import { dateField, idParam, nullableText, recordId, requiredText } from './common';
import { ATTENDANCE_PAY_BASES, GENDERS, MARITAL_STATUSES } from './enums';

/** How often a rule credits its entitlement: the year's days split evenly over the periods. */
export const ACCRUAL_FREQUENCIES = ['yearly', 'half_yearly', 'quarterly', 'monthly'] as const;
export type AccrualFrequency = (typeof ACCRUAL_FREQUENCIES)[number];
/** Periods per leave year, by frequency. */
export const PERIODS_PER_YEAR: Record<AccrualFrequency, number> = {
  yearly: 1,
  half_yearly: 2,
  quarterly: 4,
  monthly: 12,
};

/** Whether a period's credit is posted on its first day or its last. */
export const ACCRUAL_TIMINGS = ['start', 'end'] as const;

/**
 * How a joiner's (or leaver's) share of a period is counted: not at all (the whole period), by months
 * served counting the month of joining, or by days served.
 */
export const PRORATIONS = ['none', 'months', 'days'] as const;

/** The step credits are rounded to (0 = exact to 0.01 day), and in which direction. */
export const ROUNDING_STEPS = [0, 0.25, 0.5, 1] as const;
export const ROUNDING_MODES = ['down', 'nearest'] as const;

/**
 * The sandwich rule: which days off lying between two leave days (inside one request, or between it and an
 * adjoining one) count as leave.
 */
export const SANDWICH_RULES = ['none', 'weekly_offs', 'holidays', 'both'] as const;
export type SandwichRule = (typeof SANDWICH_RULES)[number];

/** What the policy is assigned to; the most specific assignment in force on a day wins, in this order. */
export const ASSIGNMENT_SCOPES = [
  'employee',
  'department',
  'branch',
  'grade',
  'employment_type',
  'company',
] as const;
export type AssignmentScope = (typeof ASSIGNMENT_SCOPES)[number];

/**
 * The kinds of line in an employee's leave ledger; `taken` lines come from approved requests, `comp_off` from an
 * approved compensatory-off request, `encashment` from an approved encashment during service.
 */
export const LEDGER_KINDS = [
  'accrual',
  'carry_forward',
  'expiry',
  'adjustment',
  'comp_off',
  'encashment',
  'opening',
  'taken',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** The kinds kept in the ledger table; openings live with the year's balance, `taken` with the requests. */
export const POSTED_LEDGER_KINDS = [
  'accrual',
  'carry_forward',
  'expiry',
  'adjustment',
  'comp_off',
  'encashment',
] as const;
export type PostedLedgerKind = (typeof POSTED_LEDGER_KINDS)[number];

/**
 * A weekly off: a day of the week (0 = Sunday … 6 = Saturday), every week or only in the given weeks of the
 * month (the 2nd and 4th Saturdays: weekday 6, weeks [2, 4]; a month's nth Saturday is its days 7n-6 to 7n).
 */
export const weeklyOff = z.object({
  weekday: z.number().int().min(0).max(6),
  weeks: z.array(z.number().int().min(1).max(5)).min(1).max(5).nullish(),
});
export type WeeklyOff = z.infer<typeof weeklyOff>;

/** A working week's days off; null on a policy: the employee's shift's (Saturday and Sunday without one). */
export const weeklyOffs = z
  .array(weeklyOff)
  .max(7)
  .refine(
    (offs) => new Set(offs.map((o) => o.weekday)).size === offs.length,
    'Each weekday may be listed once.',
  )
  .refine((offs) => offs.filter((o) => !o.weeks?.length).length < 7, 'A week needs a working day.');

const days = (max: number) => z.number().min(0).max(max).multipleOf(0.01);

/** One leave type's rules within a policy. */
export const leavePolicyRuleInput = z.object({
  leave_type_id: recordId('The leave type field is required.'),
  annual_days: days(366),
  accrual: z.enum(ACCRUAL_FREQUENCIES).default('yearly'),
  accrue_at: z.enum(ACCRUAL_TIMINGS).default('start'),
  prorate_joiners: z.enum(PRORATIONS).default('months'),
  prorate_leavers: z.enum(PRORATIONS).default('none'),
  /** Days of service before anything accrues; credits count from the day after. */
  accrual_starts_after_days: z.number().int().min(0).max(3650).default(0),
  rounding_step: z
    .number()
    .refine(
      (v) => (ROUNDING_STEPS as readonly number[]).includes(v),
      'The rounding step must be 0, 0.25, 0.5 or 1.',
    )
    .default(0.5),
  rounding: z.enum(ROUNDING_MODES).default('down'),
  carry_forward_max: days(366).default(0),
  /** Months after the new year's first day when unused carried-forward days lapse; null = at the year's end. */
  carry_forward_expiry_months: z.number().int().min(1).max(11).nullish(),
  allow_negative_days: days(366).default(0),
  allow_half_days: z.boolean().default(true),
  max_consecutive_days: z.number().int().min(1).max(366).nullish(),
  notice_days: z.number().int().min(0).max(365).default(0),
  /** A document is required when a request counts more than this many days (0 = always; null = never). */
  document_after_days: days(366).nullish(),
  sandwich: z.enum(SANDWICH_RULES).default('none'),
  gender: z.enum(GENDERS).nullish(),
  marital_status: z.enum(MARITAL_STATUSES).nullish(),
  allow_during_notice: z.boolean().default(true),
  /**
   * For a compensatory type: days after the day worked within which its credit must be used (the Factories Act
   * s.53(1) allows a compensatory holiday within the two months after the month worked); null: to the year's end.
   */
  comp_off_expiry_days: z.number().int().min(1).max(365).nullish(),
  /** Whether an employee may encash this type's balance while in service (paid with a month's salary). */
  encashable_in_service: z.boolean().default(false),
  /** The most days encashed in a leave year; null: no cap beyond the balance. */
  encash_max_days_per_year: days(366).nullish(),
  /** Days that must stay in the balance after an encashment. */
  encash_min_balance: days(366).default(0),
});
export type LeavePolicyRuleInput = z.infer<typeof leavePolicyRuleInput>;

export const leavePolicyRule = z.object({
  leave_type_id: z.number(),
  leave_type: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    color: z.string(),
    is_paid: z.boolean(),
  }),
  annual_days: z.number(),
  accrual: z.enum(ACCRUAL_FREQUENCIES),
  accrue_at: z.enum(ACCRUAL_TIMINGS),
  prorate_joiners: z.enum(PRORATIONS),
  prorate_leavers: z.enum(PRORATIONS),
  accrual_starts_after_days: z.number(),
  rounding_step: z.number(),
  rounding: z.enum(ROUNDING_MODES),
  carry_forward_max: z.number(),
  carry_forward_expiry_months: z.number().nullable(),
  allow_negative_days: z.number(),
  allow_half_days: z.boolean(),
  max_consecutive_days: z.number().nullable(),
  notice_days: z.number(),
  document_after_days: z.number().nullable(),
  sandwich: z.enum(SANDWICH_RULES),
  gender: z.enum(GENDERS).nullable(),
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  allow_during_notice: z.boolean(),
  comp_off_expiry_days: z.number().nullable(),
  encashable_in_service: z.boolean(),
  encash_max_days_per_year: z.number().nullable(),
  encash_min_balance: z.number(),
});
export type LeavePolicyRule = z.infer<typeof leavePolicyRule>;

export const leavePolicyRequest = z.object({
  company_id: recordId('The company field is required.'),
  name: requiredText(100),
  description: nullableText(500),
  /** The working week of the policy's employees; null: their shift's weekly offs. */
  weekly_offs: weeklyOffs.nullish(),
  /** How their attendance becomes pay; null: the company's payroll setting. */
  pay_basis: z.enum(ATTENDANCE_PAY_BASES).nullish(),
  /** Days of attendance requests an employee may ask for in a month, by type; null: no limit. */
  request_limits: requestLimits.nullish(),
  rules: z.array(leavePolicyRuleInput).max(50),
});
export type LeavePolicyRequest = z.infer<typeof leavePolicyRequest>;

export const leavePolicy = z.object({
  id: z.number(),
  company_id: z.number(),
  company: z.object({ id: z.number(), name: z.string() }),
  name: z.string(),
  description: z.string().nullable(),
  /** The company's default: it applies to every employee no assignment covers. */
  is_default: z.boolean(),
  weekly_offs: z.array(weeklyOff).nullable(),
  pay_basis: z.enum(ATTENDANCE_PAY_BASES).nullable(),
  request_limits: requestLimits.nullable(),
  rules: z.array(leavePolicyRule),
  assignment_count: z.number(),
});
export type LeavePolicy = z.infer<typeof leavePolicy>;

export const leavePolicyListQuery = z.object({ company_id: idParam.optional() });

export const leavePolicyAssignmentRequest = z.object({
  policy_id: recordId('The policy field is required.'),
  scope: z.enum(ASSIGNMENT_SCOPES),
  /** The branch, department or employee id; null for company, grade and employment type. */
  scope_id: recordId().nullish(),
  /** The grade or employment type; null otherwise. */
  scope_value: nullableText(30),
  effective_from: dateField('The effective from date is required.'),
  effective_to: dateField().nullish(),
});
export type LeavePolicyAssignmentRequest = z.infer<typeof leavePolicyAssignmentRequest>;

export const leavePolicyAssignment = z.object({
  id: z.number(),
  company_id: z.number(),
  policy: z.object({ id: z.number(), name: z.string() }),
  scope: z.enum(ASSIGNMENT_SCOPES),
  scope_id: z.number().nullable(),
  scope_value: z.string().nullable(),
  /** What the scope names, for people: the branch's or department's name, the employee's, the grade. */
  scope_label: z.string(),
  effective_from: z.string(),
  effective_to: z.string().nullable(),
  employee_count: z.number(),
});
export type LeavePolicyAssignment = z.infer<typeof leavePolicyAssignment>;

export const assignmentListQuery = z.object({
  company_id: idParam.optional(),
  policy_id: idParam.optional(),
});

export const ledgerEntry = z.object({
  /** Null for a `taken` line (it is the approved request `leave_request_id`). */
  id: z.number().nullable(),
  date: z.string(),
  leave_type: z.object({ id: z.number(), code: z.string(), name: z.string(), color: z.string() }),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: credits positive, what is taken, expires or is removed negative. */
  days: z.number(),
  /** The type's balance for the year after this line. */
  balance: z.number(),
  /** The accrual period ("2026-M11", "2026-Q2", "2026-H1", "2026"), for credits the jobs post. */
  period: z.string().nullable(),
  expires_on: z.string().nullable(),
  reason: z.string().nullable(),
  leave_request_id: z.number().nullable(),
  recorded_by: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const leaveLedgerQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  leave_type_id: idParam.optional(),
});

export const leaveLedgerResponse = z.object({
  employee: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    employee_id: z.string(),
  }),
  year: z.number(),
  policy: z.object({ id: z.number(), name: z.string() }).nullable(),
  entries: z.array(ledgerEntry),
});
export type LeaveLedgerResponse = z.infer<typeof leaveLedgerResponse>;

/** HR's correction of a balance: signed days with the reason it is made. */
export const ledgerAdjustmentRequest = z.object({
  leave_type_id: recordId('The leave type field is required.'),
  days: z
    .number({ error: 'The days field is required.' })
    .min(-366)
    .max(366)
    .multipleOf(0.5, 'The days must be whole or half days, like 2 or -1.5.')
    .refine((v) => v !== 0, 'The days may not be 0.'),
  reason: requiredText(500),
  date: dateField().optional(),
});
export type LedgerAdjustmentRequest = z.infer<typeof ledgerAdjustmentRequest>;

export const policyPreviewQuery = z.object({ on: dateField('The on date is required.') });

/** What the jobs will post for the policy's employees by a date, not yet posted today. */
export const policyPreviewLine = z.object({
  employee: z.object({
    id: z.number(),
    employee_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  leave_type: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  kind: z.enum(['accrual', 'carry_forward', 'expiry']),
  date: z.string(),
  period: z.string(),
  days: z.number(),
});
export const policyPreviewResponse = z.object({
  policy: z.object({ id: z.number(), name: z.string() }),
  on: z.string(),
  employee_count: z.number(),
  totals: z.array(
    z.object({
      leave_type: z.object({ id: z.number(), code: z.string(), name: z.string() }),
      kind: z.enum(['accrual', 'carry_forward', 'expiry']),
      employees: z.number(),
      days: z.number(),
    }),
  ),
  /** The first PREVIEW_LINES lines, by employee; `totals` count them all. */
  lines: z.array(policyPreviewLine),
  line_count: z.number(),
});
export const PREVIEW_LINES = 500;
export type PolicyPreview = z.infer<typeof policyPreviewResponse>;
