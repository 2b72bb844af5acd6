import { z } from 'zod';
import { idParam } from './common';
import {
  type DeductionField,
  EARNING_FIELDS,
  type EarningField,
  EMPLOYER_CONTRIBUTION_FIELDS,
  type EmployerContributionField,
} from './payroll';

/**
 * The payroll journal for the books (docs/decisions/payroll.md, "Payroll journal"): one journal voucher per
 * company and month from its approved and paid runs, its ledger names mapped once per company.
 */

/** Where an expense line's cost centre comes from: the department (default), the branch, or the employee's own. */
export const COST_CENTRE_BASES = ['department', 'branch', 'employee'] as const;
export type CostCentreBasis = (typeof COST_CENTRE_BASES)[number];
export const COST_CENTRE_BASIS_LABELS: Record<CostCentreBasis, string> = {
  department: 'Department',
  branch: 'Branch',
  employee: 'The cost centre set on the employee (else the department)',
};

/** The liabilities the journal credits, besides the employer's contributions' own. */
export const LIABILITY_LEDGERS = [
  'net_pay_payable',
  'pf_payable',
  'esic_payable',
  'pt_payable',
  'lwf_payable',
  'nps_payable',
  'tds_payable',
  'loan_recoveries',
  'other_deductions',
] as const;
export type LiabilityLedger = (typeof LIABILITY_LEDGERS)[number];

/** Every mapped ledger: one per earning (expense), one per employer contribution (expense), one per liability. */
export type ExpenseLedger = `earning_${EarningField}` | `employer_${EmployerContributionField}`;
export const EXPENSE_LEDGERS: ExpenseLedger[] = [
  ...EARNING_FIELDS.map((f) => `earning_${f}` as const),
  ...EMPLOYER_CONTRIBUTION_FIELDS.map((f) => `employer_${f}` as const),
];
export type LedgerKey = ExpenseLedger | LiabilityLedger;
export const LEDGER_KEYS: LedgerKey[] = [...EXPENSE_LEDGERS, ...LIABILITY_LEDGERS];

/** What each earning is called on the mapping screen. */
const EARNING_LABELS: Record<EarningField, string> = {
  basic_salary: 'Basic salary',
  dearness_allowance: 'Dearness allowance',
  hra: 'House rent allowance',
  medical_allowance: 'Medical allowance',
  conveyance_allowance: 'Conveyance allowance',
  travel_allowance: 'Travel allowance',
  internet_allowance: 'Internet allowance',
  uniform_allowance: 'Uniform allowance',
  car_allowance: 'Car allowance',
  lta: 'Leave travel allowance',
  daily_allowance: 'Daily allowance',
  variable_pay: 'Variable pay',
  leave_cash: 'Leave encashment',
  ot_amount: 'Overtime (uploaded)',
  other_allowance: 'Other allowances',
  other_reimbursement: 'Other reimbursements',
  arrears: 'Arrears',
  overtime: 'Overtime',
  reimbursements: 'Expense claims',
  bonus: 'Bonus',
  leave_encashment: 'Leave encashed (approved days)',
};
const EMPLOYER_LABELS: Record<EmployerContributionField, string> = {
  pf_pension: 'Employer PF: pension (EPS)',
  pf_provident_fund: 'Employer PF: provident fund (EPF)',
  edli: 'EDLI contribution',
  pf_admin: 'PF admin charges',
  esic: 'Employer ESIC',
  lwf: 'Employer LWF',
  nps: 'Employer NPS',
};
const LIABILITY_LABELS: Record<LiabilityLedger, string> = {
  net_pay_payable: 'Net pay payable',
  pf_payable: 'PF payable (employee and employer shares, EDLI, admin charges)',
  esic_payable: 'ESIC payable (employee and employer)',
  pt_payable: 'Professional tax payable',
  lwf_payable: 'LWF payable (employee and employer)',
  nps_payable: 'NPS payable (employee and employer)',
  tds_payable: 'TDS payable',
  loan_recoveries: 'Loan and advance recoveries',
  other_deductions: 'Other deductions',
};
export const LEDGER_LABELS = {
  ...Object.fromEntries(EARNING_FIELDS.map((f) => [`earning_${f}`, EARNING_LABELS[f]])),
  ...Object.fromEntries(EMPLOYER_CONTRIBUTION_FIELDS.map((f) => [`employer_${f}`, EMPLOYER_LABELS[f]])),
  ...LIABILITY_LABELS,
} as Record<LedgerKey, string>;

/** Ledger names a Tally user recognises; every earning of the structure is salary unless it is its own kind. */
const EARNING_DEFAULTS: Partial<Record<EarningField, string>> = {
  leave_cash: 'Leave Encashment',
  ot_amount: 'Overtime Wages',
  overtime: 'Overtime Wages',
  other_reimbursement: 'Reimbursement of Expenses',
  reimbursements: 'Reimbursement of Expenses',
  bonus: 'Bonus',
  leave_encashment: 'Leave Encashment',
};
export const DEFAULT_LEDGERS = {
  ...Object.fromEntries(
    EARNING_FIELDS.map((f) => [`earning_${f}`, EARNING_DEFAULTS[f] ?? 'Salaries & Wages']),
  ),
  employer_pf_pension: 'Employer PF Contribution',
  employer_pf_provident_fund: 'Employer PF Contribution',
  employer_edli: 'Employer PF Contribution',
  employer_pf_admin: 'PF Admin Charges',
  employer_esic: 'Employer ESIC Contribution',
  employer_lwf: 'Employer LWF Contribution',
  employer_nps: 'Employer NPS Contribution',
  net_pay_payable: 'Salary Payable',
  pf_payable: 'PF Payable',
  esic_payable: 'ESIC Payable',
  pt_payable: 'Professional Tax Payable',
  lwf_payable: 'LWF Payable',
  nps_payable: 'NPS Payable',
  tds_payable: 'TDS on Salary Payable',
  loan_recoveries: 'Staff Loans & Advances',
  other_deductions: 'Other Salary Deductions Payable',
} as Record<LedgerKey, string>;

