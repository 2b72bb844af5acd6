import { todayIn } from '../src/platform/dates';

/** A calendar month: the year and the month of it (1 to 12). */
export type Period = { year: number; month: number };

/** The month `back` months before this one, India time (0: this month). */
export function monthsAgo(back: number): Period {
  const [y, m] = todayIn().split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Day `day` of the month, as YYYY-MM-DD. */
export const dayOf = ({ year, month }: Period, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The first of the month, as YYYY-MM-DD. */
export const firstOf = (period: Period) => dayOf(period, 1);
