import type { TeamListQuery } from '@hrms/contracts/organisation';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { companies, departments, teams } from '../../db/schema/organisation';
import { isTaken } from '../../db/taken';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { pageLimit, pageOffset } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

export type TeamFilters = Omit<TeamListQuery, 'page' | 'per_page'>;
export type TeamValues = typeof teams.$inferInsert;

const leads = alias(employees, 'leads');

const personColumns = (e: typeof employees | typeof leads) => ({
  id: e.id,
  first_name: e.first_name,
  last_name: e.last_name,
  employee_id: e.employee_id,
  email: e.email,
  job_title: e.job_title,
  status: e.status,
});

const selectTeams = (db: DbOrTx) =>
  db
    .select({
      team: teams,
      department: { id: departments.id, name: departments.name, company_id: departments.company_id },
      company: { id: companies.id, name: companies.name },
      lead: personColumns(leads),
      members_count: sql<number>`(select count(*)::int from ${employees} m where m.team_id = ${teams}.id)`,
    })
    .from(teams)
    .innerJoin(departments, eq(departments.id, teams.department_id))
    .innerJoin(companies, eq(companies.id, departments.company_id))
    .leftJoin(leads, eq(leads.id, teams.team_lead_id));
export type TeamRow = Awaited<ReturnType<typeof selectTeams>>[number];

function conditions(scope: CompanyScope, f: TeamFilters): SQL | undefined {
  const search = f.search ? containsPattern(f.search) : null;
  return and(
    companyCondition(scope, departments.company_id),
    search
      ? or(ilike(teams.name, search), ilike(teams.code, search), ilike(teams.description, search))
      : undefined,
    f.company_id ? eq(departments.company_id, f.company_id) : undefined,
    f.department_id ? eq(teams.department_id, f.department_id) : undefined,
    f.status ? eq(teams.status, f.status) : undefined,
    f.lead === 'assigned'
      ? isNotNull(teams.team_lead_id)
      : f.lead === 'vacant'
        ? isNull(teams.team_lead_id)
        : undefined,
  );
}

/** One page of teams, or every matching team when `page` is null (the CSV export). */
export async function listTeams(
  db: DbOrTx,
  scope: CompanyScope,
  f: TeamFilters,
  page: { page: number; perPage: number } | null,
) {
  const where = conditions(scope, f);
  const query = selectTeams(db).where(where).orderBy(asc(teams.name), asc(teams.id));
  const rows = page
    ? await query.limit(pageLimit(page.perPage)).offset(pageOffset(page.page, page.perPage))
    : await query;
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teams)
    .innerJoin(departments, eq(departments.id, teams.department_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findTeam(db: DbOrTx, scope: CompanyScope, id: number): Promise<TeamRow | null> {
  const [row] = await selectTeams(db)
    .where(and(eq(teams.id, id), companyCondition(scope, departments.company_id)))
    .limit(1);
  return row ?? null;
}

export const teamCodeTaken = (db: DbOrTx, departmentId: number, code: string, exceptId?: number) =>
  isTaken(db, teams, teams.id, and(eq(teams.department_id, departmentId), eq(teams.code, code)), exceptId);

export async function listMembers(db: DbOrTx, teamId: number) {
  return db
    .select({ ...personColumns(employees), joined_team_at: employees.joined_team_at })
    .from(employees)
    .where(eq(employees.team_id, teamId))
    .orderBy(asc(employees.first_name), asc(employees.last_name));
}

/** The employees named, with what decides whether they may join a team. */
export async function employeesForTeam(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: employees.id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      company_id: employees.company_id,
      department_id: employees.department_id,
      team_id: employees.team_id,
      team_name: teams.name,
    })
    .from(employees)
    .leftJoin(teams, eq(teams.id, employees.team_id))
    .where(inArray(employees.id, ids));
}

export async function joinTeam(db: DbOrTx, teamId: number, employeeIds: number[]) {
  if (!employeeIds.length) return;
  await db
    .update(employees)
    .set({ team_id: teamId, joined_team_at: new Date() })
    .where(inArray(employees.id, employeeIds));
}

export async function leaveTeam(db: DbOrTx, teamId: number, employeeId?: number) {
  await db
    .update(employees)
    .set({ team_id: null, joined_team_at: null })
    .where(and(eq(employees.team_id, teamId), employeeId ? eq(employees.id, employeeId) : undefined));
}

export async function insertTeam(db: DbOrTx, values: TeamValues): Promise<number> {
  const [row] = await db.insert(teams).values(values).returning({ id: teams.id });
  if (!row) throw new Error('team insert returned no row');
  return row.id;
}

export async function updateTeamRow(db: DbOrTx, id: number, values: Partial<TeamValues>) {
  await db.update(teams).set(values).where(eq(teams.id, id));
}

export async function deleteTeamRow(db: DbOrTx, id: number) {
  await db.delete(teams).where(eq(teams.id, id));
}
