import { z } from 'zod';
import {
  emailField,
  idParam,
  nullableText,
  optionalId,
  pageQuery,
  recordId,
  requiredText,
  searchParam,
} from './common';
import { BRANCH_STATUSES, COMPANY_STATUSES, DEPARTMENT_STATUSES, TEAM_STATUSES } from './enums';
import { companyIdentityFields, identityFields } from './statutory';

export const country = z.object({
  id: z.number(),
  name: z.string(),
  currency_code: z.string(),
  currency_symbol: z.string(),
});
export type Country = z.infer<typeof country>;

const named = z.object({ id: z.number(), name: z.string() });

/**
 * A company's or branch's state: a name or code from GET /api/states, in any case. The server stores the
 * listed name and its code (state_code) and answers this message for anything else.
 */
export const STATE_MESSAGE = 'Choose a state or union territory from the list.';

/** Optional text added after the first release: omitted keeps the stored value, blank or null clears it. */
const laterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .nullish();

// ---- companies

export const companyAddress = z.object({
  line1: requiredText(),
  line2: nullableText(255),
  city: requiredText(100),
  state: requiredText(100),
  postal_code: requiredText(20),
  country: requiredText(100),
});

export const companyRequest = z.object({
  name: requiredText(),
  legal_name: requiredText(),
  registration_number: requiredText(100),
  tax_id: requiredText(100),
  country_id: recordId(),
  default_tax_regime_id: optionalId,
  email: emailField,
  phone: requiredText(50),
  website: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => v || null)
    .pipe(z.url().nullable()),
  status: z.enum(COMPANY_STATUSES).default('active'),
  /** Segregation of duties on pay and attendance (see the company form); on unless turned off. */
  segregation_of_duties: z.boolean().default(true),
  address: companyAddress,
  // Statutory identity: optional; omitted on an update keeps the stored value.
  ...companyIdentityFields,
  /** The account salaries are paid from, its IFSC, and the bank's corporate id: for bank transfer files. */
  salary_account_number: identityFields.bank_account_number,
  salary_account_ifsc: identityFields.bank_ifsc,
  bank_corporate_id: laterText(32),
});
export type CompanyRequest = z.infer<typeof companyRequest>;

export const company = z.object({
  id: z.number(),
  name: z.string(),
  legal_name: z.string(),
  registration_number: z.string(),
  tax_id: z.string(),
  country_id: z.number(),
  country: named,
  default_tax_regime_id: z.number().nullable(),
  /** The default regime's name and year, for the company page (null: none chosen). */
  default_tax_regime: z
    .object({ id: z.number(), name: z.string(), financial_year: z.string(), is_active: z.boolean() })
    .nullable(),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  status: z.string(),
  segregation_of_duties: z.boolean(),
  address: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
  }),
  /** The listed state the address's state is (GET /api/states); null: not recognised, fix the state. */
  state_code: z.string().nullable(),
  tan: z.string().nullable(),
  pan: z.string().nullable(),
  pf_establishment_code: z.string().nullable(),
  esic_employer_code: z.string().nullable(),
  /** Masked to its last four digits unless the caller holds view-statutory-details. */
  salary_account_number: z.string().nullable(),
  salary_account_ifsc: z.string().nullable(),
  bank_corporate_id: z.string().nullable(),
  statutory_masked: z.boolean(),
  branches_count: z.number(),
  departments_count: z.number(),
  employees_count: z.number(),
  /** Branding (PUT /api/companies/:id/branding and /logo): null when none is set. */
  brand_colour: z.string().nullable(),
  /** The logo's address under /api, changing with each upload so a cached copy is never stale. */
  logo_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Company = z.infer<typeof company>;

export const companyListQuery = pageQuery.extend({
  search: searchParam,
  status: z.enum(COMPANY_STATUSES).optional(),
  country_id: idParam.optional(),
});

export const companyStats = z.object({
  total_companies: z.number(),
  active_companies: z.number(),
  total_branches: z.number(),
  total_employees: z.number(),
});

// ---- branches

