import { z } from 'zod';
import {
  booleanParam,
  emailField,
  idParam,
  isoDate,
  nullableText,
  optionalId,
  pageQuery,
  recordId,
  requiredText,
  searchParam,
} from './common';
import {
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  EXIT_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  SKILL_CATEGORIES,
} from './enums';
import { payrollBreakdown } from './payroll';
import { identityFields } from './statutory';

export const employeeListQuery = pageQuery.extend({
  search: searchParam,
  company_id: idParam.optional(),
  branch_id: idParam.optional(),
  department_id: idParam.optional(),
  team_id: idParam.optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
  /** Fixed-term contracts ending from today up to this date (the dashboard's "contracts ending"). */
  contract_ends_by: isoDate.optional(),
  without_user: booleanParam.optional(),
  without_team: booleanParam.optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;

const named = z.object({ id: z.number(), name: z.string() }).nullable();

export const employeeListItem = z.object({
  id: z.number(),
  employee_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  job_title: z.string().nullable(),
  company_id: z.number(),
  branch_id: z.number().nullable(),
  department_id: z.number().nullable(),
  team_id: z.number().nullable(),
  manager_id: z.number().nullable(),
  hire_date: z.string(),
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  /** For leave rules that depend on it (paternity leave); null: not recorded. */
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  employment_type: z.string(),
  /** The company's own grade or band (L2, M1…), free text: leave policies can be assigned by it. */
  grade: z.string().nullable(),
  /** The end of a fixed-term contract; null for any other employment. */
  contract_end_date: z.string().nullable(),
  /** The minimum-wage skill category (null: not classified). */
  skill_category: z.enum(SKILL_CATEGORIES).nullable(),
  /** The payroll journal's cost centre for this employee (null: none set). */
  cost_centre: z.string().nullable(),
  status: z.string(),
  /** The recorded exit, all four null when none: active to the last working day, a leaver from it. */
  notice_date: z.string().nullable(),
  last_working_day: z.string().nullable(),
  exit_type: z.enum(EXIT_TYPES).nullable(),
  exit_reason: z.string().nullable(),
  /** The leaver's full and final settlement is due by this day (Code on Wages s.17(2)); null without an exit. */
  settlement_due_on: z.string().nullable(),
  company: named,
  branch: named,
  department: named,
  team: named,
  manager: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }).nullable(),
  user: z.object({ id: z.number(), email: z.string() }).nullable(),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;

const employeeFields = {
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailField,
  phone: nullableText(50),
  job_title: nullableText(150),
  company_id: recordId(),
  branch_id: optionalId,
  department_id: recordId(),
  team_id: optionalId,
  manager_id: optionalId,
  hire_date: isoDate,
  date_of_birth: isoDate.nullish(),
  gender: z.enum(GENDERS).nullish(),
  /** For leave rules that depend on it (paternity leave); left out it keeps its value, null clears it. */
  marital_status: z.enum(MARITAL_STATUSES).nullish(),
  employment_type: z.enum(EMPLOYMENT_TYPES).default('full_time'),
  /** The company's own grade or band (L2, M1…), for leave policies; left out it keeps its value, blank clears it. */
  grade: z
    .string()
    .trim()
    .max(30)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null))
    .optional(),
  /** Required for a fixed-term employee (a renewal moves it; the hire date, and so continuous service, stays). */
  contract_end_date: isoDate.nullish(),
  /** For the state's minimum wage (unskilled when left out). */
  skill_category: z.enum(SKILL_CATEGORIES, { error: 'Choose a skill category.' }).nullish(),
  /** The payroll journal's cost centre; left out it keeps its value, blank clears it. */
  cost_centre: z
    .string()
    .trim()
    .max(50, 'The cost centre may be at most 50 characters.')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null))
    .optional(),
};

/**
 * Whether a new employee is paid overtime when the request does not say: every employment type but an intern
 * (a trainee, not a worker under the OSH Code s.2(1)(zs)); HR clears it for managerial and supervisory staff.
 */
export const defaultOvertimeEligible = (employmentType: string) => employmentType !== 'intern';

export const CONTRACT_END_REQUIRED = 'A fixed-term employee needs the day the contract ends.';
export const CONTRACT_END_BEFORE_HIRE = 'The contract cannot end before the hire date.';

export const VPF_MESSAGE = 'The VPF percentage must be between 0 and 88, with at most two decimals.';

/**
 * Statutory identity and PF/ESIC choices. Every one is optional: on an update an omitted field
 * keeps its value (so a client that does not know them never wipes them), null or '' clears it. `aadhaar` is
 * write-only: the server keeps its last four digits, read back as `aadhaar_last4`.
 */
export const PF_NAME_MESSAGE =
  'The name as per UAN may hold letters, spaces, dots and hyphens only, starting with a letter (at most 85).';
/** The name as per UAN as the ECR takes it (EPFO error code 004): a letter, then letters, spaces, '.' and '-'. */
export const PF_NAME_PATTERN = /^$|^[A-Za-z][A-Za-z .-]*$/;

