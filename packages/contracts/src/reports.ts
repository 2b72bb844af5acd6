import { z } from 'zod';
import { idParam, isoDate, outsideDateRangeMessage, pageQuery, withinDateRange } from './common';
import { PAYROLL_STATUSES } from './enums';
import type { Permission } from './permissions';
import { financialYearParam } from './tax-year';

/** The four report cards of /reports (spec 3), each behind its permission. */
export const REPORT_GROUPS = [
  {
    key: 'payroll',
    title: 'Payroll Reports',
    description:
      'Payroll register, PF, ESIC, PT and LWF registers, portal and bank files, monthly compliance summary.',
    permission: 'generate-payroll-reports',
  },
  {
    key: 'employees',
    title: 'Employee Reports',
    description: 'Headcount, joiners and leavers, attendance and leave per employee.',
    permission: 'generate-employee-reports',
  },
  {
    key: 'tax',
    title: 'Tax Reports',
    description:
      'TDS deducted per month and financial year, projected annual tax, challan register, Form 24Q.',
    permission: 'generate-tax-reports',
  },
  {
    key: 'analytics',
    title: 'Company Analytics',
    description: 'Trends of headcount, payroll cost, attendance and attrition.',
    permission: 'view-analytics',
  },
] as const satisfies readonly { key: string; title: string; description: string; permission: Permission }[];
export type ReportGroupKey = (typeof REPORT_GROUPS)[number]['key'];

/** Which filters a report takes (the screen draws its form from this, the server validates with it). */
export type ReportFilterKind =
  | 'payroll-period'
  | 'ecr-period'
  | 'period'
  | 'date-range'
  | 'financial-year'
  | 'financial-quarter'
  | 'tax-quarter'
  | 'month-range'
  | 'group-by';

/**
 * Files a report can produce besides CSV and PDF, in the layout a portal or bank accepts: the EPFO ECR
 * text file (txt), the ESIC monthly contribution spreadsheet (xls, the Excel 97–2003 format of the portal's
 * template, and xlsx), and the bank uploads: a generic NEFT
 * file of payment records only (neft), Union Bank of India's corporate NEFT/RTGS text upload (ubi), HDFC
 * Bank's ENet upload (hdfc), ICICI Bank's CIB bulk upload (icici) and Bank of Baroda's corporate bulk upload
 * (bob).
 */
export const REPORT_FILE_FORMATS = ['txt', 'xls', 'xlsx', 'neft', 'ubi', 'hdfc', 'icici', 'bob'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];
/** The bank uploads among them (GET /api/reports/bank-transfer?format=…). */
export const BANK_FILE_FORMATS = [
  'neft',
  'ubi',
  'hdfc',
  'icici',
  'bob',
] as const satisfies readonly ReportFileFormat[];
export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];
export const isBankFile = (format: ReportFileFormat): format is BankFileFormat =>
  (BANK_FILE_FORMATS as readonly string[]).includes(format);

type ReportEntry = {
  group: ReportGroupKey;
  title: string;
  filters: ReportFilterKind;
  files?: readonly ReportFileFormat[];
};

