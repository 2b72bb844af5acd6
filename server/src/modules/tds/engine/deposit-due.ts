import type { TdsDepositRates } from '@hrms/contracts/statutory';
import { dayOrLastOf, nextMonth } from '../../../platform/period';

/**
 * When the TDS deducted in a pay month is due (Income-tax Rules 1962, rule 30(1)(b) for a deductor other
 * than a government office): the rules' due day of the following month, except tax deducted in the
 * year-end month (March), due on the year-end month and day (30 April). Null without rules in force.
 */
export function tdsDueOn(rules: TdsDepositRates | null, year: number, month: number): string | null {
  if (!rules) return null;
  // A due day past the month's end means its last day (31 in April is 30 April).
  if (month === rules.year_end_month) {
    const dueYear = rules.year_end_due_month < month ? year + 1 : year;
    return dayOrLastOf({ year: dueYear, month: rules.year_end_due_month }, rules.year_end_due_day);
  }
  return dayOrLastOf(nextMonth({ year, month }), rules.due_day);
}
