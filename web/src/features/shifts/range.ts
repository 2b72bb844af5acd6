import type { GridDay } from '@/components/DayGrid';
import { addDaysISO } from '@/lib/dates';
import { MONTH_NAMES } from '@/lib/months';
import { WEEKDAY_SHORT } from './times';

/** How much the roster calendar shows at once: two weeks, four, or a calendar month (at most 31 of 42 days). */
export const RANGE_SPANS = ['2w', '4w', 'month'] as const;
export type RangeSpan = (typeof RANGE_SPANS)[number];

export const RANGE_SPAN_LABELS: Record<RangeSpan, string> = {
  '2w': '2 weeks',
  '4w': '4 weeks',
  month: 'Month',
};

export type DateRange = { span: RangeSpan; from: string; to: string };

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const pad = (n: number) => String(n).padStart(2, '0');

/** The Monday on or before a date: weeks run Monday to Sunday, as rosters' weekly steps usually do. */
export const mondayOf = (date: string) => addDaysISO(date, -((weekdayOf(date) + 6) % 7));

function lastOfMonth(year: number, month: number): string {
  return `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
}

/** The range of a span that holds a date: its weeks from that week's Monday, or its whole month. */
export function rangeAround(span: RangeSpan, date: string): DateRange {
  if (span === 'month') {
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    return { span, from: `${date.slice(0, 7)}-01`, to: lastOfMonth(year, month) };
  }
  const from = mondayOf(date);
  return { span, from, to: addDaysISO(from, span === '2w' ? 13 : 27) };
}

/** The range `by` spans later (earlier when negative). */
export function moveRange(range: DateRange, by: number): DateRange {
  if (range.span === 'month') {
    const index = Number(range.from.slice(0, 4)) * 12 + Number(range.from.slice(5, 7)) - 1 + by;
    return rangeAround('month', `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`);
  }
  return rangeAround(range.span, addDaysISO(range.from, by * (range.span === '2w' ? 14 : 28)));
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The range from the address (?span=&from=), falling back to two weeks and today for what is not valid. */
export function parseRange(span: string | null, from: string | null, today: string): DateRange {
  const chosen = (RANGE_SPANS as readonly string[]).includes(span ?? '') ? (span as RangeSpan) : '2w';
  const anchor = from && DATE.test(from) && !Number.isNaN(Date.parse(from)) ? from : today;
  return rangeAround(chosen, anchor);
}

const shortDay = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]?.slice(0, 3)}`;

/** "2 Mar – 15 Mar 2026", "28 Dec 2026 – 10 Jan 2027", or "March 2026" for a month. */
export function rangeTitle(range: DateRange): string {
  const toYear = range.to.slice(0, 4);
  if (range.span === 'month') return `${MONTH_NAMES[Number(range.from.slice(5, 7)) - 1]} ${toYear}`;
  const fromYear = range.from.slice(0, 4);
  const start = fromYear === toYear ? shortDay(range.from) : `${shortDay(range.from)} ${fromYear}`;
  return `${start} – ${shortDay(range.to)} ${toYear}`;
}

/** "Mon 2 Mar": a column's words for a screen reader and a cell's name. */
export const dayName = (date: string) => `${WEEKDAY_SHORT[weekdayOf(date)]} ${shortDay(date)}`;

/** Every day of the range, in order, as the grid's columns. */
export function rangeDays(range: Pick<DateRange, 'from' | 'to'>): GridDay[] {
  const days: GridDay[] = [];
  for (let date = range.from; date <= range.to; date = addDaysISO(date, 1)) {
    const index = weekdayOf(date);
    days.push({
      date,
      day: Number(date.slice(8, 10)),
      initial: WEEKDAY_SHORT[index] as string,
      label: dayName(date),
      weekend: index === 0 || index === 6,
    });
  }
  return days;
}
