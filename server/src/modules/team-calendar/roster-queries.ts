import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { departments, teams } from '../../db/schema/organisation';

/** A team with the company it belongs to (through its department) and its lead. */
export async function findTeamWithCompany(db: DbOrTx, teamId: number) {
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      team_lead_id: teams.team_lead_id,
      company_id: departments.company_id,
    })
    .from(teams)
    .innerJoin(departments, eq(departments.id, teams.department_id))
    .where(eq(teams.id, teamId))
    .limit(1);
  return row ?? null;
}

/** The team's current members (not archived, at work or on leave), by name. */
export const currentMembers = (db: DbOrTx, teamId: number) =>
  db
    .select({
      id: employees.id,
      name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`,
      employee_code: employees.employee_id,
    })
    .from(employees)
    .where(
      and(
        eq(employees.team_id, teamId),
        isNull(employees.archived_at),
        inArray(employees.status, ['active', 'on_leave']),
      ),
    )
    .orderBy(asc(employees.first_name), asc(employees.last_name), asc(employees.id));
