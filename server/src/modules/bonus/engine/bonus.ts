import type { SkillCategory } from '@hrms/contracts/enums';
import { type BonusRates, minimumWageOf } from '@hrms/contracts/statutory';
import { nearestRupee } from '../../../platform/money';

/**
 * The statutory bonus of one employee for one accounting year (Payment of Bonus Act 1965), in integer paise.
 * Pure: the caller hands in each month the employee was paid in the year (from the payroll runs) and the
 * BONUS rules in force at the year's end.
 *
 * - s.2(21) "salary or wage": BASIC + dearness allowance (no other allowance, overtime, bonus or
 *   reimbursement). `salary` is what the month earned of it (after loss of pay), `rate` its full monthly rate.
 * - s.2(13) eligibility ("employed on a salary or wage not exceeding ₹21,000 per mensem") is judged MONTH BY
 *   MONTH on the month's full rate: a month whose rate is above `eligibility_limit` is not counted, the
 *   others are (an employee revised above the limit mid-year keeps the bonus of the months before).
 * - s.8: at least `min_working_days` worked in the year; a day worked is a day paid by the year's runs
 *   (s.14 counts paid leave and holidays as worked), counted over all the year's months.
 * - s.12: each counted month's salary is taken at most at the ceiling — the higher of
 *   `calculation_ceiling` and the minimum wage of the month's state (`minimum_wages`) — "as if his salary
 *   were" the ceiling, so a month with loss of pay is capped at the ceiling × days paid ÷ days in the month.
 * - s.10/s.11: bonus = salary for bonus × rate (min_rate..max_rate, checked by the caller), and at least
 *   `minimum_bonus`; s.13: that minimum is reduced in proportion to the days worked in the counted months
 *   ÷ the days of the accounting year.
 *
 * Rounding: each month's capped salary to the paisa (half up); the bonus and the minimum to the whole rupee
 * (half up), as bonus is paid in whole rupees.
 */
export type BonusMonth = {
  year: number;
  month: number;
  /** BASIC + DA earned in the month (paise), arrears for the month included. */
  salary: number;
  /** The full monthly rate of BASIC + DA (paise): decides eligibility under s.2(13). */
  rate: number;
  daysPaid: number;
  /** Days in the month (the run's total days). */
  totalDays: number;
  /** The state the employee worked in that month (its minimum wage may raise the s.12 ceiling). */
  stateCode: string | null;
  /** The employee's skill category, whose minimum wage of the state counts (absent: the lowest). */
  skillCategory?: SkillCategory | null;
};

export type BonusMonthResult = BonusMonth & {
  /** Whether the month counts (its rate within the s.2(13) limit). */
  eligible: boolean;
  /** The s.12 ceiling for the month (paise, full month). */
  ceiling: number;
  /** The salary counted for bonus (paise). */
  counted: number;
};

export type BonusResult = {
  eligible: boolean;
  /** Why not, when not eligible. */
  reason: string | null;
  workingDays: number;
  /** BASIC + DA earned in the year, every month (paise). */
  salaryEarned: number;
  /** Salary counted for bonus: the eligible months, each capped (paise). */
  salaryForBonus: number;
  /** Paise, whole rupees. */
  bonus: number;
  /** The s.13-reduced minimum bonus that applied (paise, whole rupees). */
  minimumBonus: number;
  months: BonusMonthResult[];
};

const RUPEE = 100;

/**
 * The s.12 ceiling of a state (paise): the higher of the calculation ceiling and the state's minimum wage for the
 * employee's skill category.
 */
export function bonusCeiling(
  rules: BonusRates,
  stateCode: string | null,
  category: SkillCategory | null = null,
): number {
  const minimumWage = minimumWageOf(rules, stateCode, category);
  return Math.round(Math.max(rules.calculation_ceiling, minimumWage ?? 0) * RUPEE);
}

/** Whether a rate (percent) is within the rules' s.10–s.11 range. */
export const rateAllowed = (rules: BonusRates, rate: number) =>
  rate >= rules.min_rate && rate <= rules.max_rate;

export function computeBonus(input: {
  rules: BonusRates;
  /** Percent, e.g. 8.33. */
  ratePercent: number;
  months: readonly BonusMonth[];
  /** Days of the accounting year (365 or 366), for s.13. */
  daysInYear: number;
}): BonusResult {
  const { rules } = input;
  const limit = Math.round(rules.eligibility_limit * RUPEE);
  const months = input.months.map((m): BonusMonthResult => {
    const eligible = m.rate <= limit;
    const ceiling = bonusCeiling(rules, m.stateCode, m.skillCategory ?? null);
    const cap = m.totalDays > 0 ? Math.round((ceiling * m.daysPaid) / m.totalDays) : 0;
    return { ...m, eligible, ceiling, counted: eligible ? Math.min(m.salary, cap) : 0 };
  });
  const sum = (f: (m: BonusMonthResult) => number) => months.reduce((n, m) => n + f(m), 0);
  const workingDays = sum((m) => m.daysPaid);
  const salaryEarned = sum((m) => m.salary);
  const salaryForBonus = sum((m) => m.counted);
  const eligibleDays = sum((m) => (m.eligible ? m.daysPaid : 0));
  const base = { workingDays, salaryEarned, months };

  let reason: string | null = null;
  if (!months.some((m) => m.eligible))
    reason = `Salary (BASIC + DA) above ₹${rules.eligibility_limit.toLocaleString('en-IN')} a month all year (s.2(13))`;
  else if (workingDays < rules.min_working_days)
    reason = `Worked ${workingDays} days, fewer than ${rules.min_working_days} in the year (s.8)`;
  if (reason) return { ...base, eligible: false, reason, salaryForBonus: 0, bonus: 0, minimumBonus: 0 };

  // Basis points keep the multiplication in integers: 8.33% = 833 / 10,000.
  const basisPoints = Math.round(input.ratePercent * 100);
  const atRate = nearestRupee((salaryForBonus * basisPoints) / 10_000);
  const share = input.daysInYear > 0 ? Math.min(1, eligibleDays / input.daysInYear) : 0;
  const minimumBonus = nearestRupee(rules.minimum_bonus * RUPEE * share);
  return {
    ...base,
    eligible: true,
    reason: null,
    salaryForBonus,
    bonus: Math.max(atRate, minimumBonus),
    minimumBonus,
  };
}
