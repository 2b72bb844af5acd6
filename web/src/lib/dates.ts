import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';

/**
 * Every date and time on screen is the company's (Asia/Kolkata by default), never the browser's: the
 * server dates records and checks "today" in that zone, and a user abroad must see the same day.
 */

/** The wall-clock reading of an instant in a zone, each part zero-padded ("2026", "11", "25", "01", "30"). */
export type ZonedParts = { year: string; month: string; day: string; hour: string; minute: string };

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

export function zonedParts(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** The calendar date (YYYY-MM-DD) an instant falls on in the zone. */
export function dateInZone(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}-${month}-${day}`;
}

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
