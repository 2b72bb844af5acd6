import type { TdsDepositRates } from '@hrms/contracts/statutory';

const iso = (year: number, month: number, day: number) => {
  // A due day past the month's end means its last day (31 in April is 30 April).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
};

/**
 * When the TDS deducted in a pay month is due (Income-tax Rules 1962, rule 30(1)(b) for a deductor other
 * than a government office): the rules' due day of the following month, except tax deducted in the
 * year-end month (March), due on the year-end month and day (30 April). Null without rules in force.
 */
export function tdsDueOn(rules: TdsDepositRates | null, year: number, month: number): string | null {
  if (!rules) return null;
  if (month === rules.year_end_month) {
    const dueYear = rules.year_end_due_month < month ? year + 1 : year;
    return iso(dueYear, rules.year_end_due_month, rules.year_end_due_day);
  }
  return month === 12 ? iso(year + 1, 1, rules.due_day) : iso(year, month + 1, rules.due_day);
}

/** The first and last day of a pay month. */
export function monthDays(year: number, month: number) {
  return { first: iso(year, month, 1), last: iso(year, month, 31) };
}
