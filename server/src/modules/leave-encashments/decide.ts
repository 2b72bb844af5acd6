import type { ApprovalRequestType } from '@hrms/contracts/approvals';
import type { LeaveEncashment } from '@hrms/contracts/leave-encashments';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { conflict, notFound } from '../../platform/errors';
import { decisionValues } from '../../platform/request-tables';
import { type Decision, decideRequestOutright, withdrawRequest } from '../approvals/public';
import { lockLeaveApplicant } from '../leave/public';
import { notify, userOfEmployee } from '../notifications/public';
import { encashableFigures, overMessage } from './figures';
import {
  type EncashmentRow,
  encashingEmployee,
  findEncashment,
  postEncashmentLine,
  settlePending,
} from './queries';
import { HR, oneEncashment, summaryOf, TYPE, visibleEncashment } from './service';

const NOUN = 'leave encashment';
const already = (status: string) => conflict(`This ${NOUN} is already ${status}`);

/**
 * Before an approval, under the employee's leave lock: the encashment's leave year is still the current one
 * (a closed year's balance was carried forward or lapsed), no exit has been recorded since (the settlement
 * encashes a leaver's balance), the policy still allows it, and the balance still covers it — leave approved or
 * asked for meanwhile may have spent it. Each refusal is a 409 and the approval step stays undecided.
 */
async function assertStillCovered(tx: DbOrTx, row: EncashmentRow) {
  const e = row.encashment;
  const year = Number(todayIn().slice(0, 4));
  if (year !== e.year) {
    throw conflict(
      `The ${e.year} leave year has closed and its balance was carried forward or lapsed: reject this encashment and ask again from this year's balance.`,
    );
  }
  const employee = await encashingEmployee(tx, e.employee_id);
  if (!employee) throw notFound('Leave encashment');
  if (employee.notice_date || employee.last_working_day) {
    throw conflict(
      'An exit is now recorded for the employee: their leave is encashed in the full and final settlement.',
    );
  }
  await lockLeaveApplicant(tx, employee.id);
  const figures = (await encashableFigures(tx, employee, e.year, e.id)).find(
    (f) => f.leaveType.id === e.leave_type_id,
  );
  if (!figures) {
    throw conflict(`The leave policy no longer allows encashing ${row.leaveType.name} while in service.`);
  }
  if (Number(e.days) > figures.available) {
    throw conflict(`The balance no longer covers this encashment. ${overMessage(figures)}`);
  }
}

/**
 * The encashment takes a decision, once: pending → approved or rejected (409 when it no longer waits), audited,
 * its employee told. Approved, one `encashment` ledger line takes the days out of the year's balance today; the
 * next payroll month processed pays them (payroll-source.ts). In the caller's transaction: the approvals
 * module's, when its chain decided it, or HR's deciding outright.
 */
export async function settleEncashment(
  tx: DbOrTx,
  type: ApprovalRequestType,
  id: number,
  decision: Decision,
  by: Principal,
): Promise<void> {
  const row = await findEncashment(tx, id);
  if (!row || type !== TYPE) throw notFound('Leave encashment');
  if (row.encashment.status !== 'pending') throw already(row.encashment.status);
  if (decision.approve) await assertStillCovered(tx, row);
  const now = await settlePending(tx, id, decisionValues(decision, by.userId));
  if (now !== null) throw already(now);
  const e = row.encashment;
  const days = Number(e.days);
  const name = `${row.employee.first_name} ${row.employee.last_name}`;
  if (decision.approve) {
    await postEncashmentLine(tx, {
      employee_id: e.employee_id,
      leave_type_id: e.leave_type_id,
      year: e.year,
      kind: 'encashment',
      days: (-days).toFixed(2),
      effective_date: todayIn(),
      encashment_id: id,
      reason: 'Encashed during service',
      created_by: by.userId,
    });
  }
  await recordAudit(tx, by, {
    action: decision.approve ? 'leave_encashment.approved' : 'leave_encashment.rejected',
    entity_type: 'leave_encashment',
    entity_id: id,
    company_id: e.company_id,
    summary: `${decision.approve ? 'Approved' : 'Rejected'} the leave encashment of ${name}: ${summaryOf(row)}`,
    changes: decision.approve
      ? { leave_type_id: e.leave_type_id, days, year: e.year }
      : { reason: decision.reason },
  });
  await notify(
    tx,
    'leave_encashment.decided',
    [await userOfEmployee(tx, e.employee_id)],
    {
      id,
      leaveType: row.leaveType.name,
      days,
      approved: decision.approve,
      decidedBy: by.name,
      rejectionReason: decision.approve ? null : decision.reason,
    },
    { companyId: e.company_id },
  );
}

/** HR (approve-leaves) decides a pending encashment outright (approvals' decideRequestOutright says how). */
export async function decideOutright(
  db: Db,
  principal: Principal,
  id: number,
  decision: Decision,
): Promise<LeaveEncashment> {
  const row = await findEncashment(db, id);
  await decideRequestOutright(db, principal, TYPE, row?.encashment, decision, HR, NOUN);
  return oneEncashment(db, principal, id);
}

/** Its employee, or whoever asked for them, withdraws an encashment while it waits; its waiting level is closed. */
export async function cancelEncashment(db: Db, principal: Principal, id: number): Promise<LeaveEncashment> {
  const row = await visibleEncashment(db, principal, id);
  await withdrawRequest(
    db,
    principal,
    TYPE,
    row.encashment,
    NOUN,
    (tx) => settlePending(tx, id, { status: 'cancelled' }),
    true,
  );
  return oneEncashment(db, principal, id);
}
