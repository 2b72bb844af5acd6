import { withinDateRange } from '@hrms/contracts/common';
import { wallTimeOf } from './layouts';

/**
 * Punch times as instants (pure). A device sends an instant with its offset, or the wall-clock time of the
 * company's zone, Asia/Kolkata (DEFAULT_TIME_ZONE), which keeps +05:30 all year: the codebase writes a day's
 * times the same way (attendance's dayInstants).
 */
export const COMPANY_OFFSET = '+05:30';

const WITH_OFFSET = /^(.+?)(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The instant a punch time names, or null when it is no real date and time (30 February, 25:00) or its date
 * lies outside the dates any record takes (DATE_RANGE).
 */
export function punchInstant(text: string): Date | null {
  const trimmed = text.trim();
  const match = WITH_OFFSET.exec(trimmed);
  const wall = wallTimeOf(match ? (match[1] as string) : trimmed);
  if (!wall || !withinDateRange(wall.slice(0, 10))) return null;
  const offset = match ? (match[2] as string) : COMPANY_OFFSET;
  const normalOffset =
    offset === 'Z' || offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
  const at = new Date(`${wall.replace(' ', 'T')}${normalOffset}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A device's wall-clock time ("YYYY-MM-DD HH:MM:SS", as the punch logs give it) in the company's zone. */
export const companyInstant = (wallTime: string) =>
  new Date(`${wallTime.replace(' ', 'T')}${COMPANY_OFFSET}`);

/** How far ahead of the server's clock a punch may be (a device's clock running a little fast). */
export const FUTURE_SLACK_MINUTES = 5;

export const isInFuture = (at: Date, now: Date) =>
  at.getTime() > now.getTime() + FUTURE_SLACK_MINUTES * 60_000;
