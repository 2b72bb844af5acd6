import type { LateCharge } from '@hrms/contracts/statutory';
import { addMonths, dayOrLastOf, nextMonth, type Period, periodOf } from '../../../platform/period';

/**
 * When a statutory payment is due and what paying it late costs: pure rules over the scheme's dated rates
 * (statutory_rates), which say every due day and rate. Amounts are integer paise.
 */

/** EPF, ESIC and LWF: the rules' due day of the month after the wage month (its last day when shorter). */
export function dueNextMonth(dueDay: number | null | undefined, wageMonth: Period): string | null {
  return dueDay ? dayOrLastOf(nextMonth(wageMonth), dueDay) : null;
}

/**
 * Professional tax: due with the state's return that closes the wage month, the first return month at or
 * after it (wrapping into the next year), by the due day of the month after it, or of the return month itself
 * where `due_month_offset` is 0 (as the compliance summary's ptReturnDue reads the same rules).
 */
export function ptDueOn(
  rules: { return_months: number[]; due_day: number; due_month_offset?: number | undefined },
  wageMonth: Period,
): string | null {
  if (!rules.return_months.length) return null;
  const later = rules.return_months.filter((m) => m >= wageMonth.month);
  const returnMonth = later.length ? Math.min(...later) : Math.min(...rules.return_months) + 12;
  const due = addMonths({ year: wageMonth.year, month: 1 }, returnMonth - 1 + (rules.due_month_offset ?? 1));
  return dayOrLastOf(due, rules.due_day);
}

const DAY = 86_400_000;
const time = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Days from the due date to the payment; 0 when paid on or before it. */
export const daysLate = (dueOn: string, paidOn: string) =>
  Math.max(0, Math.round((time(paidOn) - time(dueOn)) / DAY));

/** The date `months` calendar months after `date` (the month's last day when shorter: 31 Jan + 1 = 28/29 Feb). */
export function monthsAfter(date: string, months: number): string {
  return dayOrLastOf(addMonths(periodOf(date), months), Number(date.slice(8, 10)));
}

/** Days between two dates, never below 0. */
const daysBetween = (from: string, to: string) => Math.max(0, Math.round((time(to) - time(from)) / DAY));
const earlier = (a: string, b: string) => (a < b ? a : b);

/** Months of delay, a part month counted whole: the least n with due + n months on or after the payment. */
export function monthsOrPart(dueOn: string, paidOn: string): number {
  let n = 0;
  while (monthsAfter(dueOn, n) < paidOn) n++;
  return n;
}

/** The band the whole delay falls in: the last one whose start (due + from_months) is on or before the payment. */
function bandOfDelay(charge: LateCharge, dueOn: string, paidOn: string) {
  let rate = 0;
  for (const band of charge.bands) if (monthsAfter(dueOn, band.from_months) <= paidOn) rate = band.rate;
  return rate;
}

/** The band a month of delay (0 = the first) falls in. */
function bandOfMonth(charge: LateCharge, index: number) {
  let rate = 0;
  for (const band of charge.bands) if (band.from_months <= index) rate = band.rate;
  return rate;
}

/**
 * A fraction of the amount as exact integers: sum of amount × rate% × (units / per). Rates carry at most two
 * decimals (1.25%), so rate × 100 is whole; BigInt keeps large amounts exact until the one rounding.
 */
type Share = { rateHundredths: bigint; units: bigint; per: bigint };
const share = (rate: number, units: number, per: number): Share => ({
  rateHundredths: BigInt(Math.round(rate * 100)),
  units: BigInt(units),
  per: BigInt(per),
});

/** Each piece's share of the amount, in paise before rounding, as a fraction over a common denominator. */
function fractionOf(amountPaise: number, shares: Share[]): { num: bigint; den: bigint } {
  // A common denominator: 100 (percent) × 100 (hundredths) × 365 × 12 covers years, months and once.
  const den = 100n * 100n * 365n * 12n;
  let num = 0n;
  for (const s of shares) num += (BigInt(amountPaise) * s.rateHundredths * s.units * den) / (10_000n * s.per);
  return { num, den };
}

/** Rounded half up (a positive fraction) to a paisa, or to a rupee (50 paise and more upwards). */
function rounded({ num, den }: { num: bigint; den: bigint }, to: LateCharge['round_to']): number {
  const step = to === 'rupee' ? 100n : 1n;
  const unit = den * step;
  return Number(((num * 2n + unit) / (2n * unit)) * step);
}