export const branchRequest = z.object({
  company_id: recordId(),
  name: requiredText(),
  code: requiredText(20).transform((v) => v.toUpperCase()),
  email: emailField,
  phone: requiredText(50),
  manager_id: optionalId,
  status: z.enum(BRANCH_STATUSES).default('active'),
  address: z.object({
    street: requiredText(),
    city: requiredText(100),
    state: requiredText(100),
    postal_code: requiredText(20),
    country: requiredText(100),
  }),
  /** The branch's professional-tax registration; optional, omitted on an update keeps the stored value. */
  pt_registration_number: laterText(30),
  /** Whether the state's labour welfare fund applies (on for a new branch unless turned off). */
  lwf_applicable: z.boolean().optional(),
});
export type BranchRequest = z.infer<typeof branchRequest>;

export const branch = z.object({
  id: z.number(),
  company_id: z.number(),
  company: named,
  name: z.string(),
  code: z.string(),
  email: z.string(),
  phone: z.string(),
  manager_id: z.number().nullable(),
  manager: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  status: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
  }),
  /** The listed state the address's state is (GET /api/states); null: not recognised, fix the state. */
  state_code: z.string().nullable(),
  pt_registration_number: z.string().nullable(),
  lwf_applicable: z.boolean(),
  departments_count: z.number(),
  employees_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Branch = z.infer<typeof branch>;

export const branchListQuery = pageQuery.extend({
  search: searchParam,
  company_id: idParam.optional(),
  status: z.enum(BRANCH_STATUSES).optional(),
});

// ---- departments

export const departmentRequest = z.object({
  company_id: recordId(),
  branch_id: optionalId,
  parent_department_id: optionalId,
  name: requiredText(),
  code: requiredText(20).transform((v) => v.toUpperCase()),
  description: nullableText(),
  head_of_department_id: optionalId,
  status: z.enum(DEPARTMENT_STATUSES).default('active'),
});
export type DepartmentRequest = z.infer<typeof departmentRequest>;

export const department = z.object({
  id: z.number(),
  company_id: z.number(),
  company: named,
  branch_id: z.number().nullable(),
  branch: named.nullable(),
  parent_department_id: z.number().nullable(),
  parent_department: named.nullable(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  head_of_department_id: z.number().nullable(),
  head_of_department: z
    .object({ id: z.number(), first_name: z.string(), last_name: z.string(), employee_id: z.string() })
    .nullable(),
  status: z.string(),
  teams_count: z.number(),
  employees_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Department = z.infer<typeof department>;

export const departmentListQuery = pageQuery.extend({
  search: searchParam,
  company_id: idParam.optional(),
  branch_id: idParam.optional(),
  parent_department_id: idParam.optional(),
  status: z.enum(DEPARTMENT_STATUSES).optional(),
});

export const departmentStats = z.object({
  total_departments: z.number(),
  active_departments: z.number(),
  with_branches: z.number(),
  companies: z.number(),
});

// ---- teams

export const teamCreateRequest = z.object({
  department_id: recordId(),
  name: requiredText(),
  code: requiredText(20).transform((v) => v.toUpperCase()),
  description: nullableText(),
  team_lead_id: optionalId,
});
export type TeamCreateRequest = z.infer<typeof teamCreateRequest>;

export const teamUpdateRequest = z.object({
  department_id: recordId(),
  name: requiredText(),
  code: nullableText(20).transform((v) => v?.toUpperCase() ?? null),
  description: nullableText(),
  status: z.enum(['active', 'inactive']).optional(),
});
export type TeamUpdateRequest = z.infer<typeof teamUpdateRequest>;

export const teamStatusRequest = z.object({ status: z.enum(TEAM_STATUSES) });

export const teamMembersRequest = z.object({
  employee_ids: z.array(recordId()).min(1, 'Please select at least one employee to add.').max(500),
});

export const teamLeadRequest = z.object({ team_lead_id: recordId() });

export const teamPerson = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  employee_id: z.string(),
  email: z.string(),
  job_title: z.string().nullable(),
  status: z.string(),
});

export const teamMember = teamPerson.extend({
  is_team_lead: z.boolean(),
  joined_team_at: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const team = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  department_id: z.number(),
  department: z.object({ id: z.number(), name: z.string(), company: named }),
  status: z.string(),
  team_lead_id: z.number().nullable(),
  team_lead: teamPerson.nullable(),
  members_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Team = z.infer<typeof team>;

export const teamListQuery = pageQuery.extend({
  search: searchParam,
  company_id: idParam.optional(),
  department_id: idParam.optional(),
  status: z.enum(TEAM_STATUSES).optional(),
  lead: z.enum(['assigned', 'vacant']).optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuery>;
