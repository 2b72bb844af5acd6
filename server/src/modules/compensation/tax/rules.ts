import type { TaxRegimeMetadata, TaxSlabInput } from '@hrms/contracts/compensation';
import { paise } from '../../../platform/money';
import type { TaxRules, TaxSlab } from './engine';

/** Slabs in paise, sorted by their lower bound. */
const slabsFrom = (slabs: TaxSlabInput[]): TaxSlab[] =>
  [...slabs]
    .sort((a, b) => a.min_income - b.min_income)
    .map((s) => ({
      min: paise(s.min_income),
      max: s.max_income === null ? null : paise(s.max_income),
      rate: s.rate,
      fixed: paise(s.tax_amount),
    }));

/** The engine's rules from a regime's stored data (rupees). */
export function taxRulesFrom(metadata: TaxRegimeMetadata, slabs: TaxSlabInput[]): TaxRules {
  return {
    slabs: slabsFrom(slabs),
    ageSlabs: metadata.age_slabs.map((a) => ({ minAge: a.min_age, slabs: slabsFrom(a.slabs) })),
    rounding: { totalIncome: metadata.rounding.total_income, tax: metadata.rounding.tax },
    standardDeduction: metadata.no_deductions ? 0 : paise(metadata.standard_deduction),
    rebate87a: metadata.rebate_87a
      ? {
          maxIncome: paise(metadata.rebate_87a.max_income),
          maxRebate: paise(metadata.rebate_87a.max_rebate),
          marginalRelief: metadata.rebate_87a.marginal_relief,
        }
      : null,
    surcharge: metadata.surcharge.map((s) => ({ above: paise(s.above), rate: s.rate })),
    cessRate: metadata.cess_rate,
  };
}