/** One charge on an amount paid `paidOn` against `dueOn`, in paise. */
export function lateChargeOf(charge: LateCharge, amountPaise: number, dueOn: string, paidOn: string): number {
  if (paidOn <= dueOn || amountPaise <= 0) return 0;
  const shares: Share[] = [];
  if (charge.per === 'once') {
    shares.push(share(bandOfDelay(charge, dueOn, paidOn), 1, 1));
  } else if (charge.per === 'year' && charge.graded === 'whole_delay') {
    shares.push(share(bandOfDelay(charge, dueOn, paidOn), daysBetween(dueOn, paidOn), 365));
  } else if (charge.per === 'year') {
    // Each band's stretch of the delay (from due + from_months to the next band's start or the payment).
    charge.bands.forEach((band, i) => {
      const next = charge.bands[i + 1];
      const from = monthsAfter(dueOn, band.from_months);
      const to = next ? earlier(monthsAfter(dueOn, next.from_months), paidOn) : paidOn;
      shares.push(share(band.rate, daysBetween(from, to), 365));
    });
  } else {
    const months = monthsOrPart(dueOn, paidOn);
    if (charge.graded === 'whole_delay') shares.push(share(bandOfDelay(charge, dueOn, paidOn), months, 1));
    else for (let i = 0; i < months; i++) shares.push(share(bandOfMonth(charge, i), 1, 1));
  }
  const fraction = fractionOf(amountPaise, shares);
  const capped =
    charge.max_percent === null || charge.max_percent === undefined
      ? fraction
      : minFraction(fraction, fractionOf(amountPaise, [share(charge.max_percent, 1, 1)]));
  return rounded(capped, charge.round_to);
}

const minFraction = (a: { num: bigint; den: bigint }, b: { num: bigint; den: bigint }) =>
  a.num <= b.num ? a : b;

/** Every charge of a list on the amount, summed (paise). */
export const lateChargesOf = (
  charges: readonly LateCharge[] | undefined,
  amountPaise: number,
  dueOn: string | null,
  paidOn: string,
) => (dueOn ? (charges ?? []).reduce((sum, c) => sum + lateChargeOf(c, amountPaise, dueOn, paidOn), 0) : 0);

export type LatenessRules = {
  late_interest?: readonly LateCharge[] | undefined;
  late_damages?: readonly LateCharge[] | undefined;
};

export type Lateness<K extends string> = {
  days_late: number;
  interest: number;
  damages: number;
  /** Each part's own interest and damages (EPF's accounts), which add up to the totals. */
  parts: Record<K, { interest: number; damages: number }>;
};

/**
 * A payment's lateness: days late, and interest and damages on each of its parts (EPF's accounts, each
 * computed and rounded on its own as the challan pays them; one part for the others), summed.
 */
export function latenessOf<K extends string>(
  rules: LatenessRules | null,
  dueOn: string | null,
  paidOn: string,
  partsPaise: Record<K, number>,
): Lateness<K> {
  const parts = {} as Record<K, { interest: number; damages: number }>;
  let interest = 0;
  let damages = 0;
  for (const key of Object.keys(partsPaise) as K[]) {
    const amount = partsPaise[key];
    const part = {
      interest: lateChargesOf(rules?.late_interest, amount, dueOn, paidOn),
      damages: lateChargesOf(rules?.late_damages, amount, dueOn, paidOn),
    };
    parts[key] = part;
    interest += part.interest;
    damages += part.damages;
  }
  return { days_late: dueOn ? daysLate(dueOn, paidOn) : 0, interest, damages, parts };
}

/** A scheme's rules as a payment reads them: the due day (PT: its returns) and the late-payment charges. */
export type PaymentRules = LatenessRules & {
  due_day: number | null;
  return_months?: number[] | undefined;
  due_month_offset?: number | undefined;
};

/** When a payment of the kind for the wage month is due under its scheme's rules (null: none set). */
export function paymentDueOn(kind: string, rules: PaymentRules | null, wageMonth: Period): string | null {
  if (!rules) return null;
  if (kind === 'pt' && rules.return_months && rules.due_day)
    return ptDueOn({ ...rules, return_months: rules.return_months, due_day: rules.due_day }, wageMonth);
  return dueNextMonth(rules.due_day, wageMonth);
}
