import { format, isValid, parseISO } from 'date-fns';

/** A pay period "2026-09" as "Sep 2026" (left as given when it is not one). */
export function periodLabel(period: string): string {
  const date = parseISO(`${period}-01`);
  return isValid(date) ? format(date, 'MMM yyyy') : period;
}
