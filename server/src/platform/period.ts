import { financialYearOf, financialYearStart } from '@hrms/contracts/tax-year';

/**
 * Calendar months as pay periods (pure): a month's first and last day, the months around it, the financial
 * year and the ESIC contribution period holding it, and the dated version in force on a day. Dates are ISO
 * strings (YYYY-MM-DD) worked out in UTC, so no time zone can shift a day. A financial year written "2026-27"
 * — its dates, its months, the one a date falls in — is read with @hrms/contracts/tax-year, which the web
 * shares; this module works from a period.
 */

/** A calendar month: the year, and the month of it (1 to 12). */
export type Period = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** The month as YYYY-MM ("2026-09"), as pay periods are written. */
export const yearMonth = ({ year, month }: Period) => `${year}-${pad(month)}`;

/** Day `day` of the month as YYYY-MM-DD, as given (not held to the month's length). */
export const monthDay = (period: Period, day: number) => `${yearMonth(period)}-${pad(day)}`;

/** The period a date (YYYY-MM-DD) falls in. */
export const periodOf = (date: string): Period => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});

/** The number of days in the month, 28 to 31. */
export const daysInMonth = ({ year, month }: Period) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month's first day, YYYY-MM-DD. */
export const firstDayOf = (period: Period) => monthDay(period, 1);

/** The month's last day, YYYY-MM-DD. */
export const lastDayOf = (period: Period) => monthDay(period, daysInMonth(period));

/** Day `day` of the month, or the month's last day when it is shorter (31 in April is 30 April). */
export const dayOrLastOf = (period: Period, day: number) =>
  monthDay(period, Math.min(day, daysInMonth(period)));

/** A month as a number that orders months: year × 12 + month (as the queries and financialYearMonthSpan count). */
export const monthIndex = ({ year, month }: Period) => year * 12 + month;

/** The period a month index (year × 12 + month, as monthIndex gives it) stands for. */
export const periodAtIndex = (index: number): Period => addMonths({ year: 0, month: 1 }, index - 1);

/** The period `by` months after this one (before it when negative). */
export function addMonths({ year, month }: Period, by: number): Period {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** The month after a period. */
export const nextMonth = (period: Period) => addMonths(period, 1);

/** The month before a period. */
export const previousMonth = (period: Period) => addMonths(period, -1);

/** The first month (April) of a financial year written "2026-27". */
export const financialYearFirstMonth = (financialYear: string): Period => ({
  year: financialYearStart(financialYear),
  month: 4,
});

/** The financial year (2026-27) holding a period, and its first month (April). */
export function financialYear(period: Period) {
  const label = financialYearOf(firstDayOf(period));
  return { label, start: financialYearFirstMonth(label) };
}

/** Months left in the financial year, this one included (April → 12, March → 1). */
export const monthsRemaining = (month: number) => ((3 - month + 12) % 12) + 1;

/** The financial year's months after a period, to March (none after March). */
export function monthsAfterInYear(period: Period): Period[] {
  const months: Period[] = [];
  for (let p = period; p.month !== 3; ) {
    p = nextMonth(p);
    months.push(p);
  }
  return months;
}

/** The first month of the ESIC contribution period (April–September or October–March) holding a month. */
export function esicPeriodFirstMonth({ year, month }: Period): Period {
  if (month >= 4 && month <= 9) return { year, month: 4 };
  return { year: month >= 10 ? year : year - 1, month: 10 };
}

/** The first day of the ESIC contribution period (April–September or October–March) holding the month. */
export const esicPeriodStart = (period: Period) => firstDayOf(esicPeriodFirstMonth(period));

/** The version in force on a date among dated versions (oldest first): the latest effective by then, if any. */
export function inForceOn<V extends { effective_from: string }>(versions: readonly V[], date: string) {
  let found: V | undefined;
  for (const v of versions) if (v.effective_from <= date) found = v;
  return found;
}
