/** A request's days and what they change (pure). Shifts are ids; null is no shift at all (the built-in day). */

const DAY_MS = 86_400_000;

/** How many days a request from one date to another covers, both included. */
export const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Every date from one to another, both included. */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let i = 0; i < spanDays(from, to); i++)
    dates.push(new Date(start + i * DAY_MS).toISOString().slice(0, 10));
  return dates;
}

/** The first day of each month the dates touch, in order. */
export const monthsOf = (dates: readonly string[]) => [...new Set(dates.map((d) => `${d.slice(0, 7)}-01`))];

/** A change asks for something only if the asked shift is not already the shift of every day. */
export const changesSomething = (
  dates: readonly string[],
  current: (date: string) => number | null,
  asked: number,
) => dates.some((d) => current(d) !== asked);

export type SwapDay = { date: string; mine: number; theirs: number };

/**
 * The days a swap changes: both work a shift and not the same one. Either gets the other's; a day either
 * has no shift at all has nothing to give.
 */
export function swapDays(
  dates: readonly string[],
  mine: (date: string) => number | null,
  theirs: (date: string) => number | null,
): SwapDay[] {
  const days: SwapDay[] = [];
  for (const date of dates) {
    const a = mine(date);
    const b = theirs(date);
    if (a !== null && b !== null && a !== b) days.push({ date, mine: a, theirs: b });
  }
  return days;
}
