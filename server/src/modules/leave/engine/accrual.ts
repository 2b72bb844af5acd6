/**
 * Accrual of a leave policy's rule over a leave year (pure). The leave year is the calendar year; a rule
 * splits its annual days evenly over 1, 2, 4 or 12 periods. Each credit brings the year's accruals up to the
 * entitlement earned to the end of its period, rounded as the rule says: the year's credits add up to the
 * rounded year, never to twelve separately rounded months (docs/decisions/time-and-leave.md, "Accrual").
 * Days are handled in hundredths, as integers, so no float error reaches a balance.
 */
import { type AccrualFrequency, PERIODS_PER_YEAR } from '@hrms/contracts/leave-policies';
import { addDays, daysBetween, earlierOf, laterOf, monthEnd } from './days';

export type Proration = 'none' | 'months' | 'days';

export type AccrualRule = {
  annual_days: number;
  accrual: AccrualFrequency;
  accrue_at: 'start' | 'end';
  prorate_joiners: Proration;
  prorate_leavers: Proration;
  accrual_starts_after_days: number;
  rounding_step: number;
  rounding: 'down' | 'nearest';
};

/** The employee's service: from joining, to the last working day when an exit is recorded. */
export type Service = { hire_date: string; last_working_day: string | null };

export type Period = { key: string; start: string; end: string };

export type Credit = { period: string; date: string; days: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** The accrual periods of a year: "2026", "2026-H1", "2026-Q3", "2026-M11". */
export function periodsOf(year: number, frequency: AccrualFrequency): Period[] {
  const count = PERIODS_PER_YEAR[frequency];
  const months = 12 / count;
  return Array.from({ length: count }, (_, i) => {
    const first = i * months + 1;
    const last = first + months - 1;
    const prefix = { yearly: '', half_yearly: 'H', quarterly: 'Q', monthly: 'M' }[frequency];
    const key =
      frequency === 'yearly'
        ? String(year)
        : `${year}-${prefix}${frequency === 'monthly' ? pad(i + 1) : i + 1}`;
    return { key, start: `${year}-${pad(first)}-01`, end: monthEnd(`${year}-${pad(last)}-01`) };
  });
}

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/**
 * The share of a period the employee earns: 1 less what falls before accrual starts (a joiner) and after the
 * last working day (a leaver), each counted as the rule says — not at all, in whole months (the month of
 * joining or leaving counts), or in days.
 */
export function periodShare(rule: AccrualRule, service: Service, period: Period): number {
  const from = addDays(service.hire_date, rule.accrual_starts_after_days);
  const to = service.last_working_day;
  if (from > period.end || (to !== null && to < period.start)) return 0;
  const days = daysBetween(period.start, period.end) + 1;
  const months = monthIndex(period.end) - monthIndex(period.start) + 1;
  let missing = 0;
  if (from > period.start) {
    if (rule.prorate_joiners === 'days') missing += daysBetween(period.start, from) / days;
    if (rule.prorate_joiners === 'months') missing += (monthIndex(from) - monthIndex(period.start)) / months;
  }
  if (to !== null && to < period.end) {
    if (rule.prorate_leavers === 'days') missing += daysBetween(to, period.end) / days;
    if (rule.prorate_leavers === 'months') missing += (monthIndex(period.end) - monthIndex(to)) / months;
  }
  return Math.max(0, 1 - missing);
}

/** Rounds hundredths of a day to the rule's step (0 = keep hundredths). */
export function roundDays(hundredths: number, step: number, mode: 'down' | 'nearest'): number {
  if (step === 0) return Math.round(hundredths);
  const unit = Math.round(step * 100);
  // The epsilon keeps 1.5 computed as 1.4999999 from rounding down to 1.
  return mode === 'down' ? Math.floor(hundredths / unit + 1e-9) * unit : Math.round(hundredths / unit) * unit;
}

/** The day a period's credit is posted: its first day (or the day accrual starts), else its last (or the last working day). */
export function creditDate(rule: AccrualRule, service: Service, period: Period): string {
  if (rule.accrue_at === 'start') {
    const from = addDays(service.hire_date, rule.accrual_starts_after_days);
    return laterOf(from, period.start);
  }
  const to = service.last_working_day;
  return to === null ? period.end : earlierOf(to, period.end);
}

/**
 * The credits due by `upTo` that are not yet posted: periods credited after `posted.lastDate` (the year's
 * last accrual line, null for none). `posted.days` is what the year's accrual lines add up to; each new
 * credit is the rounded entitlement to its period's end less what is already credited, never below 0.
 * `after` is an opening balance's date: it stands for every period credited on or before it.
 */
export function creditsDue(
  rule: AccrualRule,
  service: Service,
  year: number,
  upTo: string,
  posted: { days: number; lastDate: string | null },
  after: string | null = null,
): Credit[] {
  const periods = periodsOf(year, rule.accrual);
  const perPeriod = (rule.annual_days * 100) / periods.length;
  let earned = 0;
  let credited = Math.round(posted.days * 100);
  const credits: Credit[] = [];
  for (const period of periods) {
    const share = periodShare(rule, service, period);
    if (share === 0) continue;
    const date = creditDate(rule, service, period);
    if (after !== null && date <= after) continue;
    earned += perPeriod * share;
    if (date > upTo || (posted.lastDate !== null && date <= posted.lastDate)) continue;
    const due = roundDays(earned, rule.rounding_step, rule.rounding) - credited;
    if (due <= 0) continue;
    credits.push({ period: period.key, date, days: due / 100 });
    credited += due;
  }
  return credits;
}
