import { z } from 'zod';
import { idParam, pageQuery, recordId } from './common';
import { PAYROLL_STATUSES } from './enums';

const month = z.number().int().min(1).max(12);
const year = z.number().int().min(2000).max(2100);

export const processRequest = z.object({ employee_id: recordId(), month, year });
export const bulkProcessRequest = z.object({
  employee_ids: z.array(recordId()).min(1, 'Please select at least one employee').max(20_000),
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
  error: z.string().nullable(),
});

/** The breakdown's earning fields (spec 1 §3), in display order; ot_hours is a count, not money. */
export const EARNING_FIELDS = [
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
export const DEDUCTION_FIELDS = [
  'pf_deduction',
  /** Voluntary PF above the statutory 12% (EPF Scheme para 29(2) proviso); the employer does not match it. */
  'vpf_deduction',
  'esic_deduction',
  'professional_tax',
  /** The employee's labour welfare fund contribution, in the state's contribution months. */
  'lwf_deduction',
  'nps_deduction',
  'tds_deduction',
  'loan_deduction',
  'advance_deduction',
  'other_deduction',
] as const;
export type EarningField = (typeof EARNING_FIELDS)[number];
export type DeductionField = (typeof DEDUCTION_FIELDS)[number];
/**
 * The employer's contributions on top of gross: PF split into pension (EPS) and provident fund (EPF), the
 * EDLI insurance premium, the EPF administration charges, ESIC and the labour welfare fund.
 */
export const EMPLOYER_CONTRIBUTION_FIELDS = [
  'pf_pension',
  'pf_provident_fund',
  'edli',
  'pf_admin',
  'esic',
  'lwf',
] as const;
export type EmployerContributionField = (typeof EMPLOYER_CONTRIBUTION_FIELDS)[number];

const amounts = <T extends readonly string[]>(fields: T) =>
  z.object(Object.fromEntries(fields.map((f) => [f, z.number()])) as { [K in T[number]]: z.ZodNumber });

/** GET /api/payroll-runs/{id}/breakdown → { payroll_run, breakdown }: every amount in rupees. */
export const payrollBreakdown = z.object({
  employee_name: z.string(),
  employee_code: z.string(),
  /**
   * The employee's PAN, UAN and ESIC IP number (whole only with view-statutory-details, else masked to their
   * last four characters) and the last four digits of the salary account (issue 17).
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
  ot_hours: z.number(),
  earnings: amounts(EARNING_FIELDS),
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
    })
    .nullable(),
  /** How TDS was reached; null for a run uploaded from CSV. */
  tds: z
    .object({ regime: z.string(), projected_annual_income: z.number(), annual_tax: z.number() })
    .nullable(),
  /** engine: computed from structure and attendance; csv: uploaded figures. */
  source: z.enum(['engine', 'csv']),
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
  ...EARNING_FIELDS,
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

// ---- long work as jobs (GET /api/jobs/{id})

/** A bulk selection of more employees than this is processed as a job: `202 { message, job_id }`. */
export const BULK_PROCESS_SYNC_MAX = 200;
/** A CSV file of more rows than this is applied as a job: `202 { message, job_id }`. */
export const CSV_UPLOAD_SYNC_MAX_ROWS = 200;
/** The job kinds of the payroll area; a finished job's `result` is the answer the request would give. */
export const PAYROLL_JOB_KINDS = {
  bulkProcess: 'payroll.bulk-process',
  csvUpload: 'payroll.csv-upload',
} as const;
