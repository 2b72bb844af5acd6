/**
 * Which holidays an employee observes (pure): those of every calendar of their company that applies to them
 * (the company-wide one, their branch's state's, their branch's), a restricted one only once they opted in.
 */
import type { HolidayCalendarScope } from '@hrms/contracts/holidays';

export type CalendarLayer = {
  id: number;
  company_id: number;
  state: string | null;
  branch_id: number | null;
};
export type Placed = { company_id: number; branch_id: number | null; state: string | null };

export const scopeOf = (c: { state: string | null; branch_id: number | null }): HolidayCalendarScope =>
  c.branch_id !== null ? 'branch' : c.state !== null ? 'state' : 'company';

/** Whether a calendar applies to an employee: states compared in any case, as branches' addresses vary. */
export function applies(c: CalendarLayer, e: Placed): boolean {
  if (c.company_id !== e.company_id) return false;
  if (c.branch_id !== null) return c.branch_id === e.branch_id;
  if (c.state !== null) return e.state !== null && c.state.toLowerCase() === e.state.toLowerCase();
  return true;
}

export type HolidayDay = { id: number; calendar_id: number; date: string; is_optional: boolean };

/** The dates an employee observes: fixed holidays of their calendars, and the restricted ones they chose. */
export function observedDates(
  calendars: readonly CalendarLayer[],
  holidays: readonly HolidayDay[],
  e: Placed,
  chosen: ReadonlySet<number>,
): Set<string> {
  const mine = new Set(calendars.filter((c) => applies(c, e)).map((c) => c.id));
  const dates = new Set<string>();
  for (const h of holidays) {
    if (mine.has(h.calendar_id) && (!h.is_optional || chosen.has(h.id))) dates.add(h.date);
  }
  return dates;
}
