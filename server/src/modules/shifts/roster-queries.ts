import { and, asc, count, eq, gte, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { shifts } from '../../db/schema/attendance';
import { rosterAssignments, rosterSlots, rosters } from '../../db/schema/shifts';

export type RosterRow = typeof rosters.$inferSelect;
export type RosterValues = typeof rosters.$inferInsert;

export async function findRoster(db: DbOrTx, id: number): Promise<RosterRow | null> {
  const [row] = await db.select().from(rosters).where(eq(rosters.id, id)).limit(1);
  return row ?? null;
}

export const rostersOf = (db: DbOrTx, companyId: number) =>
  db
    .select()
    .from(rosters)
    .where(eq(rosters.company_id, companyId))
    .orderBy(asc(rosters.name), asc(rosters.id));

/** The rosters' steps in order, each with its shift. */
export const slotsOf = (db: DbOrTx, rosterIds: number[]) =>
  rosterIds.length
    ? db
        .select({
          roster_id: rosterSlots.roster_id,
          position: rosterSlots.position,
          days: rosterSlots.days,
          shift: {
            id: shifts.id,
            name: shifts.name,
            start_time: shifts.start_time,
            end_time: shifts.end_time,
          },
        })
        .from(rosterSlots)
        .innerJoin(shifts, eq(shifts.id, rosterSlots.shift_id))
        .where(anyId(rosterSlots.roster_id, rosterIds))
        .orderBy(asc(rosterSlots.roster_id), asc(rosterSlots.position))
    : Promise.resolve([]);

/** How many assignments of each roster run on or after `today` (still running, or still to come). */
export async function activeAssignmentCounts(db: DbOrTx, rosterIds: number[], today: string) {
  if (!rosterIds.length) return new Map<number, number>();
  const rows = await db
    .select({ roster_id: rosterAssignments.roster_id, n: count() })
    .from(rosterAssignments)
    .where(
      and(
        anyId(rosterAssignments.roster_id, rosterIds),
        or(isNull(rosterAssignments.to_date), gte(rosterAssignments.to_date, today)),
      ),
    )
    .groupBy(rosterAssignments.roster_id);
  return new Map(rows.map((r) => [r.roster_id, r.n]));
}

/** Every assignment of the roster, ended ones too: what keeps it from being deleted. */
export async function assignmentCount(db: DbOrTx, rosterId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(rosterAssignments)
    .where(eq(rosterAssignments.roster_id, rosterId));
  return row?.n ?? 0;
}

/** The highest step any assignment of the roster starts at (0: none). */
export async function highestStartSlot(db: DbOrTx, rosterId: number) {
  const rows = await db
    .select({ start_slot: rosterAssignments.start_slot })
    .from(rosterAssignments)
    .where(eq(rosterAssignments.roster_id, rosterId));
  return rows.reduce((max, r) => Math.max(max, r.start_slot), 0);
}

/** Which of the ids are shifts of the company. */
export async function companyShiftIds(db: DbOrTx, companyId: number, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({ id: shifts.id })
        .from(shifts)
        .where(and(eq(shifts.company_id, companyId), anyId(shifts.id, ids)))
    : [];
  return new Set(rows.map((r) => r.id));
}

export async function insertRoster(db: DbOrTx, values: RosterValues) {
  const [row] = await db.insert(rosters).values(values).returning({ id: rosters.id });
  if (!row) throw new Error('roster insert returned no row');
  return row.id;
}

export const updateRoster = (db: DbOrTx, id: number, values: Pick<RosterValues, 'name' | 'description'>) =>
  db.update(rosters).set(values).where(eq(rosters.id, id));

/** Puts the roster's steps in place of the ones it had, numbered from 1 in the order given. */
export async function replaceSlots(
  db: DbOrTx,
  rosterId: number,
  slots: { shift_id: number; days: number }[],
) {
  await db.delete(rosterSlots).where(eq(rosterSlots.roster_id, rosterId));
  await db
    .insert(rosterSlots)
    .values(
      slots.map((s, i) => ({ roster_id: rosterId, position: i + 1, shift_id: s.shift_id, days: s.days })),
    );
}

export const deleteRosterRow = (db: DbOrTx, id: number) => db.delete(rosters).where(eq(rosters.id, id));
