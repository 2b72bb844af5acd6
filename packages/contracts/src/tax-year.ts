import { z } from 'zod';
import { idParam, isoDate, nullableText, pageQuery, searchParam } from './common';
import { MAX_MONEY } from './constants';
import { PAYROLL_STATUSES } from './enums';
import type { StatuteSection } from './statute';
import { PAN_PATTERN, TAN_PATTERN } from './statutory';

/**
 * Each employee's income-tax year: the regime they chose, their declarations and proofs, previous
 * employment and other income; a company's cut-offs for the year; TDS challans; Form 16 and Form 24Q.
 * Amounts in rupees (the server keeps paise in its engine). Every rate, cap and limit the figures use lives
 * in the tax regime's metadata (see taxRegimeMetadata in compensation.ts), not here.
 */

/** s.115BAC(1A): the new regime unless the employee opts out of it. */
export const TAX_REGIME_KINDS = ['new', 'old'] as const;
export type TaxRegimeKind = (typeof TAX_REGIME_KINDS)[number];
export const DEFAULT_TAX_REGIME_KIND: TaxRegimeKind = 'new';

/** A financial year written 2026-27: two consecutive years. */
export const financialYearParam = z
  .string()
  .regex(/^\d{4}-\d{2}$/, 'The financial year must be in the form 2025-26.')
  .refine((fy) => (Number(fy.slice(0, 4)) + 1) % 100 === Number(fy.slice(5)), {
    message: 'The financial year must be two consecutive years, like 2025-26.',
  });

/** "2026-27": the financial year that starts in April of `startYear`. */
export const financialYearLabel = (startYear: number) =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/**
 * A financial year as people type it — "2025-26", "2025-2026", "FY 2025-26", "FY2025/26" or just "2025" (the
 * year it starts in) — as the stored "2025-26"; null for anything else (years that do not follow each other).
 */
export function normaliseFinancialYear(text: string): string | null {
  const match = /^(?:FY\s*)?(\d{4})(?:\s*[-/–]\s*(\d{4}|\d{2}))?$/i.exec(text.trim());
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2];
  if (start < 1900 || start > 2998) return null;
  if (end !== undefined && Number(end) !== (end.length === 2 ? (start + 1) % 100 : start + 1)) return null;
  return financialYearLabel(start);
}

/** The calendar year a financial year starts in: 2026 for "2026-27". */
export const financialYearStart = (financialYear: string) => Number(financialYear.slice(0, 4));

/** The financial year a date (YYYY-MM-DD) falls in: April to March. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  return financialYearLabel(Number(date.slice(5, 7)) >= 4 ? year : year - 1);
}

/** The financial year `by` years after "2026-27" (before it when negative). */
export const shiftFinancialYear = (financialYear: string, by: number) =>
  financialYearLabel(financialYearStart(financialYear) + by);

