import type { RegimeDeductions, TaxRegimeMetadata, TaxSlabInput } from '@hrms/contracts/compensation';
import { financialYearDates, financialYearLabel } from '@hrms/contracts/tax-year';
import { pickInForce, SEEDED_STATUTORY_RATES } from '../../statutory/public';

/**
 * The Indian income-tax regimes seeded into every database (editable afterwards). Amounts in rupees.
 *
 * FY 2025-26: Finance Act 2025 — new regime under section 115BAC(1A) (slabs of ₹4 lakh, standard
 * deduction ₹75,000, 87A rebate up to ₹60,000 for income up to ₹12 lakh with marginal relief above it,
 * surcharge capped at 25%); old regime per the First Schedule, Part III (individuals under 60; standard
 * deduction ₹50,000, 87A rebate up to ₹12,500 for income up to ₹5 lakh, surcharge up to 37%).
 * Health and education cess 4% on both.
 * FY 2026-27: seeded with the same rates, which carry forward until a Finance Act changes them; an
 * administrator edits the regime when they do.
 */
export type SeededRegime = {
  code: string;
  name: string;
  description: string;
  financial_year: string;
  effective_from: string;
  effective_to: string;
  is_default: boolean;
  metadata: TaxRegimeMetadata;
  slabs: TaxSlabInput[];
};

const LAKH = 100_000;
const CRORE = 100 * LAKH;

const slab = (min: number, max: number | null, rate: number): TaxSlabInput => ({
  min_income: min,
  max_income: max,
  rate,
  tax_amount: 0,
});

export const NEW_REGIME_SLABS: TaxSlabInput[] = [
  slab(0, 4 * LAKH, 0),
  slab(4 * LAKH, 8 * LAKH, 5),
  slab(8 * LAKH, 12 * LAKH, 10),
  slab(12 * LAKH, 16 * LAKH, 15),
  slab(16 * LAKH, 20 * LAKH, 20),
  slab(20 * LAKH, 24 * LAKH, 25),
  slab(24 * LAKH, null, 30),
];

/** Nothing allowed unless a regime says so. */
const NONE: RegimeDeductions = {
  professional_tax_max: null,
  hra: null,
  lta: false,
  section_80c_max: null,
  section_80ccd_1b_max: null,
  section_80d_self_max: null,
  section_80d_self_senior_max: null,
  section_80d_parents_max: null,
  section_80d_parents_senior_max: null,
  senior_age: 60,
  section_80e: false,
  section_80g: false,
  home_loan_interest_max: null,
  employer_nps_percent: null,
};

/** s.288A and s.288B: to the nearest ten rupees. */
const ROUNDING = { total_income: 10, tax: 10 };

export const NEW_REGIME_METADATA: TaxRegimeMetadata = {
  standard_deduction: 75_000,
  rebate_87a: { max_income: 12 * LAKH, max_rebate: 60_000, marginal_relief: true },
  cess_rate: 4,
  surcharge: [
    { above: 50 * LAKH, rate: 10 },
    { above: CRORE, rate: 15 },
    { above: 2 * CRORE, rate: 25 },
  ],
  no_deductions: false,
  kind: 'new',
  age_slabs: [],
  rounding: ROUNDING,
  // s.115BAC(2): no exemptions or Chapter VI-A deductions but s.80CCD(2), at 14% of salary from FY 2024-25
  // (Finance (No. 2) Act 2024).
  deductions: { ...NONE, employer_nps_percent: 14 },
};

export const OLD_REGIME_SLABS: TaxSlabInput[] = [
  slab(0, 2.5 * LAKH, 0),
  slab(2.5 * LAKH, 5 * LAKH, 5),
  slab(5 * LAKH, 10 * LAKH, 20),
  slab(10 * LAKH, null, 30),
];

