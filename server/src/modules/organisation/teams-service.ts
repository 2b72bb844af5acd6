import type { Team, TeamCreateRequest, TeamMember, TeamUpdateRequest } from '@hrms/contracts/organisation';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { iso, isoOrNull } from '../../platform/dates';
import { assertNoDependants } from '../../platform/dependants';
import { conflict, fieldError, notFound, validationFailed } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { assertDepartmentField } from './departments-service';
import {
  deleteTeamRow,
  employeesForTeam,
  findTeam,
  insertTeam,
  joinTeam,
  leaveTeam,
  listMembers,
  listTeams,
  type TeamFilters,
  type TeamRow,
  teamCodeTaken,
  updateTeamRow,
} from './teams-queries';

const DISBANDED = 'disbanded';

/** The lead comes from a left join: drizzle answers null for it when the team has no lead. */
function leadOf({ lead }: TeamRow): Team['team_lead'] {
  if (!lead || lead.id === null || lead.first_name === null || lead.last_name === null) return null;
  return {
    id: lead.id,
    first_name: lead.first_name,
    last_name: lead.last_name,
    employee_id: lead.employee_id ?? '',
    email: lead.email ?? '',
    job_title: lead.job_title,
    status: lead.status ?? '',
  };
}

function toTeam(row: TeamRow): Team {
  const t = row.team;
  return {
    id: t.id,
    name: t.name,
    code: t.code,
    description: t.description,
    department_id: t.department_id,
    department: { id: row.department.id, name: row.department.name, company: row.company },
    status: t.status,
    team_lead_id: t.team_lead_id,
    team_lead: leadOf(row),
    members_count: row.members_count,
    created_at: iso(t.created_at),
    updated_at: iso(t.updated_at),
  };
}

export async function listTeamsPage(
  db: Db,
  principal: Principal,
  q: TeamFilters & { page: number; per_page: number },
) {
  const { rows, total } = await listTeams(db, companyScope(principal), q, {
    page: q.page,
    perPage: q.per_page,
  });
  return paged(rows.map(toTeam), total, q.page, q.per_page);
}

/** Every team matching the filters, for the CSV export. */
export async function allTeams(db: Db, principal: Principal, filters: TeamFilters): Promise<Team[]> {
  const { rows } = await listTeams(db, companyScope(principal), filters, null);
  return rows.map(toTeam);
}

async function loadRow(db: DbOrTx, principal: Principal, id: number): Promise<TeamRow> {
  const row = await findTeam(db, companyScope(principal), id);
  if (!row) throw notFound('Team');
  return row;
}

export async function loadTeam(db: DbOrTx, principal: Principal, id: number): Promise<Team> {
  return toTeam(await loadRow(db, principal, id));
}

function assertNotDisbanded(row: TeamRow) {
  if (row.team.status === DISBANDED) throw conflict('This team has been disbanded and cannot be changed');
}

async function assertCodeFree(db: DbOrTx, departmentId: number, code: string | null, id?: number) {
  if (code && (await teamCodeTaken(db, departmentId, code, id))) {
    throw fieldError('code', 'The code has already been taken for this department.');
  }
}

/**
 * Employees may join a team only from the team's own department, and only if they are in no other team.
 * Returns the ids not yet in this team.
 */
async function joinableEmployees(
  db: DbOrTx,
  team: { id: number; department_id: number },
  ids: number[],
  field: string,
) {
  const found = await employeesForTeam(db, ids);
  const problems: string[] = [];
  for (const id of ids) {
    const e = found.find((f) => f.id === id);
    if (!e) problems.push(`Employee ${id} does not exist.`);
    else if (e.department_id !== team.department_id) {
      problems.push(`${e.first_name} ${e.last_name} is not in this team's department.`);
    } else if (e.team_id !== null && e.team_id !== team.id) {
      problems.push(`${e.first_name} ${e.last_name} already belongs to the team ${e.team_name}.`);
    }
  }
  if (problems.length) throw validationFailed({ [field]: problems });
  return found.filter((e) => e.team_id !== team.id).map((e) => e.id);
}

