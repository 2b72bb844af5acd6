import { z } from 'zod';
import { noDues } from './checklists';
import { EXIT_TYPES, PAY_BASES, SETTLEMENT_STATUSES } from './enums';

/**
 * Full and final settlement of a leaver. Amounts in rupees (two decimals); every figure carries its
 * working, which the screen and the PDF statement print.
 */

/** POST /api/employees/{id}/final-settlement: compute the draft (or recompute it). */
export const finalSettlementRequest = z
  .object({
    /** Waive the recovery of notice a resigning employee did not serve. */
    waive_notice_recovery: z.boolean().optional(),
  })
  .nullish();
export type FinalSettlementRequest = z.infer<typeof finalSettlementRequest>;

const money = z.number();

export const gratuityWorking = z.object({
  eligible: z.boolean(),
  reason: z.string(),
  service: z.object({ years: z.number(), months: z.number(), days: z.number(), part_year_days: z.number() }),
  years_counted: z.number(),
  /** The wages last drawn: BASIC + DA (Payment of Gratuity Act s.2(s)) or the Labour Codes' wages (s.2(88)). */
  monthly_wages: money,
  wages_basis: z.enum(['basic_da', 'code_wages']).default('basic_da'),
  per_year: money,
  days_per_year: z.number(),
  day_divisor: z.number(),
  computed: money,
  ceiling: money,
  ceiling_applied: z.boolean(),
  amount: money,
  exemption_limit: money,
  exempt: money,
  taxable: money,
  reading: z.string(),
});

export const leaveEncashmentWorking = z.object({
  balances: z.array(z.object({ code: z.string(), name: z.string(), days: z.number() })),
  year: z.number(),
  days: z.number(),
  basis: z.enum(PAY_BASES),
  /** The company's basis, or the Labour Codes' wages where those are more (`raised_to_code_wages`). */
  monthly_basis_pay: money,
  raised_to_code_wages: z.boolean().default(false),
  day_divisor: z.number(),
  daily_rate: money,
  amount: money,
  average_monthly_salary: money,
  /** Months of runs the average was taken over (0: none, the structure's BASIC + DA stood in). */
  average_months: z.number(),
  /** s.10(10AA)(ii)'s multiple of the average salary (LEAVE_ENC average_salary_months). */
  average_salary_months: z.number(),
  completed_years: z.number(),
  leave_credit_days: z.number(),
  limbs: z.object({ limit: money, received: money, average_salary: money, leave_credit: money }),
  exempt: money,
  taxable: money,
});

export const noticePayWorking = z.object({
  exit_type: z.enum(EXIT_TYPES),
  notice_date: z.string(),
  required_days: z.number(),
  served_days: z.number(),
  shortfall_days: z.number(),
  basis: z.enum(PAY_BASES),
  monthly_basis_pay: money,
  day_divisor: z.number(),
  daily_rate: money,
  amount: money,
  waived: z.boolean(),
  note: z.string(),
});

/** Retrenchment compensation (ID Act s.25F(b); IR Code s.70(b)), with the re-skilling fund's share (s.83). */
export const retrenchmentWorking = z.object({
  eligible: z.boolean(),
  reason: z.string(),
  law: z.string(),
  service: z.object({ years: z.number(), months: z.number(), days: z.number(), part_year_days: z.number() }),
  years_counted: z.number(),
  /** The month's wages counted: the Labour Codes' wages, or every allowance under the ID Act (s.2(rr)). */
  monthly_wages: money,
  wages_basis: z.enum(['gross', 'code_wages']),
  days_per_year: z.number(),
  day_divisor: z.number(),
  per_year: money,
  amount: money,
  exemption_limit: money,
  exemption_provision: z.string(),
  exempt: money,
  taxable: money,
  /** The statutory notice (days) the notice pay was raised to, when eligible. */
  statutory_notice_days: z.number(),
  /** Paid by the employer to the Worker Re-skilling Fund, not to the worker, so not in the net payable. */
  reskilling_fund: money,
  reskilling_fund_days: z.number(),
});

