import { z } from 'zod';
import {
  booleanParam,
  idParam,
  isoDate,
  nullableText,
  pageQuery,
  recordId,
  requiredText,
  searchParam,
} from './common';
import { MAX_MONEY } from './constants';
import { WAGE_CLASSES } from './enums';
import { normaliseFinancialYear, TAX_REGIME_KINDS } from './tax-year';

export const COMPONENT_TYPES = ['earning', 'deduction'] as const;
export const CALCULATION_TYPES = ['fixed', 'percentage', 'formula'] as const;

/** Codes of the standard components, and the payroll breakdown field each one feeds (API.md). */
export const COMPONENT_FIELDS = {
  BASIC: 'basic_salary',
  DA: 'dearness_allowance',
  HRA: 'hra',
  MEDICAL: 'medical_allowance',
  CONVEYANCE: 'conveyance_allowance',
  TRAVEL: 'travel_allowance',
  INTERNET: 'internet_allowance',
  UNIFORM: 'uniform_allowance',
  CAR: 'car_allowance',
  LTA: 'lta',
  DAILY: 'daily_allowance',
  VARIABLE: 'variable_pay',
  LEAVE_CASH: 'leave_cash',
  OT: 'ot_amount',
  OTHER_ALLOWANCE: 'other_allowance',
  OTHER_REIMB: 'other_reimbursement',
  /**
   * The employer's NPS contribution: an earning line of the structure that is an employer
   * contribution (EMPLOYER_CONTRIBUTION_FIELDS' `nps`), neither gross nor net pay, taxable under s.17(1)(viii)
   * and deductible under s.80CCD(2).
   */
  NPS_EMPLOYER: 'nps',
  PF: 'pf_deduction',
  VPF: 'vpf_deduction',
  ESIC: 'esic_deduction',
  PT: 'professional_tax',
  NPS: 'nps_deduction',
  TDS: 'tds_deduction',
  LOAN: 'loan_deduction',
  ADVANCE: 'advance_deduction',
  OTHER_DEDUCTION: 'other_deduction',
} as const;

/** Statutory deductions are computed by the payroll engine, never typed in. */
export const STATUTORY_CODES = ['PF', 'ESIC', 'PT', 'TDS'] as const;

// ---- salary components

const componentCode = z
  .string()
  .trim()
  .min(1, 'Component code is required')
  .max(30)
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'The code may contain only letters, digits and underscores.'));

export const salaryComponentRequest = z
  .object({
    name: z.string().trim().min(1, 'Component name is required').max(150),
    code: componentCode,
    type: z.enum(COMPONENT_TYPES).default('earning'),
    calculation_type: z.enum(CALCULATION_TYPES).default('fixed'),
    formula: nullableText(500),
    country_id: recordId().default(1),
    is_statutory: z.boolean().default(false),
    is_taxable: z.boolean().default(true),
    is_active: z.boolean().default(true),
    /**
     * The class under the Labour Codes; left out (a client written before it), a new earning is wages and a
     * deduction not remuneration, and an edited component keeps its class.
     */
    wage_class: z
      .enum(WAGE_CLASSES, { error: 'Choose how the Labour Codes count the component.' })
      .optional(),
    /** The clause of the Code on Wages s.2(y) that excludes it (the CODE_WAGES rules list them); excluded only. */
    exclusion_clause: z
      .string()
      .trim()
      .max(4)
      .nullish()
      .transform((v) => v || null),
    metadata: z
      .record(z.string(), z.unknown())
      .nullish()
      .transform((v) => v ?? {}),
  })
  .refine((v) => v.calculation_type !== 'formula' || v.formula !== null, {
    message: 'A formula is required for formula components.',
    path: ['formula'],
  })
  .transform((v) => (v.calculation_type === 'formula' ? v : { ...v, formula: null }));
export type SalaryComponentRequest = z.infer<typeof salaryComponentRequest>;

export const salaryComponent = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  type: z.enum(COMPONENT_TYPES),
  calculation_type: z.enum(CALCULATION_TYPES),
  formula: z.string().nullable(),
  country_id: z.number(),
  country: z.object({ id: z.number(), name: z.string() }),
  is_statutory: z.boolean(),
  is_taxable: z.boolean(),
  is_active: z.boolean(),
  is_system_defined: z.boolean(),
  wage_class: z.enum(WAGE_CLASSES),
  exclusion_clause: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SalaryComponent = z.infer<typeof salaryComponent>;

