import type { CalendarDay } from '@hrms/contracts/attendance-calendar';
import { cx } from '@/components/ui/cx';
import { DAY_ABBREVIATIONS, DAY_ICONS, DAY_STYLES, dayLabel, formatMinutes } from '../labels';
import { type CalendarMonth, leadingBlanks, monthTitle } from '../month';

const HEADINGS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/**
 * The month as seven columns from Monday. Each day is a button named in full ("Tuesday 10 November: present,
 * 8 h 09 m") that shows the day's details; it shows its status as an icon and letters on its colour, and on
 * a wider screen the hours worked. Seven narrow columns fit a 390 px phone.
 */
export function CalendarGrid({
  month,
  days,
  today,
  selected,
  onSelect,
}: {
  month: CalendarMonth;
  days: readonly CalendarDay[];
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const blanks = leadingBlanks(month);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-2 shadow-sm sm:p-4">
      <div
        aria-hidden="true"
        className="grid grid-cols-7 gap-1 pb-1 text-center text-xs font-medium text-slate-500 sm:gap-2"
      >
        {HEADINGS.map(([short]) => (
          <span key={short}>{short}</span>
        ))}
      </div>
      <ol aria-label={`Attendance, ${monthTitle(month)}`} className="grid grid-cols-7 gap-1 sm:gap-2">
        {days.map((day, i) => {
          const Icon = DAY_ICONS[day.status];
          const isToday = day.date === today;
          return (
            <li key={day.date} style={i === 0 && blanks ? { gridColumnStart: blanks + 1 } : undefined}>
              <button
                type="button"
                aria-label={dayLabel(day)}
                aria-pressed={selected === day.date}
                aria-current={isToday ? 'date' : undefined}
                title={dayLabel(day)}
                onClick={() => onSelect(day.date)}
                className={cx(
                  'flex h-14 w-full min-w-0 flex-col items-center justify-between rounded-md border px-0.5 py-1 text-xs sm:h-20 sm:items-start sm:px-2',
                  DAY_STYLES[day.status],
                  isToday && 'ring-2 ring-indigo-500 ring-offset-1',
                  selected === day.date && 'outline-2 outline-offset-1 outline-slate-900',
                )}
              >
                <span className="font-semibold tabular-nums">{Number(day.date.slice(8, 10))}</span>
                <span className="flex items-center gap-0.5 font-semibold">
                  <Icon aria-hidden="true" className="size-3.5 shrink-0" />
                  <span>{DAY_ABBREVIATIONS[day.status]}</span>
                </span>
                <span className="hidden tabular-nums sm:block">
                  {day.worked_minutes ? formatMinutes(day.worked_minutes) : '\u00a0'}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
