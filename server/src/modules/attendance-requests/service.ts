import type { ApprovalRequestType } from '@hrms/contracts/approvals';
import type {
  AttendanceRequest,
  AttendanceRequestListQuery,
  AttendanceRequestType,
} from '@hrms/contracts/attendance-requests';
import type { Paged } from '@hrms/contracts/common';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { iso, isoOrNull } from '../../platform/dates';
import { notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { maySeeRequest, requestListEmployees, waitingOn } from '../approvals/public';
import { requestSummary } from './engine/summary';
import { findRequest, listRequests, type RequestRow } from './queries';

/** Who sees and decides every request of their company besides its chain's approvers. */
export const HR = ['approve-attendance', 'manage-attendance'] as const;

export const requestLink = (id: number) => `/attendance/requests/${id}`;

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

export const summaryOf = (r: RequestRow['request']) =>
  requestSummary({
    type: r.type as AttendanceRequestType,
    from: r.from_date,
    to: r.to_date,
    days: r.days,
    clockIn: r.clock_in,
    clockOut: r.clock_out,
  });

type Waiting = AttendanceRequest['waiting'];

function toRequest(row: RequestRow, waiting: Waiting): AttendanceRequest {
  const r = row.request;
  return {
    id: r.id,
    company_id: r.company_id,
    employee: {
      id: row.employee.id,
      first_name: row.employee.first_name,
      last_name: row.employee.last_name,
      employee_id: row.employee.employee_id,
    },
    type: r.type as AttendanceRequestType,
    from_date: r.from_date,
    to_date: r.to_date,
    days: r.days,
    clock_in: hhmm(r.clock_in),
    clock_out: hhmm(r.clock_out),
    reason: r.reason,
    status: r.status as AttendanceRequest['status'],
    requested_at: iso(r.created_at),
    decided_at: isoOrNull(r.decided_at),
    decided_by: row.decider,
    rejection_reason: r.rejection_reason,
    waiting: r.status === 'pending' ? waiting : null,
  };
}

/** The requests as the API shows them, each pending one with where it waits. */
async function withWaiting(db: DbOrTx, rows: RequestRow[]): Promise<AttendanceRequest[]> {
  const byType = new Map<ApprovalRequestType, number[]>();
  for (const { request: r } of rows) {
    if (r.status !== 'pending') continue;
    const type = r.type as ApprovalRequestType;
    byType.set(type, [...(byType.get(type) ?? []), r.id]);
  }
  const waiting = new Map<number, NonNullable<Waiting>>();
  for (const [type, ids] of byType) {
    for (const [id, w] of await waitingOn(db, type, ids)) waiting.set(id, w);
  }
  return rows.map((row) => toRequest(row, waiting.get(row.request.id) ?? null));
}

export async function oneRequest(db: DbOrTx, id: number): Promise<AttendanceRequest> {
  const row = await findRequest(db, id);
  if (!row) throw notFound('Attendance request');
  return (await withWaiting(db, [row]))[0] as AttendanceRequest;
}

/** A request the caller may read; any other answers 404, so whether it exists is not theirs to learn. */
export async function visibleRequest(db: DbOrTx, principal: Principal, id: number): Promise<RequestRow> {
  const row = await findRequest(db, id);
  const type = row?.request.type as ApprovalRequestType;
  if (!row || !(await maySeeRequest(db, principal, type, row.request, HR)))
    throw notFound('Attendance request');
  return row;
}

export async function getRequest(db: Db, principal: Principal, id: number): Promise<AttendanceRequest> {
  return (await withWaiting(db, [await visibleRequest(db, principal, id)]))[0] as AttendanceRequest;
}

/** `mine`: the caller's own; `team`: their reports'; `all`: their company's, for HR (else 403). */
export async function listAttendanceRequests(
  db: Db,
  principal: Principal,
  q: AttendanceRequestListQuery,
): Promise<Paged<AttendanceRequest>> {
  const employeeIds = await requestListEmployees(db, principal, q.scope, HR);
  const { rows, total } = await listRequests(
    db,
    {
      company: companyScope(principal),
      employeeIds,
      status: q.status,
      type: q.type,
      employeeId: q.employee_id,
    },
    q.page,
    q.per_page,
  );
  return paged(await withWaiting(db, rows), total, q.page, q.per_page);
}
