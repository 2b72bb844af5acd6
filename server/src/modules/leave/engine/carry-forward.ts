/**
 * The year end of a leave type (pure): what carries into the new year and when the carried days lapse.
 * Days are in hundredths, as integers.
 */
import { addDays, addMonths } from './days';

/**
 * What carries into the new year: the year's unused balance up to the cap. A deficit (leave taken beyond
 * the balance, where the policy allows it) carries in whole, so it is not forgiven by the new year.
 */
export const carriedHundredths = (remaining: number, cap: number) =>
  remaining < 0 ? remaining : Math.min(remaining, cap);

/**
 * The last day carried days can be used: `months` after the new year's first day, less a day (3 months
 * from 1 January: 31 March). Null when they never lapse within the year.
 */
export const carryExpiresOn = (year: number, months: number | null) =>
  months === null ? null : addDays(addMonths(`${year}-01-01`, months), -1);

/**
 * The carried days that lapse: leave taken up to the expiry date is taken from the carried days first, so
 * what lapses is the carried days not used by then, and never more than the balance left.
 */
export function expiredHundredths(carried: number, takenByExpiry: number, remaining: number): number {
  const unused = Math.max(0, carried - takenByExpiry);
  return Math.max(0, Math.min(unused, remaining));
}