export const OLD_REGIME_METADATA: TaxRegimeMetadata = {
  standard_deduction: 50_000,
  rebate_87a: { max_income: 5 * LAKH, max_rebate: 12_500, marginal_relief: false },
  cess_rate: 4,
  surcharge: [
    { above: 50 * LAKH, rate: 10 },
    { above: CRORE, rate: 15 },
    { above: 2 * CRORE, rate: 25 },
    { above: 5 * CRORE, rate: 37 },
  ],
  no_deductions: false,
  kind: 'old',
  // First Schedule, Part III, paragraph A: residents of 60 to 79 and of 80 or more during the year.
  age_slabs: [
    {
      min_age: 60,
      slabs: [
        slab(0, 3 * LAKH, 0),
        slab(3 * LAKH, 5 * LAKH, 5),
        slab(5 * LAKH, 10 * LAKH, 20),
        slab(10 * LAKH, null, 30),
      ],
    },
    { min_age: 80, slabs: [slab(0, 5 * LAKH, 0), slab(5 * LAKH, 10 * LAKH, 20), slab(10 * LAKH, null, 30)] },
  ],
  rounding: ROUNDING,
  deductions: {
    professional_tax_max: 2_500, // s.16(iii)
    // Rule 2A: 50% of salary in Delhi, Mumbai, Kolkata and Chennai, 40% elsewhere; rent above 10% of salary.
    hra: {
      metro_percent: 50,
      other_percent: 40,
      rent_excess_percent: 10,
      landlord_pan_above: LAKH,
      metro_cities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai'],
    },
    lta: true,
    section_80c_max: 1.5 * LAKH,
    section_80ccd_1b_max: 50_000,
    section_80d_self_max: 25_000,
    section_80d_self_senior_max: 50_000,
    section_80d_parents_max: 25_000,
    section_80d_parents_senior_max: 50_000,
    senior_age: 60,
    section_80e: true,
    section_80g: true,
    home_loan_interest_max: 2 * LAKH,
    employer_nps_percent: 10,
  },
};

/**
 * The old regime of a year: from tax year 2026-27 rule 279 of the Income-tax Rules 2026 (draft of February
 * 2026, as published for consultation) adds Bengaluru, Hyderabad, Pune and Ahmedabad to rule 2A's four metros.
 */
function oldRegimeOf(startYear: number): TaxRegimeMetadata {
  const hra = OLD_REGIME_METADATA.deductions.hra;
  if (startYear < 2026 || !hra) return OLD_REGIME_METADATA;
  const metro_cities = [...hra.metro_cities, 'Bengaluru', 'Hyderabad', 'Pune', 'Ahmedabad'];
  return {
    ...OLD_REGIME_METADATA,
    deductions: { ...OLD_REGIME_METADATA.deductions, hra: { ...hra, metro_cities } },
  };
}

function regimesFor(startYear: number): SeededRegime[] {
  const fy = financialYearLabel(startYear);
  const { from, to } = financialYearDates(fy);
  const period = { financial_year: fy, effective_from: from, effective_to: to };
  // The new regime's section in the statute of the year, without its sub-section: 115BAC to 2025-26, 202 after.
  const section = pickInForce(SEEDED_STATUTORY_RATES, from).incomeTax?.sections.new_regime.replace(
    /\(.*$/,
    '',
  );
  return [
    {
      ...period,
      code: `IN-NEW-${fy}`,
      name: `New Tax Regime${section ? ` (Section ${section})` : ''} FY ${fy}`,
      description: 'Default regime for individuals: lower rates, few deductions.',
      is_default: true,
      metadata: NEW_REGIME_METADATA,
      slabs: NEW_REGIME_SLABS,
    },
    {
      ...period,
      code: `IN-OLD-${fy}`,
      name: `Old Tax Regime FY ${fy}`,
      description:
        'Higher rates with deductions and exemptions (80C, HRA, ...); slabs by age from 60 and 80.',
      is_default: false,
      metadata: oldRegimeOf(startYear),
      slabs: OLD_REGIME_SLABS,
    },
  ];
}

export const SEEDED_REGIMES: SeededRegime[] = [...regimesFor(2025), ...regimesFor(2026)];
