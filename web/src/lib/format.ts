import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { format as formatWithPattern, isValid, parseISO } from 'date-fns';
import { dateInZone } from './dates';

/** A count with its noun: plural(1, 'day') → "1 day", plural(3, 'day') → "3 days" (the one way, shared with the server). */
export { plural } from '@hrms/contracts/formats';

/** Shown wherever a value is missing (null, undefined, empty or not a number/date). */
export const MISSING = '—';

type Amount = number | string | null | undefined;

function toNumber(value: Amount): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: DEFAULT_CURRENCY.code,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees in the Indian grouping: 123456 → "₹1,23,456.00", -1234.5 → "-₹1,234.50"; missing → "—". */
export function formatINR(amount: Amount): string {
  const n = toNumber(amount);
  // A nil amount negated (-0) or a rounding crumb reads ₹0.00, never "-₹0.00".
  return n === null ? MISSING : inrFormatter.format(Math.abs(n) < 0.005 ? 0 : n);
}

/** A plain number in the Indian grouping: 1234567 → "12,34,567"; missing → "—". */
export function formatNumber(value: Amount, fractionDigits?: number): string {
  const n = toNumber(value);
  if (n === null) return MISSING;
  return new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits ?? 2,
  }).format(n);
}

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;
const compactFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const wholeFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * Rupees in lakh and crore, short enough for a chart's axis: 45000 → "₹45,000", 450000 → "₹4.5 L",
 * 12000000 → "₹1.2 Cr" (one decimal at most). A figure that rounds up to the next unit is shown in it
 * (99,99,999 → "₹1 Cr", not "₹100 L"); missing → "—".
 */
export function formatLakhCrore(amount: Amount): string {
  const n = toNumber(amount);
  if (n === null) return MISSING;
  const abs = Math.abs(n);
  const round = (v: number) => Math.round(v * 10) / 10;
  let text: string;
  if (round(abs / LAKH) >= 100) text = `${compactFormatter.format(abs / CRORE)} Cr`;
  else if (Math.round(abs) >= LAKH) text = `${compactFormatter.format(abs / LAKH)} L`;
  else text = wholeFormatter.format(abs);
  const sign = n < 0 && text !== '0' ? '-' : '';
  return `${sign}${DEFAULT_CURRENCY.symbol}${text}`;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? date : null;
}

/** "2026-11-23": a calendar date, not an instant (no time, no zone). */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as "23 Nov 2026"; missing or invalid → "—". A calendar date ("2026-11-23") is shown as itself;
 * an instant ("2026-11-24T20:00:00Z", a Date) as the day it is in the company's time zone (Asia/Kolkata
 * by default, here 25 Nov 2026), whatever zone the browser is in.
 */
export function formatDate(value: string | Date | null | undefined, timeZone = DEFAULT_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return MISSING;
  const day = typeof value === 'string' && CALENDAR_DATE.test(value) ? value : dateInZone(date, timeZone);
  // parseISO reads a date-only "2026-11-23" as local midnight, so formatting it never shifts the day.
  return formatWithPattern(parseISO(day), 'd MMM yyyy');
}

/**
 * A leaver's last working day in its tense: "leaves 15 Dec 2026" up to it (they are employed that day), "left
 * 15 Dec 2026" once it has passed — never "left" a day still ahead.
 */
export function leavingPhrase(lastWorkingDay: string, today: string): string {
  return `${lastWorkingDay < today ? 'left' : 'leaves'} ${formatDate(lastWorkingDay)}`;
}

/**
 * An instant shown in the company's time zone (Asia/Kolkata by default, not the browser's):
 * "2026-11-23T09:05:00Z" → "23 Nov 2026, 2:35 pm".
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  const date = toDate(value);
  if (!date) return MISSING;
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(date);
}

/**
 * The time of day of an instant in the company's time zone (Asia/Kolkata by default):
 * "2026-11-23T03:35:00Z" → "9:05 am"; with `seconds`, "9:05:07 am".
 */
export function formatTime(
  value: string | Date | null | undefined,
  { timeZone = DEFAULT_TIME_ZONE, seconds = false }: { timeZone?: string; seconds?: boolean } = {},
): string {
  const date = toDate(value);
  if (!date) return MISSING;
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    second: seconds ? '2-digit' : undefined,
    hour12: true,
  }).format(date);
}
