import type { Paged } from '@hrms/contracts/common';
import type {
  RosterAssignment,
  RosterAssignmentRequest,
  rosterAssignmentListQuery,
} from '@hrms/contracts/shifts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { rosterAssignments } from '../../db/schema/shifts';
import { companyCondition, companyScope, isInCompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { shortDate } from '../../platform/dates';
import { fieldError, notFound, violatesConstraint } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import {
  type AssignmentRow,
  deleteAssignmentRow,
  employeeCompany,
  findAssignment,
  insertAssignment,
  listAssignmentPage,
  setAssignmentEnd,
  stepCount,
  teamCompany,
} from './assignment-queries';
import { findRoster } from './roster-queries';

type ListQuery = z.infer<typeof rosterAssignmentListQuery>;

function toAssignment(row: AssignmentRow): RosterAssignment {
  const a = row.assignment;
  return {
    id: a.id,
    company_id: a.company_id,
    roster: row.roster,
    employee: a.employee_id !== null && row.employee ? row.employee : null,
    team: a.team_id !== null && row.team ? row.team : null,
    from_date: a.from_date,
    to_date: a.to_date,
    start_slot: a.start_slot,
  };
}

/** Whom an assignment names, in the words the overlap answer uses. */
const whom = (a: { employee_id?: number | null }) => (a.employee_id ? 'This employee' : 'This team');
const overlapMessage = (a: { employee_id?: number | null }) =>
  `${whom(a)} already has a roster over these dates.`;

/** An assignment of a company in the caller's scope; any other answers 404. */
async function visibleAssignment(db: DbOrTx, principal: Principal, id: number): Promise<AssignmentRow> {
  const row = await findAssignment(db, id);
  if (!row || !isInCompanyScope(companyScope(principal), row.assignment.company_id))
    throw notFound('Roster assignment');
  return row;
}

async function oneAssignment(db: DbOrTx, id: number): Promise<RosterAssignment> {
  const row = await findAssignment(db, id);
  if (!row) throw notFound('Roster assignment');
  return toAssignment(row);
}

export async function getAssignment(db: Db, principal: Principal, id: number) {
  return toAssignment(await visibleAssignment(db, principal, id));
}

export async function listAssignments(
  db: Db,
  principal: Principal,
  q: ListQuery,
): Promise<Paged<RosterAssignment>> {
  const { rows, total } = await listAssignmentPage(
    db,
    {
      company: companyCondition(companyScope(principal), rosterAssignments.company_id),
      rosterId: q.roster_id,
      employeeId: q.employee_id,
      teamId: q.team_id,
      currentOn: q.current_on,
    },
    q.page,
    q.per_page,
  );
  return paged(rows.map(toAssignment), total, q.page, q.per_page);
}

/**
 * Gives a roster to an employee or a team of the roster's company. Two assignments of one employee (or one
 * team) never overlap in time: the database's rule (roster_assignments_no_overlap), so two at once make one.
 */
export async function createAssignment(
  db: Db,
  principal: Principal,
  input: RosterAssignmentRequest,
): Promise<RosterAssignment> {
  const roster = await findRoster(db, input.roster_id);
  if (!roster || !isInCompanyScope(companyScope(principal), roster.company_id)) {
    throw fieldError('roster_id', 'The selected roster id is invalid.');
  }
  const companyId = roster.company_id;
  if (input.employee_id !== undefined && (await employeeCompany(db, input.employee_id)) !== companyId) {
    throw fieldError('employee_id', 'The selected employee id is invalid.');
  }
  if (input.team_id !== undefined && (await teamCompany(db, input.team_id)) !== companyId) {
    throw fieldError('team_id', 'The selected team id is invalid.');
  }
  const steps = await stepCount(db, roster.id);
  if (input.start_slot > steps) {
    throw fieldError(
      'start_slot',
      `The roster has ${steps} ${steps === 1 ? 'step' : 'steps'}: start at one of them.`,
    );
  }
  const scopeKey =
    input.employee_id !== undefined ? `employee:${input.employee_id}` : `team:${input.team_id}`;
  const values = {
    company_id: companyId,
    roster_id: roster.id,
    employee_id: input.employee_id ?? null,
    team_id: input.team_id ?? null,
    scope_key: scopeKey,
    from_date: input.from_date,
    to_date: input.to_date,
    start_slot: input.start_slot,
  };
  const id = await db
    .transaction(async (tx) => {
      const made = await insertAssignment(tx, { ...values, created_by: principal.userId });
      await recordAudit(tx, principal, {
        action: 'roster_assignment.created',
        entity_type: 'roster_assignment',
        entity_id: made,
        company_id: companyId,
        summary: `Roster ${roster.name} assigned to ${scopeKey} from ${shortDate(input.from_date)}`,
        changes: values,
      });
      return made;
    })
    .catch((err: unknown) => {
      if (violatesConstraint(err, 'roster_assignments_no_overlap'))
        throw fieldError('from_date', overlapMessage(values));
      throw err;
    });
  return oneAssignment(db, id);
}

/** Ends an assignment on a date, or reopens it (null): the one change an assignment takes. */
export async function endAssignment(
  db: Db,
  principal: Principal,
  id: number,
  toDate: string | null,
): Promise<RosterAssignment> {
  const { assignment: a, roster } = await visibleAssignment(db, principal, id);
  if (toDate !== null && toDate < a.from_date) {
    throw fieldError('to_date', 'The end date must be on or after the start date.');
  }
  await db
    .transaction(async (tx) => {
      await setAssignmentEnd(tx, id, toDate);
      await recordAudit(tx, principal, {
        action: 'roster_assignment.updated',
        entity_type: 'roster_assignment',
        entity_id: id,
        company_id: a.company_id,
        summary: `Roster ${roster.name} for ${a.scope_key} from ${shortDate(a.from_date)} now ${toDate ? `ends ${shortDate(toDate)}` : 'open-ended'}`,
        changes: { to_date: { from: a.to_date, to: toDate } },
      });
    })
    .catch((err: unknown) => {
      // Reopened or lengthened into a later assignment of the same employee or team.
      if (violatesConstraint(err, 'roster_assignments_no_overlap'))
        throw fieldError('to_date', overlapMessage(a));
      throw err;
    });
  return oneAssignment(db, id);
}

export async function removeAssignment(db: Db, principal: Principal, id: number): Promise<void> {
  const { assignment: a, roster } = await visibleAssignment(db, principal, id);
  await db.transaction(async (tx) => {
    await deleteAssignmentRow(tx, id);
    await recordAudit(tx, principal, {
      action: 'roster_assignment.deleted',
      entity_type: 'roster_assignment',
      entity_id: id,
      company_id: a.company_id,
      summary: `Roster ${roster.name} for ${a.scope_key} from ${shortDate(a.from_date)} removed`,
    });
  });
}