export const salaryComponentListQuery = pageQuery.extend({
  search: searchParam,
  type: z.enum(COMPONENT_TYPES).optional(),
  country_id: idParam.optional(),
  is_active: booleanParam.optional(),
  is_statutory: booleanParam.optional(),
});

export const salaryComponentStats = z.object({
  total: z.number(),
  earnings: z.number(),
  deductions: z.number(),
  statutory: z.number(),
});

// ---- tax regimes

const money = z.number().min(0).max(MAX_MONEY);

export const taxSlabInput = z.object({
  min_income: money,
  max_income: money.nullable(),
  rate: z
    .number()
    .min(0, 'The rate must be between 0 and 100.')
    .max(100, 'The rate must be between 0 and 100.'),
  tax_amount: money.default(0),
});
export type TaxSlabInput = z.infer<typeof taxSlabInput>;

const cap = money.nullable().default(null);

/**
 * What a regime allows besides the standard deduction, each a yearly cap in rupees (null: not allowed). The
 * old regime allows them all; the new regime (s.115BAC(2)) only employer NPS under s.80CCD(2).
 */
export const regimeDeductions = z.object({
  /** s.16(iii): professional tax actually deducted, up to this. */
  professional_tax_max: cap,
  /** s.10(13A) with rule 2A: the least of HRA received, rent less a share of salary, a share of salary. */
  hra: z
    .object({
      metro_percent: z.number().min(0).max(100),
      other_percent: z.number().min(0).max(100),
      rent_excess_percent: z.number().min(0).max(100),
      /** Above this much rent in the year the landlord's PAN is required (CBDT circular 8/2013). */
      landlord_pan_above: money,
      /** The cities whose rent earns `metro_percent` (rule 2A: four; the 2026 Rules: eight). */
      metro_cities: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
    })
    .nullable()
    .default(null),
  /** s.10(5): leave travel, up to the LTA paid in the year. */
  lta: z.boolean().default(false),
  /** s.80C with employee PF and VPF, within s.80CCE. */
  section_80c_max: cap,
  section_80ccd_1b_max: cap,
  section_80d_self_max: cap,
  section_80d_self_senior_max: cap,
  section_80d_parents_max: cap,
  section_80d_parents_senior_max: cap,
  /** The age from which s.80D's senior limits apply to the employee. */
  senior_age: z.number().int().min(1).max(120).default(60),
  /** s.80E allows the whole interest; s.80G the deductible amount declared. */
  section_80e: z.boolean().default(false),
  section_80g: z.boolean().default(false),
  /** s.24(b): interest on a self-occupied home loan. */
  home_loan_interest_max: cap,
  /** s.80CCD(2): employer NPS up to this percentage of BASIC + DA. */
  employer_nps_percent: z.number().min(0).max(100).nullable().default(null),
});
export type RegimeDeductions = z.infer<typeof regimeDeductions>;

export const taxRegimeMetadata = z.object({
  standard_deduction: money.default(0),
  rebate_87a: z
    .object({ max_income: money, max_rebate: money, marginal_relief: z.boolean().default(false) })
    .nullable()
    .default(null),
  cess_rate: z.number().min(0).max(100).default(4),
  surcharge: z
    .array(z.object({ above: money, rate: z.number().min(0).max(100) }))
    .max(10)
    .default([]),
  no_deductions: z.boolean().default(false),
  /** Which of the Indian regimes this is; an employee's choice of "new" or "old" picks the regime of that kind. */
  kind: z.enum(TAX_REGIME_KINDS).nullable().default(null),
  /**
   * Slabs for older residents (old regime: 60 and 80): the highest `min_age` reached during the financial year
   * replaces the regime's slabs.
   */
  age_slabs: z
    .array(
      z.object({ min_age: z.number().int().min(1).max(120), slabs: z.array(taxSlabInput).min(1).max(20) }),
    )
    .max(4)
    .default([]),
  /**
   * s.288A and s.288B: total income and the tax payable rounded to the nearest multiple of this many rupees,
   * paise ignored first (5 and above rounds up).
   */
  rounding: z
    .object({
      total_income: z.number().int().min(1).max(100).default(10),
      tax: z.number().int().min(1).max(100).default(10),
    })
    .default({ total_income: 10, tax: 10 }),
  deductions: regimeDeductions.default(regimeDeductions.parse({})),
});
export type TaxRegimeMetadata = z.infer<typeof taxRegimeMetadata>;