export const employeeStatutoryFields = {
  ...identityFields,
  /** The name as per UAN (EPFO's member record), used in the ECR when set; blank clears it. */
  pf_name: z
    .string({ error: PF_NAME_MESSAGE })
    .trim()
    .max(85, PF_NAME_MESSAGE)
    .regex(PF_NAME_PATTERN, PF_NAME_MESSAGE)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null))
    .optional(),
  person_with_disability: z.boolean().optional(),
  epf_joined_on: isoDate.nullish(),
  eps_member_before: z.boolean().optional(),
  pf_on_full_basic: z.boolean().optional(),
  /** Paid overtime (OSH Code s.27): a worker is; managerial and supervisory staff are not (s.2(1)(zs)). */
  overtime_eligible: z.boolean().optional(),
  vpf_percentage: z
    .number({ error: VPF_MESSAGE })
    .min(0, { error: VPF_MESSAGE })
    .max(88, { error: VPF_MESSAGE })
    .multipleOf(0.01, { error: VPF_MESSAGE })
    .optional(),
};

/** New employees start active or inactive; the code (employee_id) is generated. */
export const employeeCreateRequest = z.object({
  ...employeeFields,
  ...employeeStatutoryFields,
  hire_date: isoDate.optional(),
  status: z.enum(['active', 'inactive']).default('active'),
  /** The hired application this employee comes from: linked to them, and their onboarding checklist starts. */
  job_application_id: recordId().nullish(),
});
export type EmployeeCreateRequest = z.infer<typeof employeeCreateRequest>;

export const employeeUpdateRequest = z.object({
  ...employeeFields,
  ...employeeStatutoryFields,
  job_title: requiredText(150),
  status: z.enum(EMPLOYEE_STATUSES),
});
export type EmployeeUpdateRequest = z.infer<typeof employeeUpdateRequest>;

// ---- salary structure

export const salaryStructureLine = z.object({
  id: z.number(),
  salary_component_id: z.number(),
  amount: z.number().nullable(),
  percentage: z.number().nullable(),
  /** The monthly amount this line pays or deducts, computed on the server. */
  computed_amount: z.number(),
  effective_from: z.string(),
  salary_component: z.object({
    id: z.number(),
    name: z.string(),
    code: z.string(),
    type: z.string(),
    calculation_type: z.string(),
    formula: z.string().nullable(),
    is_taxable: z.boolean(),
  }),
});
export type SalaryStructureLine = z.infer<typeof salaryStructureLine>;

export const salaryTotals = z.object({
  total_earnings: z.number(),
  total_deductions: z.number(),
  net_salary: z.number(),
});

export const salaryStructureResponse = z.object({
  salary_structure: z.array(salaryStructureLine),
  effective_from: z.string().nullable(),
  totals: salaryTotals,
  history: z.array(
    z.object({ id: z.number(), effective_from: z.string(), components: z.number(), created_at: z.string() }),
  ),
});
export type SalaryStructureResponse = z.infer<typeof salaryStructureResponse>;

/**
 * A structure's cost to company (rupees): a full month's gross, the employer's PF (EPF and EPS), EDLI, PF
 * administration charges, ESI and NPS on it as payroll works them out (the labour welfare fund left out), and
 * the sum; each times twelve for the year. The rule of the letters and the payslip
 * (docs/decisions/self-service.md, "What the CTC counts").
 */
export const structureCtc = z.object({
  gross_monthly: z.number(),
  gross_annual: z.number(),
  employer_monthly: z.number(),
  employer_annual: z.number(),
  monthly: z.number(),
  annual: z.number(),
});
export type StructureCtc = z.infer<typeof structureCtc>;

/**
 * GET /api/employees/{id}/salary-structure: the structure and its CTC under the rules of its date; `ctc` null
 * without a structure or when payroll cannot work out the month (the preview says why).
 */
export const salaryStructureWithCtc = salaryStructureResponse.extend({ ctc: structureCtc.nullable() });
export type SalaryStructureWithCtc = z.infer<typeof salaryStructureWithCtc>;

export const MINIMUM_WAGE_REASON_REQUIRED =
  'The wages are below the minimum wage: give the reason to save it anyway, or raise them.';

export const salaryStructureRequest = z.object({
  effective_from: isoDate,
  /**
   * Why a structure whose wages under the Labour Codes fall below the employee's state minimum wage is saved
   * anyway (audited); without it such a structure is refused on this field.
   */
  minimum_wage_override_reason: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
  components: z
    .array(
      z.object({
        salary_component_id: recordId(),
        amount: z.number().min(0).max(1e10).nullish(),
        percentage: z.number().min(0).max(1000).nullish(),
      }),
    )
    .max(50),
});
export type SalaryStructureRequest = z.infer<typeof salaryStructureRequest>;

export const salaryStructureQuery = z.object({ as_of: isoDate.optional() });

