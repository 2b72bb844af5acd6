import type { TeamCalendarResponse } from '@hrms/contracts/team-calendar';
import { DayGrid } from '@/components/DayGrid';
import { cellLabel, dayDescription, daysByDate } from '../labels';
import type { MonthDay } from '../month';
import { DayBadge } from './DayBadge';

type Person = TeamCalendarResponse['people'][number];

/** The month's grid: a row per person, a column per day, a badge on each day that is not an ordinary working day. */
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
  const byPerson = new Map(people.map((p) => [p.employee.id, daysByDate(p.days)]));
  return (
    <DayGrid
      caption={caption}
      days={days.map((day) => ({ ...day, label: `${day.weekday} ${day.day}` }))}
      today={today}
      rows={people}
      rowKey={(person) => person.employee.id}
      rowHead={({ employee }) => ({
        name: employee.name,
        detail: employee.job_title ?? employee.employee_code,
      })}
      cell={({ employee }, day) => {
        const entry = byPerson.get(employee.id)?.get(day.date);
        return entry ? (
          <DayBadge kind={entry.kind} label={cellLabel(employee.name, entry)} title={dayDescription(entry)} />
        ) : null;
      }}
    />
  );
}
