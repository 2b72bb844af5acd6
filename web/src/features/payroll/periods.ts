import { monthBeingPaid } from '@hrms/contracts/pay-runs';
import { todayISO } from '@/lib/dates';
import { MONTH_NAMES } from '@/lib/months';

export const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** The current month and year in the company's zone (the server's "today"). */
export function currentPeriod(today: string = todayISO()): { year: number; month: number } {
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** The month being paid, in the company's zone: processing, uploading and the pay run open on it. */
export const payingPeriod = (today: string = todayISO()) => monthBeingPaid(today);

/** Spec 1 §9: the list's year filter offers the current year and the four before it, newest first. */
export function listYears(currentYear: number): number[] {
  return Array.from({ length: 5 }, (_, i) => currentYear - i);
}

/** Spec 1 §9: processing (and uploading) offers the previous, current and next year. */
export function processYears(currentYear: number): number[] {
  return [currentYear - 1, currentYear, currentYear + 1];
}

export const yearOptions = (years: number[]) => years.map((y) => ({ value: String(y), label: String(y) }));

/** A run's pay period for people: "2026-11" → "November 2026"; anything else is shown as it is. */
export function formatPayPeriod(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : period;
}
