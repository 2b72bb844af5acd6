import { nextMonth } from '../../../platform/period';

/**
 * A loan's or salary advance's recovery, pure and in integer paise. Interest, if any, is charged on
 * the reducing balance: each month's interest = balance × annual rate ÷ 12, to the rupee (half a rupee and
 * more rounds up — the same rounding as every other rupee figure of the payslip); the EMI's principal is what
 * is left of the EMI after that interest, at most the balance. The last EMI is therefore the balance + its
 * interest, smaller than the EMI. An interest-free loan or an advance is all principal.
 */

/** A rate as hundredths of a percent (9.00% → 900), so the arithmetic stays in integers. */
export const rateBasisPoints = (annualPercent: number | string) => Math.round(Number(annualPercent) * 100);

/**
 * One month's interest (paise, to the rupee) on a balance at an annual rate in basis points:
 * balance × rate ÷ 12, half-up to the rupee.
 */
export function monthInterest(balance: number, rateBp: number): number {
  if (balance <= 0 || rateBp <= 0) return 0;
  // balance (paise) × rate (bp) ÷ (12 months × 10,000 bp) = paise of interest.
  const exact = (balance * rateBp) / 120_000;
  return Math.round(exact / 100) * 100;
}

export type EmiSplit = { principal: number; interest: number; balanceAfter: number };

/**
 * This month's EMI on a balance: interest for the month, the rest of the EMI to principal (at most the
 * balance). A balance of 0 takes no EMI (null): the loan is repaid.
 */
export function emiSplit(balance: number, emi: number, rateBp: number): EmiSplit | null {
  if (balance <= 0) return null;
  const interest = monthInterest(balance, rateBp);
  const principal = Math.min(Math.max(emi - interest, 0), balance);
  return { principal, interest, balanceAfter: balance - principal };
}

export type ScheduleRow = EmiSplit & { year: number; month: number; balanceBefore: number };

/**
 * The projected schedule from a balance: one row per month from (year, month) until the balance is repaid,
 * for display (the ledger, not this projection, is the record). An EMI that does not cover the month's
 * interest would never repay the loan: the projection stops after `maxMonths` (600, fifty years).
 */
export function projectSchedule(
  balance: number,
  emi: number,
  rateBp: number,
  from: { year: number; month: number },
  maxMonths = 600,
): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  let at = from;
  let left = balance;
  while (left > 0 && rows.length < maxMonths) {
    const split = emiSplit(left, emi, rateBp);
    if (!split || split.principal === 0) break;
    rows.push({ ...split, year: at.year, month: at.month, balanceBefore: left });
    left = split.balanceAfter;
    at = nextMonth(at);
  }
  return rows;
}

/**
 * What an early closure recovers at once: the outstanding balance, plus the closure month's interest on it
 * when the loan bears interest, its recovery has begun (the closure month is not before the start month) and
 * no EMI of that month has charged the month's interest already. Before the start month no interest has
 * accrued (the schedule charges interest with each EMI from the start month on).
 */
export function closureAmount(
  balance: number,
  rateBp: number,
  opts: { started: boolean; emiThisMonth: boolean },
): { principal: number; interest: number } {
  if (balance <= 0) return { principal: 0, interest: 0 };
  const interest = opts.started && !opts.emiThisMonth ? monthInterest(balance, rateBp) : 0;
  return { principal: balance, interest };
}
