import type {
  RegimeDeductions,
  SalaryComponent,
  TaxRegime,
  TaxRegimeMetadata,
} from '@hrms/contracts/compensation';
import { DEFAULT_CURRENCY } from '@hrms/contracts/constants';
import { regimeLabel } from '@hrms/contracts/statute';
import type { TaxRegimeKind } from '@hrms/contracts/tax-year';
import { formatNumber } from '@/lib/format';

export const TYPE_LABELS: Record<SalaryComponent['type'], string> = {
  earning: 'Earning',
  deduction: 'Deduction',
};

export const CALCULATION_LABELS: Record<SalaryComponent['calculation_type'], string> = {
  fixed: 'Fixed',
  percentage: 'Percentage',
  formula: 'Formula',
};

const CALCULATION_DESCRIPTIONS: Record<SalaryComponent['calculation_type'], string> = {
  fixed: 'Fixed Amount',
  percentage: 'Percentage-based',
  formula: 'Formula',
};

/**
 * The two-letter badge of a component, from its code: the first letters of the first two words of
 * a code with underscores ("OTHER_ALLOWANCE" → "OA"), else its first two letters ("BASIC" → "BA").
 */
export function codeBadge(code: string): string {
  const words = code.split(/[_\s-]+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.charAt(0) ?? ''}${words[1]?.charAt(0) ?? ''}` : code.slice(0, 2);
  return letters.toUpperCase();
}

/** A row's description: "Fixed Amount", "Percentage-based" or "Formula: BASIC * 0.4". */
export function calculationDescription(component: Pick<SalaryComponent, 'calculation_type' | 'formula'>) {
  const label = CALCULATION_DESCRIPTIONS[component.calculation_type];
  return component.calculation_type === 'formula' && component.formula
    ? `${label}: ${component.formula}`
    : label;
}

/** Metadata as the detail page shows it under Additional Information (null when there is none). */
export function metadataJson(metadata: Record<string, unknown>): string | null {
  return Object.keys(metadata).length ? JSON.stringify(metadata, null, 2) : null;
}

// ---- tax regimes

/** The yearly caps the form edits, with their labels (the regime form's and the regime view's). */
export const DEDUCTION_CAPS = [
  ['professional_tax_max', 'Professional tax'],
  ['section_80c_max', 'Investments with PF and VPF, s.80C'],
  ['section_80ccd_1b_max', 'Own NPS contribution, s.80CCD(1B)'],
  ['section_80d_self_max', 'Health insurance, self and family, s.80D'],
  ['section_80d_self_senior_max', 'Health insurance, self and family (senior citizen), s.80D'],
  ['section_80d_parents_max', 'Health insurance, parents, s.80D'],
  ['section_80d_parents_senior_max', 'Health insurance, senior-citizen parents, s.80D'],
  ['home_loan_interest_max', 'Interest on a self-occupied home loan, s.24(b)'],
] as const satisfies readonly (readonly [keyof RegimeDeductions, string])[];

type Money = number | null | undefined;

/** An amount in a regime's currency without paise: 400000 → "₹4,00,000". */
export function money(amount: Money, symbol: string = DEFAULT_CURRENCY.symbol): string {
  return amount === null || amount === undefined ? '—' : `${symbol}${formatNumber(amount)}`;
}

/** 5 → "5%", 2.5 → "2.5%". */
export function percent(rate: number): string {
  return `${formatNumber(rate)}%`;
}

type Bracket = { min_income: number; max_income: number | null; rate: number };

/** A bracket on a regime card: "₹4,00,000 – ₹8,00,000" or "Above ₹24,00,000". */
export function bracketRange(slab: Bracket, symbol?: string): string {
  return slab.max_income === null
    ? `Above ${money(slab.min_income, symbol)}`
    : `${money(slab.min_income, symbol)} – ${money(slab.max_income, symbol)}`;
}

/** A slab's income range on the detail page: "₹4,00,000 – ₹8,00,000" or "₹24,00,000 and above". */
export function incomeRange(slab: Bracket, symbol?: string): string {
  return slab.max_income === null
    ? `${money(slab.min_income, symbol)} and above`
    : `${money(slab.min_income, symbol)} – ${money(slab.max_income, symbol)}`;
}

/** A card shows at most this many brackets (spec 2 §9), then "+N more brackets". */
export const CARD_BRACKETS = 3;

export function bracketPreview(slabs: readonly Bracket[]): { shown: Bracket[]; more: string | null } {
  const rest = slabs.length - CARD_BRACKETS;
  return {
    shown: slabs.slice(0, CARD_BRACKETS),
    more: rest > 0 ? `+${rest} more bracket${rest === 1 ? '' : 's'}` : null,
  };
}

/**
 * The metadata extras of a regime card: the 87A rebate and standard deduction when there are any,
 * or "No deductions allowed".
 */
export function metadataExtras(metadata: TaxRegimeMetadata, symbol?: string): string[] {
  if (metadata.no_deductions) return ['No deductions allowed'];
  const extras: string[] = [];
  if (metadata.rebate_87a) {
    extras.push(
      `Rebate: up to ${money(metadata.rebate_87a.max_rebate, symbol)} (income up to ${money(metadata.rebate_87a.max_income, symbol)})`,
    );
  }
  if (metadata.standard_deduction > 0) {
    extras.push(`Standard Deduction: ${money(metadata.standard_deduction, symbol)}`);
  }
  return extras;
}

/** The currency symbol of a regime's country (₹ when the country has none). */
export function symbolOf(regime: Pick<TaxRegime, 'country'>): string {
  return regime.country.currency_symbol || DEFAULT_CURRENCY.symbol;
}

// ---- what a regime allows

/** A regime's kind: "New regime", "Old regime", or "Not set" (a definition spans years: no section cited). */
export function regimeKindLabel(kind: TaxRegimeKind | null): string {
  return kind ? regimeLabel(kind) : 'Not set';
}

/** The roundings of total income and tax: "Total income and tax to the nearest ₹10" (or each its own). */
export function roundingText(rounding: TaxRegimeMetadata['rounding'], symbol?: string): string {
  const to = (n: number) => (n === 1 ? 'the rupee' : `the nearest ${money(n, symbol)}`);
  return rounding.total_income === rounding.tax
    ? `Total income and tax to ${to(rounding.tax)}`
    : `Total income to ${to(rounding.total_income)}; tax to ${to(rounding.tax)}`;
}

/**
 * The age choices of the "Try an income" panel from a regime's age slabs: below the lowest age, then each
 * band up to the next ("60–79"), the last open ("80 and above"). `age` is what the calculator sends
 * (undefined: below the first band). Empty when the regime has no age slabs.
 */
export function ageBands(
  ageSlabs: TaxRegimeMetadata['age_slabs'],
): { label: string; age: number | undefined }[] {
  const ages = [...new Set(ageSlabs.map((a) => a.min_age))].sort((a, b) => a - b);
  const first = ages[0];
  if (first === undefined) return [];
  return [
    { label: `Below ${first}`, age: undefined },
    ...ages.map((age, i) => {
      const next = ages[i + 1];
      return { label: next === undefined ? `${age} and above` : `${age}–${next - 1}`, age };
    }),
  ];
}

/**
 * What a regime allows besides the standard deduction, one line each (label and its limit in rupees), in
 * the order of the computation. The new regime (s.115BAC(2)) allows only employer NPS whatever else is set.
 */
export function allowanceLines(
  metadata: TaxRegimeMetadata,
  symbol?: string,
): { label: string; value: string }[] {
  if (metadata.no_deductions) return [];
  const d = metadata.deductions;
  const oldStyle = metadata.kind !== 'new';
  const lines: { label: string; value: string }[] = [];
  if (oldStyle && d.hra) {
    lines.push({
      label: 'House rent allowance',
      value: `Least of HRA received, rent above ${percent(d.hra.rent_excess_percent)} of salary, and ${percent(d.hra.metro_percent)} of salary in a metro${d.hra.metro_cities.length ? ` (${d.hra.metro_cities.join(', ')})` : ''}, ${percent(d.hra.other_percent)} elsewhere; landlord PAN above ${money(d.hra.landlord_pan_above, symbol)} a year`,
    });
  }
  if (oldStyle && d.lta) lines.push({ label: 'Leave travel, s.10(5)', value: 'Up to the LTA paid' });
  if (oldStyle) {
    for (const [field, label] of DEDUCTION_CAPS) {
      const cap = d[field];
      if (cap !== null) lines.push({ label, value: `Up to ${money(cap, symbol)}` });
    }
    if (d.section_80d_self_senior_max !== null) {
      lines.push({ label: 'Senior citizen for s.80D from', value: `Age ${d.senior_age}` });
    }
    if (d.section_80e)
      lines.push({ label: 'Interest on an education loan, s.80E', value: 'The whole interest' });
    if (d.section_80g) lines.push({ label: 'Donations, s.80G', value: 'The deductible amount declared' });
  }
  if (d.employer_nps_percent !== null) {
    lines.push({
      label: 'Employer NPS contribution, s.80CCD(2)',
      value: `Up to ${percent(d.employer_nps_percent)} of BASIC + DA`,
    });
  }
  return lines;
}
