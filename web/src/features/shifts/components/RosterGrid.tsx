import type { RosterCalendarResponse, ShiftRef } from '@hrms/contracts/shifts';
import { DayGrid, type GridDay } from '@/components/DayGrid';
import { cx } from '@/components/ui/cx';
import { cellLabel, dayDescription, NO_SHIFT_COLOURS, OFF_COLOURS } from '../cells';

type Person = RosterCalendarResponse['people'][number];

/** What every cell needs to know of the shifts shown: each one's row, code and colour. */
export type ShiftLook = {
  byId: ReadonlyMap<number, ShiftRef>;
  codes: ReadonlyMap<number, string>;
  colours: ReadonlyMap<number, string>;
};

/**
 * The team's grid: each cell the day's shift code on its colour, or "Off" greyed on a weekly off ("–" where no
 * shift applies); the full words, with where the shift comes from, are its title and its screen-reader name.
 */
export function RosterGrid({
  people,
  days,
  look,
  today,
  caption,
}: {
  people: readonly Person[];
  days: readonly GridDay[];
  look: ShiftLook;
  today: string;
  caption: string;
}) {
  const byPerson = new Map(people.map((p) => [p.employee.id, new Map(p.days.map((d) => [d.date, d]))]));
  return (
    <DayGrid
      caption={caption}
      days={days}
      today={today}
      rows={people}
      rowKey={(person) => person.employee.id}
      rowHead={({ employee }) => ({ name: employee.name, detail: employee.employee_code })}
      cell={({ employee }, day) => {
        const entry = byPerson.get(employee.id)?.get(day.date);
        if (!entry) return null;
        const shift = entry.shift_id === null ? null : (look.byId.get(entry.shift_id) ?? null);
        const colours = entry.weekly_off
          ? OFF_COLOURS
          : shift
            ? (look.colours.get(shift.id) ?? NO_SHIFT_COLOURS)
            : NO_SHIFT_COLOURS;
        return (
          <span
            role="img"
            aria-label={cellLabel(employee.name, entry, shift)}
            title={dayDescription(entry, shift)}
            className={cx(
              'inline-flex h-6 min-w-8 items-center justify-center rounded-md border px-1 text-[11px] leading-none font-semibold',
              colours,
            )}
          >
            {entry.weekly_off ? 'Off' : shift ? look.codes.get(shift.id) : '–'}
          </span>
        );
      }}
    />
  );
}
