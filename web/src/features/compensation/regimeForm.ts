import {
  type TaxRegime,
  type TaxRegimeRequest,
  taxRegimeMetadata,
  typedFinancialYear,
} from '@hrms/contracts/compensation';
import { financialYearOf as financialYearOfDay } from '@hrms/contracts/tax-year';
import { z } from 'zod';
import { todayISO } from '@/lib/dates';
import { deductionsFields, deductionsFormValues } from './regimeDeductionsForm';
import { groupAmount, parseAmount } from './slabs';

export const END_BEFORE_START = 'The end date must not be before the start date.';
const AMOUNT_MESSAGE = 'Enter an amount in rupees, e.g. 75000.';
const RATE_MESSAGE = 'The rate must be between 0 and 100.';
export const MAX_SURCHARGE_BANDS = 10;

/** A rupee amount as typed ("75,000" is fine); blank is `blank` (0 for optional amounts). */
const amount = (blank: number | 'required') =>
  z.string().transform((value, ctx) => {
    const n = parseAmount(value);
    if (n === null) {
      if (blank !== 'required') return blank;
      ctx.addIssue({ code: 'custom', message: 'Enter an amount.' });
      return z.NEVER;
    }
    if (Number.isNaN(n) || n > 1e12) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return n;
  });

const rate = z.string().transform((value, ctx) => {
  const n = parseAmount(value);
  if (n === null || Number.isNaN(n) || n > 100) {
    ctx.addIssue({ code: 'custom', message: n === null ? 'Enter a rate.' : RATE_MESSAGE });
    return z.NEVER;
  }
  return n;
});

const carriedMetadata = taxRegimeMetadata.pick({ age_slabs: true, rounding: true });
const carriedOf = (metadata: unknown) => carriedMetadata.parse(metadata ?? {});

/**
 * The tax regime create and edit form (spec 2 §5: name, financial year and country required; the
 * code is optional, derived by the server when blank, and the year is taken as people type it). Field names follow the request, so the server's 422 keys (e.g.
 * `metadata.surcharge.1.rate`) land on the right input. The 87A rebate is switched on and off with
 * `has_rebate`; off sends null.
 */
export const regimeForm = z
  .object({
    name: z.string().trim().min(1).max(150),
    code: z
      .string()
      .trim()
      .max(40)
      .transform((v) => v.toUpperCase() || null),
    description: z.string().trim().max(1000),
    country_id: z.string().min(1, 'The country field is required.'),
    financial_year: typedFinancialYear,
    effective_from: z.string(),
    effective_to: z.string(),
    is_default: z.boolean(),
    is_active: z.boolean(),
    has_rebate: z.boolean(),
    metadata: z.object({
      standard_deduction: amount(0),
      rebate_87a: z.object({ max_income: z.string(), max_rebate: z.string(), marginal_relief: z.boolean() }),
      cess_rate: rate,
      surcharge: z.array(z.object({ above: amount('required'), rate })).max(MAX_SURCHARGE_BANDS),
      no_deductions: z.boolean(),
      ...deductionsFields,
    }),
    /** The metadata this form does not edit (age slabs, s.288A/288B rounding), kept as loaded. */
    carried: carriedMetadata,
  })
  .superRefine((v, ctx) => {
    if (v.effective_from && v.effective_to && v.effective_to < v.effective_from) {
      ctx.addIssue({ code: 'custom', message: END_BEFORE_START, path: ['effective_to'] });
    }
    if (!v.has_rebate) return;
    for (const field of ['max_income', 'max_rebate'] as const) {
      const n = parseAmount(v.metadata.rebate_87a[field]);
      if (n === null || Number.isNaN(n) || n > 1e12) {
        ctx.addIssue({
          code: 'custom',
          message: n === null ? 'Enter an amount.' : AMOUNT_MESSAGE,
          path: ['metadata', 'rebate_87a', field],
        });
      }
    }
  })
  .transform(
    (v): TaxRegimeRequest => ({
      name: v.name,
      code: v.code,
      description: v.description || null,
      country_id: Number(v.country_id),
      financial_year: v.financial_year,
      effective_from: v.effective_from || null,
      effective_to: v.effective_to || null,
      is_default: v.is_default,
      is_active: v.is_active,
      metadata: {
        standard_deduction: v.metadata.standard_deduction,
        rebate_87a: v.has_rebate
          ? {
              max_income: parseAmount(v.metadata.rebate_87a.max_income) ?? 0,
              max_rebate: parseAmount(v.metadata.rebate_87a.max_rebate) ?? 0,
              marginal_relief: v.metadata.rebate_87a.marginal_relief,
            }
          : null,
        cess_rate: v.metadata.cess_rate,
        surcharge: v.metadata.surcharge,
        no_deductions: v.metadata.no_deductions,
        kind: v.metadata.kind,
        deductions: v.metadata.deductions,
        ...v.carried,
      },
    }),
  );

export type RegimeFormValues = z.input<typeof regimeForm>;

/** "2025-26" for any date from 1 April 2025 to 31 March 2026 (the Indian financial year). */
export const financialYearOf = (date: Date) => financialYearOfDay(todayISO(date));

/**
 * Create defaults (spec 2 §3, §9): the first country, not default, active, effective from today, the
 * current financial year; the metadata the server gives a regime without any (no standard
 * deduction or rebate, 4% cess, no surcharge, no kind, no other deduction allowed).
 */
export function newRegimeValues(today: Date, countryId: number | undefined): RegimeFormValues {
  return {
    name: '',
    code: '',
    description: '',
    country_id: countryId ? String(countryId) : '',
    financial_year: financialYearOf(today),
    effective_from: todayISO(today),
    effective_to: '',
    is_default: false,
    is_active: true,
    has_rebate: false,
    metadata: {
      standard_deduction: '0',
      rebate_87a: { max_income: '', max_rebate: '', marginal_relief: false },
      cess_rate: '4',
      surcharge: [],
      no_deductions: false,
      ...deductionsFormValues(taxRegimeMetadata.parse({})),
    },
    carried: carriedOf({}),
  };
}

export function regimeFormValues(r: TaxRegime): RegimeFormValues {
  const rebate = r.metadata.rebate_87a;
  return {
    name: r.name,
    code: r.code,
    description: r.description ?? '',
    country_id: String(r.country_id),
    financial_year: r.financial_year,
    effective_from: r.effective_from ?? '',
    effective_to: r.effective_to ?? '',
    is_default: r.is_default,
    is_active: r.is_active,
    has_rebate: rebate !== null,
    metadata: {
      standard_deduction: groupAmount(r.metadata.standard_deduction),
      rebate_87a: {
        max_income: rebate ? groupAmount(rebate.max_income) : '',
        max_rebate: rebate ? groupAmount(rebate.max_rebate) : '',
        marginal_relief: rebate?.marginal_relief ?? false,
      },
      cess_rate: String(r.metadata.cess_rate),
      surcharge: r.metadata.surcharge.map((band) => ({
        above: groupAmount(band.above),
        rate: String(band.rate),
      })),
      no_deductions: r.metadata.no_deductions,
      ...deductionsFormValues(r.metadata),
    },
    carried: carriedOf(r.metadata),
  };
}
