/**
 * Loans and salary advances: HR records one, payroll recovers its EMI each month until it is
 * repaid, each recovery in the loan's ledger; HR may close it early. Amounts in rupees.
 */
import { z } from 'zod';
import { dateField, idParam, nullableText, pageQuery, recordId } from './common';
import { MAX_MONEY } from './constants';
import { LOAN_KINDS, LOAN_LEDGER_ENTRIES, LOAN_STATUSES } from './enums';

const perquisiteRate = z
  .number({ error: 'Enter SBI’s rate as a percentage.' })
  .min(0, 'The rate may not be negative.')
  .max(50, 'The rate is at most 50% a year.');

const positiveAmount = (what: string) =>
  z
    .number({ error: `Enter the ${what}.` })
    // At least a paisa: an amount that rounds to nothing is none.
    .min(0.01, `The ${what} must be at least ₹0.01.`)
    .max(MAX_MONEY);

/** POST /api/loans */
export const loanRequest = z.object({
  employee_id: recordId('Choose the employee.'),
  kind: z.enum(LOAN_KINDS, { error: 'Choose a loan or a salary advance.' }),
  principal: positiveAmount('amount lent'),
  /** Annual interest on the reducing balance, percent (0 for interest-free; an advance carries none). */
  interest_rate: z
    .number({ error: 'Enter the interest rate (0 for none).' })
    .min(0, 'The interest rate may not be negative.')
    .max(50, 'The interest rate is at most 50% a year.')
    .default(0),
  emi: positiveAmount('monthly instalment (EMI)'),
  disbursed_on: dateField('Enter the date the amount was paid out.'),
  start_year: z.number({ error: 'Enter the first month of recovery.' }).int().min(2000).max(2100),
  start_month: z.number({ error: 'Enter the first month of recovery.' }).int().min(1).max(12),
  purpose: nullableText(500),
  /**
   * SBI's rate on 1 April of the tax year for a loan of the same purpose (% a year): the benchmark its
   * perquisite is valued at (rule 3(7)(i); rule 15(5)(a) from 2026-27). Null: not valued — a loan at market
   * rate. HR updates it each April.
   */
  perquisite_rate: perquisiteRate.nullish().transform((v) => v ?? null),
  /** For treating a disease the rules list (rule 3A): no perquisite. */
  medical: z.boolean().default(false),
});
export type LoanRequest = z.infer<typeof loanRequest>;

/**
 * PUT /api/loans/{id}: while a loan is active its EMI and purpose may change, and its perquisite's benchmark
 * (left out: unchanged).
 */
export const loanUpdateRequest = z.object({
  emi: positiveAmount('monthly instalment (EMI)'),
  purpose: nullableText(500),
  perquisite_rate: perquisiteRate.nullable().optional(),
  medical: z.boolean().optional(),
});
export type LoanUpdateRequest = z.infer<typeof loanUpdateRequest>;

/** POST /api/loans/{id}/close */
export const loanCloseRequest = z.object({
  closed_on: dateField('Enter the date the loan was repaid.'),
  note: nullableText(500),
});
export type LoanCloseRequest = z.infer<typeof loanCloseRequest>;

/** GET /api/loans?employee_id=&status=&kind=&page= */
export const loanListQuery = pageQuery.extend({
  employee_id: idParam.optional(),
  status: z.enum(LOAN_STATUSES).optional(),
  kind: z.enum(LOAN_KINDS).optional(),
});

/** How a loan reads: active and still owing, repaid by its EMIs (balance 0, not yet closed), or closed. */
export const LOAN_STATES = ['active', 'repaid', 'closed'] as const;
export type LoanState = (typeof LOAN_STATES)[number];

export const loan = z.object({
  id: z.number(),
  employee_id: z.number(),
  employee_name: z.string(),
  employee_code: z.string(),
  company_id: z.number(),
  kind: z.enum(LOAN_KINDS),
  principal: z.number(),
  interest_rate: z.number(),
  emi: z.number(),
  disbursed_on: z.string(),
  start_year: z.number(),
  start_month: z.number(),
  status: z.enum(LOAN_STATUSES),
  state: z.enum(LOAN_STATES),
  purpose: z.string().nullable(),
  perquisite_rate: z.number().nullable(),
  medical: z.boolean(),
  closed_on: z.string().nullable(),
  /** What is still owed: the principal less every recovery in the ledger (EMIs of unapproved runs too). */
  balance: z.number(),
  /** Principal and interest recovered so far. */
  recovered_principal: z.number(),
  recovered_interest: z.number(),
  created_at: z.string(),
});
export type Loan = z.infer<typeof loan>;

export const loanLedgerEntry = z.object({
  id: z.number(),
  entry: z.enum(LOAN_LEDGER_ENTRIES),
  year: z.number(),
  month: z.number(),
  on_date: z.string(),
  principal: z.number(),
  interest: z.number(),
  /** The balance after this entry. */
  balance_after: z.number(),
  payroll_run_id: z.number().nullable(),
  /** The run's status when an EMI belongs to one (an unapproved run's EMI changes if it is reprocessed). */
  payroll_run_status: z.string().nullable(),
  final_settlement_id: z.number().nullable(),
  note: z.string().nullable(),
});
export type LoanLedgerEntryView = z.infer<typeof loanLedgerEntry>;

export const loanScheduleRow = z.object({
  year: z.number(),
  month: z.number(),
  opening_balance: z.number(),
  principal: z.number(),
  interest: z.number(),
  emi: z.number(),
  closing_balance: z.number(),
});
export type LoanScheduleRow = z.infer<typeof loanScheduleRow>;

/** GET /api/loans/{id} → { loan } */
export const loanDetail = loan.extend({
  ledger: z.array(loanLedgerEntry),
  /** The months still to recover at the current EMI, for display (the ledger is the record). */
  schedule: z.array(loanScheduleRow),
  /** What closing the loan today would recover: the balance and, if due, this month's interest. */
  closure_quote: z.object({
    on_date: z.string(),
    principal: z.number(),
    interest: z.number(),
    total: z.number(),
  }),
});
export type LoanDetail = z.infer<typeof loanDetail>;
