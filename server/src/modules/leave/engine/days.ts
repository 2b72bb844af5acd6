/**
 * Leave arithmetic (pure). Dates are ISO strings (YYYY-MM-DD) and handled as calendar days in UTC, so
 * no time zone can shift a day.
 */
import type { SandwichRule } from '@hrms/contracts/leave-policies';

const DAY_MS = 86_400_000;

const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);

export function* eachDate(start: string, end: string): Generator<string> {
  for (let t = toTime(start); t <= toTime(end); t += DAY_MS) yield toIso(t);
}

export const isWeekend = (iso: string) => {
  const day = new Date(toTime(iso)).getUTCDay();
  return day === 0 || day === 6;
};

/** Calendar days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

export const addDays = (iso: string, days: number) => toIso(toTime(iso) + days * DAY_MS);

/** The later and the earlier of two ISO dates (compared as text, which orders them by date). */
export const laterOf = (a: string, b: string) => [a, b].sort()[1] as string;
export const earlierOf = (a: string, b: string) => [a, b].sort()[0] as string;

/** The last day of the month of a date. */
export function monthEnd(iso: string): string {
  const d = new Date(toTime(iso));
  return toIso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
}

/** A date's months later, on the same day or the month's last when it has fewer days. */
export function addMonths(iso: string, months: number): string {
  const d = new Date(toTime(iso));
  const target = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1);
  const last = Number(monthEnd(toIso(target)).slice(8));
  return toIso(target + (Math.min(d.getUTCDate(), last) - 1) * DAY_MS);
}

/** What a day is for an employee: a working day, a weekly off or a holiday. */
export type DayKind = 'work' | 'weekly_off' | 'holiday';

export type LeaveSpan = {
  start: string;
  end: string;
  halfDay: boolean;
  /** The employee's day on a date (weekly offs and holidays as their calendar has them). */
  dayKind: (date: string) => DayKind;
  sandwich: SandwichRule;
  /** Whether another live (pending or approved) leave of the employee covers a date. */
  onLeave: (date: string) => boolean;
};

const covers = (rule: SandwichRule, kind: DayKind) =>
  kind !== 'work' &&
  (rule === 'both' || (rule === 'weekly_offs' ? kind === 'weekly_off' : rule === `${kind}s`));

/** How far runs of days off are followed beyond a request when looking for an adjoining leave. */
const MAX_OFF_RUN = 14;

/**
 * The days a request counts: its working days (a half day counts 0.5), plus, under the sandwich rule, the
 * weekly offs and holidays that lie between two leave days — inside the request, or between it and another
 * leave of the employee just before or after it, across a weekend or a holiday. Days off at either end of a
 * request with no leave beyond them do not count. Returns the count and the days off counted.
 */
export function countLeaveDays(span: LeaveSpan): { days: number; sandwichDates: string[] } {
  let working = 0;
  for (const date of eachDate(span.start, span.end)) if (span.dayKind(date) === 'work') working += 1;
  if (span.halfDay) return { days: Math.min(working, 0.5), sandwichDates: [] };
  if (span.sandwich === 'none' || working === 0) return { days: working, sandwichDates: [] };

  const inRequest = (date: string) => date >= span.start && date <= span.end && span.dayKind(date) === 'work';
  const isLeave = (date: string) => inRequest(date) || (span.dayKind(date) === 'work' && span.onLeave(date));
  const counted: string[] = [];
  // Every run of days off from one day before the request to one day after it, followed outwards.
  let date = addDays(span.start, -1);
  while (date >= addDays(span.start, -MAX_OFF_RUN) && span.dayKind(date) !== 'work') date = addDays(date, -1);
  const last = addDays(span.end, MAX_OFF_RUN);
  while (date <= last) {
    if (span.dayKind(date) === 'work') {
      if (date > span.end) break;
      date = addDays(date, 1);
      continue;
    }
    const run: string[] = [];
    while (date <= last && span.dayKind(date) !== 'work') {
      run.push(date);
      date = addDays(date, 1);
    }
    const before = addDays(run[0] as string, -1);
    // `date` is now the working day after the run.
    if (isLeave(before) && isLeave(date) && (inRequest(before) || inRequest(date))) {
      counted.push(...run.filter((d) => covers(span.sandwich, span.dayKind(d))));
    }
  }
  return { days: working + counted.length, sandwichDates: counted };
}