/** Its first and last day: 1 April 2026 and 31 March 2027 for "2026-27". */
export function financialYearDates(financialYear: string) {
  const start = financialYearStart(financialYear);
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** Its first and last month as comparable numbers (year × 12 + month), April to March. */
export function financialYearMonthSpan(financialYear: string) {
  const start = financialYearStart(financialYear);
  return { from: start * 12 + 4, to: (start + 1) * 12 + 3 };
}

/** Its twelve pay months, April to March, as [year, month]. */
export function financialYearMonths(financialYear: string): [number, number][] {
  const start = financialYearStart(financialYear);
  return Array.from({ length: 12 }, (_, i): [number, number] => {
    const month = ((i + 3) % 12) + 1;
    return [month >= 4 ? start : start + 1, month];
  });
}

/** The three pay months of a quarter (1: April–June … 4: January–March), as [year, month]. */
export const quarterMonths = (financialYear: string, quarter: number) =>
  financialYearMonths(financialYear).slice((quarter - 1) * 3, quarter * 3);

/**
 * The declared amounts that take a proof and a verification, each a row of its own. Rent is per month (the
 * HRA exemption is computed month by month); the others are for the year.
 */
export const DECLARATION_SECTIONS = [
  'rent_paid_monthly',
  'section_80c',
  'section_80ccd_1b',
  'section_80d_self',
  'section_80d_parents',
  'section_80e',
  'section_80g',
  'home_loan_interest',
  'lta',
] as const;
export type DeclarationSection = (typeof DECLARATION_SECTIONS)[number];

/** What each declaration is; the section it rests on is the year's (DECLARATION_STATUTE with the statute). */
export const DECLARATION_LABELS: Record<DeclarationSection, string> = {
  rent_paid_monthly: 'Rent paid per month (HRA)',
  section_80c: 'Life insurance, PF, ELSS and other investments',
  section_80ccd_1b: 'Own additional NPS contribution',
  section_80d_self: 'Health insurance, self and family',
  section_80d_parents: 'Health insurance, parents',
  section_80e: 'Interest on an education loan',
  section_80g: 'Donations (deductible amount)',
  home_loan_interest: 'Interest on a self-occupied home loan',
  lta: 'Leave travel',
};

/** The provision of the statute each declaration rests on (cite it with the year's statute). */
export const DECLARATION_STATUTE: Record<DeclarationSection, StatuteSection> = {
  rent_paid_monthly: 'hra',
  section_80c: 'life_insurance_pf',
  section_80ccd_1b: 'nps_additional',
  section_80d_self: 'health_insurance',
  section_80d_parents: 'health_insurance',
  section_80e: 'education_loan',
  section_80g: 'donations',
  home_loan_interest: 'house_property_interest',
  lta: 'lta',
};

/**
 * declared: no proof yet; submitted: a proof awaits HR; accepted (perhaps at a lower amount); rejected with a
 * reason (a new proof submits it again).
 */
export const DECLARATION_STATUSES = ['declared', 'submitted', 'accepted', 'rejected'] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];

/** Proof files: PDF, JPEG or PNG (checked by their content), at most 5 MB each, at most 10 per declaration. */
export const TAX_PROOF_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const TAX_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const TAX_PROOFS_PER_DECLARATION = 10;

const amount = z.number().min(0, 'The amount may not be negative.').max(MAX_MONEY);

const declaredAmounts = Object.fromEntries(DECLARATION_SECTIONS.map((s) => [s, amount.default(0)])) as {
  [K in DeclarationSection]: z.ZodDefault<typeof amount>;
};

const panField = z
  .string()
  .trim()
  .toUpperCase()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || PAN_PATTERN.test(v), 'The PAN must look like ABCDE1234F.');

/** Relationships Form 124 asks of a landlord (the 2026 Rules added the question). */
export const LANDLORD_RELATIONSHIPS = [
  'none',
  'parent',
  'spouse',
  'child',
  'sibling',
  'other relative',
] as const;
export type LandlordRelationship = (typeof LANDLORD_RELATIONSHIPS)[number];

/** A landlord of the rented home (Form 124, item 1): the PAN is required above the year's rent limit. */
export const taxLandlord = z.object({
  name: z.string().trim().min(1, 'The landlord’s name is required.').max(150),
  address: nullableText(300),
  pan: panField,
  relationship: z.enum(LANDLORD_RELATIONSHIPS).default('none'),
});
export type TaxLandlord = z.infer<typeof taxLandlord>;

/** The lender of a housing loan whose interest is claimed (Form 124, item 3). */
export const housingLoanLender = z.object({
  name: z.string().trim().min(1, 'The lender’s name is required.').max(150),
  pan: panField,
});
export type HousingLoanLender = z.infer<typeof housingLoanLender>;

export const MAX_LANDLORDS = 4;

/** Former and common names of the cities the HRA rules list, so "Bangalore" finds "Bengaluru". */
const CITY_NAMES: Record<string, string> = {
  bangalore: 'bengaluru',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  'new delhi': 'delhi',
};
const cityKey = (city: string) => {
  const key = city.trim().toLowerCase().replace(/\s+/g, ' ');
  return CITY_NAMES[key] ?? key;
};

/**
 * Whether rent paid in `city` earns the higher HRA share under a year's list of metro cities; without a city,
 * the employee's own "metro" answer stands.
 */
