import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { dateInZone, zonedParts } from '@hrms/contracts/time-zone';

/**
 * Every date and time on screen is the company's (Asia/Kolkata by default), never the browser's: the
 * server dates records and checks "today" in that zone, and a user abroad must see the same day.
 */

export { dateInZone, type ZonedParts, zonedParts } from '@hrms/contracts/time-zone';

/**
 * Today as YYYY-MM-DD in the company's zone (Asia/Kolkata by default), the same "today" the server
 * checks dates against, whatever zone the browser is in.
 */
export function todayISO(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  return dateInZone(now, timeZone);
}

/** The hour (0–23) of an instant on the company's clock, e.g. for a greeting. */
export function hourInZone(instant: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): number {
  return Number(zonedParts(instant, timeZone).hour);
}

/** A calendar date (YYYY-MM-DD) `days` later (or earlier, when negative). */
export function addDaysISO(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
