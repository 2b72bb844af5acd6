import type { PtFilingRates } from '@hrms/contracts/statutory';
import { paise } from '../../../platform/money';

/**
 * Professional tax for one month, from a state's slabs (pure; amounts in paise).
 *
 * A monthly state (period 1) charges the band of the month's gross, or the band's special amount in its
 * special month (Maharashtra's and Karnataka's ₹300 in February). A half-yearly (April–September,
 * October–March) or yearly (April–March) state charges one amount per period on the period's income: each
 * month deducts what is still due for the period spread over the months left, and the period's last month
 * takes the remainder, so the period totals exactly the statutory amount. Gender-specific slabs, where a
 * state has them for the gender, replace the general ones.
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

export type ProfessionalTaxInput = {
  state: string;
  gender: string | null;
  monthlyGross: number;
  month: number;
  /** Professional tax already deducted in this month's period (half-year or year) before this month. */
  deductedInPeriod: number;
  /**
   * Gross paid in this period's earlier months. Given, the period's income is that plus this month's gross
   * for each month left (a joiner, a raise or a month without pay counts as earned); left out, it is this
   * month's gross × the period.
   */
  grossInPeriod?: number;
  /** The employee is exempt from the state's tax (see `ptExempt`). */
  exempt?: boolean;
};

/** The months of a state's PT period holding `month`: monthly, April–September / October–March, or the FY. */
export function ptPeriod(periodMonths: number, month: number) {
  if (periodMonths === 12) return { startMonth: 4, lastMonth: 3 };
  if (periodMonths === 6)
    return month >= 4 && month <= 9 ? { startMonth: 4, lastMonth: 9 } : { startMonth: 10, lastMonth: 3 };
  return { startMonth: month, lastMonth: month };
}

/** The months from `month` to the end of its period, counting `month` itself (1 in the last month). */
export function ptMonthsLeft(periodMonths: number, month: number) {
  return ((ptPeriod(periodMonths, month).lastMonth - month + 12) % 12) + 1;
}

const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The slabs that apply to an employee of a state: gender-specific ones where the state has them. */
function applicableSlabs(slabs: readonly ProfessionalTaxSlab[], state: string, gender: string | null) {
  const ofState = slabs.filter((s) => sameState(s.state, state));
  const specific = ofState.filter((s) => s.gender !== null && s.gender === gender);
  return specific.length ? specific : ofState.filter((s) => s.gender === null);
}

/** The length of a state's PT period in months (1 when the state has no slabs). */
export const ptPeriodMonthsOf = (slabs: readonly ProfessionalTaxSlab[], state: string) =>
  slabs.find((s) => sameState(s.state, state))?.periodMonths ?? 1;

const bandOf = (slabs: readonly ProfessionalTaxSlab[], income: number) =>
  slabs.find((s) => income >= s.min && (s.max === null || income <= s.max));

const wholeRupees = (amount: number) => Math.round(amount / 100) * 100;

export function professionalTax(slabs: readonly ProfessionalTaxSlab[], input: ProfessionalTaxInput): number {
  // Nothing is deducted from a month without pay, nor from an exempt employee.
  if (input.exempt || input.monthlyGross <= 0) return 0;
  const applicable = applicableSlabs(slabs, input.state, input.gender);
  const periodMonths = applicable[0]?.periodMonths ?? 1;

  if (periodMonths === 1) {
    const slab = bandOf(applicable, input.monthlyGross);
    if (!slab) return 0;
    return slab.specialMonth === input.month && slab.specialMonthAmount !== null
      ? slab.specialMonthAmount
      : slab.amount;
  }

  const left = ptMonthsLeft(periodMonths, input.month);
  const income =
    input.grossInPeriod === undefined
      ? input.monthlyGross * periodMonths
      : input.grossInPeriod + input.monthlyGross * left;
  const amount = bandOf(applicable, income)?.amount ?? 0;
  const due = Math.max(0, amount - input.deductedInPeriod);
  if (left === 1) return due;
  // The period's instalment (₹208 of MP's ₹2,500) while every earlier month deducted it; otherwise (a raise,
  // a month without pay, a joiner) what is still due spread over the months left in whole rupees. The last
  // month takes the remainder either way.
  const instalment = wholeRupees(amount / periodMonths);
  if (input.deductedInPeriod === instalment * (periodMonths - left)) return Math.min(instalment, due);
  return Math.floor(due / left / 100) * 100;
}

/**
 * Whether a state's rules exempt the employee in a month: a person with disability where the state exempts
 * them, or one who has reached the state's exemption age by the month's end (rules per state, as data).
 */
export function ptExempt(
  rules: Pick<PtFilingRates, 'exempt_person_with_disability' | 'exempt_from_age'> | null | undefined,
  person: { personWithDisability: boolean; dateOfBirth: string | null },
  year: number,
  month: number,
): boolean {
  if (!rules) return false;
  if (rules.exempt_person_with_disability && person.personWithDisability) return true;
  if (rules.exempt_from_age === undefined || !person.dateOfBirth) return false;
  const [birthYear = 0, birthMonth = 0] = person.dateOfBirth.split('-').map(Number);
  // A birthday in the month is reached by its last day.
  const age = year - birthYear - (month < birthMonth ? 1 : 0);
  return age >= rules.exempt_from_age;
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
