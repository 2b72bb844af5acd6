import type { ProfileChangeRequest } from '@hrms/contracts/profile';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { conflict, notFound } from '../../platform/errors';
import { decisionValues } from '../../platform/request-tables';
import {
  type ApprovalKind,
  type Decision,
  decideRequestOutright,
  withdrawRequest,
} from '../approvals/public';
import { notify, userOfEmployee } from '../notifications/public';
import { fieldList, fieldsOf } from './fields';
import { findRequest, settlePending } from './queries';
import { writeValues } from './record';
import { HR_DECIDES, NOUN, oneRequest, TYPE, visibleRequest } from './service';
import { auditChanges } from './shown';

/**
 * The request takes a decision, once: pending → approved or rejected (409 when it no longer waits), audited,
 * its employee told; approved, its values are written to the record, the audit keeping what they were at this
 * moment. A refusal of the values (a PAN another employee took meanwhile) undoes it all: it keeps waiting.
 * In the caller's transaction: the approvals module's, when its chain decided it, or HR's deciding outright.
 */
export const settleChange: ApprovalKind['settle'] = async (tx, type, id, decision, by) => {
  const row = await findRequest(tx, id);
  if (!row || type !== TYPE) throw notFound('Profile change');
  const now = await settlePending(tx, id, decisionValues(decision, by.userId));
  if (now !== null) throw conflict(`This ${NOUN} is already ${now}`);
  const r = row.request;
  const fields = fieldsOf(r.changes);
  const name = `${row.employee.first_name} ${row.employee.last_name}`;
  const reason = decision.approve ? null : decision.reason;
  const before = decision.approve ? await writeValues(tx, by, r.employee_id, r.changes) : null;
  await recordAudit(tx, by, {
    action: decision.approve ? 'profile_change.approved' : 'profile_change.rejected',
    entity_type: 'profile_change_request',
    entity_id: id,
    company_id: r.company_id,
    summary: `${decision.approve ? 'Approved' : 'Rejected'} the change of ${fieldList(fields)} of ${name}`,
    changes: before ? auditChanges(fields, before, r.changes) : { reason },
  });
  const facts = {
    requestId: id,
    fields,
    approved: decision.approve,
    decidedBy: by.name,
    rejectionReason: reason,
  };
  const employee = await userOfEmployee(tx, r.employee_id);
  await notify(tx, 'profile_change.decided', [employee], facts, { companyId: r.company_id });
};

/**
 * HR (approve-profile-changes) decides a pending request outright (approvals' decideRequestOutright says how),
 * or its employee withdraws it while it waits (its waiting level closed; the proof stays filed). Either answers
 * the request as it is then.
 */
export async function decideOutright(db: Db, principal: Principal, id: number, decision: Decision) {
  const found = await findRequest(db, id);
  await decideRequestOutright(db, principal, TYPE, found?.request, decision, HR_DECIDES, NOUN);
  return oneRequest(db, principal, id);
}

export async function cancelChange(db: Db, principal: Principal, id: number): Promise<ProfileChangeRequest> {
  const { request } = await visibleRequest(db, principal, id);
  const cancel = (tx: DbOrTx) => settlePending(tx, id, { status: 'cancelled' });
  await withdrawRequest(db, principal, TYPE, request, NOUN, cancel);
  return oneRequest(db, principal, id);
}
