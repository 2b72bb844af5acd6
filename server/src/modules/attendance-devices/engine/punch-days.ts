/**
 * Device punches as days of attendance (pure). A day's punches run from PUNCH_DAY_LEAD_MINUTES before its
 * shift starts until that lead before the next day's shift starts: a night shift's morning punch belongs to the
 * evening it began, a late evening's overtime to its own day. Within a day, repeats moments apart count once;
 * the first punch is the clock-in, the last the clock-out, and the second and third (of four or more) the break.
 */

export type DayPunches = {
  date: string;
  /** The punches counted, in order (repeats dropped). */
  punches: Date[];
  clockIn: Date;
  /** null: one punch only (a missed punch, or a day still in progress). */
  clockOut: Date | null;
  lunchStart: Date | null;
  lunchEnd: Date | null;
};

export type PunchRules = {
  /** The wall-clock date (YYYY-MM-DD) of an instant in the company's zone. */
  dateOf: (at: Date) => string;
  /** The instant a date's shift starts (its start time on that date, in the company's zone). */
  shiftStart: (date: string) => Date;
  /** How long before its shift a day's punches begin. */
  leadMinutes: number;
  /** Punches this close after the last one counted are a repeat (a second touch of the reader). */
  repeatMinutes: number;
};

const DAY_MS = 86_400_000;
const previousDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** The day a punch belongs to: its own date once that day's punches have begun, else the day before. */
export function punchDay(at: Date, rules: PunchRules): string {
  const date = rules.dateOf(at);
  const begins = rules.shiftStart(date).getTime() - rules.leadMinutes * 60_000;
  return at.getTime() >= begins ? date : previousDate(date);
}

/** Punches in time order with repeats dropped: one within `repeatMinutes` of the last kept one is the same. */
export function withoutRepeats(punches: readonly Date[], repeatMinutes: number): Date[] {
  const kept: Date[] = [];
  for (const at of [...punches].sort((a, b) => a.getTime() - b.getTime())) {
    const last = kept.at(-1);
    if (!last || at.getTime() - last.getTime() >= repeatMinutes * 60_000) kept.push(at);
  }
  return kept;
}

/** One employee's punches grouped into days, each with its clock-in, clock-out and first break. */
export function punchDays(punches: readonly Date[], rules: PunchRules): DayPunches[] {
  const byDay = new Map<string, Date[]>();
  for (const at of withoutRepeats(punches, rules.repeatMinutes)) {
    const day = punchDay(at, rules);
    byDay.set(day, [...(byDay.get(day) ?? []), at]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => {
      const breakPair = list.length >= 4;
      return {
        date,
        punches: list,
        clockIn: list[0] as Date,
        clockOut: list.length > 1 ? (list.at(-1) as Date) : null,
        lunchStart: breakPair ? (list[1] as Date) : null,
        lunchEnd: breakPair ? (list[2] as Date) : null,
      };
    });
}

/**
 * One day's punches as its record reads them, the day already known (the punches were given it when kept):
 * repeats dropped, the first the clock-in, the last the clock-out, the second and third of four or more the break.
 */
export function dayOfPunches(date: string, punches: readonly Date[], repeatMinutes: number): DayPunches {
  const list = withoutRepeats(punches, repeatMinutes);
  if (!list.length) throw new Error(`no punches for ${date}`);
  const breakPair = list.length >= 4;
  return {
    date,
    punches: list,
    clockIn: list[0] as Date,
    clockOut: list.length > 1 ? (list.at(-1) as Date) : null,
    lunchStart: breakPair ? (list[1] as Date) : null,
    lunchEnd: breakPair ? (list[2] as Date) : null,
  };
}
