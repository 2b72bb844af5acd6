import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { onRolls, type Shown } from './queries';

/** The caller's place in the company: the department, team and manager their colleagues are found by. */
export async function placeOf(db: DbOrTx, employeeId: number) {
  const [row] = await db
    .select({
      company_id: employees.company_id,
      department_id: employees.department_id,
      team_id: employees.team_id,
      manager_id: employees.manager_id,
    })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .limit(1);
  return row ?? null;
}

/**
 * The caller's colleagues on the rolls: the same department or team, their manager and their direct reports.
 * A date the company's directory does not show is a null literal, so the statement never reads it; the year
 * of birth is never read.
 */
export function colleaguesOf(
  db: DbOrTx,
  employeeId: number,
  place: NonNullable<Awaited<ReturnType<typeof placeOf>>>,
  shown: Shown,
  today: string,
) {
  const near: (SQL | undefined)[] = [
    place.department_id === null ? undefined : eq(employees.department_id, place.department_id),
    place.team_id === null ? undefined : eq(employees.team_id, place.team_id),
    place.manager_id === null ? undefined : eq(employees.id, place.manager_id),
    eq(employees.manager_id, employeeId),
  ];
  return db
    .select({
      id: employees.id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      birthday: shown.has('birthday')
        ? sql<string | null>`to_char(${employees.date_of_birth}, 'MM-DD')`
        : sql<null>`null`,
      hire_date: shown.has('hire_date') ? sql<string | null>`${employees.hire_date}::text` : sql<null>`null`,
    })
    .from(employees)
    .where(
      and(
        eq(employees.company_id, place.company_id),
        onRolls(today),
        sql`${employees.id} <> ${employeeId}`,
        or(...near),
      ),
    );
}
