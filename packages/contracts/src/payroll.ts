import { z } from 'zod';
import { idParam, pageQuery, recordId } from './common';
import { PAYROLL_STATUSES } from './enums';
import { ACT_WAGE_BASES, codeWageBases } from './statutory';
import { TAX_REGIME_KINDS } from './tax-year';

const month = z.number().int().min(1).max(12);
const year = z.number().int().min(2000).max(2100);

export const processRequest = z.object({ employee_id: recordId(), month, year });
/** The most employees one bulk request may name: a 1,00,000-employee company in one run. */
export const BULK_PROCESS_MAX = 100_000;
export const bulkProcessRequest = z.object({
  employee_ids: z.array(recordId()).min(1, 'Please select at least one employee').max(BULK_PROCESS_MAX),
  month,
  year,
});

export const payrollRun = z.object({
  id: z.number(),
  employee: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    employee_id: z.string(),
  }),
  pay_period: z.string(),
  month: z.number(),
  year: z.number(),
  status: z.enum(PAYROLL_STATUSES),
  draft_reason: z.string().nullable(),
  basic_salary: z.number(),
  gross_salary: z.number(),
  net_salary: z.number(),
  total_deductions: z.number(),
  days_paid: z.number(),
  total_days: z.number(),
  pf_deduction: z.number(),
  professional_tax: z.number(),
  tds_deduction: z.number(),
  processed_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type PayrollRun = z.infer<typeof payrollRun>;

export const payrollListQuery = pageQuery.extend({
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  status: z.enum(PAYROLL_STATUSES).optional(),
  employee_id: idParam.optional(),
});

/**
 * The one rule of which runs count for every file, report, summary and form: approved and paid runs
 * (docs/decisions/payroll.md, "Which runs count"). A processed run is only previewed: a report shows it
 * when that status is asked for, and the file's name then says so.
 */
export const COUNTED_RUN_STATUSES = ['approved', 'paid'] as const;

/**
 * The runs of an employee's year as a whole — the tax year's salary (Form 130/138, 24Q's Annexure II), the
 * bonus year's wages, ESIC's contribution period — counted runs and the months imported as opening balances,
 * which were paid elsewhere and are filed nowhere here (docs/decisions/import-types.md).
 */
export const YEAR_RUN_STATUSES = ['approved', 'paid', 'imported'] as const;

export const payrollStats = z.object({
  total: z.number(),
  draft: z.number(),
  processed: z.number(),
  approved: z.number(),
  paid: z.number(),
  total_net: z.number(),
});

export const processResult = z.object({
  employee_id: z.number(),
  payroll_run_id: z.number().nullable(),
  status: z.enum(PAYROLL_STATUSES).nullable(),
  /** Whether the month's run was new or replaced an earlier one; null when refused. */
  action: z.enum(['created', 'updated']).nullable(),
  error: z.string().nullable(),
});

/** The breakdown's earning fields of spec 1 §3 (and the CSV template's), in display order; ot_hours is a count. */
export const SPEC_EARNING_FIELDS = [
  'basic_salary',
  'dearness_allowance',
  'hra',
  'medical_allowance',
  'conveyance_allowance',
  'travel_allowance',
  'internet_allowance',
  'uniform_allowance',
  'car_allowance',
  'lta',
  'daily_allowance',
  'variable_pay',
  'leave_cash',
  'ot_amount',
  'other_allowance',
  'other_reimbursement',
] as const;
/**
 * What payroll pays besides the structure: arrears of a back-dated revision, approved overtime at the
 * company's rate (`ot_amount` stays the uploaded CSV's column), approved expense claims, the statutory bonus
 * and leave encashed during service (`leave_cash` stays a structure's LEAVE_CASH component).
 */
export const PAID_THROUGH_PAYROLL_FIELDS = [
  'arrears',
  'overtime',
  'reimbursements',
  'bonus',
  'leave_encashment',
] as const;
/** Every earning amount, in the one order the run page and the payslip list them (BASIC first). */
export const EARNING_FIELDS = [...SPEC_EARNING_FIELDS, ...PAID_THROUGH_PAYROLL_FIELDS] as const;
export const DEDUCTION_FIELDS = [
  /** PF, ESIC and PT include the month's arrears of them (each arrear month is in `arrear_months`). */
  'pf_deduction',
  /** Voluntary PF above the statutory 12% (EPF Scheme para 29(2) proviso); the employer does not match it. */
  'vpf_deduction',
  'esic_deduction',
  'professional_tax',
  /** The employee's labour welfare fund contribution, in the state's contribution months. */
  'lwf_deduction',
  'nps_deduction',
  'tds_deduction',
  /** A structure's loan line plus the EMIs of recorded loans (each in `loan_recoveries`). */
  'loan_deduction',
  'advance_deduction',
  'other_deduction',
] as const;
export type EarningField = (typeof EARNING_FIELDS)[number];
export type DeductionField = (typeof DEDUCTION_FIELDS)[number];
/**
 * The employer's contributions on top of gross: PF split into pension (EPS) and provident fund (EPF), the
 * EDLI insurance premium, the EPF administration charges, ESIC, the labour welfare fund and the employer's NPS
 * contribution (a structure's NPS_EMPLOYER line; taxable salary under s.17(1)(viii), deductible under s.80CCD(2)).
 */
