import type { DbOrTx } from '../../db/client';
import { observedDates } from './engine/observed';
import { companyCalendars, holidaysBetween, placedEmployees, selectionsBetween } from './queries';

/**
 * The holiday dates each employee observes between two dates: a few queries for any number of employees
 * (payroll asks for a chunk at a time), the fixed holidays worked out once per company, state and branch.
 */
export async function observedHolidays(
  db: DbOrTx,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, Set<string>>> {
  const result = new Map<number, Set<string>>();
  if (!employeeIds.length) return result;
  const people = await placedEmployees(db, employeeIds);
  const companyIds = [...new Set(people.map((p) => p.company_id))];
  const calendars = await companyCalendars(db, companyIds);
  const days = await holidaysBetween(db, companyIds, from, to);
  const chosen = new Map<number, Set<number>>();
  if (days.some((d) => d.is_optional)) {
    for (const s of await selectionsBetween(db, employeeIds, from, to)) {
      chosen.set(s.employee_id, (chosen.get(s.employee_id) ?? new Set()).add(s.holiday_id));
    }
  }
  const byPlace = new Map<string, Set<string>>();
  const none = new Set<number>();
  for (const person of people) {
    const picks = chosen.get(person.id);
    if (picks) {
      result.set(person.id, observedDates(calendars, days, person, picks));
      continue;
    }
    const place = `${person.company_id}|${person.branch_id}|${person.state?.toLowerCase()}`;
    let dates = byPlace.get(place);
    if (!dates) {
      dates = observedDates(calendars, days, person, none);
      byPlace.set(place, dates);
    }
    result.set(person.id, dates);
  }
  return result;
}
