import { todayISO } from '@/lib/dates';

/** The first day of the month after `today` (YYYY-MM-DD): when a restructure usually takes effect. */
export function firstOfNextMonth(today: string = todayISO()): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
