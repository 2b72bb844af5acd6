import type { RosterCalendarQuery, RosterCalendarResponse, ShiftRef } from '@hrms/contracts/shifts';
import type { Db } from '../../db/client';
import { holdsInScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/errors';
import { eachDate, isWeeklyOff, workWeeks } from '../leave/public';
import { dayShifts, endsNextDay } from '../shifts/public';
import { currentMembers, findTeamWithCompany } from './roster-queries';

/**
 * A team's shifts day by day. HR (manage- or approve-attendance in the team's company) sees any team; anyone
 * else only a team they lead or belong to. view-attendance is not enough: every employee holds it for their own
 * attendance. Any other team answers 404, as if it did not exist.
 */
export async function rosterCalendar(
  db: Db,
  principal: Principal,
  q: RosterCalendarQuery,
): Promise<RosterCalendarResponse> {
  const team = await findTeamWithCompany(db, q.team_id);
  if (!team) throw notFound('Team');
  const people = await currentMembers(db, team.id);
  const own = principal.employeeId;
  const maySee =
    holdsInScope(principal, team.company_id, 'manage-attendance', 'approve-attendance') ||
    (own !== null && (own === team.team_lead_id || people.some((p) => p.id === own)));
  if (!maySee) throw notFound('Team');

  const ids = people.map((p) => p.id);
  const dates = [...eachDate(q.from, q.to)];
  const shifts = await dayShifts(db, ids, { from: q.from, to: q.to });
  const weeks = await workWeeks(db, ids, undefined, shifts);
  const named = new Map<number, ShiftRef>();
  const rows = people.map((p) => {
    const week = weeks.get(p.id);
    return {
      employee: { id: p.id, name: p.name, employee_code: p.employee_code },
      days: dates.map((date) => {
        const day = shifts.of(p.id, date);
        const row = day.shiftId === null ? null : shifts.shifts.get(day.shiftId);
        if (row && !named.has(row.id)) {
          named.set(row.id, {
            id: row.id,
            name: row.name,
            start_time: row.start_time,
            end_time: row.end_time,
            crosses_midnight: endsNextDay(row.start_time, row.end_time),
          });
        }
        return {
          date,
          shift_id: day.shiftId,
          source: day.source,
          weekly_off: week ? isWeeklyOff(week(date).weeklyOffs, date) : false,
        };
      }),
    };
  });
  return {
    from: q.from,
    to: q.to,
    team: { id: team.id, name: team.name },
    shifts: [...named.values()].sort(
      (a, b) => a.start_time.localeCompare(b.start_time) || a.name.localeCompare(b.name),
    ),
    people: rows,
  };
}
