/**
 * Leave arithmetic (pure). Dates are ISO strings (YYYY-MM-DD) and handled as calendar days in UTC, so
 * no time zone can shift a day.
 */
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

/** Working days between two dates inclusive: weekdays that are not holidays; a half day counts 0.5. */
export function leaveDays(
  start: string,
  end: string,
  holidays: ReadonlySet<string>,
  halfDay: boolean,
): number {
  let days = 0;
  for (const date of eachDate(start, end)) {
    if (!isWeekend(date) && !holidays.has(date)) days += 1;
  }
  return halfDay ? Math.min(days, 0.5) : days;
}

/** Calendar days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** Rounds down to the nearest half day. */
const halfDays = (n: number) => Math.floor(n * 2) / 2;

/**
 * A year's allocation: the full annual allocation, or for someone who joined during the year the share
 * of the months they are employed, counting the month they joined, rounded down to half days.
 */
export function proratedAllocation(annual: number, year: number, hireDate: string): number {
  const hireYear = Number(hireDate.slice(0, 4));
  if (hireYear < year) return annual;
  if (hireYear > year) return 0;
  const monthsEmployed = 12 - Number(hireDate.slice(5, 7)) + 1;
  return halfDays((annual * monthsEmployed) / 12);
}

/** What carries into the next year: the unused balance, capped by the type. */
export const carryForward = (previousRemaining: number, cap: number) =>
  Math.max(0, Math.min(previousRemaining, cap));
