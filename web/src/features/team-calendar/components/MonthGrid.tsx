import type { TeamCalendarResponse } from '@hrms/contracts/team-calendar';
import { cx } from '@/components/ui/cx';
import { cellLabel, dayDescription, daysByDate } from '../labels';
import type { MonthDay } from '../month';
import { DayBadge } from './DayBadge';

type Person = TeamCalendarResponse['people'][number];

/** A day column's shade: today's stands out, weekends are lightly grey. */
const columnShade = (day: MonthDay, today: string) =>
  day.date === today ? 'bg-indigo-50' : day.weekend ? 'bg-slate-50' : undefined;

/**
 * The month's grid: a row per person (the name column stays put), a column per day. On a narrow screen the grid
 * scrolls sideways inside its own box, which takes focus so a keyboard can scroll it too. The box is positioned
 * so that the headers' screen-reader text (absolutely placed) stays inside it rather than widening the page.
 */
export function MonthGrid({
  people,
  days,
  today,
  caption,
}: {
  people: readonly Person[];
  days: readonly MonthDay[];
  today: string;
  caption: string;
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
                  <span aria-hidden="true" className="block text-[11px] text-slate-500">
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
                    {day.weekday} {day.day}
                    {isToday ? ', today' : ''}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <PersonRow key={person.employee.id} person={person} days={days} today={today} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PersonRow({ person, days, today }: { person: Person; days: readonly MonthDay[]; today: string }) {
  const { employee } = person;
  const byDate = daysByDate(person.days);
  return (
    <tr>
      <th
        scope="row"
        className="sticky left-0 z-10 max-w-36 border-r border-b border-slate-200 bg-white px-3 py-2 text-left font-normal sm:max-w-52"
      >
        <span className="block truncate font-medium text-slate-900" title={employee.name}>
          {employee.name}
        </span>
        <span className="block truncate text-xs text-slate-500">
          {employee.job_title ?? employee.employee_code}
        </span>
      </th>
      {days.map((day) => {
        const entry = byDate.get(day.date);
        return (
          <td
            key={day.date}
            className={cx('border-b border-slate-100 px-1 py-2 text-center', columnShade(day, today))}
          >
            {entry ? (
              <DayBadge
                kind={entry.kind}
                label={cellLabel(employee.name, entry)}
                title={dayDescription(entry)}
              />
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}
