import type { VarianceCause, VarianceFlag } from '@hrms/contracts/pay-runs';

/**
 * The review before approval (pure; paise): each employee's net pay against the month before, explained by
 * its causes, and the flags a payroll lead checks by hand (docs/decisions/payroll.md, "The variance review").
 */

/** What a month's run holds for the review, in paise (days as numbers). */
export type MonthPay = {
  net: number;
  /** Earnings of the structure, pro-rated by the days paid: total earnings less the four below. */
  pay: number;
  arrears: number;
  overtime: number;
  bonus: number;
  reimbursements: number;
  /** PF (with VPF), ESIC, PT and LWF deducted. */
  statutory: number;
  tds: number;
  loan: number;
  /** Every other deduction (NPS, advances, other). */
  other_deductions: number;
  days_paid: number;
  total_days: number;
  pf_wages: number | null;
  esic_wages: number | null;
  /** The structure the run was computed from, as stored (compared whole: any change is a revision). */
  structure: string;
};

export type VarianceFacts = {
  current: MonthPay;
  previous: MonthPay | null;
  /** A statutory rate (PF, ESIC, PT, LWF) took a new version after the previous month's end. */
  newRates: boolean;
  left_in_month: boolean;
  has_bank_account: boolean;
  has_uan: boolean;
};

export type Variance = {
  net_change: number;
  net_change_percent: number | null;
  causes: { cause: VarianceCause; amount: number }[];
  flags: VarianceFlag[];
};

/** The structure's full monthly pay, from what was paid for the days paid (null when nothing was paid). */
const fullMonth = (m: MonthPay) => (m.days_paid > 0 ? (m.pay * m.total_days) / m.days_paid : null);

/**
 * The change in pay split into a revision (the full monthly rate changed, at this month's days) and the days
 * paid (the previous rate over the change in days); rounding falls to the days. Without a revision, or when
 * either month paid no day, all of it is the days paid.
 */
function payCauses(current: MonthPay, previous: MonthPay): [VarianceCause, number][] {
  const change = current.pay - previous.pay;
  const before = fullMonth(previous);
  const now = fullMonth(current);
  if (current.structure === previous.structure || before === null || now === null)
    return [['days_paid', change]];
  const revision = Math.round(((now - before) * current.days_paid) / current.total_days);
  return [
    ['revision', revision],
    ['days_paid', change - revision],
  ];
}

/**
 * Each cause's effect on net pay (an earning up raises it, a deduction up lowers it); they add up to the
 * change in net pay exactly, a remainder (rounding in stored rupees) falling to "other". Zero effects are
 * left out.
 */
export function varianceOf(facts: VarianceFacts, thresholdPercent: number): Variance {
  const { current, previous } = facts;
  const flags: VarianceFlag[] = [];
  if (current.net <= 0) flags.push('net_not_positive');
  if (!previous) flags.push('first_pay');
  if (facts.left_in_month) flags.push('last_pay');
  if (!facts.has_bank_account) flags.push('no_bank_account');
  if (!facts.has_uan) flags.push('no_uan');
  if (!previous) return { net_change: 0, net_change_percent: null, causes: [], flags };

  const net_change = current.net - previous.net;
  const causes: [VarianceCause, number][] = [
    ...payCauses(current, previous),
    ['arrears', current.arrears - previous.arrears],
    ['overtime', current.overtime - previous.overtime],
    ['bonus', current.bonus - previous.bonus],
    ['claims', current.reimbursements - previous.reimbursements],
    ['loan', -(current.loan - previous.loan)],
    ['tds', -(current.tds - previous.tds)],
    [facts.newRates ? 'statutory_rates' : 'statutory', -(current.statutory - previous.statutory)],
    ['other', -(current.other_deductions - previous.other_deductions)],
  ];
  const explained = causes.reduce((n, [, amount]) => n + amount, 0);
  const other = causes.find(([cause]) => cause === 'other');
  if (other) other[1] += net_change - explained;

  const net_change_percent = previous.net > 0 ? Math.round((net_change / previous.net) * 10_000) / 100 : null;
  // Compared exactly, not on the rounded percent: ₹2,701 on ₹27,000 is above 10%.
  if (previous.net > 0 && Math.abs(net_change) * 100 > thresholdPercent * previous.net)
    flags.push('net_change');
  const revised = current.structure !== previous.structure;
  // The same share of the month paid (28 of 30 and 28 of 31 are not: the pay, and the wages, follow it).
  const sameDays = current.days_paid * previous.total_days === previous.days_paid * current.total_days;
  const wagesMoved =
    (current.pf_wages !== null && previous.pf_wages !== null && current.pf_wages !== previous.pf_wages) ||
    (current.esic_wages !== null &&
      previous.esic_wages !== null &&
      current.esic_wages !== previous.esic_wages);
  if (wagesMoved && sameDays && !revised) flags.push('statutory_wages_changed');
  if (previous.tds > 0 && current.tds > 2 * previous.tds) flags.push('tds_doubled');

  return {
    net_change,
    net_change_percent,
    causes: causes.filter(([, amount]) => amount !== 0).map(([cause, amount]) => ({ cause, amount })),
    flags,
  };
}