/**
 * POST /api/employees/{id}/salary-structure/apply-proposal: the Labour Codes impact report's proposed restructure
 * of the structure in force on `effective_from`, saved as a new version from that day (audited).
 */
export const applyProposalRequest = z.object({
  effective_from: isoDate,
  minimum_wage_override_reason: salaryStructureRequest.shape.minimum_wage_override_reason,
});
export type ApplyProposalRequest = z.infer<typeof applyProposalRequest>;

/** A full month of a structure on one set of wage bases (rupees). */
const wageBasesMonth = z.object({
  gross: z.number(),
  code_wages: z.number(),
  addback: z.number(),
  pf_wages: z.number(),
  employee_pf: z.number(),
  /** EPS, EPF, EDLI and administration charges. */
  employer_pf: z.number(),
  esic_covered: z.boolean(),
  employee_esic: z.number(),
  employer_esic: z.number(),
  gratuity_provision: z.number(),
  take_home: z.number(),
  cost_to_company: z.number(),
});
export type WageBasesMonth = z.infer<typeof wageBasesMonth>;

/**
 * GET /api/employees/{id}/salary-structure/labour-code-impact?as_of=: the structure in force under the old Acts'
 * bases and the Labour Codes', and the proposed restructure (null when nothing is added back); `impact` null with
 * the `reason` when there is no structure or no rules.
 */
export const labourCodeImpactResponse = z.object({
  impact: z
    .object({
      as_of: z.string(),
      old_acts: wageBasesMonth,
      codes: wageBasesMonth,
      proposal: z
        .object({
          lines: z.array(
            z.object({ code: z.string(), name: z.string(), now: z.number(), proposed: z.number() }),
          ),
          figures: wageBasesMonth,
        })
        .nullable(),
    })
    .nullable(),
  reason: z.string().nullable(),
});
export type LabourCodeImpactResponse = z.infer<typeof labourCodeImpactResponse>;

/**
 * GET /api/employees/{id}/salary-structure/preview[?as_of=]: what a full month of the structure in
 * force on `as_of` (default today) pays once payroll has deducted PF, ESIC, professional tax, LWF and TDS, and
 * what the employer contributes on top (rupees). The monthly payroll engine computes it for the month holding
 * `as_of`, with no loss of pay and nothing paid besides the structure; TDS is an estimate (the year's tax
 * projected from that month). `preview` is null, with the `reason`, when payroll could not compute the month.
 */
export const salaryPreviewResponse = z.object({
  preview: z
    .object({
      year: z.number(),
      month: z.number(),
      total_earnings: z.number(),
      deductions: payrollBreakdown.shape.deductions,
      total_deductions: z.number(),
      /** Take-home: total_earnings − total_deductions. */
      net_salary: z.number(),
      employer_contributions: payrollBreakdown.shape.employer_contributions,
      total_employer_contributions: z.number(),
      /** Wages under the Labour Codes for the month, and the exclusions beyond half added back (null before them). */
      code_wages: z.number().nullable(),
      code_wages_addback: z.number().nullable(),
    })
    .nullable(),
  reason: z.string().nullable(),
});
export type SalaryPreviewResponse = z.infer<typeof salaryPreviewResponse>;

/**
 * An employee's statutory identity as the caller may see it: PAN, UAN, PF member id, ESIC IP number and bank
 * account whole only with view-statutory-details, otherwise masked to their last four characters
 * (`statutory_masked: true`). Aadhaar is never answered whole: only its last four digits.
 */
export const employeeStatutoryDetails = z.object({
  pan: z.string().nullable(),
  uan: z.string().nullable(),
  pf_name: z.string().nullable(),
  pf_member_id: z.string().nullable(),
  esic_ip_number: z.string().nullable(),
  aadhaar_last4: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_ifsc: z.string().nullable(),
  person_with_disability: z.boolean(),
  epf_joined_on: z.string().nullable(),
  eps_member_before: z.boolean(),
  pf_on_full_basic: z.boolean(),
  overtime_eligible: z.boolean(),
  vpf_percentage: z.number(),
  statutory_masked: z.boolean(),
});
export type EmployeeStatutoryDetails = z.infer<typeof employeeStatutoryDetails>;

export const employeeDetail = employeeListItem.extend({
  ...employeeStatutoryDetails.shape,
  salary_structure: z.array(salaryStructureLine),
  salary_totals: salaryTotals,
});
export type EmployeeDetail = z.infer<typeof employeeDetail>;

/**
 * Columns and order of the employee CSV export (spec 1 §9), then the statutory identity, masked to the last
 * four characters unless the caller holds view-statutory-details (docs/decisions/statutory.md,
 * "Identity in the employee CSV export").
 */
export const EMPLOYEE_EXPORT_COLUMNS = [
  'Employee ID',
  'Name',
  'Email',
  'Job Title',
  'Department',
  'Status',
  'Hire Date',
  'PAN',
  'UAN',
  'ESIC IP Number',
  'Bank Account',
  'IFSC',
] as const;
