import { TEAM_DAY_LABELS, type TeamDay, type TeamDayKind } from '@hrms/contracts/team-calendar';
import { dayAndMonth } from './month';

/** What a cell shows: a day column is too narrow for more than a few letters. */
export const DAY_ABBREVIATIONS: Record<TeamDayKind, string> = {
  leave: 'L',
  leave_pending: 'L?',
  holiday: 'H',
  weekly_off: 'WO',
  work_from_home: 'WFH',
  on_duty: 'OD',
};

/**
 * A badge's colours by kind (dark text on a light fill, AA contrast at text-xs). Asked-for leave is leave's
 * amber on white with a dashed edge: the same absence, not yet settled.
 */
export const DAY_STYLES: Record<TeamDayKind, string> = {
  leave: 'border-amber-300 bg-amber-100 text-amber-900',
  leave_pending: 'border-dashed border-amber-600 bg-white text-amber-900',
  holiday: 'border-sky-300 bg-sky-100 text-sky-900',
  weekly_off: 'border-slate-300 bg-slate-100 text-slate-700',
  work_from_home: 'border-emerald-300 bg-emerald-100 text-emerald-900',
  on_duty: 'border-violet-300 bg-violet-100 text-violet-900',
};

/** The legend's order: absences first, then days off, then days worked elsewhere. */
export const LEGEND_KINDS: readonly TeamDayKind[] = [
  'leave',
  'leave_pending',
  'holiday',
  'weekly_off',
  'work_from_home',
  'on_duty',
];

/**
 * The full words of a day: approved leave is its type ("Casual Leave (first half)"); asked-for leave says it
 * waits; a holiday its name, marked as a holiday; the rest their kind's label.
 */
export function dayDescription(day: TeamDay): string {
  switch (day.kind) {
    case 'leave':
      return day.label;
    case 'leave_pending':
      return `${day.label}, not yet approved`;
    case 'holiday':
      return day.label === TEAM_DAY_LABELS.holiday ? day.label : `${day.label} (holiday)`;
    default:
      return day.label || TEAM_DAY_LABELS[day.kind];
  }
}

/** A cell's accessible name: "Priya Nair, 7 December: Casual Leave". */
export function cellLabel(name: string, day: TeamDay): string {
  return `${name}, ${dayAndMonth(day.date)}: ${dayDescription(day)}`;
}

/** A person's days by date, for the grid's cells (ordinary working days are absent). */
export function daysByDate(days: readonly TeamDay[]): Map<string, TeamDay> {
  return new Map(days.map((day) => [day.date, day]));
}
