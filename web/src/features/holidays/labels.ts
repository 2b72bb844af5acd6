import type { HolidayCalendar, HolidayCalendarScope } from '@hrms/contracts/holidays';
import { formatDate, MISSING, plural } from '@/lib/format';

/** The calendar form's "Applies to" choices. */
export const SCOPE_OPTIONS: { value: HolidayCalendarScope; label: string }[] = [
  { value: 'company', label: 'The whole company' },
  { value: 'state', label: 'A state' },
  { value: 'branch', label: 'A branch' },
];

/** Whom a calendar is for: "Company-wide", "State: Karnataka", "Branch: Bengaluru Branch". */
export function scopeLabel(calendar: Pick<HolidayCalendar, 'scope' | 'state' | 'branch'>): string {
  if (calendar.scope === 'state') return `State: ${calendar.state ?? MISSING}`;
  if (calendar.scope === 'branch') return `Branch: ${calendar.branch?.name ?? MISSING}`;
  return 'Company-wide';
}

/** The restricted holidays a calendar allows: "None", "1 a year", "3 a year". */
export const allowanceLabel = (allowed: number) => (allowed === 0 ? 'None' : `${allowed} a year`);

/** A calendar's holidays in a year: "No holidays", "8 holidays", "8 holidays, 2 restricted". */
export function holidayCountLabel(total: number, restricted: number): string {
  if (total === 0) return 'No holidays';
  const all = plural(total, 'holiday');
  return restricted ? `${all}, ${restricted} restricted` : all;
}

/** How many employees opted in to a restricted holiday: "None yet", "1 employee", "4 employees". */
export const optedInLabel = (n: number) => (n === 0 ? 'None yet' : plural(n, 'employee'));

export const kindLabel = (isOptional: boolean) => (isOptional ? 'Restricted' : 'Fixed');

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A holiday's date with its weekday, as the day falls in the calendar: "Mon, 26 Jan 2026". */
export function holidayDate(date: string): string {
  if (!isIsoDate(date)) return formatDate(date);
  return `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}, ${formatDate(date)}`;
}

/** One allowance of the year: "2 of 3 restricted holidays taken in 2026". */
export function allowanceLine(used: number, allowed: number, year: number): string {
  if (allowed === 0 && used === 0) return `No restricted holidays allowed in ${year}`;
  return `${used} of ${allowed} restricted ${allowed === 1 ? 'holiday' : 'holidays'} taken in ${year}`;
}

/** True for a well-formed, real calendar date ("2026-02-30" is not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Holidays in date order (then by name), whatever order they came in. */
export const byDate = <T extends { date: string; name: string }>(holidays: readonly T[]): T[] =>
  [...holidays].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