export const finalMonthWorking = z.object({
  run_id: z.number().nullable(),
  year: z.number(),
  month: z.number(),
  status: z.string().nullable(),
  net_salary: money,
  /** Whether net_payable includes the month's net (not when the run was paid on its own before approval). */
  included: z.boolean(),
  note: z.string(),
});

export const tdsWorking = z.object({
  financial_year: z.string(),
  regime: z.string().nullable(),
  salary_months: z.number(),
  salary_taxable: money,
  settlement_taxable: money,
  total_income: money,
  tax_payable: money,
  tds_deducted: money,
  tds: money,
  lines: z.array(z.object({ key: z.string(), label: z.string(), amount: money })),
});

export const settlementWorkings = z.object({
  gratuity: gratuityWorking,
  leave_encashment: leaveEncashmentWorking,
  notice_pay: noticePayWorking,
  final_month: finalMonthWorking,
  loans: z.array(z.object({ loan_id: z.number(), kind: z.string(), balance: money })),
  claims: z.array(
    z.object({
      id: z.number(),
      category: z.string(),
      expense_date: z.string(),
      amount: money,
      taxable: z.boolean(),
    }),
  ),
  bonus: z.object({
    amount: money,
    entry_ids: z.array(z.number()),
    current_year: z
      .object({
        accounting_year: z.string(),
        amount: money,
        eligible: z.boolean(),
        reason: z.string().nullable(),
      })
      .nullable(),
  }),
  tds: tdsWorking,
  /**
   * Net payable (paid to the rupee) less the exact sum of its figures, e.g. -0.10 when the figures came to
   * ₹32,064.10; 0 on statements computed before the net was rounded.
   */
  net_rounding: money.default(0),
  waive_notice_recovery: z.boolean(),
  /** Null unless the exit is a retrenchment (and on statements from before retrenchment was an exit type). */
  retrenchment: retrenchmentWorking.nullable().default(null),
  /** Who is paid, when not the employee: on death, the nominee or the legal heirs. */
  payable_to: z.string().nullable().default(null),
});
export type SettlementWorkings = z.infer<typeof settlementWorkings>;

export const finalSettlement = z.object({
  id: z.number(),
  status: z.enum(SETTLEMENT_STATUSES),
  /**
   * Why the reader could not approve this draft now — the server's own refusal (the final month's run not
   * processed, the exit changed since, they computed it) — or null when they could, and once it is not a draft.
   */
  approval_blocked: z.string().nullable(),
  /** Why the reader could not mark this approved settlement paid (their own), or null; null unless approved. */
  payment_blocked: z.string().nullable(),
  employee: z.object({
    id: z.number(),
    employee_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    company_id: z.number(),
    job_title: z.string().nullable(),
    department: z.string().nullable(),
    hire_date: z.string(),
    status: z.string(),
  }),
  exit_type: z.enum(EXIT_TYPES),
  notice_date: z.string(),
  last_working_day: z.string(),
  exit_reason: z.string().nullable(),
  /**
   * Paid by this day (Code on Wages 2019 s.17(2): within two working days of the last working day, the days
   * data), and whether that day has passed unpaid.
   */
  due_on: z.string().nullable(),
  overdue: z.boolean(),
  final_month_run_id: z.number().nullable(),
  final_month_net: money,
  leave_encashment: money,
  gratuity: money,
  notice_pay: money,
  /** Retrenchment compensation paid to the worker (0 for any other exit). */
  retrenchment_compensation: money,
  reimbursements: money,
  bonus: money,
  loan_recovery: money,
  tds: money,
  net_payable: money,
  workings: settlementWorkings,
  computed_at: z.string(),
  computed_by: z.string().nullable(),
  approved_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  paid_at: z.string().nullable(),
  paid_by: z.string().nullable(),
  /** The leaver's offboarding checklist (handover, assets, no-dues): null when none was started. */
  no_dues: noDues.nullable(),
});
export type FinalSettlement = z.infer<typeof finalSettlement>;

export const finalSettlementAnswer = z.object({ final_settlement: finalSettlement });
export const finalSettlementMessage = z.object({ message: z.string(), final_settlement: finalSettlement });
/** GET /api/employees/{id}/final-settlement: the employee's settlement, or null when there is none. */
export const employeeSettlementAnswer = z.object({ final_settlement: finalSettlement.nullable() });