export async function createTeam(db: Db, principal: Principal, input: TeamCreateRequest): Promise<Team> {
  return db.transaction(async (tx) => {
    await assertDepartmentField(tx, principal, input.department_id);
    await assertCodeFree(tx, input.department_id, input.code);
    const id = await insertTeam(tx, { ...input, team_lead_id: null });
    // A lead chosen at creation becomes the team's first member.
    if (input.team_lead_id) {
      const ids = await joinableEmployees(
        tx,
        { id, department_id: input.department_id },
        [input.team_lead_id],
        'team_lead_id',
      );
      await joinTeam(tx, id, ids);
      await updateTeamRow(tx, id, { team_lead_id: input.team_lead_id });
    }
    return loadTeam(tx, principal, id);
  });
}

export async function updateTeam(
  db: Db,
  principal: Principal,
  id: number,
  input: TeamUpdateRequest,
): Promise<Team> {
  return db.transaction(async (tx) => {
    const row = await loadRow(tx, principal, id);
    assertNotDisbanded(row);
    if (input.department_id !== row.team.department_id) {
      await assertDepartmentField(tx, principal, input.department_id);
      if (row.members_count > 0) {
        throw conflict("Remove the team's members before moving it to another department");
      }
    }
    await assertCodeFree(tx, input.department_id, input.code, id);
    await updateTeamRow(tx, id, input);
    return loadTeam(tx, principal, id);
  });
}

/** Active ⇄ inactive, or disbanded for good: disbanding releases every member and the lead. */
export async function setTeamStatus(db: Db, principal: Principal, id: number, status: string): Promise<Team> {
  return db.transaction(async (tx) => {
    const row = await loadRow(tx, principal, id);
    assertNotDisbanded(row);
    if (status === DISBANDED) {
      await updateTeamRow(tx, id, { team_lead_id: null });
      await leaveTeam(tx, id);
    }
    await updateTeamRow(tx, id, { status });
    return loadTeam(tx, principal, id);
  });
}

export async function deleteTeam(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadRow(tx, principal, id);
    assertNoDependants('team', [[row.members_count, 'member', 'members']]);
    await deleteTeamRow(tx, id);
  });
}

export async function teamMembers(db: DbOrTx, principal: Principal, id: number): Promise<TeamMember[]> {
  const row = await loadRow(db, principal, id);
  const members = await listMembers(db, id);
  return members.map((m) => ({
    ...m,
    is_team_lead: m.id === row.team.team_lead_id,
    joined_team_at: isoOrNull(m.joined_team_at),
  }));
}

export async function addTeamMembers(db: Db, principal: Principal, id: number, employeeIds: number[]) {
  return db.transaction(async (tx) => {
    const row = await loadRow(tx, principal, id);
    assertNotDisbanded(row);
    const ids = await joinableEmployees(tx, row.team, [...new Set(employeeIds)], 'employee_ids');
    await joinTeam(tx, id, ids);
    return { added: ids.length, members: await teamMembers(tx, principal, id) };
  });
}

export async function removeTeamMember(db: Db, principal: Principal, id: number, employeeId: number) {
  return db.transaction(async (tx) => {
    const row = await loadRow(tx, principal, id);
    const member = (await listMembers(tx, id)).find((m) => m.id === employeeId);
    if (!member) throw notFound('Team member');
    if (row.team.team_lead_id === employeeId) {
      throw conflict('The team lead cannot be removed from the team; remove them as lead first');
    }
    await leaveTeam(tx, id, employeeId);
    return member;
  });
}

export async function assignTeamLead(
  db: Db,
  principal: Principal,
  id: number,
  employeeId: number,
): Promise<Team> {
  return db.transaction(async (tx) => {
    const row = await loadRow(tx, principal, id);
    assertNotDisbanded(row);
    const members = await listMembers(tx, id);
    if (!members.some((m) => m.id === employeeId)) {
      throw fieldError('team_lead_id', 'The team lead must be a member of the team.');
    }
    await updateTeamRow(tx, id, { team_lead_id: employeeId });
    return loadTeam(tx, principal, id);
  });
}

export async function removeTeamLead(db: Db, principal: Principal, id: number): Promise<Team> {
  return db.transaction(async (tx) => {
    await loadRow(tx, principal, id);
    await updateTeamRow(tx, id, { team_lead_id: null });
    return loadTeam(tx, principal, id);
  });
}