export const taxSlab = z.object({
  id: z.number(),
  min_income: z.number(),
  max_income: z.number().nullable(),
  rate: z.number(),
  tax_rate: z.number(),
  tax_amount: z.number(),
});

export const FINANCIAL_YEAR_MESSAGE =
  'The financial year must look like 2025-26 (2025-2026, FY 2025-26 or 2025 also do).';

/** A financial year as typed (see normaliseFinancialYear), stored as "2025-26". */
export const typedFinancialYear = z
  .string()
  .trim()
  .min(1, { abort: true })
  // A refinement rather than a failing transform, so a form shows this message beside its others.
  .refine((value) => normaliseFinancialYear(value) !== null, FINANCIAL_YEAR_MESSAGE)
  .transform((value) => normaliseFinancialYear(value) ?? value);

export const taxRegimeRequest = z.object({
  name: requiredText(150),
  /**
   * Optional (spec 2 §5 needs only name, financial year and country): left out, a new regime's code is
   * derived from its country, name and year (IN-NEW-2025-26) and an edited one keeps its code.
   */
  code: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v?.toUpperCase() || null),
  description: nullableText(),
  country_id: recordId(),
  financial_year: typedFinancialYear,
  is_default: z.boolean().default(false),
  is_active: z.boolean().default(true),
  effective_from: isoDate.nullish(),
  effective_to: isoDate.nullish(),
  metadata: taxRegimeMetadata.default(taxRegimeMetadata.parse({})),
});
export type TaxRegimeRequest = z.infer<typeof taxRegimeRequest>;

export const taxRegime = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  country_id: z.number(),
  country: z.object({
    id: z.number(),
    name: z.string(),
    currency_code: z.string(),
    currency_symbol: z.string(),
  }),
  financial_year: z.string(),
  is_default: z.boolean(),
  is_active: z.boolean(),
  effective_from: z.string().nullable(),
  effective_to: z.string().nullable(),
  metadata: taxRegimeMetadata,
  tax_slabs: z.array(taxSlab),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TaxRegime = z.infer<typeof taxRegime>;

export const taxRegimeListQuery = pageQuery.extend({
  search: searchParam,
  country_id: idParam.optional(),
  is_active: booleanParam.optional(),
  financial_year: searchParam,
});

export const taxRegimeStats = z.object({
  total: z.number(),
  active: z.number(),
  default: z.number(),
  countries: z.number(),
});

export const slabsRequest = z.object({ slabs: z.array(taxSlabInput).min(1).max(20) });

/** `age` picks the old regime's slabs for older residents (below 60 when omitted). */
export const calculateTaxRequest = z.object({
  annual_income: money,
  age: z.number().int().min(0).max(130).optional(),
});

export const taxCalculation = z.object({
  annual_income: z.number(),
  standard_deduction: z.number(),
  /** Total income rounded under s.288A; `income_rounding` is the rounding's signed difference. */
  taxable_income: z.number(),
  income_rounding: z.number(),
  slab_tax: z.number(),
  rebate_87a: z.number(),
  marginal_relief: z.number(),
  surcharge: z.number(),
  cess: z.number(),
  /** Tax before s.288B's rounding, the rounding's signed difference, and the tax payable after it. */
  tax_before_rounding: z.number(),
  tax_rounding: z.number(),
  total_tax: z.number(),
  monthly_tax: z.number(),
  slabs: z.array(
    z.object({
      min_income: z.number(),
      max_income: z.number().nullable(),
      rate: z.number(),
      taxable_amount: z.number(),
      tax: z.number(),
    }),
  ),
});
export type TaxCalculation = z.infer<typeof taxCalculation>;

// ---- professional tax

export const professionalTaxSlab = z.object({
  id: z.number(),
  state: z.string(),
  gender: z.string().nullable(),
  min_salary: z.number(),
  max_salary: z.number().nullable(),
  period_months: z.number(),
  amount: z.number(),
  special_month: z.number().nullable(),
  special_month_amount: z.number().nullable(),
  effective_from: z.string(),
});