export function rentInMetro(city: string | null, metroCities: readonly string[], declared: boolean): boolean {
  if (!city) return declared;
  const key = cityKey(city);
  return metroCities.some((c) => cityKey(c) === key);
}

export const declarationsInput = z.object({
  ...declaredAmounts,
  /**
   * Rent is paid in a city of the year's higher HRA share (rule 2A: Delhi, Mumbai, Kolkata, Chennai; from
   * 2026-27 the Rules' eight). Given `rent_city`, the year's list decides instead.
   */
  metro_city: z.boolean().default(false),
  /** The city where the rent is paid; the year's HRA rules (`metro_cities`) say whether it is a metro. */
  rent_city: nullableText(60),
  /** A parent is 60 or older (s.80D's higher limit for parents). */
  parents_senior: z.boolean().default(false),
  /** Up to four landlords; without it, `landlord_name` and `landlord_pan` name a single one. */
  landlords: z.array(taxLandlord).max(MAX_LANDLORDS, 'At most four landlords.').optional(),
  landlord_name: nullableText(150),
  /** Required when rent exceeds the regime's limit for the year (₹1 lakh, CBDT circular 8/2013). */
  landlord_pan: panField,
  housing_loan_lender: housingLoanLender.nullish().transform((v) => v ?? null),
});
export type DeclarationsInput = z.infer<typeof declarationsInput>;

/** Form 12B: what a previous employer paid and deducted earlier in the same financial year. */
export const previousEmploymentInput = z.object({
  /** Form 122: who the previous employer was and when. */
  employer_name: nullableText(150),
  employer_tan: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || TAN_PATTERN.test(v), 'The TAN must look like MUMA12345B.'),
  from: isoDate.nullish().transform((v) => v ?? null),
  to: isoDate.nullish().transform((v) => v ?? null),
  salary: amount.default(0),
  exempt_allowances: amount.default(0),
  pf: amount.default(0),
  professional_tax: amount.default(0),
  tds: amount.default(0),
});
export type PreviousEmploymentInput = z.infer<typeof previousEmploymentInput>;

export const taxYearQuery = z.object({ financial_year: financialYearParam.optional() });

/** GET /api/employees/{id}/form124?tax_year= (and form122, form123, POST form124/sign): the year's form. */
export const declarationFormQuery = z.object({ tax_year: financialYearParam });

/** PUT /api/employees/{id}/tax-declaration?financial_year=2026-27 */
export const taxDeclarationRequest = z.object({
  regime: z.enum(TAX_REGIME_KINDS).default(DEFAULT_TAX_REGIME_KIND),
  declarations: declarationsInput.default(declarationsInput.parse({})),
  previous_employment: previousEmploymentInput.default(previousEmploymentInput.parse({})),
  other_income: amount.default(0),
});
export type TaxDeclarationRequest = z.infer<typeof taxDeclarationRequest>;

