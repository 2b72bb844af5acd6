import { MONTH_NAMES } from '@/lib/months';

/** A calendar month: `month` runs 1 (January) to 12 (December). */
export type CalendarMonth = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** The month a date (YYYY-MM-DD) falls in. */
export const monthOf = (date: string): CalendarMonth => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});

/** "2026-12": how the month rides in the address (?month=). */
export const monthParam = ({ year, month }: CalendarMonth) => `${year}-${pad(month)}`;

/** The month from the address when it is one (YYYY-MM), else the fallback (the current month). */
export function parseMonth(value: string | null, fallback: CalendarMonth): CalendarMonth {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return fallback;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 2000 && year <= 2100 && month >= 1 && month <= 12 ? { year, month } : fallback;
}

/** The month `by` months later (earlier when negative), across years. */
export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "December 2026". */
export const monthTitle = ({ year, month }: CalendarMonth) => `${MONTH_NAMES[month - 1]} ${year}`;

/** The month's first and last dates. */
export function monthSpan(m: CalendarMonth): { from: string; to: string } {
  const last = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
  return { from: `${monthParam(m)}-01`, to: `${monthParam(m)}-${pad(last)}` };
}

/** Empty cells before the 1st in a week that starts on Monday (0 when the 1st is a Monday). */
export function leadingBlanks(m: CalendarMonth): number {
  return (new Date(Date.UTC(m.year, m.month - 1, 1)).getUTCDay() + 6) % 7;
}
