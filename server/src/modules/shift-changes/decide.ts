import type { ApprovalRequestType } from '@hrms/contracts/approvals';
import type { ShiftChangeRequest } from '@hrms/contracts/shifts';
import type { Db, DbOrTx } from '../../db/client';
import { holdsInScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { decisionValues } from '../../platform/request-tables';
import { type Decision, decideRequestOutright, withdrawRequest } from '../approvals/public';
import { assertMonthEditable } from '../attendance/public';
import { notify, userOfEmployee } from '../notifications/public';
import { dayShifts } from '../shifts/public';
import { datesFrom, monthsOf, swapDays } from './engine/days';
import {
  findRequest,
  moveRequest,
  type OverrideValues,
  type RequestRow,
  settlePending,
  upsertOverrides,
} from './queries';
import { oneRequest, summaryOf, visibleRequest } from './service';

const NOUN = 'shift change request';
/** Who decides a request outright, at whatever level it waits (the routes' guard too). */
export const HR_DECIDES = 'approve-attendance';

const nameOf = (e: { first_name: string; last_name: string }) => `${e.first_name} ${e.last_name}`;

/**
 * The days an approved request sets: a change gives the requester the asked shift on every day of it (so a
 * later roster does not undo it); a swap gives each the other's shift of the day, as both resolve now, on
 * the days they differ.
 */
async function overridesFor(tx: DbOrTx, row: RequestRow): Promise<OverrideValues[]> {
  const r = row.request;
  const dates = datesFrom(r.from_date, r.to_date);
  const base = { company_id: r.company_id, shift_change_request_id: r.id };
  if (r.swap_with_employee_id === null) {
    return dates.map((date) => ({
      ...base,
      employee_id: r.employee_id,
      date,
      shift_id: r.shift_id as number,
    }));
  }
  const colleague = r.swap_with_employee_id;
  const days = await dayShifts(tx, [r.employee_id, colleague], { from: r.from_date, to: r.to_date });
  return swapDays(
    dates,
    (d) => days.of(r.employee_id, d).shiftId,
    (d) => days.of(colleague, d).shiftId,
  ).flatMap((d) => [
    { ...base, employee_id: r.employee_id, date: d.date, shift_id: d.theirs },
    { ...base, employee_id: colleague, date: d.date, shift_id: d.mine },
  ]);
}

/**
 * The request takes a decision, once: pending → approved or rejected (409 when it no longer waits), audited,
 * its employee (and a swap's colleague) told. Approved, every month it touches must still be open (409) and
 * its days' shifts are set (shift_overrides; a later approval replaces an earlier one's day). In the
 * caller's transaction: the approvals module's, when its chain decided it, or HR's deciding outright.
 */
export async function settleShiftChange(
  tx: DbOrTx,
  type: ApprovalRequestType,
  id: number,
  decision: Decision,
  by: Principal,
): Promise<void> {
  const before = await findRequest(tx, id);
  if (!before || type !== 'shift_change') throw notFound('Shift change request');
  const r = before.request;
  // Named before the months' checks: a request withdrawn meanwhile answers so, not that a month is locked.
  if (r.status !== 'pending') throw conflict(`This ${NOUN} is already ${r.status}`);
  if (decision.approve) {
    for (const month of monthsOf(datesFrom(r.from_date, r.to_date))) {
      await assertMonthEditable(tx, { id: r.employee_id, company_id: r.company_id }, month);
      if (r.swap_with_employee_id !== null)
        await assertMonthEditable(tx, { id: r.swap_with_employee_id, company_id: r.company_id }, month);
    }
  }
  const now = await settlePending(tx, id, decisionValues(decision, by.userId));
  if (now !== null) throw conflict(`This ${NOUN} is already ${now}`);
  const overrides = decision.approve ? await overridesFor(tx, before) : [];
  await upsertOverrides(tx, overrides);

  const name = nameOf(before.employee);
  await recordAudit(tx, by, {
    action: decision.approve ? 'shift_change_request.approved' : 'shift_change_request.rejected',
    entity_type: 'shift_change_request',
    entity_id: id,
    company_id: r.company_id,
    summary: `${decision.approve ? 'Approved' : 'Rejected'} the shift change request of ${name}: ${summaryOf(before)}`,
    changes: decision.approve ? { days_set: overrides.length } : { reason: decision.reason },
  });
  const facts = {
    id,
    kind: r.kind as 'change' | 'swap',
    fromDate: r.from_date,
    toDate: r.to_date,
    shift: before.shift?.name ?? null,
    approved: decision.approve,
    decidedBy: by.name,
    rejectionReason: decision.approve ? null : decision.reason,
  };
  const told = { companyId: r.company_id };
  const other = before.colleague ? nameOf(before.colleague) : null;
  await notify(
    tx,
    'shift_change.decided',
    [await userOfEmployee(tx, r.employee_id)],
    { ...facts, other, asColleague: false },
    told,
  );
  if (r.swap_with_employee_id !== null) {
    await notify(
      tx,
      'shift_change.decided',
      [await userOfEmployee(tx, r.swap_with_employee_id)],
      { ...facts, other: name, asColleague: true },
      told,
    );
  }
}

/**
 * HR (approve-attendance) decides a pending request outright (approvals' decideRequestOutright says how). A
 * swap still waiting for its colleague is not theirs to decide yet, nor a swap they are the colleague of.
 */
export async function decideOutright(
  db: Db,
  principal: Principal,
  id: number,
  decision: Decision,
): Promise<ShiftChangeRequest> {
  const row = await findRequest(db, id);
  const r = row?.request;
  if (r && holdsInScope(principal, r.company_id, HR_DECIDES)) {
    if (r.swap_with_employee_id !== null && r.swap_with_employee_id === principal.employeeId)
      throw forbidden(`You cannot ${decision.approve ? 'approve' : 'reject'} a shift swap you are part of`);
    if (r.status === 'awaiting_colleague')
      throw conflict('This shift swap still waits for the colleague’s answer');
  }
  await decideRequestOutright(db, principal, 'shift_change', r, decision, HR_DECIDES, NOUN);
  return oneRequest(db, id);
}

/**
 * The employee withdraws a request while it waits: for the colleague's answer (no chain yet), or for its
 * chain, whose waiting level is closed.
 */
export async function cancelShiftChange(
  db: Db,
  principal: Principal,
  id: number,
): Promise<ShiftChangeRequest> {
  const row = await visibleRequest(db, principal, id);
  const r = row.request;
  if (r.status === 'awaiting_colleague') {
    if (r.employee_id !== principal.employeeId)
      throw forbidden(`Only the employee who asked may cancel a ${NOUN}`);
    const moved = await moveRequest(db, id, 'awaiting_colleague', { status: 'cancelled' });
    if (!moved)
      throw conflict(`This ${NOUN} is already ${(await findRequest(db, id))?.request.status ?? 'decided'}`);
    return oneRequest(db, id);
  }
  await withdrawRequest(db, principal, 'shift_change', r, NOUN, (tx) =>
    settlePending(tx, id, { status: 'cancelled' }),
  );
  return oneRequest(db, id);
}
