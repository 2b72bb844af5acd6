import type { ShiftChangeStatus } from '@hrms/contracts/shifts';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { users } from '../../db/schema/access';
import { shifts } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { shiftChangeRequests, shiftOverrides } from '../../db/schema/shifts';
import {
  type RequestFilters as Filters,
  moveRequest as move,
  personColumns,
  requestFinders,
  settlePending as settle,
} from '../../platform/request-tables';

export type RequestValues = typeof shiftChangeRequests.$inferInsert;

/** Whose requests a list shows; `swapWith`: only the swaps asked of this employee. */
export type RequestFilters = Filters<ShiftChangeStatus> & { swapWith?: number };

/** The live statuses: a request waiting for the colleague or for its chain holds its days. */
export const LIVE_STATUSES = ['awaiting_colleague', 'pending'] as const;

/** One employee's requests are made one after another, each checked against those before it. */
export { lockRequester } from '../../platform/request-tables';

/** Whether the employee has a live request sharing a day with the two dates. */
export async function hasLiveRequestBetween(db: DbOrTx, employeeId: number, from: string, to: string) {
  const rows = await db
    .select({ id: shiftChangeRequests.id })
    .from(shiftChangeRequests)
    .where(
      and(
        eq(shiftChangeRequests.employee_id, employeeId),
        inArray(shiftChangeRequests.status, [...LIVE_STATUSES]),
        lte(shiftChangeRequests.from_date, to),
        gte(shiftChangeRequests.to_date, from),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertRequest(db: DbOrTx, values: RequestValues) {
  const [row] = await db.insert(shiftChangeRequests).values(values).returning({ id: shiftChangeRequests.id });
  if (!row) throw new Error('shift change request insert returned no row');
  return row.id;
}

const colleagues = alias(employees, 'colleagues');

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      request: shiftChangeRequests,
      employee: personColumns(employees),
      colleague: personColumns(colleagues),
      shift: {
        id: shifts.id,
        name: shifts.name,
        start_time: shifts.start_time,
        end_time: shifts.end_time,
      },
      decider: users.name,
    })
    .from(shiftChangeRequests)
    .innerJoin(employees, eq(employees.id, shiftChangeRequests.employee_id))
    .leftJoin(colleagues, eq(colleagues.id, shiftChangeRequests.swap_with_employee_id))
    .leftJoin(shifts, eq(shifts.id, shiftChangeRequests.shift_id))
    .leftJoin(users, eq(users.id, shiftChangeRequests.decided_by));
export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

export const { findRequest, requestsById, listRequests } = requestFinders<RequestRow, RequestFilters>(
  shiftChangeRequests,
  selectRequests,
  (f) => (f.swapWith === undefined ? undefined : eq(shiftChangeRequests.swap_with_employee_id, f.swapWith)),
);

type MoveValues = Pick<
  RequestValues,
  'status' | 'colleague_answered_at' | 'decided_by' | 'decided_at' | 'rejection_reason'
>;

/**
 * Moves a request from `from` to the values' status only while it is still there (a swap also leaves
 * awaiting_colleague): of two answers or decisions at once exactly one wins. Returns whether this call moved it.
 */
export const moveRequest = (db: DbOrTx, id: number, from: ShiftChangeStatus, values: MoveValues) =>
  move(db, shiftChangeRequests, id, from, values);

/** moveRequest from pending: null when this call moved it, else the status it has now (for the 409). */
export const settlePending = (db: DbOrTx, id: number, values: MoveValues) =>
  settle(db, shiftChangeRequests, id, values);

export type OverrideValues = typeof shiftOverrides.$inferInsert;

/** Sets each employee's shift of each day; a later approval replaces an earlier one's day. */
export async function upsertOverrides(db: DbOrTx, rows: OverrideValues[]) {
  if (!rows.length) return;
  await db
    .insert(shiftOverrides)
    .values(rows)
    .onConflictDoUpdate({
      target: [shiftOverrides.employee_id, shiftOverrides.date],
      set: {
        shift_id: sql`excluded.shift_id`,
        shift_change_request_id: sql`excluded.shift_change_request_id`,
        company_id: sql`excluded.company_id`,
        created_at: sql`now()`,
      },
    });
}

/** The days the requests still set, each with the employee and shift. */
export const overridesOf = (db: DbOrTx, requestIds: number[]) =>
  requestIds.length
    ? db
        .select({
          request_id: shiftOverrides.shift_change_request_id,
          employee_id: shiftOverrides.employee_id,
          date: shiftOverrides.date,
          shift_id: shiftOverrides.shift_id,
        })
        .from(shiftOverrides)
        .where(anyId(shiftOverrides.shift_change_request_id, requestIds))
    : Promise.resolve([]);
