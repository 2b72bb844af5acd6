import type { Period } from '../../../platform/period';
import { nextMonth } from '../../../platform/period';
import type { PerquisitesOfMonth } from '../../payroll/public';
import { emiSplit, monthInterest } from './schedule';

/**
 * The perquisite of an interest-free or concessional loan (s.17(2)(viii) with rule 3(7)(i) of the Income-tax
 * Rules 1962; s.17 with rule 15(5)(a) of the Income-tax Rules 2026), pure and in integer paise: for each month,
 * interest at SBI's rate for a loan of the same purpose on 1 April of the year (the loan's `benchmark`) on the
 * month's largest balance, less the interest the employee is charged on it — each to the rupee, half up, as
 * the loan's own EMI interest is (`monthInterest`). Nothing in a month whose loans in aggregate stay within
 * the exempt limit, nor on a loan for treating a listed disease (when the rules exempt them, which they then
 * leave out of the aggregate too); nothing on a loan without a benchmark or charged at it or above.
 */

export type PerquisiteLoan = {
  loanId: number;
  /** The largest balance of the month (paise): the balance before the month's EMI. */
  balance: number;
  /** The rate the employee is charged and SBI's (hundredths of a percent; null: not valued). */
  chargedBp: number;
  benchmarkBp: number | null;
  medical: boolean;
};

export type PerquisiteRule = { exemptUpTo: number; medicalExempt: boolean };

/** A loan's month: interest at the benchmark (`value`), the interest charged, the taxable rest (0 when exempt). */
export type LoanPerquisiteLine = PerquisitesOfMonth['loans'][number];

export type MonthPerquisite = { total: number; exempt: boolean; lines: LoanPerquisiteLine[] };

export const NO_PERQUISITE: MonthPerquisite = { total: 0, exempt: true, lines: [] };

export function loanPerquisiteOfMonth(
  loans: readonly PerquisiteLoan[],
  rule: PerquisiteRule,
): MonthPerquisite {
  const counted = loans.filter((l) => l.balance > 0 && !(rule.medicalExempt && l.medical));
  const aggregate = counted.reduce((n, l) => n + l.balance, 0);
  const exempt = aggregate <= rule.exemptUpTo;
  const lines: LoanPerquisiteLine[] = [];
  for (const l of counted) {
    if (l.benchmarkBp === null || l.benchmarkBp <= l.chargedBp) continue;
    const value = monthInterest(l.balance, l.benchmarkBp);
    const recovered = monthInterest(l.balance, l.chargedBp);
    lines.push({
      loanId: l.loanId,
      balance: l.balance,
      benchmarkBp: l.benchmarkBp,
      chargedBp: l.chargedBp,
      value,
      recovered,
      taxable: exempt ? 0 : Math.max(0, value - recovered),
    });
  }
  return { total: lines.reduce((n, l) => n + l.taxable, 0), exempt, lines };
}

/** A loan as the months ahead see it: its balance after this month, its EMI and when recovery starts. */
export type LoanAhead = Omit<PerquisiteLoan, 'balance'> & {
  balanceAfterMonth: number;
  emi: number;
  startsAt: Period;
};

const index = (p: Period) => p.year * 12 + p.month;

/**
 * The taxable perquisite of each month after `period` up to `last` (the year's March), the loans repaid by
 * their EMIs as scheduled (a month before a loan's recovery starts keeps its balance): what the TDS estimate
 * counts for the months not yet paid.
 */
export function perquisitesAhead(
  loans: readonly LoanAhead[],
  period: Period,
  last: Period,
  rule: PerquisiteRule,
): { year: number; month: number; total: number }[] {
  const balances = loans.map((l) => l.balanceAfterMonth);
  const months: { year: number; month: number; total: number }[] = [];
  for (let at = nextMonth(period); index(at) <= index(last); at = nextMonth(at)) {
    const month = loanPerquisiteOfMonth(
      loans.map((l, i) => ({ ...l, balance: balances[i] ?? 0 })),
      rule,
    );
    months.push({ year: at.year, month: at.month, total: month.total });
    loans.forEach((l, i) => {
      if (index(at) < index(l.startsAt)) return;
      const split = emiSplit(balances[i] ?? 0, l.emi, l.chargedBp);
      if (split) balances[i] = split.balanceAfter;
    });
  }
  return months;
}