/** Every report: GET /api/reports/{key}. */
export const REPORTS = {
  'payroll-register': { group: 'payroll', title: 'Payroll Register', filters: 'payroll-period' },
  'compliance-summary': { group: 'payroll', title: 'Monthly Compliance Summary', filters: 'payroll-period' },
  'pf-contributions': { group: 'payroll', title: 'PF Register', filters: 'payroll-period' },
  'pf-ecr': { group: 'payroll', title: 'EPFO ECR File', filters: 'ecr-period', files: ['txt'] },
  'esic-contributions': { group: 'payroll', title: 'ESIC Register', filters: 'payroll-period' },
  'esic-upload': {
    group: 'payroll',
    title: 'ESIC Monthly Contribution File',
    filters: 'payroll-period',
    files: ['xls', 'xlsx'],
  },
  'professional-tax': { group: 'payroll', title: 'Professional Tax by State', filters: 'payroll-period' },
  'pt-register': { group: 'payroll', title: 'Professional Tax Register', filters: 'payroll-period' },
  'lwf-register': { group: 'payroll', title: 'Labour Welfare Fund Register', filters: 'payroll-period' },
  // The Labour Codes' registers: wages paid (Code on Wages s.50) and overtime worked (OSH Code s.27).
  'wage-register': { group: 'payroll', title: 'Register of Wages', filters: 'payroll-period' },
  'overtime-register': { group: 'payroll', title: 'Overtime Register', filters: 'date-range' },
  // Structures whose wages under the Labour Codes fall below the state's minimum wage (Code on Wages s.6).
  'minimum-wages': { group: 'payroll', title: 'Below the Minimum Wage', filters: 'period' },
  // What the Labour Codes change for each employee, with a restructure that keeps the cost to company.
  'labour-code-impact': { group: 'payroll', title: 'Labour Codes Impact', filters: 'period' },
  // Approved and paid runs: the net pay to transfer.
  'bank-transfer': {
    group: 'payroll',
    title: 'Bank Transfer',
    filters: 'period',
    files: BANK_FILE_FORMATS,
  },
  // The statutory bonus run of an accounting year, and leavers' full and final settlements.
  'bonus-register': { group: 'payroll', title: 'Statutory Bonus Register', filters: 'financial-year' },
  'final-settlements': { group: 'payroll', title: 'Full and Final Settlements', filters: 'date-range' },
  headcount: { group: 'employees', title: 'Headcount', filters: 'group-by' },
  'joiners-leavers': { group: 'employees', title: 'Joiners and Leavers', filters: 'date-range' },
  'attendance-summary': { group: 'employees', title: 'Attendance and Leave Summary', filters: 'period' },
  'tds-deducted': { group: 'tax', title: 'TDS Deducted', filters: 'financial-year' },
  'projected-tax': { group: 'tax', title: 'Projected Annual Tax', filters: 'financial-year' },
  'tds-challans': { group: 'tax', title: 'TDS Challan Register', filters: 'financial-year' },
  // Annexure I each quarter; Q4 adds Annexure II (the year's salary of each employee). See docs/decisions/income-tax.md.
  'form-24q': { group: 'tax', title: 'Form 24Q', filters: 'financial-quarter', files: ['txt'] },
  'form-138': { group: 'tax', title: 'Form 138', filters: 'tax-quarter', files: ['txt'] },
  trends: { group: 'analytics', title: 'Company Trends', filters: 'month-range' },
} as const satisfies Record<string, ReportEntry>;
export type ReportKey = keyof typeof REPORTS;
export const REPORT_KEYS = Object.keys(REPORTS) as ReportKey[];

const GROUP_PERMISSIONS = Object.fromEntries(REPORT_GROUPS.map((g) => [g.key, g.permission])) as Record<
  ReportGroupKey,
  Permission
>;
export const reportPermission = (key: ReportKey): Permission => GROUP_PERMISSIONS[REPORTS[key].group];
/** The portal or bank files a report produces (none for most). */
export const reportFiles = (key: ReportKey): readonly ReportFileFormat[] =>
  (REPORTS[key] as ReportEntry).files ?? [];

export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const HEADCOUNT_GROUPS = ['company', 'branch', 'department', 'status'] as const;

const monthOf = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be in the form YYYY-MM.')
  .refine(withinDateRange, { error: outsideDateRangeMessage });
const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
/** The analytics window: at most this many months. */
export const TREND_MAX_MONTHS = 24;

/** EPFO's returns of a wage month: the regular ECR, and the arrear ECR of arrears paid in the month. */
export const ECR_KINDS = ['regular', 'arrear'] as const;

/**
 * The statuses a payroll report may be asked for: a month imported as an opening balance was filed by the
 * system the company left, so no register or file previews it (docs/decisions/import-types.md).
 */
type ReportRunStatus = Exclude<(typeof PAYROLL_STATUSES)[number], 'imported'>;
export const REPORT_RUN_STATUSES = PAYROLL_STATUSES.filter((s): s is ReportRunStatus => s !== 'imported') as [
  ReportRunStatus,
  ...ReportRunStatus[],
];

