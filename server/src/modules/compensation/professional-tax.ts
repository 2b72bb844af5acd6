import { paise } from '../../platform/money';

/**
 * Professional tax for one month, from a state's slabs (pure; amounts in paise).
 * Slabs compare the monthly gross × the state's period (1, 6 or 12 months); each month deducts the
 * period amount ÷ period months, or the slab's special amount in its special month (Maharashtra's ₹300
 * in February). Gender-specific slabs, where a state has them for the gender, replace the general ones.
 */
export type ProfessionalTaxSlab = {
  state: string;
  gender: string | null;
  min: number;
  max: number | null;
  periodMonths: number;
  amount: number;
  specialMonth: number | null;
  specialMonthAmount: number | null;
};

export function professionalTax(
  slabs: readonly ProfessionalTaxSlab[],
  state: string,
  monthlyGross: number,
  month: number,
  gender: string | null,
): number {
  const ofState = slabs.filter((s) => s.state.toLowerCase() === state.trim().toLowerCase());
  const specific = ofState.filter((s) => s.gender !== null && s.gender === gender);
  const applicable = specific.length ? specific : ofState.filter((s) => s.gender === null);
  for (const slab of applicable) {
    const income = monthlyGross * slab.periodMonths;
    if (income < slab.min || (slab.max !== null && income > slab.max)) continue;
    if (slab.specialMonth === month && slab.specialMonthAmount !== null) return slab.specialMonthAmount;
    return Math.round(slab.amount / slab.periodMonths / 100) * 100;
  }
  return 0;
}

/** A stored slab (numeric columns in rupees) as the function reads it. */
export function professionalTaxSlabFrom(row: {
  state: string;
  gender: string | null;
  min_salary: string;
  max_salary: string | null;
  period_months: number;
  amount: string;
  special_month: number | null;
  special_month_amount: string | null;
}): ProfessionalTaxSlab {
  return {
    state: row.state,
    gender: row.gender,
    min: paise(row.min_salary),
    max: row.max_salary === null ? null : paise(row.max_salary),
    periodMonths: row.period_months,
    amount: paise(row.amount),
    specialMonth: row.special_month,
    specialMonthAmount: row.special_month_amount === null ? null : paise(row.special_month_amount),
  };
}
