import type { ProfessionalTaxSlab } from '../src/modules/compensation/engine/professional-tax';
import { PT_SLABS } from '../src/modules/compensation/professional-tax-rates';
import { paise } from '../src/platform/money';

/** The seeded professional-tax slabs as the pure function reads them (paise), for unit tests. */
export const SEEDED_PT_SLABS: ProfessionalTaxSlab[] = PT_SLABS.map((s) => ({
  state: s.state,
  gender: s.gender ?? null,
  min: paise(s.min),
  max: s.max === null ? null : paise(s.max),
  periodMonths: s.periodMonths ?? 1,
  amount: paise(s.amount),
  specialMonth: s.specialMonth ?? null,
  specialMonthAmount: s.specialMonthAmount === undefined ? null : paise(s.specialMonthAmount),
}));
