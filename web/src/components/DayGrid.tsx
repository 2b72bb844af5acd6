import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';

/** One column of a DayGrid. */
export type GridDay = {
  date: string;
  /** The day of the month, shown in the column's head. */
  day: number;
  /** Above the number: "M", or "Mon". */
  initial: string;
  /** What a screen reader hears for the column: "Monday 7", "Mon 7 Dec". */
  label: string;
  /** Saturday or Sunday, shaded lightly. */
  weekend: boolean;
};

/** A row's sticky head: the person's name, and a line under it (their job title or code). */
export type GridRowHead = { name: string; detail: string };

/** A day column's shade: today's stands out, weekends are lightly grey. */
const columnShade = (day: GridDay, today: string) =>
  day.date === today ? 'bg-indigo-50' : day.weekend ? 'bg-slate-50' : undefined;

/**
 * People down, days across (the team calendar, the roster calendar): the name column stays put while the days
 * scroll sideways inside the grid's own box on a narrow screen; the box takes focus so a keyboard can scroll it
 * too. It is positioned so that the headers' screen-reader text (absolutely placed) stays inside it rather than
 * widening the page.
 */
export function DayGrid<R>({
  caption,
  days,
  today,
  rows,
  rowKey,
  rowHead,
  cell,
}: {
  caption: string;
  days: readonly GridDay[];
  today: string;
  rows: readonly R[];
  rowKey: (row: R) => number;
  rowHead: (row: R) => GridRowHead;
  /** A cell's content (null for an empty one). */
  cell: (row: R, day: GridDay) => ReactNode;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways; keyboard users must reach it to scroll it
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <table className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-20 min-w-36 border-r border-b border-slate-200 bg-white px-3 py-2 text-left font-semibold text-slate-700 sm:min-w-52"
            >
              Person
            </th>
            {days.map((day) => {
              const isToday = day.date === today;
              return (
                <th
                  key={day.date}
                  scope="col"
                  aria-current={isToday ? 'date' : undefined}
                  className={cx(
                    'min-w-10 border-b border-slate-200 px-1 py-1.5 text-center font-medium',
                    columnShade(day, today),
                  )}
                >
                  <span
                    aria-hidden="true"
                    // Grey on today's indigo tint falls short of AA at this size; indigo does not.
                    className={cx('block text-[11px]', isToday ? 'text-indigo-700' : 'text-slate-500')}
                  >
                    {day.initial}
                  </span>
                  <span
                    aria-hidden="true"
                    className={cx(
                      'mx-auto flex size-6 items-center justify-center rounded-full text-xs',
                      isToday ? 'bg-indigo-600 font-semibold text-white' : 'text-slate-800',
                    )}
                  >
                    {day.day}
                  </span>
                  <span className="sr-only">
                    {day.label}
                    {isToday ? ', today' : ''}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const head = rowHead(row);
            return (
              <tr key={rowKey(row)}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 max-w-36 border-r border-b border-slate-200 bg-white px-3 py-2 text-left font-normal sm:max-w-52"
                >
                  <span className="block truncate font-medium text-slate-900" title={head.name}>
                    {head.name}
                  </span>
                  <span className="block truncate text-xs text-slate-500">{head.detail}</span>
                </th>
                {days.map((day) => (
                  <td
                    key={day.date}
                    className={cx('border-b border-slate-100 px-1 py-2 text-center', columnShade(day, today))}
                  >
                    {cell(row, day)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
