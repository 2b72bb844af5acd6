import type { SalaryComponent, TaxRegime, TaxRegimeMetadata } from '@hrms/contracts/compensation';
import { DEFAULT_CURRENCY } from '@hrms/contracts/constants';
import { formatNumber } from '../../lib/format';

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
      `Rebate u/s 87A: up to ${money(metadata.rebate_87a.max_rebate, symbol)} (income up to ${money(metadata.rebate_87a.max_income, symbol)})`,
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
