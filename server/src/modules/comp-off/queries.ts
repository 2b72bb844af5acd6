import type { CompOffStatus } from '@hrms/contracts/comp-off';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/access';
import { attendanceRecords } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { compOffRequests, leaveTypes } from '../../db/schema/leave';
import {
  type RequestFilters as Filters,
  personColumns,
  requestFinders,
  settlePending as settle,
} from '../../platform/request-tables';

export type RequestValues = typeof compOffRequests.$inferInsert;

/** Whose requests a list shows: one company's (or every one), narrowed to some employees. */
export type RequestFilters = Filters<CompOffStatus>;

/** The employee's attendance between two dates: what each day shows was worked. */
export const attendanceBetween = (db: DbOrTx, employeeId: number, from: string, to: string) =>
  db
    .select({
      date: attendanceRecords.attendance_date,
      status: attendanceRecords.status,
      worked_hours: attendanceRecords.worked_hours,
      total_hours: attendanceRecords.total_hours,
    })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.employee_id, employeeId),
        gte(attendanceRecords.attendance_date, from),
        lte(attendanceRecords.attendance_date, to),
      ),
    )
    .orderBy(asc(attendanceRecords.attendance_date));

const LIVE = ['pending', 'approved'];

/** Days worked the employee already has a pending or approved request for, between two dates. */
export async function requestedDays(db: DbOrTx, employeeId: number, from: string, to: string) {
  const rows = await db
    .select({ date: compOffRequests.work_date })
    .from(compOffRequests)
    .where(
      and(
        eq(compOffRequests.employee_id, employeeId),
        inArray(compOffRequests.status, LIVE),
        gte(compOffRequests.work_date, from),
        lte(compOffRequests.work_date, to),
      ),
    );
  return new Set(rows.map((r) => r.date));
}

export async function insertRequest(db: DbOrTx, values: RequestValues) {
  const [row] = await db.insert(compOffRequests).values(values).returning({ id: compOffRequests.id });
  if (!row) throw new Error('comp-off request insert returned no row');
  return row.id;
}

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      request: compOffRequests,
      employee: personColumns(employees),
      leaveType: { id: leaveTypes.id, code: leaveTypes.code, name: leaveTypes.name },
      decider: users.name,
    })
    .from(compOffRequests)
    .innerJoin(employees, eq(employees.id, compOffRequests.employee_id))
    .innerJoin(leaveTypes, eq(leaveTypes.id, compOffRequests.leave_type_id))
    .leftJoin(users, eq(users.id, compOffRequests.decided_by));
export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

export const { findRequest, requestsById, listRequests } = requestFinders<RequestRow, RequestFilters>(
  compOffRequests,
  selectRequests,
);

/**
 * Moves a pending request to the values' status only while it is still pending: of two decisions at once
 * exactly one wins. Null when this call moved it, else the status it has now (for the 409).
 */
export const settlePending = (
  db: DbOrTx,
  id: number,
  values: Pick<RequestValues, 'status' | 'decided_by' | 'decided_at' | 'rejection_reason' | 'expires_on'>,
) => settle(db, compOffRequests, id, values);
