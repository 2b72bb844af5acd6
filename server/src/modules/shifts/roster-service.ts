import type { Roster, RosterRequest } from '@hrms/contracts/shifts';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, isInCompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import {
  conflict,
  databaseErrorOf,
  type FieldErrors,
  fieldError,
  notFound,
  validationFailed,
  violatesConstraint,
} from '../../platform/errors';
import {
  activeAssignmentCounts,
  assignmentCount,
  companyShiftIds,
  deleteRosterRow,
  findRoster,
  highestStartSlot,
  insertRoster,
  type RosterRow,
  replaceSlots,
  rostersOf,
  slotsOf,
  updateRoster,
} from './roster-queries';
import { companyFor, toShiftRef } from './service';

/** The rosters as the API shows them: steps in order with their shifts, the cycle, assignments still running. */
async function shaped(db: DbOrTx, rows: RosterRow[]): Promise<Roster[]> {
  const ids = rows.map((r) => r.id);
  const [slots, active] = await Promise.all([slotsOf(db, ids), activeAssignmentCounts(db, ids, todayIn())]);
  return rows.map((r) => {
    const steps = slots
      .filter((s) => s.roster_id === r.id)
      .map((s) => ({ position: s.position, shift: toShiftRef(s.shift), days: s.days }));
    return {
      id: r.id,
      company_id: r.company_id,
      name: r.name,
      description: r.description,
      slots: steps,
      cycle_days: steps.reduce((sum, s) => sum + s.days, 0),
      active_assignments: active.get(r.id) ?? 0,
    };
  });
}

/** A roster of a company in the caller's scope; any other answers 404. */
export async function visibleRoster(db: DbOrTx, principal: Principal, id: number): Promise<RosterRow> {
  const row = await findRoster(db, id);
  if (!row || !isInCompanyScope(companyScope(principal), row.company_id)) throw notFound('Roster');
  return row;
}

export async function oneRoster(db: DbOrTx, row: RosterRow): Promise<Roster> {
  return (await shaped(db, [row]))[0] as Roster;
}

export async function listRosters(db: Db, principal: Principal, companyId?: number): Promise<Roster[]> {
  return shaped(db, await rostersOf(db, companyFor(principal, companyId)));
}

export async function getRoster(db: Db, principal: Principal, id: number): Promise<Roster> {
  return oneRoster(db, await visibleRoster(db, principal, id));
}

/** Every step's shift is one of the roster's company (422 on each step that names another). */
async function checkSlots(db: DbOrTx, companyId: number, slots: RosterRequest['slots']) {
  const known = await companyShiftIds(
    db,
    companyId,
    slots.map((s) => s.shift_id),
  );
  const errors: FieldErrors = {};
  slots.forEach((s, i) => {
    if (!known.has(s.shift_id)) errors[`slots.${i}.shift_id`] = ['The selected shift id is invalid.'];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}

const NAME_TAKEN = 'A roster of this name already exists.';

/** A write's constraint failures in the words of the checks made before it. */
function refused(err: unknown): never {
  if (violatesConstraint(err, 'rosters_company_name_unique')) throw fieldError('name', NAME_TAKEN);
  // A step's shift deleted between the check and the write.
  if (
    databaseErrorOf(err)?.code === '23503' &&
    databaseErrorOf(err)?.constraint?.startsWith('roster_slots_')
  ) {
    throw fieldError('slots', 'A shift of these steps no longer exists.');
  }
  throw err;
}

const auditChanges = (input: RosterRequest) => ({
  name: input.name,
  description: input.description,
  slots: input.slots,
});

export async function createRoster(db: Db, principal: Principal, input: RosterRequest): Promise<Roster> {
  const companyId = companyFor(principal, input.company_id);
  await checkSlots(db, companyId, input.slots);
  const id = await db
    .transaction(async (tx) => {
      const rosterId = await insertRoster(tx, {
        company_id: companyId,
        name: input.name,
        description: input.description,
        created_by: principal.userId,
      });
      await replaceSlots(tx, rosterId, input.slots);
      await recordAudit(tx, principal, {
        action: 'roster.created',
        entity_type: 'roster',
        entity_id: rosterId,
        company_id: companyId,
        summary: `Roster ${input.name} created`,
        changes: auditChanges(input),
      });
      return rosterId;
    })
    .catch(refused);
  return getRoster(db, principal, id);
}

/** Replaces the roster's name, description and steps together. */
export async function editRoster(
  db: Db,
  principal: Principal,
  id: number,
  input: RosterRequest,
): Promise<Roster> {
  const row = await visibleRoster(db, principal, id);
  if (input.company_id !== undefined && input.company_id !== row.company_id) {
    throw fieldError('company_id', 'A roster stays with its company; create one for the other company.');
  }
  await checkSlots(db, row.company_id, input.slots);
  // An assignment starting at a step the roster would no longer have would silently start elsewhere.
  const highest = await highestStartSlot(db, id);
  if (highest > input.slots.length) {
    throw fieldError(
      'slots',
      `An assignment starts this roster at step ${highest}: keep at least ${highest} steps, or change that assignment first.`,
    );
  }
  await db
    .transaction(async (tx) => {
      await updateRoster(tx, id, { name: input.name, description: input.description });
      await replaceSlots(tx, id, input.slots);
      await recordAudit(tx, principal, {
        action: 'roster.updated',
        entity_type: 'roster',
        entity_id: id,
        company_id: row.company_id,
        summary: `Roster ${input.name} updated`,
        changes: auditChanges(input),
      });
    })
    .catch(refused);
  return getRoster(db, principal, id);
}

const STILL_ASSIGNED = 'This roster is assigned. End and remove its assignments first.';

export async function removeRoster(db: Db, principal: Principal, id: number): Promise<void> {
  const row = await visibleRoster(db, principal, id);
  if ((await assignmentCount(db, id)) > 0) throw conflict(STILL_ASSIGNED);
  await db
    .transaction(async (tx) => {
      await deleteRosterRow(tx, id);
      await recordAudit(tx, principal, {
        action: 'roster.deleted',
        entity_type: 'roster',
        entity_id: id,
        company_id: row.company_id,
        summary: `Roster ${row.name} deleted`,
      });
    })
    .catch((err: unknown) => {
      // An assignment made between the check and the delete (roster_assignments.roster_id restricts).
      if (databaseErrorOf(err)?.code === '23503') throw conflict(STILL_ASSIGNED);
      throw err;
    });
}
