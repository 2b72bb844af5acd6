import type { TeamCalendarQuery, TeamCalendarResponse } from '@hrms/contracts/team-calendar';
import type { Db } from '../../db/client';
import { companyScope, holdsInScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { fieldError } from '../../platform/errors';
import { requestsBetween } from '../attendance-requests/public';
import { findEmployee, reportsOf } from '../employees/public';
import { holidaysBetween, observedHolidays } from '../holidays/public';
import { eachDate, isWeeklyOff, leaveSpansBetween, workWeeks } from '../leave/public';
import { teamDays } from './engine/days';
import { teamPeople } from './queries';

/** Whose team: the caller's own, or (for HR holding approve-leaves in their company) another manager's. */
async function managerOf(db: Db, principal: Principal, managerId: number | undefined) {
  const id = managerId ?? principal.employeeId;
  if (id === null) throw fieldError('manager_id', 'Choose whose team to show.');
  if (id === principal.employeeId) return id;
  const manager = await findEmployee(db, companyScope(principal), id);
  if (!manager || !holdsInScope(principal, manager.company.id, 'approve-leaves')) {
    throw fieldError('manager_id', 'The selected manager id is invalid.');
  }
  return id;
}

const groupBy = <T extends { employee_id: number }>(rows: readonly T[]) => {
  const by = new Map<number, T[]>();
  for (const row of rows) by.set(row.employee_id, [...(by.get(row.employee_id) ?? []), row]);
  return by;
};

/**
 * A manager's team over a span of days: who is on leave (or has asked), whose holiday or weekly off it is, who
 * works from home or on duty. Their reports are their direct reports and the members of a team they lead.
 */
export async function teamCalendar(
  db: Db,
  principal: Principal,
  q: TeamCalendarQuery,
): Promise<TeamCalendarResponse> {
  const manager = await managerOf(db, principal, q.manager_id);
  const people = await teamPeople(db, await reportsOf(db, manager));
  const ids = people.map((p) => p.id);
  const dates = [...eachDate(q.from, q.to)];
  const weeks = await workWeeks(db, ids);
  const holidays = await observedHolidays(db, ids, q.from, q.to);
  const companies = [...new Set(people.map((p) => p.company_id))];
  const names = new Map<string, string>();
  for (const h of await holidaysBetween(db, companies, q.from, q.to))
    if (!names.has(h.date)) names.set(h.date, h.name);
  const leave = groupBy(await leaveSpansBetween(db, ids, q.from, q.to));
  const requests = groupBy(await requestsBetween(db, ids, 'approved', q.from, q.to));
  return {
    from: q.from,
    to: q.to,
    people: people.map((p) => {
      const week = weeks.get(p.id);
      return {
        employee: { id: p.id, name: p.name, employee_code: p.employee_code, job_title: p.job_title },
        days: teamDays(dates, {
          weeklyOff: (date) => (week ? isWeeklyOff(week(date).weeklyOffs, date) : false),
          holidays: holidays.get(p.id) ?? new Set(),
          holidayName: (date) => names.get(date) ?? 'Holiday',
          leave: leave.get(p.id) ?? [],
          requests: requests.get(p.id) ?? [],
        }),
      };
    }),
  };
}