/** Which liability each deduction is credited to (the rest of a run's gross is net pay payable). */
export const DEDUCTION_LIABILITY: Record<DeductionField, LiabilityLedger> = {
  pf_deduction: 'pf_payable',
  vpf_deduction: 'pf_payable',
  esic_deduction: 'esic_payable',
  professional_tax: 'pt_payable',
  lwf_deduction: 'lwf_payable',
  nps_deduction: 'nps_payable',
  tds_deduction: 'tds_payable',
  loan_deduction: 'loan_recoveries',
  advance_deduction: 'loan_recoveries',
  other_deduction: 'other_deductions',
};
/** Which liability each employer contribution is credited to (the EPF challan carries EDLI and admin charges). */
export const EMPLOYER_LIABILITY: Record<EmployerContributionField, LiabilityLedger> = {
  pf_pension: 'pf_payable',
  pf_provident_fund: 'pf_payable',
  edli: 'pf_payable',
  pf_admin: 'pf_payable',
  esic: 'esic_payable',
  lwf: 'lwf_payable',
  nps: 'nps_payable',
};

export const DEFAULT_VOUCHER_TYPE = 'Journal';
/** Tally's own cost category, present in every company that uses cost centres. */
export const DEFAULT_COST_CATEGORY = 'Primary Cost Category';

/** Whether a text holds a control character (a Tally name cannot; neither can the XML that carries it). */
const hasControlCharacter = (v: string) =>
  [...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A Tally name: what Tally's masters take (trimmed, at most 100 characters, no control characters). */
const tallyName = (what: string) =>
  z
    .string({ error: `Give the ${what}.` })
    .trim()
    .min(1, `Give the ${what}.`)
    .max(100, `The ${what} may be at most 100 characters.`)
    .refine((v) => !hasControlCharacter(v), `The ${what} may not hold control characters.`);

export const ledgerNames = z.object(
  Object.fromEntries(LEDGER_KEYS.map((k) => [k, tallyName('ledger name')])) as Record<
    LedgerKey,
    ReturnType<typeof tallyName>
  >,
);

/** PUT /api/ledger-mappings: the whole mapping of a company (a super admin names the company). */
export const ledgerMappingRequest = z
  .object({
    company_id: idParam.optional(),
    cost_centre_basis: z.enum(COST_CENTRE_BASES, { error: 'Choose where cost centres come from.' }),
    /** The company's name in Tally; blank: whichever company is open in Tally takes the import. */
    tally_company: z
      .string()
      .trim()
      .max(100, 'The company name in Tally may be at most 100 characters.')
      .refine((v) => !hasControlCharacter(v), 'The company name in Tally may not hold control characters.')
      .nullish()
      .transform((v) => v || null),
    voucher_type: tallyName('voucher type'),
    cost_category: tallyName('cost category'),
    ledgers: ledgerNames,
  })
  .superRefine((mapping, ctx) => {
    // An expense ledger carries cost centres and a liability does not: one name cannot be both.
    const liabilities = new Map(LIABILITY_LEDGERS.map((k) => [mapping.ledgers[k]?.toLowerCase(), k]));
    for (const key of EXPENSE_LEDGERS) {
      const clash = liabilities.get(mapping.ledgers[key]?.toLowerCase());
      if (clash) {
        ctx.addIssue({
          code: 'custom',
          path: ['ledgers', key],
          message: `An expense cannot be posted to "${mapping.ledgers[key]}", the ledger of ${LEDGER_LABELS[clash].toLowerCase()}.`,
        });
      }
    }
  });
export type LedgerMappingRequest = z.infer<typeof ledgerMappingRequest>;

export const ledgerMappingQuery = z.object({ company_id: idParam.optional() });

/** A company's mapping: the defaults (`saved: false`) until someone saves one. */
export const ledgerMapping = z.object({
  company_id: z.number(),
  cost_centre_basis: z.enum(COST_CENTRE_BASES),
  tally_company: z.string().nullable(),
  voucher_type: z.string(),
  cost_category: z.string(),
  ledgers: z.record(z.string(), z.string()),
  saved: z.boolean(),
  updated_at: z.string().nullable(),
});
export type LedgerMapping = Omit<z.infer<typeof ledgerMapping>, 'ledgers'> & {
  ledgers: Record<LedgerKey, string>;
};

export const PAYROLL_JOURNAL_FORMATS = ['tally', 'csv'] as const;
export type PayrollJournalFormat = (typeof PAYROLL_JOURNAL_FORMATS)[number];

/** GET /api/reports/payroll-journal */
export const payrollJournalQuery = z.object({
  company_id: idParam.optional(),
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
  format: z.enum(PAYROLL_JOURNAL_FORMATS).default('tally'),
});

/** The CSV's columns, one row per ledger line (an expense ledger once per cost centre). */
export const PAYROLL_JOURNAL_CSV_COLUMNS = [
  'Date',
  'Voucher Number',
  'Ledger',
  'Cost Centre',
  'Debit',
  'Credit',
  'Narration',
] as const;

export const NO_JOURNAL_RUNS = 'No approved or paid payroll runs for this month: approve the month first.';