/** Filters of each kind (query string), besides company_id, format and paging. */
const period = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
});
export const reportFilters = {
  /** The runs that count (approved and paid) unless a status is asked for (a preview). */
  'payroll-period': period.extend({ status: z.enum(REPORT_RUN_STATUSES).optional() }),
  /** The ECR: the month's regular return, or the arrear return of the arrears paid in it. */
  'ecr-period': period.extend({
    status: z.enum(REPORT_RUN_STATUSES).optional(),
    kind: z.enum(ECR_KINDS).default('regular'),
  }),
  period,
  'date-range': z
    .object({ start_date: isoDate, end_date: isoDate })
    .refine((f) => f.end_date >= f.start_date, {
      path: ['end_date'],
      message: 'The end date must be on or after the start date.',
    }),
  'financial-year': z.object({ financial_year: financialYearParam }),
  'financial-quarter': z.object({
    financial_year: financialYearParam,
    quarter: z.coerce.number().int().min(1, 'The quarter is 1 to 4.').max(4, 'The quarter is 1 to 4.'),
    /** Annexure I (deductees) every quarter; Annexure II (salary details) in the fourth. */
    annexure: z.enum(['1', '2']).default('1'),
  }),
  /** Form 138's quarter: the same, the year named a tax year (Income-tax Act 2025). */
  'tax-quarter': z.object({
    tax_year: financialYearParam,
    quarter: z.coerce.number().int().min(1, 'The quarter is 1 to 4.').max(4, 'The quarter is 1 to 4.'),
    annexure: z.enum(['1', '2']).default('1'),
  }),
  'month-range': z
    .object({ start_month: monthOf, end_month: monthOf })
    .refine((f) => monthIndex(f.end_month) >= monthIndex(f.start_month), {
      path: ['end_month'],
      message: 'The end month must be on or after the start month.',
    })
    .refine((f) => monthIndex(f.end_month) - monthIndex(f.start_month) < TREND_MAX_MONTHS, {
      path: ['end_month'],
      message: `The range may span at most ${TREND_MAX_MONTHS} months.`,
    }),
  'group-by': z.object({ group_by: z.enum(HEADCOUNT_GROUPS).default('department') }),
} satisfies Record<ReportFilterKind, z.ZodType>;

/** What every report accepts on top of its filters. */
export const reportCommonQuery = pageQuery.extend({
  company_id: idParam.optional(),
  format: z.enum([...REPORT_FORMATS, ...REPORT_FILE_FORMATS]).default('json'),
});

/**
 * An employee whose missing statutory details block a report's files (a UAN for the ECR, an IFSC for the
 * bank file). A file that anyone blocks answers 422 with `errors.employees`, one line per blocker.
 */
export const reportBlocker = z.object({
  /** The employee's id, for a link to their edit page (when the report's validation step gives it). */
  employee_id: z.number().optional(),
  employee_code: z.string(),
  employee_name: z.string(),
  missing: z.array(z.string()),
  /** Where a refused download names it: `employees` unless said (Form 24Q: `company`, `challans`). */
  field: z.string().optional(),
  /** The screen where it is fixed (an app path: a challan's Deductees dialog, the company's form). */
  link: z.string().optional(),
});
export type ReportBlocker = z.infer<typeof reportBlocker>;
export const blockerLine = (b: ReportBlocker) =>
  `${b.employee_code} ${b.employee_name}: ${b.missing.join(', ')} missing`;

export const REPORT_COLUMN_TYPES = ['text', 'date', 'number', 'money', 'percent'] as const;
export const reportColumn = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(REPORT_COLUMN_TYPES),
});
export type ReportColumn = z.infer<typeof reportColumn>;

const cell = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof cell>;

/** GET /api/reports/{key} (JSON): one page of rows, with totals over every matching row. */
export const reportResult = z.object({
  key: z.string(),
  title: z.string(),
  /** The filters in words ("November 2026 · Demo Industries"). */
  subtitle: z.string(),
  columns: z.array(reportColumn),
  rows: z.array(z.record(z.string(), cell)),
  /** Sums of the summable columns over all rows (not only this page); null when nothing sums. */
  totals: z.record(z.string(), cell).nullable(),
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  /** Employees who block this report's files; empty when the files can be produced. */
  blockers: z.array(reportBlocker),
});
export type ReportResult = z.infer<typeof reportResult>;
