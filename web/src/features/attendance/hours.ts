import { MISSING } from '@/lib/format';

type Hours = number | null | undefined;

const valid = (hours: Hours): hours is number => typeof hours === 'number' && Number.isFinite(hours);

/** Hours on the records list and detail (spec §9: two decimals): 8.5 → "8.50"; missing → "—". */
export function formatHours(hours: Hours): string {
  return valid(hours) ? hours.toFixed(2) : MISSING;
}

/** Hours on the clock screen (spec §9: h:mm), to the nearest minute: 7.75 → "7:45", 0.99 → "0:59". */
export function formatHoursMinutes(hours: Hours): string {
  if (!valid(hours)) return MISSING;
  const minutes = Math.round(Math.max(0, hours) * 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instants of a day's record, as the API gives them (ISO strings or null). */
export type DayTimes = {
  clock_in: string | null;
  clock_out: string | null;
  lunch_break_start: string | null;
  lunch_break_end: string | null;
};

const at = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * Hours worked so far today, net of the lunch break: up to the clock-out, or up to `now` while still
 * clocked in; a break that has not ended counts up to `now` (so the figure stands still during it).
 * Null before the clock-in. The server's total_hours is the figure of record once the day is closed.
 */
export function workedHours(day: DayTimes | null | undefined, now: Date): number | null {
  const start = at(day?.clock_in ?? null);
  if (!day || Number.isNaN(start)) return null;
  const stop = day.clock_out ? at(day.clock_out) : now.getTime();
  const lunchStart = at(day.lunch_break_start);
  const lunchEnd = day.lunch_break_end ? at(day.lunch_break_end) : stop;
  const lunch = Number.isNaN(lunchStart) ? 0 : Math.max(0, Math.min(lunchEnd, stop) - lunchStart);
  return Math.max(0, stop - start - lunch) / 3_600_000;
}
