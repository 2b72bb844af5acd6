/**
 * The lapse of compensatory off (pure): a credit for a worked holiday or weekly off is usable from the day
 * worked to its last day (`expiresOn`); leave of the compensatory type is taken from the credits valid on
 * its start date, the one expiring first first, so what lapses is each credit's part no leave used. Days are
 * in hundredths, as integers.
 */
import { addDays, laterOf } from './days';

export type CompOffCredit = {
  /** The comp-off request the credit is for. */
  id: number;
  days: number;
  /** The day worked: leave from then on may use the credit. */
  validFrom: string;
  /** The credit's last day; null: it lasts to the year's end. */
  expiresOn: string | null;
  /** The day the credit was posted (its approval): a lapse is never dated before it. */
  postedOn: string;
};

export type CompOffTaken = { start: string; days: number };

/** Earliest expiry first; a credit without one last; then the earlier day worked. */
const byExpiry = (a: CompOffCredit, b: CompOffCredit) =>
  (a.expiresOn ?? '9999-12-31').localeCompare(b.expiresOn ?? '9999-12-31') ||
  a.validFrom.localeCompare(b.validFrom) ||
  a.id - b.id;

/** Each credit's part no leave used: the leave, by start date, taken from the credits valid that day. */
export function unusedCredits(
  credits: readonly CompOffCredit[],
  taken: readonly CompOffTaken[],
): Map<number, number> {
  const left = new Map(credits.map((c) => [c.id, c.days]));
  const ordered = [...credits].sort(byExpiry);
  for (const leave of [...taken].sort((a, b) => a.start.localeCompare(b.start))) {
    let need = leave.days;
    for (const c of ordered) {
      if (need <= 0) break;
      if (leave.start < c.validFrom || (c.expiresOn !== null && leave.start > c.expiresOn)) continue;
      const use = Math.min(need, left.get(c.id) ?? 0);
      left.set(c.id, (left.get(c.id) ?? 0) - use);
      need -= use;
    }
  }
  return left;
}

export type CompOffLapse = { id: number; days: number; effectiveDate: string };

/**
 * What lapses by `asOf`: of each credit whose last day has passed (the lapse dated the day after, or its
 * posting if that came later), the part unused; never more than the balance left (`remaining`), taken in
 * the order the credits lapse. Credits in `alreadyLapsed` have had their lapse posted.
 */
export function lapsesDue(
  credits: readonly CompOffCredit[],
  taken: readonly CompOffTaken[],
  asOf: string,
  remaining: number,
  alreadyLapsed: ReadonlySet<number> = new Set(),
): CompOffLapse[] {
  const unused = unusedCredits(credits, taken);
  const lapses: CompOffLapse[] = [];
  let left = remaining;
  for (const c of [...credits].sort(byExpiry)) {
    if (c.expiresOn === null || alreadyLapsed.has(c.id)) continue;
    const effectiveDate = laterOf(addDays(c.expiresOn, 1), c.postedOn);
    if (effectiveDate > asOf) continue;
    const days = Math.max(0, Math.min(unused.get(c.id) ?? 0, left));
    if (days <= 0) continue;
    left -= days;
    lapses.push({ id: c.id, days, effectiveDate });
  }
  return lapses;
}