export const EMPLOYER_CONTRIBUTION_FIELDS = [
  'pf_pension',
  'pf_provident_fund',
  'edli',
  'pf_admin',
  'esic',
  'lwf',
  'nps',
] as const;
export type EmployerContributionField = (typeof EMPLOYER_CONTRIBUTION_FIELDS)[number];

const amounts = <T extends readonly string[]>(fields: T) =>
  z.object(Object.fromEntries(fields.map((f) => [f, z.number()])) as { [K in T[number]]: z.ZodNumber });

/**
 * The tax-year engine's lines a run's breakdown keeps for its "why" of TDS: the s.10 exemptions and
 * the deductions (s.16, s.24(b), Chapter VI-A and what s.80A(2) disallows), each signed as it acts.
 */
export const TDS_EXEMPTION_LINES = ['hra_exemption', 'lta_exemption', 'previous_exempt_allowances'] as const;
export const TDS_DEDUCTION_LINES = [
  'standard_deduction',
  'professional_tax',
  'home_loan_interest',
  'section_80c',
  'section_80ccd_1b',
  'section_80ccd_2',
  'section_80d_self',
  'section_80d_parents',
  'section_80e',
  'section_80g',
  'chapter_via_limit',
] as const;

/**
 * One earlier month's arrears (rupees): each earning's difference, and the differences of PF, ESIC and PT,
 * between the month as paid and as the back-dated structure makes it.
 */
export const arrearMonth = z.object({
  year: z.number(),
  month: z.number(),
  earnings: z.record(z.string(), z.number()),
  gross: z.number(),
  pf_deduction: z.number(),
  esic_deduction: z.number(),
  professional_tax: z.number(),
});
export type ArrearMonth = z.infer<typeof arrearMonth>;

