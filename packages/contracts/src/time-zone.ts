import { DEFAULT_TIME_ZONE } from './constants';

/**
 * The wall-clock reading of an instant in a zone (Asia/Kolkata by default), each part zero-padded:
 * 2026-11-24T20:05:07Z → { year: "2026", month: "11", day: "25", hour: "01", minute: "35", second: "07" }.
 * The one way both sides read a date or time of day off an instant, so a browser abroad and the server
 * agree on "today".
 */
export type ZonedParts = {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

export function zonedParts(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The calendar date (YYYY-MM-DD) an instant falls on in the zone. */
export function dateInZone(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}-${month}-${day}`;
}
