import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { teams } from '../../db/schema/organisation';

/** A manager's people: employees who report to them directly, or sit in a team they lead. */
export async function reportsOf(db: DbOrTx, employeeId: number): Promise<number[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .leftJoin(teams, eq(teams.id, employees.team_id))
    .where(
      and(
        sql`${employees.id} <> ${employeeId}`,
        or(eq(employees.manager_id, employeeId), eq(teams.team_lead_id, employeeId)),
      ),
    );
  return rows.map((r) => r.id);
}