/** GET /api/payroll-runs/{id}/breakdown → { payroll_run, breakdown }: every amount in rupees. */
export const payrollBreakdown = z.object({
  employee_name: z.string(),
  employee_code: z.string(),
  /**
   * The employee's PAN, UAN and ESIC IP number (whole only with view-statutory-details, else masked to their
   * last four characters) and the last four digits of the salary account.
   */
  pan: z.string().nullable(),
  uan: z.string().nullable(),
  esic_ip_number: z.string().nullable(),
  bank_account_last4: z.string().nullable(),
  join_date: z.string().nullable(),
  department: z.string().nullable(),
  designation: z.string().nullable(),
  status: z.enum(PAYROLL_STATUSES),
  pay_period: z.string(),
  total_days: z.number(),
  days_present: z.number(),
  days_paid: z.number(),
  pl_days: z.number(),
  cl_days: z.number(),
  absent_days: z.number(),
  lop_days: z.number(),
  /** The same as `earnings.ot_hours`, kept for older clients (and as runs store it). */
  ot_hours: z.number(),
  /**
   * The amounts (rupees) of EARNING_FIELDS, and `ot_hours` among them as spec 1 §3 lists it: a count of hours,
   * never part of total_earnings (sum EARNING_FIELDS, not every key).
   */
  earnings: amounts(EARNING_FIELDS).extend({ ot_hours: z.number() }),
  deductions: amounts(DEDUCTION_FIELDS),
  total_earnings: z.number(),
  total_deductions: z.number(),
  net_salary: z.number(),
  /** Employer contributions on top of gross (see EMPLOYER_CONTRIBUTION_FIELDS). */
  employer_contributions: amounts(EMPLOYER_CONTRIBUTION_FIELDS),
  /**
   * The wages each statutory contribution was computed on, as the ECR and ESIC files report them: PF wages
   * (BASIC + DA earned, capped at the ceiling unless on full basic), EPS and EDLI wages, ESIC wages (gross
   * paid while covered, else 0) and whether ESIC covers the employee this contribution period. Null for a
   * run saved before these were recorded.
   */
  statutory: z
    .object({
      pf_wages: z.number(),
      eps_wages: z.number(),
      edli_wages: z.number(),
      esic_wages: z.number(),
      esic_covered: z.boolean(),
      /**
       * Wages under the Labour Codes (Code on Wages s.2(y), Code on Social Security s.2(88)): the month's
       * earnings classed wages, plus the exclusions beyond the threshold (one-half) of all remuneration
       * (`code_wages_addback`), with the figures of the test. Null for a month before the Codes, an upload, or a
       * run saved before they were worked out.
       */
      code_wages: z.number().nullable().default(null),
      code_wages_addback: z.number().nullable().default(null),
      code_wages_detail: z
        .object({
          wages: z.number(),
          excluded: z.number(),
          remuneration: z.number(),
          limit: z.number(),
          threshold_percent: z.number(),
        })
        .nullable()
        .default(null),
      /**
       * The base each statute counted this month (`code_wages` or the old Act's): the CODE_WAGES rules' bases
       * under the Codes, the old Acts' for a company still under them. A run saved before the bases were
       * recorded counted the old Acts' bases.
       */
      wage_bases: codeWageBases.default(ACT_WAGE_BASES),
    })
    .nullable(),
  /**
   * How TDS was reached (s.192); null for a run uploaded from CSV. A run saved before the TDS workings were
   * kept has only regime, projected_annual_income and annual_tax; the other figures are null there.
   */
  tds: z
    .object({
      /** The regime's code, and whether it is the new or the old regime. */
      regime: z.string(),
      regime_kind: z.enum(TAX_REGIME_KINDS).nullable().default(null),
      /**
       * The year's estimated income: taxable pay earned before this month (here and at a previous
       * employer) + this month + the remaining months at the structure's full monthly rate + other income.
       */
      projected_annual_income: z.number(),
      earned_before_month: z.number().nullable().default(null),
      previous_employment_income: z.number().nullable().default(null),
      this_month: z.number().nullable().default(null),
      rest_of_year: z.number().nullable().default(null),
      other_income: z.number().nullable().default(null),
      /** s.10 exemptions (HRA, LTA, previous employer's) and deductions (s.16, Chapter VI-A, s.24(b)). */
      exemptions: z.number().nullable().default(null),
      deductions: z.number().nullable().default(null),
      /** Total income rounded under s.288A, and the year's tax under s.288B. */
      taxable_income: z.number().nullable().default(null),
      annual_tax: z.number(),
      /** TDS deducted earlier this year, here and by a previous employer. */
      tds_before_month: z.number().nullable().default(null),
      /** Months left in the financial year, this one included. */
      months_remaining: z.number().nullable().default(null),
      /** Each exemption and deduction by name (TDS_EXEMPTION_LINES, TDS_DEDUCTION_LINES), for the "why". */
      lines: z.array(z.object({ key: z.string(), label: z.string(), amount: z.number() })).default([]),
    })
    .nullable(),
  /** Each earlier month's arrears this run pays after a back-dated revision (rupees); none in older runs. */
  arrear_months: z.array(arrearMonth).default([]),
  /** Approved overtime hours and the rate they were paid at (null when none). */
  overtime_detail: z
    .object({ hours: z.number(), ordinary_hourly_rate: z.number(), multiplier: z.number() })
    .nullable()
    .default(null),
  /** The approved expense claims this run pays. */
  claims: z
    .array(
      z.object({
        id: z.number(),
        category: z.string(),
        expense_date: z.string(),
        amount: z.number(),
        taxable: z.boolean(),
      }),
    )
    .default([]),
  /** Each recorded loan's EMI this run deducts: principal and interest, and the balance after it. */
  loan_recoveries: z
    .array(
      z.object({
        loan_id: z.number(),
        kind: z.string(),
        principal: z.number(),
        interest: z.number(),
        balance_after: z.number(),
      }),
    )
    .default([]),
  /**
   * The month's taxable perquisites (s.17(2)), salary for TDS though not paid: each concessional loan's
   * interest at SBI's rate on the month's largest balance (`value`), the interest charged (`recovered`) and the
   * taxable rest; `exempt` when the loans in aggregate stay within the year's limit. Null: none.
   */
  perquisites: z
    .object({
      total: z.number(),
      exempt: z.boolean(),
      loans: z.array(
        z.object({
          loan_id: z.number(),
          balance: z.number(),
          benchmark_rate: z.number(),
          charged_rate: z.number(),
          value: z.number(),
          recovered: z.number(),
          taxable: z.number(),
        }),
      ),
    })
    .nullable()
    .default(null),
  /** The statutory bonus this run pays (null when none). */
  bonus_detail: z
    .object({ bonus_run_id: z.number(), accounting_year: z.string(), amount: z.number() })
    .nullable()
    .default(null),
  /**
   * Leave encashed during service this run pays: each approved encashment's days and amount, and the rate a day
   * (the company's basis ÷ its day divisor on the month's structure, in rupees to the paisa).
   */
  encashment_detail: z
    .object({
      encashments: z.array(z.object({ id: z.number(), days: z.number(), amount: z.number() })),
      days: z.number(),
      day_rate: z.number(),
      amount: z.number(),
    })
    .nullable()
    .default(null),
  /**
   * engine: computed from structure and attendance; csv: uploaded figures; imported: a month paid before the
   * company moved in, its totals brought by the opening_payroll import.
   */
  source: z.enum(['engine', 'csv', 'imported']),
});
export type PayrollBreakdown = z.infer<typeof payrollBreakdown>;

