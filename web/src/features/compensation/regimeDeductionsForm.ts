import type { RegimeDeductions, TaxRegimeMetadata } from '@hrms/contracts/compensation';
import { TAX_REGIME_KINDS, type TaxRegimeKind } from '@hrms/contracts/tax-year';
import { z } from 'zod';
import { DEDUCTION_CAPS } from './labels';
import { groupAmount, parseAmount } from './slabs';

/**
 * The part of the regime form that edits which Indian regime it is (`kind`) and what it allows besides the
 * standard deduction (`deductions`, caps in rupees a year). A blank cap means "not allowed" (null), as in
 * the request. Field names follow the request (`metadata.deductions.section_80c_max`), so the server's 422
 * keys land on the right input.
 */

const AMOUNT_MESSAGE = 'Enter an amount in rupees, e.g. 150000.';
const PERCENT_MESSAGE = 'Enter a percentage between 0 and 100.';
export const SENIOR_AGE_MESSAGE = 'Enter an age between 1 and 120.';

export type DeductionCap = (typeof DEDUCTION_CAPS)[number][0];

/** Blank → null (not allowed); otherwise rupees. */
const cap = z.string().transform((value, ctx) => {
  const n = parseAmount(value);
  if (n === null) return null;
  if (Number.isNaN(n) || n < 0 || n > 1e12) {
    ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
    return z.NEVER;
  }
  return n;
});

const percentage = (blank: 'null' | 'required') =>
  z.string().transform((value, ctx) => {
    const n = parseAmount(value);
    if (n === null && blank === 'null') return null;
    if (n === null || Number.isNaN(n) || n < 0 || n > 100) {
      ctx.addIssue({ code: 'custom', message: n === null ? 'Enter a percentage.' : PERCENT_MESSAGE });
      return z.NEVER;
    }
    return n;
  });

const seniorAge = z.string().transform((value, ctx) => {
  const n = Number(value.trim());
  if (!value.trim() || !Number.isInteger(n) || n < 1 || n > 120) {
    ctx.addIssue({ code: 'custom', message: SENIOR_AGE_MESSAGE });
    return z.NEVER;
  }
  return n;
});

const caps = Object.fromEntries(DEDUCTION_CAPS.map(([field]) => [field, cap])) as Record<
  DeductionCap,
  typeof cap
>;

/** The form's `metadata.kind` and `metadata.deductions`; `has_hra` switches the HRA rule (off sends null). */
export const deductionsFields = {
  kind: z.enum(['', ...TAX_REGIME_KINDS]).transform((v): TaxRegimeKind | null => (v === '' ? null : v)),
  deductions: z
    .object({
      ...caps,
      has_hra: z.boolean(),
      hra: z.object({
        metro_percent: z.string(),
        other_percent: z.string(),
        rent_excess_percent: z.string(),
        landlord_pan_above: z.string(),
        /** The metro cities, comma-separated as typed. */
        metro_cities: z.string(),
      }),
      lta: z.boolean(),
      senior_age: seniorAge,
      section_80e: z.boolean(),
      section_80g: z.boolean(),
      employer_nps_percent: percentage('null'),
    })
    .transform((d, ctx): RegimeDeductions => {
      const { has_hra, hra, ...rest } = d;
      if (!has_hra) return { ...rest, hra: null };
      const percent = (field: 'metro_percent' | 'other_percent' | 'rent_excess_percent') => {
        const parsed = percentage('required').safeParse(hra[field]);
        if (parsed.success && parsed.data !== null) return parsed.data;
        ctx.addIssue({
          code: 'custom',
          message: parsed.error?.issues[0]?.message ?? PERCENT_MESSAGE,
          path: ['hra', field],
        });
        return 0;
      };
      const pan = parseAmount(hra.landlord_pan_above);
      if (pan === null || Number.isNaN(pan) || pan < 0 || pan > 1e12) {
        ctx.addIssue({
          code: 'custom',
          message: pan === null ? 'Enter an amount.' : AMOUNT_MESSAGE,
          path: ['hra', 'landlord_pan_above'],
        });
      }
      return {
        ...rest,
        hra: {
          metro_percent: percent('metro_percent'),
          other_percent: percent('other_percent'),
          rent_excess_percent: percent('rent_excess_percent'),
          landlord_pan_above: pan ?? 0,
          metro_cities: hra.metro_cities
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean),
        },
      };
    }),
};

export type DeductionsFormValues = z.input<(typeof deductionsFields)['deductions']>;

/** A regime's kind and deductions as the form's strings. */
export function deductionsFormValues(metadata: Pick<TaxRegimeMetadata, 'kind' | 'deductions'>): {
  kind: '' | TaxRegimeKind;
  deductions: DeductionsFormValues;
} {
  const d = metadata.deductions;
  const capTexts = Object.fromEntries(
    DEDUCTION_CAPS.map(([field]) => [field, groupAmount(d[field])]),
  ) as Record<DeductionCap, string>;
  return {
    kind: metadata.kind ?? '',
    deductions: {
      ...capTexts,
      has_hra: d.hra !== null,
      hra: {
        metro_percent: d.hra ? String(d.hra.metro_percent) : '',
        other_percent: d.hra ? String(d.hra.other_percent) : '',
        rent_excess_percent: d.hra ? String(d.hra.rent_excess_percent) : '',
        landlord_pan_above: d.hra ? groupAmount(d.hra.landlord_pan_above) : '',
        metro_cities: d.hra ? d.hra.metro_cities.join(', ') : '',
      },
      lta: d.lta,
      senior_age: String(d.senior_age),
      section_80e: d.section_80e,
      section_80g: d.section_80g,
      employer_nps_percent: d.employer_nps_percent === null ? '' : String(d.employer_nps_percent),
    },
  };
}
