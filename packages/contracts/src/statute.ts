import { z } from 'zod';

/**
 * The income-tax statute in force for a year: the Act and Rules, the words for the year, the section each
 * salary rule sits in, the forms and their rules, and the codes the quarterly statement uses. Kept as dated
 * data (the INCOME_TAX scheme of `statutory_rates`), so a document of 2025-26 stays Form 16 under the
 * Income-tax Act, 1961 and one of 2026-27 is Form 130 under the Income-tax Act, 2025. Every label, PDF and
 * file that names a section or a form takes it from here (docs/decisions/tax-year.md, "The statute by year").
 */

/** "financial_year" (the 1961 Act: previous year, assessed in the assessment year) or "tax_year" (2025 Act). */
export const YEAR_TERMS = ['financial_year', 'tax_year'] as const;
export type YearTerm = (typeof YEAR_TERMS)[number];

/** The provisions salary TDS cites, each with what it is (the Statutory Rates screen's label). */
export const STATUTE_SECTIONS = {
  salary_tds: 'Tax deducted from salary',
  other_income_for_tds: 'Other income the employee reports for TDS',
  perquisite_evidence: 'Evidence of claims for TDS (declarations)',
  new_regime: 'The new regime (the default)',
  new_regime_limits: 'What the new regime allows',
  rebate: 'Rebate',
  salary: 'Salary',
  perquisites: 'Value of perquisites',
  profits_in_lieu: 'Profits in lieu of salary',
  exemptions: 'Exempt allowances',
  lta: 'Leave travel concession',
  gratuity: 'Gratuity exemption',
  commuted_pension: 'Commuted pension',
  leave_encashment: 'Leave encashment exemption',
  hra: 'House rent allowance',
  standard_deduction: 'Standard deduction',
  entertainment_allowance: 'Entertainment allowance',
  tax_on_employment: 'Tax on employment (professional tax)',
  house_property_interest: 'Interest on a housing loan',
  deductions: 'Deductions (chapter)',
  deductions_cap: 'Deductions never exceed the gross total income',
  life_insurance_pf: 'Life insurance, PF and the like',
  pension_fund: 'Contribution to certain pension funds',
  nps_employee: 'Employee’s NPS contribution',
  nps_additional: 'Additional NPS contribution',
  nps_employer: 'Employer’s NPS contribution',
  health_insurance: 'Health insurance',
  education_loan: 'Interest on an education loan',
  donations: 'Donations',
  savings_interest: 'Interest on savings accounts',
  income_rounding: 'Rounding of total income',
  tax_rounding: 'Rounding of tax',
  relief_arrears: 'Relief on arrears of salary',
  certificate: 'The certificate of tax deducted',
  quarterly_statement: 'The quarterly statement of tax deducted',
} as const;
export type StatuteSection = keyof typeof STATUTE_SECTIONS;
export const STATUTE_SECTION_KEYS = Object.keys(STATUTE_SECTIONS) as StatuteSection[];

/** The forms of salary TDS, each with what it is. */
export const STATUTE_FORMS = {
  certificate: 'Certificate of tax deducted from salary',
  quarterly_statement: 'Quarterly statement of salary TDS',
  claims: 'Employee’s declaration of claims',
  previous_employment: 'Particulars of previous employment',
  perquisites: 'Statement of perquisites',
} as const;
export type StatuteForm = keyof typeof STATUTE_FORMS;
export const STATUTE_FORM_KEYS = Object.keys(STATUTE_FORMS) as StatuteForm[];

const words = z.string().trim().min(1).max(80);
/** An object of words, one per key. */
const wordsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, words])) as Record<K, typeof words>);

export const incomeTaxStatuteRules = z.object({
  act: words,
  rules_name: words,
  year_term: z.enum(YEAR_TERMS),
  /** Each provision as the documents print it after "section" ("192", "115BAC(1A)"; "Chapter VI-A" whole). */
  sections: wordsOf(STATUTE_SECTION_KEYS),
  /** Each form's name ("Form 16") and the rule that prescribes it ("rule 31(1)(a)"). */
  forms: wordsOf(STATUTE_FORM_KEYS),
  form_rules: wordsOf(STATUTE_FORM_KEYS),
  /** The code a deductee row of salary carries in the quarterly statement ("92B" in Form 24Q). */
  salary_code: z.string().trim().min(1).max(10),
  source: z.string().max(500).optional(),
});
export type IncomeTaxStatuteRules = z.infer<typeof incomeTaxStatuteRules>;

/**
 * GET /api/statute?tax_year=: the statute of the year (India's rates). The year's check is written out here:
 * tax-year.ts imports this file's neighbours, and importing it back would make a cycle.
 */
