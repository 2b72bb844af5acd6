import { financialYearOf, shiftFinancialYear } from '@hrms/contracts/tax-year';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The twelve months as select options, valued 1 to 12. */
export const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** The financial year of `today` and the four before it, as select options ("FY 2026-27"). */
export const financialYearChoices = (today: string) =>
  [0, -1, -2, -3, -4].map((by) => {
    const fy = shiftFinancialYear(financialYearOf(today), by);
    return { value: fy, label: `FY ${fy}` };
  });
