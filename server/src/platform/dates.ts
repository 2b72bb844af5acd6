import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { dateInZone } from '@hrms/contracts/time-zone';

/** Timestamps leave the API as ISO strings. */
export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** An instant's date as YYYY-MM-DD in the given zone (India by default). */
export const dateIn = (at: Date, timeZone = DEFAULT_TIME_ZONE): string => dateInZone(at, timeZone);

/** Today's date as YYYY-MM-DD in the given zone (India by default). */
export const todayIn = (timeZone = DEFAULT_TIME_ZONE): string => dateIn(new Date(), timeZone);

/** A YYYY-MM-DD date moved by whole days (negative for earlier). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A date as people read it in India: "31 May 2026". */
export const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const shortDateParts = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A date as the app shows it (web/src/lib/format.ts formatDate): "23 Nov 2026". en-US parts, because en-IN
 * abbreviates September as "Sept".
 */
export function shortDate(date: string): string {
  const parts = shortDateParts.formatToParts(new Date(`${date}T00:00:00Z`));
  const { day, month, year } = Object.fromEntries(parts.map((p) => [p.type, p.value]));
  return `${day} ${month} ${year}`;
}

/** A pay period in words, "September 2026". */
export const monthYearName = ({ year, month }: { year: number; month: number }) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The month of a YYYY-MM-DD date in words, for messages and audit lines: "2026-11-10" → "November 2026". */
export const monthOfDate = (date: string) =>
  monthYearName({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