export const statuteQuery = z.object({
  tax_year: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'The tax year must be in the form 2026-27.')
    .refine((y) => (Number(y.slice(0, 4)) + 1) % 100 === Number(y.slice(5)), {
      message: 'The tax year must be two consecutive years, like 2026-27.',
    }),
});

export const statute = incomeTaxStatuteRules.extend({
  tax_year: z.string(),
  /** The date this version took effect (the first day of the first year it governs). */
  effective_from: z.string(),
  /** "Tax year 2026-27" or "Financial year 2025-26": how documents name the year. */
  year_label: z.string(),
  /** "FY 2025-26" or "TY 2026-27": the short form on buttons and captions. */
  year_short: z.string(),
  /** Under the 1961 Act the year after (2026-27 for 2025-26); the 2025 Act has none (null). */
  assessment_year: z.string().nullable(),
});
export type Statute = z.infer<typeof statute>;

const nextYear = (year: string) => {
  const start = Number(year.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/** The statute of a year as documents read it: the rules, the year's label and, under the 1961 Act, the AY. */
export function statuteOfYear(rules: IncomeTaxStatuteRules, taxYear: string, effectiveFrom: string): Statute {
  const taxYearTerm = rules.year_term === 'tax_year';
  return {
    ...rules,
    tax_year: taxYear,
    effective_from: effectiveFrom,
    year_label: `${taxYearTerm ? 'Tax year' : 'Financial year'} ${taxYear}`,
    year_short: `${taxYearTerm ? 'TY' : 'FY'} ${taxYear}`,
    assessment_year: taxYearTerm ? null : nextYear(taxYear),
  };
}

/** "section 192", "s.192" (short), "Chapter VI-A" as it stands: how a provision is cited. */
export function cite(statute: Pick<Statute, 'sections'>, key: StatuteSection, short = false): string {
  const at = statute.sections[key];
  if (/^[A-Za-z]/.test(at)) return at;
  return `${short ? 's.' : 'section '}${at}`;
}

/**
 * The provision each line of the tax computation rests on (its key in the tax-year engine → the statute's
 * section): the engine's labels carry no section, and a screen adds the one of the year it shows.
 */
export const TAX_LINE_SECTIONS: Record<string, StatuteSection> = {
  salary: 'salary',
  perquisites: 'perquisites',
  hra_exemption: 'hra',
  lta_exemption: 'lta',
  previous_exempt_allowances: 'exemptions',
  other_exemptions: 'exemptions',
  standard_deduction: 'standard_deduction',
  professional_tax: 'tax_on_employment',
  home_loan_interest: 'house_property_interest',
  chapter_via: 'deductions',
  section_80c: 'life_insurance_pf',
  section_80ccd_1b: 'nps_additional',
  section_80ccd_2: 'nps_employer',
  section_80d_self: 'health_insurance',
  section_80d_parents: 'health_insurance',
  section_80e: 'education_loan',
  section_80g: 'donations',
  chapter_via_limit: 'deductions_cap',
  income_rounding: 'income_rounding',
  rebate_87a: 'rebate',
  rebate_relief: 'rebate',
  tax_rounding: 'tax_rounding',
};
/** Lines that name a form rather than a section: the previous employer's particulars. */
export const TAX_LINE_FORMS: Record<string, StatuteForm> = { previous_salary: 'previous_employment' };

/**
 * A computation line's label with the year's citation: "Rebate" → "Rebate, s.156" (2026-27) or "Rebate,
 * s.87A" (2025-26). A label saved with its citation already (runs before the statute was data) is kept.
 */
export function citeLine(
  label: string,
  key: string,
  statute: Pick<Statute, 'sections' | 'forms'> | undefined,
) {
  if (!statute || /, s\.|\(Form /.test(label)) return label;
  const form = TAX_LINE_FORMS[key];
  if (form) return `${label} (${statute.forms[form]})`;
  const section = TAX_LINE_SECTIONS[key];
  return section ? `${label}, ${cite(statute, section, true)}` : label;
}

/** "New regime (s.202(1))" in 2026-27, "New regime (s.115BAC(1A))" before; without a statute just the name. */
export function regimeLabel(kind: 'new' | 'old', statute?: Pick<Statute, 'sections'>): string {
  if (kind === 'old') return 'Old regime';
  return statute ? `New regime (${cite(statute, 'new_regime', true)})` : 'New regime';
}

/** The code of the year's quarterly statement as the API names it: "Form 24Q" → "24Q", "Form 138" → "138". */
export const statementFormOf = (statute: Pick<Statute, 'forms'>) =>
  statute.forms.quarterly_statement.replace(/^Form\s+/i, '');
