import type { AttendanceRequestStatus, AttendanceRequestType } from '@hrms/contracts/attendance-requests';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { users } from '../../db/schema/access';
import { attendanceRequests } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { leaveRequests } from '../../db/schema/leave';
import {
  type RequestFilters as Filters,
  personColumns,
  requestFinders,
  settlePending as settle,
} from '../../platform/request-tables';

export type RequestValues = typeof attendanceRequests.$inferInsert;

/** Whose requests a list shows: one company's (or every one), narrowed to some employees. */
export type RequestFilters = Filters<AttendanceRequestStatus> & { type?: AttendanceRequestType };

/** One employee's requests are made one after another: parallel ones cannot get round a monthly limit. */
export { lockRequester } from '../../platform/request-tables';

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
      employee: personColumns(employees),
      decider: users.name,
    })
    .from(attendanceRequests)
    .innerJoin(employees, eq(employees.id, attendanceRequests.employee_id))
    .leftJoin(users, eq(users.id, attendanceRequests.decided_by));
export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

export const { findRequest, requestsById, listRequests } = requestFinders<RequestRow, RequestFilters>(
  attendanceRequests,
  selectRequests,
  (f) => (f.type ? eq(attendanceRequests.type, f.type) : undefined),
);

/**
 * Moves a pending request to the values' status only while it is still pending: of two decisions at once
 * exactly one wins. Null when this call moved it, else the status it has now (for the 409).
 */
export const settlePending = (
  db: DbOrTx,
  id: number,
  values: Pick<RequestValues, 'status' | 'decided_by' | 'decided_at' | 'rejection_reason'>,
) => settle(db, attendanceRequests, id, values);

/** These employees' requests in a status overlapping two dates (a team calendar shows the approved ones, an
 * employee's attendance calendar the pending), earliest first. */
export const requestsBetween = (
  db: DbOrTx,
  employeeIds: readonly number[],
  status: AttendanceRequestStatus,
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
        eq(attendanceRequests.status, status),
        lte(attendanceRequests.from_date, to),
        gte(attendanceRequests.to_date, from),
      ),
    )
    .orderBy(asc(attendanceRequests.from_date));
