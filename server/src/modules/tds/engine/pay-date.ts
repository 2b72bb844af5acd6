import type { PayDateRule } from '@hrms/contracts/enums';

/**
 * The day a month's salary is paid — the date of payment and of deduction the quarterly TDS statement reports
 * (tax is deducted when salary is paid, s.192(1) / s.392(1)) — from the company's rule: the month's last
 * working day, or a fixed day of the month or of the next one (a shorter month pays on its last day). A day
 * that is not a working day moves back to the working day before it: salary reaches the bank before a holiday,
 * not after. Pure: the caller says which days are working days.
 */
export function payDateOf(
  period: { year: number; month: number },
  rule: PayDateRule,
  payDay: number | null,
  isWorkingDay: (date: string) => boolean,
): string {
  const next = rule === 'day_of_next_month';
  const year = next && period.month === 12 ? period.year + 1 : period.year;
  const month = next ? (period.month % 12) + 1 : period.month;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = rule === 'last_working_day' ? last : Math.min(payDay ?? last, last);
  let date = new Date(Date.UTC(year, month - 1, day));
  // A month has working days; a week of holidays is the most any calendar holds back.
  for (let i = 0; i < 31 && !isWorkingDay(date.toISOString().slice(0, 10)); i += 1)
    date = new Date(date.getTime() - 86_400_000);
  return date.toISOString().slice(0, 10);
}

/**
 * A bank's working day: salary is credited through the bank, so not a Sunday, not the second or fourth
 * Saturday (RBI, bank holidays since 1 September 2015), and not a holiday of the whole company.
 */
export const bankWorkingDayOf = (holidays: ReadonlySet<string>) => (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = d.getUTCDay();
  const nthSaturday = Math.ceil(d.getUTCDate() / 7);
  if (weekday === 0 || (weekday === 6 && (nthSaturday === 2 || nthSaturday === 4))) return false;
  return !holidays.has(date);
};
