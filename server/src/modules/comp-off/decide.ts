import type { ApprovalRequestType } from '@hrms/contracts/approvals';
import type { CompOffRequest } from '@hrms/contracts/comp-off';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { addDays, shortDate, todayIn } from '../../platform/dates';
import { conflict, notFound } from '../../platform/errors';
import { decisionValues } from '../../platform/request-tables';
import { type Decision, decideRequestOutright, withdrawRequest } from '../approvals/public';
import { compOffRules, lockLeaveApplicant, postCompOffCredit } from '../leave/public';
import { notify, userOfEmployee } from '../notifications/public';
import { findRequest, settlePending } from './queries';
import { dayWorked, HR, oneRequest, summaryOf, visibleRequest } from './service';

const NOUN = 'comp-off request';

/**
 * The request takes a decision, once: pending → approved or rejected (409 when it no longer waits), audited,
 * its employee told. Approved, its days are credited to the compensatory type on the decision's day, usable
 * until the rule's expiry days after the day worked. In the caller's transaction: the approvals module's,
 * when its chain decided it, or HR's deciding outright.
 */
export async function settleCompOff(
  tx: DbOrTx,
  type: ApprovalRequestType,
  id: number,
  decision: Decision,
  by: Principal,
): Promise<void> {
  const before = await findRequest(tx, id);
  if (!before || type !== 'comp_off') throw notFound('Comp-off request');
  const r = before.request;
  // The credit joins the balance the way leave reads and spends it: one employee's changes queue up.
  if (decision.approve) await lockLeaveApplicant(tx, r.employee_id);
  const today = todayIn();
  // The rule as it stands at the decision: the credit lasts its expiry days from the day worked.
  const found = decision.approve ? (await compOffRules(tx, before.employee))(r.work_date) : null;
  const rule = found?.leaveType.id === r.leave_type_id ? found : null;
  const expiresOn = rule?.expiryDays == null ? null : addDays(r.work_date, rule.expiryDays);
  const now = await settlePending(tx, id, { ...decisionValues(decision, by.userId), expires_on: expiresOn });
  if (now !== null) throw conflict(`This ${NOUN} is already ${now}`);
  const days = Number(r.days);
  if (decision.approve) {
    await postCompOffCredit(tx, {
      requestId: id,
      employeeId: r.employee_id,
      leaveTypeId: r.leave_type_id,
      policyId: rule?.policyId ?? null,
      days,
      on: today,
      expiresOn,
      reason: `Worked ${dayWorked(r)} on ${shortDate(r.work_date)}`,
      createdBy: by.userId,
    });
  }
  const name = `${before.employee.first_name} ${before.employee.last_name}`;
  await recordAudit(tx, by, {
    action: decision.approve ? 'comp_off_request.approved' : 'comp_off_request.rejected',
    entity_type: 'comp_off_request',
    entity_id: id,
    company_id: r.company_id,
    summary: `${decision.approve ? 'Approved' : 'Rejected'} the comp-off request of ${name}: ${summaryOf(r)}`,
    changes: decision.approve ? { days, expires_on: expiresOn } : { reason: decision.reason },
  });
  await notify(
    tx,
    'comp_off_request.decided',
    [await userOfEmployee(tx, r.employee_id)],
    {
      id,
      workDate: r.work_date,
      days,
      leaveType: before.leaveType.name,
      expiresOn,
      approved: decision.approve,
      decidedBy: by.name,
      rejectionReason: decision.approve ? null : decision.reason,
    },
    { companyId: r.company_id },
  );
}

/** HR (approve-leaves) decides a pending request outright (approvals' decideRequestOutright says how). */
export async function decideOutright(
  db: Db,
  principal: Principal,
  id: number,
  decision: Decision,
): Promise<CompOffRequest> {
  const row = await findRequest(db, id);
  await decideRequestOutright(db, principal, 'comp_off', row?.request, decision, HR, NOUN);
  return oneRequest(db, id);
}

/** The employee withdraws a request while it waits; its waiting level is closed. */
export async function cancelCompOff(db: Db, principal: Principal, id: number): Promise<CompOffRequest> {
  const row = await visibleRequest(db, principal, id);
  await withdrawRequest(db, principal, 'comp_off', row.request, NOUN, (tx) =>
    settlePending(tx, id, { status: 'cancelled' }),
  );
  return oneRequest(db, id);
}