/** GET /api/payroll-runs/{id}/summary → { summary }. */
export const payrollSummary = z.object({
  id: z.number(),
  employee_name: z.string(),
  employee_code: z.string(),
  pay_period: z.string(),
  status: z.enum(PAYROLL_STATUSES),
  gross_salary: z.number(),
  total_deductions: z.number(),
  net_salary: z.number(),
  net_salary_in_words: z.string(),
  employer_cost: z.number(),
});

// ---- CSV template and upload (spec 1 §2.7, §5, §7)

export const PAYROLL_CSV_MAX_BYTES = 10 * 1024 * 1024;
/** The types browsers give a .csv file (Windows with Excel installed says vnd.ms-excel). */
export const CSV_CONTENT_TYPES = [
  'text/csv',
  'application/csv',
  'text/comma-separated-values',
  'application/vnd.ms-excel',
] as const;
export const PAYROLL_CSV_REQUIRED_COLUMNS = [
  'employee_code',
  'employee_name',
  'total_days',
  'days_present',
  'days_paid',
] as const;
export const PAYROLL_CSV_DAY_COLUMNS = ['pl_days', 'cl_days', 'absent_days', 'ot_hours'] as const;
/** Every column the template carries, in order. */
export const PAYROLL_CSV_COLUMNS = [
  ...PAYROLL_CSV_REQUIRED_COLUMNS,
  ...PAYROLL_CSV_DAY_COLUMNS,
  ...SPEC_EARNING_FIELDS,
  ...DEDUCTION_FIELDS,
] as const;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const csvTemplateQuery = z.object({
  include_employees: flag.optional().default(false),
  department_id: idParam.optional(),
});

/** Multipart text fields of POST /api/payroll/upload-csv (besides `file`). */
export const csvUploadFields = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
  overwrite: flag.optional().default(false),
});

const rowRef = { row: z.number(), employee_name: z.string(), employee_code: z.string() };
export const csvUploadResult = z.object({
  message: z.string(),
  summary: z.object({ total: z.number(), success: z.number(), errors: z.number(), skipped: z.number() }),
  results: z.object({
    success: z.array(z.object({ ...rowRef, net_salary: z.number(), action: z.enum(['created', 'updated']) })),
    errors: z.array(z.object({ ...rowRef, error: z.string() })),
    skipped: z.array(z.object({ ...rowRef, reason: z.string() })),
  }),
});
export type CsvUploadResult = z.infer<typeof csvUploadResult>;

/**
 * The answer's message: spec 1 §7's "CSV processed successfully! …" only when no row failed; otherwise the same
 * counts after "CSV processed with errors:" (docs/decisions/payroll.md, "The CSV upload's message").
 */
export function csvUploadMessage(summary: CsvUploadResult['summary']): string {
  const counts = `${summary.success} records created/updated, ${summary.errors} errors, ${summary.skipped} skipped.`;
  return summary.errors ? `CSV processed with errors: ${counts}` : `CSV processed successfully! ${counts}`;
}

// ---- long work as jobs (GET /api/jobs/{id})

/** A bulk selection of more employees than this is processed as a job: `202 { message, job_id }`. */
export const BULK_PROCESS_SYNC_MAX = 200;
/** A CSV file of more rows than this is applied as a job: `202 { message, job_id }`. */
export const CSV_UPLOAD_SYNC_MAX_ROWS = 200;
/** The job kinds of the payroll area; a finished job's `result` is the answer the request would give. */
export const PAYROLL_JOB_KINDS = {
  bulkProcess: 'payroll.bulk-process',
  /** One chunk of a bulk run on PostgreSQL, which any instance may take; its parent holds the result. */
  bulkProcessPart: 'payroll.bulk-process-part',
  csvUpload: 'payroll.csv-upload',
} as const;
