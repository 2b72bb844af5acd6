import type { ApprovalRequestType } from '@hrms/contracts/approvals';
import {
  ATTENDANCE_REQUEST_LABELS,
  type AttendanceRequest,
  type AttendanceRequestType,
} from '@hrms/contracts/attendance-requests';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { conflict, notFound } from '../../platform/errors';
import { decisionValues } from '../../platform/request-tables';
import { type Decision, decideRequestOutright, withdrawRequest } from '../approvals/public';
import { applyRequestedDays } from '../attendance/public';
import { notify, userOfEmployee } from '../notifications/public';
import { requestDates } from './calendar';
import { findRequest, settlePending } from './queries';
import { oneRequest, summaryOf, visibleRequest } from './service';

const NOUN = 'attendance request';
/** Who decides a request outright, at whatever level it waits (the routes' guard too). */
export const HR_DECIDES = 'approve-attendance';

/**
 * The request takes a decision, once: pending → approved or rejected (409 when it no longer waits), audited,
 * its employee told; approved, its working days (counted again, on today's calendar) are recorded as worked.
 * In the caller's transaction: the approvals module's, when its chain decided it, or HR's deciding outright.
 */
export async function settleRequest(
  tx: DbOrTx,
  type: ApprovalRequestType,
  id: number,
  decision: Decision,
  by: Principal,
): Promise<void> {
  const before = await findRequest(tx, id);
  if (!before || before.request.type !== type) throw notFound('Attendance request');
  const now = await settlePending(tx, id, decisionValues(decision, by.userId));
  if (now !== null) throw conflict(`This ${NOUN} is already ${now}`);
  const r = before.request;
  const name = `${before.employee.first_name} ${before.employee.last_name}`;
  const label = ATTENDANCE_REQUEST_LABELS[type as AttendanceRequestType];
  let recorded: number | null = null;
  if (decision.approve) {
    recorded = await applyRequestedDays(tx, by, {
      requestId: id,
      employeeId: r.employee_id,
      type: r.type as AttendanceRequestType,
      dates: await requestDates(tx, r.employee_id, r.from_date, r.to_date),
      clockIn: r.clock_in,
      clockOut: r.clock_out,
      reason: r.reason,
    });
  }
  await recordAudit(tx, by, {
    action: decision.approve ? 'attendance_request.approved' : 'attendance_request.rejected',
    entity_type: 'attendance_request',
    entity_id: id,
    company_id: r.company_id,
    summary: `${decision.approve ? 'Approved' : 'Rejected'} the ${label.toLowerCase()} request of ${name}: ${summaryOf(r)}`,
    changes: decision.approve ? { days_recorded: recorded } : { reason: decision.reason },
  });
  await notify(
    tx,
    'attendance_request.decided',
    [await userOfEmployee(tx, r.employee_id)],
    {
      id,
      type: r.type as AttendanceRequestType,
      fromDate: r.from_date,
      toDate: r.to_date,
      days: r.days,
      approved: decision.approve,
      decidedBy: by.name,
      rejectionReason: decision.approve ? null : decision.reason,
    },
    { companyId: r.company_id },
  );
}

/** HR (approve-attendance) decides a pending request outright (approvals' decideRequestOutright says how). */
export async function decideOutright(
  db: Db,
  principal: Principal,
  id: number,
  decision: Decision,
): Promise<AttendanceRequest> {
  const row = await findRequest(db, id);
  const type = row?.request.type as ApprovalRequestType;
  await decideRequestOutright(db, principal, type, row?.request, decision, HR_DECIDES, NOUN);
  return oneRequest(db, id);
}

/** The employee withdraws a request while it waits; its waiting level is closed. */
export async function cancelRequest(db: Db, principal: Principal, id: number): Promise<AttendanceRequest> {
  const row = await visibleRequest(db, principal, id);
  const type = row.request.type as ApprovalRequestType;
  await withdrawRequest(db, principal, type, row.request, NOUN, (tx) =>
    settlePending(tx, id, { status: 'cancelled' }),
  );
  return oneRequest(db, id);
}
