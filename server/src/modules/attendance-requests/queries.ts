import type { AttendanceRequestStatus, AttendanceRequestType } from '@hrms/contracts/attendance-requests';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { users } from '../../db/schema/access';
import { attendanceRequests } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { leaveRequests } from '../../db/schema/leave';
import { type RequestFilters as Filters, pageOfRequests } from '../../platform/request-tables';

export type RequestValues = typeof attendanceRequests.$inferInsert;

/** Whose requests a list shows: one company's (or every one), narrowed to some employees. */
export type RequestFilters = Filters<AttendanceRequestStatus> & { type?: AttendanceRequestType };

/**
 * Locks the employee's row for the rest of the transaction, so one employee's requests queue up: each reads
 * the requests the previous one committed, and parallel requests cannot get round a monthly limit. `no key
 * update` does not block other tables' foreign keys to the employee meanwhile.
 */
export async function lockRequester(db: DbOrTx, employeeId: number) {
  await db.execute(sql`select id from ${employees} where id = ${employeeId} for no key update`);
}

/** Dates of whole days of the employee's approved leave between two dates. */
export async function leaveDatesBetween(db: DbOrTx, employeeId: number, from: string, to: string) {
  return db
    .select({ start: leaveRequests.start_date, end: leaveRequests.end_date })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employee_id, employeeId),
        eq(leaveRequests.status, 'approved'),
        eq(leaveRequests.half_day, false),
        lte(leaveRequests.start_date, to),
        gte(leaveRequests.end_date, from),
      ),
    );
}

const LIVE = ['pending', 'approved'];

/** The employee's pending or approved requests overlapping two dates (of one type, when given). */
export function liveRequestsBetween(
  db: DbOrTx,
  employeeId: number,
  from: string,
  to: string,
  type?: AttendanceRequestType,
) {
  return db
    .select({ id: attendanceRequests.id, from: attendanceRequests.from_date, to: attendanceRequests.to_date })
    .from(attendanceRequests)
    .where(
      and(
        eq(attendanceRequests.employee_id, employeeId),
        inArray(attendanceRequests.status, LIVE),
        type ? eq(attendanceRequests.type, type) : undefined,
        lte(attendanceRequests.from_date, to),
        gte(attendanceRequests.to_date, from),
      ),
    );
}

export async function insertRequest(db: DbOrTx, values: RequestValues) {
  const [row] = await db.insert(attendanceRequests).values(values).returning({ id: attendanceRequests.id });
  if (!row) throw new Error('attendance request insert returned no row');
  return row.id;
}

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      request: attendanceRequests,
      employee: {
        id: employees.id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        employee_id: employees.employee_id,
        company_id: employees.company_id,
      },
      decider: users.name,
    })
    .from(attendanceRequests)
    .innerJoin(employees, eq(employees.id, attendanceRequests.employee_id))
    .leftJoin(users, eq(users.id, attendanceRequests.decided_by));
export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

export async function findRequest(db: DbOrTx, id: number): Promise<RequestRow | null> {
  const [row] = await selectRequests(db).where(eq(attendanceRequests.id, id)).limit(1);
  return row ?? null;
}

export const requestsById = (db: DbOrTx, ids: number[]) =>
  ids.length ? selectRequests(db).where(anyId(attendanceRequests.id, ids)) : Promise.resolve([]);

/** A page of requests, the newest first, and how many there are. */
export const listRequests = (db: DbOrTx, f: RequestFilters, page: number, perPage: number) =>
  pageOfRequests(
    db,
    attendanceRequests,
    selectRequests(db),
    f,
    { page, perPage },
    f.type ? eq(attendanceRequests.type, f.type) : undefined,
  );

/**
 * Moves a pending request to `status` only while it is still pending: of two decisions at once exactly one
 * wins. Returns whether this call moved it.
 */
export async function settlePending(
  db: DbOrTx,
  id: number,
  values: Pick<RequestValues, 'status' | 'decided_by' | 'decided_at' | 'rejection_reason'>,
): Promise<boolean> {
  const rows = await db
    .update(attendanceRequests)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(attendanceRequests.id, id), eq(attendanceRequests.status, 'pending')))
    .returning({ id: attendanceRequests.id });
  return rows.length > 0;
}

/** Approved requests of these employees overlapping two dates (a team calendar shows them). */
export const approvedRequestsBetween = (
  db: DbOrTx,
  employeeIds: readonly number[],
  from: string,
  to: string,
) =>
  db
    .select({
      employee_id: attendanceRequests.employee_id,
      type: attendanceRequests.type,
      from: attendanceRequests.from_date,
      to: attendanceRequests.to_date,
    })
    .from(attendanceRequests)
    .where(
      and(
        anyId(attendanceRequests.employee_id, employeeIds),
        eq(attendanceRequests.status, 'approved'),
        lte(attendanceRequests.from_date, to),
        gte(attendanceRequests.to_date, from),
      ),
    );
