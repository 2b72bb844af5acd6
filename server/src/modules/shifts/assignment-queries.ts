import { and, count, desc, eq, gte, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { departments, teams } from '../../db/schema/organisation';
import { rosterAssignments, rosterSlots, rosters } from '../../db/schema/shifts';
import { pageLimit, pageOffset } from '../../platform/pagination';

export type AssignmentValues = typeof rosterAssignments.$inferInsert;

const selectAssignments = (db: DbOrTx) =>
  db
    .select({
      assignment: rosterAssignments,
      roster: { id: rosters.id, name: rosters.name },
      employee: {
        id: employees.id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        employee_id: employees.employee_id,
      },
      team: { id: teams.id, name: teams.name },
    })
    .from(rosterAssignments)
    .innerJoin(rosters, eq(rosters.id, rosterAssignments.roster_id))
    .leftJoin(employees, eq(employees.id, rosterAssignments.employee_id))
    .leftJoin(teams, eq(teams.id, rosterAssignments.team_id));
export type AssignmentRow = Awaited<ReturnType<typeof selectAssignments>>[number];

export async function findAssignment(db: DbOrTx, id: number): Promise<AssignmentRow | null> {
  const [row] = await selectAssignments(db).where(eq(rosterAssignments.id, id)).limit(1);
  return row ?? null;
}

export type AssignmentFilters = {
  company: SQL | undefined;
  rosterId?: number;
  employeeId?: number;
  teamId?: number;
  /** Only those running on or after this date. */
  currentOn?: string;
};

/** A page of assignments, the latest start first, and how many there are. */
export async function listAssignmentPage(
  db: DbOrTx,
  f: AssignmentFilters,
  page: number,
  perPage: number,
): Promise<{ rows: AssignmentRow[]; total: number }> {
  const where = and(
    f.company,
    f.rosterId !== undefined ? eq(rosterAssignments.roster_id, f.rosterId) : undefined,
    f.employeeId !== undefined ? eq(rosterAssignments.employee_id, f.employeeId) : undefined,
    f.teamId !== undefined ? eq(rosterAssignments.team_id, f.teamId) : undefined,
    f.currentOn !== undefined
      ? or(isNull(rosterAssignments.to_date), gte(rosterAssignments.to_date, f.currentOn))
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectAssignments(db)
      .where(where)
      .orderBy(desc(rosterAssignments.from_date), desc(rosterAssignments.id))
      .limit(pageLimit(perPage))
      .offset(pageOffset(page, perPage)),
    db.select({ n: count() }).from(rosterAssignments).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The company of an employee (null: no such employee, or archived). */
export async function employeeCompany(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ company_id: employees.company_id })
    .from(employees)
    .where(and(eq(employees.id, id), isNull(employees.archived_at)))
    .limit(1);
  return row?.company_id ?? null;
}

/** The company of a team: its department's (null: no such team). */
export async function teamCompany(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ company_id: departments.company_id })
    .from(teams)
    .innerJoin(departments, eq(departments.id, teams.department_id))
    .where(eq(teams.id, id))
    .limit(1);
  return row?.company_id ?? null;
}

/** How many steps the roster has. */
export async function stepCount(db: DbOrTx, rosterId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rosterSlots).where(eq(rosterSlots.roster_id, rosterId));
  return row?.n ?? 0;
}

export async function insertAssignment(db: DbOrTx, values: AssignmentValues): Promise<number> {
  const [row] = await db.insert(rosterAssignments).values(values).returning({ id: rosterAssignments.id });
  if (!row) throw new Error('roster assignment insert returned no row');
  return row.id;
}

export const setAssignmentEnd = (db: DbOrTx, id: number, toDate: string | null) =>
  db.update(rosterAssignments).set({ to_date: toDate }).where(eq(rosterAssignments.id, id));

export const deleteAssignmentRow = (db: DbOrTx, id: number) =>
  db.delete(rosterAssignments).where(eq(rosterAssignments.id, id));
