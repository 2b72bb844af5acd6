import { financialYearOf, shiftFinancialYear } from '@hrms/contracts/tax-year';
import { todayISO } from './dates';

/** The financial year of today in the company's zone (April to March). */
export function currentFinancialYear(today: string = todayISO()): string {
  return financialYearOf(today);
}

/**
 * The years the picker offers, newest first: the next one (declarations open before April), the current
 * one and two before it (Form 16 of a past year); a year asked for in the URL is kept even if older.
 */
export function financialYearOptions(current: string, chosen?: string): { value: string; label: string }[] {
  const years = [1, 0, -1, -2].map((by) => shiftFinancialYear(current, by));
  if (chosen && !years.includes(chosen)) years.push(chosen);
  return years.map((fy) => ({ value: fy, label: `FY ${fy}${fy === current ? ' (current)' : ''}` }));
}

/** The year in the query string when well formed, else the current one. */
export function readFinancialYear(params: URLSearchParams, current: string): string {
  const asked = params.get('financial_year') ?? '';
  if (!/^\d{4}-\d{2}$/.test(asked)) return current;
  return shiftFinancialYear(asked, 0) === asked ? asked : current;
}
