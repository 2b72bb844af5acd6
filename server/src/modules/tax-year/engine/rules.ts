import type { RegimeDeductions, TaxRegimeMetadata, TaxSlabInput } from '@hrms/contracts/compensation';
import { paise } from '../../../platform/money';
import { taxRulesFrom } from '../../compensation/public';
import type { DeductionRules, RegimeRules } from './types';

const cap = (rupees: number | null) => (rupees === null ? null : paise(rupees));

/** A regime's deduction caps in paise (percentages and ages as they are). */
function deductionsFrom(d: RegimeDeductions): DeductionRules {
  return {
    ...d,
    professional_tax_max: cap(d.professional_tax_max),
    hra: d.hra ? { ...d.hra, landlord_pan_above: paise(d.hra.landlord_pan_above) } : null,
    section_80c_max: cap(d.section_80c_max),
    section_80ccd_1b_max: cap(d.section_80ccd_1b_max),
    section_80d_self_max: cap(d.section_80d_self_max),
    section_80d_self_senior_max: cap(d.section_80d_self_senior_max),
    section_80d_parents_max: cap(d.section_80d_parents_max),
    section_80d_parents_senior_max: cap(d.section_80d_parents_senior_max),
    home_loan_interest_max: cap(d.home_loan_interest_max),
  };
}

/** The tax-year engine's rules from a stored regime (metadata and slabs in rupees). */
export function regimeRulesFrom(metadata: TaxRegimeMetadata, slabs: TaxSlabInput[]): RegimeRules {
  return {
    kind: metadata.kind,
    tax: taxRulesFrom(metadata, slabs),
    noDeductions: metadata.no_deductions,
    deductions: deductionsFrom(metadata.deductions),
  };
}