export const taxProof = z.object({
  id: z.number(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
});
export type TaxProof = z.infer<typeof taxProof>;

/** One declaration's verification state, its proofs and the amount TDS counts today. */
export const declarationItem = z.object({
  id: z.number(),
  section: z.enum(DECLARATION_SECTIONS),
  declared_amount: z.number(),
  status: z.enum(DECLARATION_STATUSES),
  verified_amount: z.number().nullable(),
  rejection_reason: z.string().nullable(),
  verified_at: z.string().nullable(),
  verified_by: z.string().nullable(),
  proofs: z.array(taxProof),
  /** Past the proof deadline without being accepted: TDS no longer counts it. */
  lapsed: z.boolean(),
  /** What TDS counts: the declared amount before the deadline, the verified amount (or 0) after it. */
  effective_amount: z.number(),
});
export type DeclarationItem = z.infer<typeof declarationItem>;

/** The company's cut-offs for a year (null: not set — regime choice and proofs stay open). */
export const taxYearSettings = z.object({
  company_id: z.number(),
  financial_year: z.string(),
  regime_choice_until: z.string().nullable(),
  proof_window_from: z.string().nullable(),
  proof_deadline: z.string().nullable(),
});
export type TaxYearSettings = z.infer<typeof taxYearSettings>;

/** GET /api/employees/{id}/tax-declaration → { tax_declaration } */
export const taxDeclaration = z.object({
  employee_id: z.number(),
  financial_year: z.string(),
  regime: z.enum(TAX_REGIME_KINDS),
  /** When the employee (or HR) last chose; null: never chosen, the default applies. */
  regime_chosen_at: z.string().nullable(),
  // Answers repeat the input's fields without its transforms (a response is encoded, not parsed).
  declarations: declarationsInput.extend({
    rent_city: z.string().nullable(),
    landlord_name: z.string().nullable(),
    landlord_pan: z.string().nullable(),
    landlords: z.array(
      z.object({
        name: z.string(),
        address: z.string().nullable(),
        pan: z.string().nullable(),
        relationship: z.enum(LANDLORD_RELATIONSHIPS),
      }),
    ),
    housing_loan_lender: z.object({ name: z.string(), pan: z.string().nullable() }).nullable(),
  }),
  previous_employment: previousEmploymentInput.extend({
    employer_name: z.string().nullable(),
    employer_tan: z.string().nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  other_income: z.number(),
  items: z.array(declarationItem),
  settings: taxYearSettings,
  /** The regime can no longer be changed (the cut-off passed). */
  regime_locked: z.boolean(),
  /** Proofs can be uploaded today (within the window). */
  proofs_open: z.boolean(),
  /** The proof deadline passed: TDS counts verified amounts only. */
  proofs_closed: z.boolean(),
  lapsed_sections: z.array(z.enum(DECLARATION_SECTIONS)),
  /** Rent a year above which the landlord's PAN is required (the year's old regime); null: never. */
  landlord_pan_above: z.number().nullable(),
  /** The cities whose rent earns the higher HRA share in this year (the year's old regime). */
  metro_cities: z.array(z.string()),
  /** Form 124: when the employee signed it off (null: a draft until they do). */
  form124_signed_at: z.string().nullable(),
});
export type TaxDeclaration = z.infer<typeof taxDeclaration>;

/** PUT /api/companies/{id}/tax-years/{financial_year} (and GET). */
export const taxYearSettingsRequest = z
  .object({
    regime_choice_until: isoDate.nullish().transform((v) => v ?? null),
    proof_window_from: isoDate.nullish().transform((v) => v ?? null),
    proof_deadline: isoDate.nullish().transform((v) => v ?? null),
  })
  .refine((s) => !s.proof_window_from || !s.proof_deadline || s.proof_deadline >= s.proof_window_from, {
    path: ['proof_deadline'],
    message: 'The proof deadline must be on or after the window opens.',
  });
export type TaxYearSettingsRequest = z.infer<typeof taxYearSettingsRequest>;

/** POST /api/tax-declaration-items/{id}/verify */
export const verifyDeclarationRequest = z.discriminatedUnion('action', [
  /** Accept, at the declared amount or a lower one. */
  z.object({ action: z.literal('accept'), amount: amount.optional() }),
  z.object({
    action: z.literal('reject'),
    reason: z.string().trim().min(1, 'Say why the proof is rejected.').max(500),
  }),
]);
export type VerifyDeclarationRequest = z.infer<typeof verifyDeclarationRequest>;

/** GET /api/tax-declarations?financial_year=&company_id=&regime=&status= — HR's list of who chose what. */
export const taxDeclarationListRow = z.object({
  employee_id: z.number(),
  employee_code: z.string(),
  employee_name: z.string(),
  company_id: z.number(),
  regime: z.enum(TAX_REGIME_KINDS),
  regime_chosen_at: z.string().nullable(),
  declared_total: z.number(),
  /** Declarations with a proof awaiting verification. */
  pending: z.number(),
  accepted: z.number(),
  rejected: z.number(),
});
export type TaxDeclarationListRow = z.infer<typeof taxDeclarationListRow>;

/** pending: a proof awaits verification; accepted / rejected: at least one declaration was. */
export const TAX_DECLARATION_LIST_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export const taxDeclarationListQuery = pageQuery.extend({
  financial_year: financialYearParam.optional(),
  company_id: idParam.optional(),
  regime: z.enum(TAX_REGIME_KINDS).optional(),
  status: z.enum(TAX_DECLARATION_LIST_STATUSES).optional(),
  search: searchParam,
});
export type TaxDeclarationListQuery = z.infer<typeof taxDeclarationListQuery>;

/** The company's year at a glance (whatever the list's regime, status and search filters). */
export const taxDeclarationListSummary = z.object({
  employees: z.number(),
  new_regime: z.number(),
  old_regime: z.number(),
  /** Employees who chose (or confirmed) a regime themselves. */
  chosen: z.number(),
  /** Declarations with a proof awaiting verification. */
  pending: z.number(),
});
export type TaxDeclarationListSummary = z.infer<typeof taxDeclarationListSummary>;

/** One regime's figures on the employee's own pay and declarations. */
export const regimeFigures = z.object({
  regime_id: z.number().nullable(),
  gross_salary: z.number(),
  exemptions: z.number(),
  standard_deduction: z.number(),
  deductions: z.number(),
  taxable_income: z.number(),
  total_tax: z.number(),
  monthly_tax: z.number(),
});
export type RegimeFigures = z.infer<typeof regimeFigures>;

/** GET /api/employees/{id}/tax-comparison?financial_year= */
export const taxComparison = z.object({
  financial_year: z.string(),
  new: regimeFigures,
  old: regimeFigures,
  /** The regime with less tax; the new one (the default) on a tie, when `saving` is 0 and neither is better. */
  recommended: z.enum(TAX_REGIME_KINDS),
  /** Tax saved by the recommended regime over the other. */
  saving: z.number(),
});
export type TaxComparison = z.infer<typeof taxComparison>;

// ---- TDS challans

export const BSR_CODE_PATTERN = /^[0-9]{7}$/;
export const CHALLAN_SERIAL_PATTERN = /^[0-9]{5}$/;

/** POST /api/tds-challans, PUT /api/tds-challans/{id} */
export const tdsChallanRequest = z.object({
  company_id: z.number().int().positive().optional(),
  year: z.number().int().min(2000).max(2100),
  month: z.number().int().min(1).max(12),
  bsr_code: z.string().trim().regex(BSR_CODE_PATTERN, 'The BSR code is the bank branch’s 7 digits.'),
  deposited_on: isoDate,
  challan_serial: z.string().trim().regex(CHALLAN_SERIAL_PATTERN, 'The challan serial number is 5 digits.'),
  tax: amount,
  surcharge: amount.default(0),
  cess: amount.default(0),
  interest: amount.default(0),
  fee: amount.default(0),
  others: amount.default(0),
  minor_head: z.enum(['200', '400']).default('200'),
  notes: nullableText(500),
});
export type TdsChallanRequest = z.infer<typeof tdsChallanRequest>;

export const tdsChallan = z.object({
  id: z.number(),
  company_id: z.number(),
  financial_year: z.string(),
  quarter: z.number(),
  year: z.number(),
  month: z.number(),
  bsr_code: z.string(),
  deposited_on: z.string(),
  challan_serial: z.string(),
  tax: z.number(),
  surcharge: z.number(),
  cess: z.number(),
  interest: z.number(),
  fee: z.number(),
  others: z.number(),
  total: z.number(),
  minor_head: z.string(),
  notes: z.string().nullable(),
  /** TDS deducted in the month's runs (approved or paid) and whether the month's deposits cover it. */
  deducted: z.number(),
  /** Tax + surcharge + cess of every challan of the same month (interest and fee cover no deduction). */
  month_deposited: z.number(),
  covered: z.boolean(),
  /** The month's due date (rule 30(1)(b), from the TDS rates in force) and whether this deposit missed it. */
  due_on: z.string().nullable(),
  late: z.boolean(),
  created_at: z.string(),
});
export type TdsChallan = z.infer<typeof tdsChallan>;

/** GET /api/tds-challans?company_id=&financial_year=&page= (the year defaults to today's). */
export const tdsChallanListQuery = pageQuery.extend({
  company_id: idParam.optional(),
  financial_year: financialYearParam.optional(),
});
export const tdsChallanSummaryQuery = tdsChallanListQuery.pick({ company_id: true, financial_year: true });

/** One month of the year: TDS deducted (approved and paid runs) against what its challans deposited. */
export const tdsMonthCoverage = z.object({
  year: z.number(),
  month: z.number(),
  quarter: z.number(),
  deducted: z.number(),
  deposited: z.number(),
  shortfall: z.number(),
  challans: z.number(),
  due_on: z.string().nullable(),
  /** A challan of the month was deposited after the due date (interest under s.201(1A) is the employer's). */
  late: z.boolean(),
  covered: z.boolean(),
});
export type TdsMonthCoverage = z.infer<typeof tdsMonthCoverage>;

/** GET /api/tds-challans/summary?company_id=&financial_year= → { tds_challan_summary } */
export const tdsChallanSummary = z.object({
  company_id: z.number(),
  financial_year: z.string(),
  months: z.array(tdsMonthCoverage),
  quarters: z.array(
    z.object({
      quarter: z.number(),
      deducted: z.number(),
      deposited: z.number(),
      shortfall: z.number(),
      late: z.boolean(),
      covered: z.boolean(),
    }),
  ),
});
export type TdsChallanSummary = z.infer<typeof tdsChallanSummary>;

// ---- which challan paid whose tax

/** One run's TDS credited to a challan (rupees): the employee, the run's TDS, and the amount this challan paid. */
export const tdsAllocationLine = z.object({
  payroll_run_id: z.number(),
  employee_id: z.number(),
  employee_code: z.string(),
  employee_name: z.string(),
  /** The run's whole TDS, and how much of it other challans of the month pay. */
  run_tds: z.number(),
  elsewhere: z.number(),
  amount: z.number(),
});
export type TdsAllocationLine = z.infer<typeof tdsAllocationLine>;

/** GET /api/tds-challans/{id}/allocations: the deductees this challan pays (HR's choice or the default split). */
export const tdsChallanAllocations = z.object({
  challan_id: z.number(),
  year: z.number(),
  month: z.number(),
  /** Tax + surcharge + cess the challan paid in, and how much of it is credited to deductees. */
  deposited: z.number(),
  allocated: z.number(),
  /** HR chose this challan's deductees (false: the default split). */
  chosen: z.boolean(),
  /** Every approved or paid run of the month with TDS: what this challan pays of each (0 when nothing). */
  lines: z.array(tdsAllocationLine),
});
export type TdsChallanAllocations = z.infer<typeof tdsChallanAllocations>;

/** PUT /api/tds-challans/{id}/allocations: the runs this challan paid and how much of each ([] = the default). */
export const tdsAllocationRequest = z.object({
  allocations: z
    .array(
      z.object({
        payroll_run_id: z.number().int().positive(),
        amount: z
          .number({ error: 'The amount must be a number.' })
          .positive('The amount must be more than ₹0.')
          .max(MAX_MONEY)
          .multipleOf(0.01, 'The amount may have at most two decimals.'),
      }),
    )
    .max(10_000),
});
export type TdsAllocationRequest = z.infer<typeof tdsAllocationRequest>;

// ---- filed quarterly statements (Form 24Q up to 2025-26, Form 138 from 2026-27)

export const TDS_STATEMENT_FORMS = ['24Q', '138'] as const;
export type TdsStatementForm = (typeof TDS_STATEMENT_FORMS)[number];
/**
 * What the portal gives back for a filed statement: the 8-letter receipt number the certificate's Part A
 * quotes, or the 15-digit provisional receipt (token) number of the acknowledgement.
 */
export const TDS_RECEIPT_PATTERN = /^([A-Z]{8}|[0-9]{15})$/;

/** POST /api/tds-statements: a quarter's statement as filed (recording a quarter again corrects it). */
export const tdsStatementRequest = z.object({
  company_id: z.number().int().positive().optional(),
  tax_year: financialYearParam,
  quarter: z
    .number({ error: 'Choose the quarter.' })
    .int()
    .min(1, 'Choose the quarter.')
    .max(4, 'Choose the quarter.'),
  form: z.enum(TDS_STATEMENT_FORMS, { error: 'Choose the form: 24Q or 138.' }),
  receipt_number: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          TDS_RECEIPT_PATTERN,
          'The receipt number is the 8 letters the portal gives, or the 15-digit token number.',
        ),
    ),
  filed_on: isoDate,
});
export type TdsStatementRequest = z.infer<typeof tdsStatementRequest>;

export const tdsStatement = z.object({
  id: z.number(),
  company_id: z.number(),
  tax_year: z.string(),
  quarter: z.number(),
  form: z.enum(TDS_STATEMENT_FORMS),
  receipt_number: z.string(),
  filed_on: z.string(),
  /** The statement's due date (from the TDS rates of the year), and whether it was filed after it. */
  due_on: z.string().nullable(),
  late: z.boolean(),
  recorded_by: z.string().nullable(),
  updated_at: z.string(),
});
export type TdsStatement = z.infer<typeof tdsStatement>;

/** GET /api/tds-statements?company_id=&tax_year= */
export const tdsStatementListQuery = z.object({
  company_id: idParam.optional(),
  tax_year: financialYearParam,
});

/** The quarter (1–4: April–June … January–March) of a month in the financial year. */
export const quarterOfMonth = (month: number) => Math.floor(((month + 8) % 12) / 3) + 1;

// ---- Form 16

export const TAX_JOB_KINDS = { form16Bulk: 'tax.form16-bulk' } as const;

/** POST /api/form16/generate { company_id, financial_year } → 202 { job_id } */
export const form16GenerateRequest = z.object({
  company_id: z.number().int().positive().optional(),
  financial_year: financialYearParam,
});

// ---- the year's position ("why is my TDS what it is")

/** A month of salary as the year counts it: paid (a run) or projected at the structure's full monthly rate. */
export const taxMonth = z.object({
  year: z.number(),
  month: z.number(),
  taxable: z.number(),
  basic_da: z.number(),
  hra: z.number(),
  employee_pf: z.number(),
  professional_tax: z.number(),
  tds: z.number(),
  projected: z.boolean(),
  /** The run's status (processed, approved, paid, imported); null for a projected month. Only "paid" was paid. */
  status: z.enum(PAYROLL_STATUSES).nullable(),
});

/**
 * GET /api/employees/{id}/tax-position?financial_year=&regime= → { tax_position }: the year under the
 * employee's regime (or the one asked for) as of today, every figure the TDS comes from.
 */
export const taxPosition = z.object({
  employee_id: z.number(),
  financial_year: z.string(),
  regime: z.enum(TAX_REGIME_KINDS),
  regime_code: z.string().nullable(),
  months: z.array(taxMonth),
  gross_salary: z.number(),
  previous_salary: z.number(),
  other_income: z.number(),
  exemptions: z.number(),
  hra_exemption: z.number(),
  lta_exemption: z.number(),
  standard_deduction: z.number(),
  professional_tax_deduction: z.number(),
  home_loan_interest: z.number(),
  chapter_via: z.number(),
  deductions: z.number(),
  total_income: z.number(),
  income_rounding: z.number(),
  slab_tax: z.number(),
  rebate_87a: z.number(),
  marginal_relief: z.number(),
  surcharge: z.number(),
  cess: z.number(),
  tax_before_rounding: z.number(),
  total_tax: z.number(),
  /** TDS deducted so far (here and by a previous employer), what remains, over how many months. */
  tds_deducted: z.number(),
  tds_remaining: z.number(),
  months_remaining: z.number(),
  monthly_tds: z.number(),
  lines: z.array(z.object({ key: z.string(), label: z.string(), amount: z.number() })),
  lapsed_sections: z.array(z.enum(DECLARATION_SECTIONS)),
});
export type TaxPosition = z.infer<typeof taxPosition>;
