import {
  CALENDAR_DAY_LABELS,
  type CalendarDay,
  type CalendarDayStatus,
  type CountedDayStatus,
} from '@hrms/contracts/attendance-calendar';
import {
  CalendarOff,
  CircleCheck,
  CircleDashed,
  CircleHelp,
  CircleMinus,
  CircleX,
  Clock,
  type LucideIcon,
  Moon,
  PartyPopper,
} from 'lucide-react';
import { MONTH_NAMES } from '@/lib/months';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A day's colours (dark text on a light fill, AA contrast at text-xs); never the only sign of its status. */
export const DAY_STYLES: Record<CalendarDayStatus, string> = {
  present: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  half_day: 'border-lime-300 bg-lime-50 text-lime-900',
  leave: 'border-amber-300 bg-amber-50 text-amber-900',
  holiday: 'border-sky-300 bg-sky-50 text-sky-900',
  weekly_off: 'border-slate-200 bg-slate-100 text-slate-700',
  absent: 'border-red-300 bg-red-50 text-red-900',
  regularisation_pending: 'border-dashed border-violet-500 bg-violet-50 text-violet-900',
  not_joined: 'border-slate-100 bg-white text-slate-400',
  left: 'border-slate-100 bg-white text-slate-400',
  future: 'border-slate-200 bg-white text-slate-500',
};

/** A day's icon, beside its abbreviation: the status reads without colour. */
export const DAY_ICONS: Record<CalendarDayStatus, LucideIcon> = {
  present: CircleCheck,
  half_day: CircleMinus,
  leave: CalendarOff,
  holiday: PartyPopper,
  weekly_off: Moon,
  absent: CircleX,
  regularisation_pending: CircleHelp,
  not_joined: CircleDashed,
  left: CircleDashed,
  future: Clock,
};

/** What a cell has room for on a phone. */
export const DAY_ABBREVIATIONS: Record<CalendarDayStatus, string> = {
  present: 'P',
  half_day: 'HD',
  leave: 'L',
  holiday: 'H',
  weekly_off: 'WO',
  absent: 'A',
  regularisation_pending: 'R?',
  not_joined: '',
  left: '',
  future: '',
};

/** The legend's and the summary's order. */
export const LEGEND_STATUSES: readonly CountedDayStatus[] = [
  'present',
  'half_day',
  'leave',
  'holiday',
  'weekly_off',
  'absent',
  'regularisation_pending',
];

/** Minutes worked as people read them: 489 → "8 h 09 m"; under an hour "45 m". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, '0');
  return h > 0 ? `${h} h ${m} m` : `${minutes % 60} m`;
}

/** "Tuesday 10 November". */
export function dayName(date: string): string {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${weekday} ${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]}`;
}

/** A day's status in words, with what names it: "leave (Casual Leave)", "holiday (Diwali)". */
export function statusWords(day: Pick<CalendarDay, 'status' | 'label'>): string {
  const words = CALENDAR_DAY_LABELS[day.status].toLowerCase();
  return day.label ? `${words} (${day.label})` : words;
}

/** A cell's accessible name: "Tuesday 10 November: present, 8 h 09 m". */
export function dayLabel(day: CalendarDay): string {
  const hours = day.worked_minutes ? `, ${formatMinutes(day.worked_minutes)}` : '';
  return `${dayName(day.date)}: ${statusWords(day)}${hours}`;
}
