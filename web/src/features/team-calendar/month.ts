import { MONTH_NAMES } from '@/lib/months';

/** A calendar month: `month` runs 1 (January) to 12 (December). */
export type CalendarMonth = { year: number; month: number };

/** One column of the month's grid. */
export type MonthDay = {
  date: string;
  day: number;
  /** "Monday". */
  weekday: string;
  /** "M": the column's header has room for one letter. */
  initial: string;
  /** Saturday or Sunday, shaded lightly; whose weekly off a day is comes from the server. */
  weekend: boolean;
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The month a date (YYYY-MM-DD) falls in. */
export function monthOf(date: string): CalendarMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** "2026-12": how the month rides in the address (?month=). */
export function monthParam({ year, month }: CalendarMonth): string {
  return `${year}-${pad(month)}`;
}

/** The month from the address when it is one (YYYY-MM), else the fallback (the current month). */
export function parseMonth(value: string | null, fallback: CalendarMonth): CalendarMonth {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return fallback;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 1900 && month >= 1 && month <= 12 ? { year, month } : fallback;
}

/** The month `by` months later (earlier when negative), across years. */
export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "December 2026". */
export function monthTitle({ year, month }: CalendarMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** The number of days in the month (28 to 31). */
function daysIn({ year, month }: CalendarMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The month's first and last dates: the span the calendar asks the server for (at most 31 days of 42). */
export function monthSpan(m: CalendarMonth): { from: string; to: string } {
  const prefix = monthParam(m);
  return { from: `${prefix}-01`, to: `${prefix}-${pad(daysIn(m))}` };
}

/** Every day of the month, in order. */
export function monthDays(m: CalendarMonth): MonthDay[] {
  const prefix = monthParam(m);
  return Array.from({ length: daysIn(m) }, (_, i) => {
    const day = i + 1;
    const index = new Date(Date.UTC(m.year, m.month - 1, day)).getUTCDay();
    const weekday = WEEKDAYS[index] as string;
    return {
      date: `${prefix}-${pad(day)}`,
      day,
      weekday,
      initial: weekday.charAt(0),
      weekend: index === 0 || index === 6,
    };
  });
}

/** "7 December" (en-IN: the day before the month). */
export function dayAndMonth(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]}`;
}
