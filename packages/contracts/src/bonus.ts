import { z } from 'zod';
import { idParam, pageQuery } from './common';
import { BONUS_RUN_STATUSES } from './enums';
import { financialYearParam } from './tax-year';

/**
 * Statutory bonus runs under the Payment of Bonus Act 1965: a company's bonus for an accounting year
 * (a financial year, April to March), computed as a draft from the year's payroll runs, approved once, paid
 * through the payroll of the month it names. Amounts in rupees; the rules (limit, ceiling, rates, minimum)
 * are the BONUS statutory rates in force at the accounting year's end.
 */

/** POST /api/bonus-runs */
export const bonusRunRequest = z.object({
  /** A super admin names the company; anyone else computes for their own. */
  company_id: z.number().int().positive().optional(),
  accounting_year: financialYearParam,
  /** Percent of salary (s.10–s.11: between the rules' minimum and maximum); the company's setting when absent. */
  rate: z.number().min(0).max(100).multipleOf(0.01).optional(),
  pay_year: z.number().int().min(2000).max(2100),
  pay_month: z.number().int().min(1).max(12),
});
export type BonusRunRequest = z.infer<typeof bonusRunRequest>;

export const bonusRunListQuery = pageQuery.extend({
  company_id: idParam.optional(),
  accounting_year: financialYearParam.optional(),
  status: z.enum(BONUS_RUN_STATUSES).optional(),
});

/** The statutory limits a run was computed with (rupees and percent). */
export const bonusRunRules = z.object({
  eligibility_limit: z.number(),
  calculation_ceiling: z.number(),
  min_rate: z.number(),
  max_rate: z.number(),
  minimum_bonus: z.number(),
  min_working_days: z.number(),
  minimum_wages: z.array(z.object({ state_code: z.string(), monthly: z.number() })),
});

export const bonusRun = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  accounting_year: z.string(),
  rate: z.number(),
  pay_year: z.number(),
  pay_month: z.number(),
  status: z.enum(BONUS_RUN_STATUSES),
  rules: bonusRunRules,
  employees: z.number(),
  eligible: z.number(),
  total_bonus: z.number(),
  /** Entries already paid by a locked payroll run or a settlement. */
  paid: z.number(),
  computed_at: z.string(),
  approved_at: z.string().nullable(),
});
export type BonusRun = z.infer<typeof bonusRun>;

export const bonusMonth = z.object({
  year: z.number(),
  month: z.number(),
  /** BASIC + DA earned, and its full monthly rate. */
  salary: z.number(),
  rate: z.number(),
  days_paid: z.number(),
  eligible: z.boolean(),
  /** The s.12 ceiling for the month, and the salary counted for bonus. */
  ceiling: z.number(),
  counted: z.number(),
});

/** One line of the register (Form C's columns as far as the system holds them). */
export const bonusEntry = z.object({
  id: z.number(),
  employee_id: z.number(),
  employee_code: z.string(),
  employee_name: z.string(),
  designation: z.string().nullable(),
  eligible: z.boolean(),
  reason: z.string().nullable(),
  working_days: z.number(),
  salary_earned: z.number(),
  salary_for_bonus: z.number(),
  bonus: z.number(),
  months: z.array(bonusMonth),
  payroll_run_id: z.number().nullable(),
  final_settlement_id: z.number().nullable(),
  /** How it was paid: the payroll month, or the settlement; null while unpaid. */
  paid_through: z.string().nullable(),
  paid_on: z.string().nullable(),
});
export type BonusEntry = z.infer<typeof bonusEntry>;

/** GET /api/bonus-runs/{id} → { bonus_run, entries } */
export const bonusRunDetail = z.object({ bonus_run: bonusRun, entries: z.array(bonusEntry) });
export type BonusRunDetail = z.infer<typeof bonusRunDetail>;

/** GET /api/bonus-runs/defaults?company_id=&accounting_year= → { bonus_defaults }: what the new-run form shows. */
export const bonusDefaultsQuery = z.object({
  company_id: idParam.optional(),
  accounting_year: financialYearParam.optional(),
});
export const bonusDefaults = z.object({
  company_id: z.number(),
  accounting_year: z.string(),
  /** The company's payroll setting, the default rate. */
  rate: z.number(),
  rules: bonusRunRules,
});
export type BonusDefaults = z.infer<typeof bonusDefaults>;
