import type {
  LeaveLedgerResponse,
  LedgerAdjustmentRequest,
  LedgerEntry,
} from '@hrms/contracts/leave-policies';
import type { Db } from '../../db/client';
import { assertInScope, companyScope, holdsInScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { shortDate, todayIn } from '../../platform/dates';
import { fieldError, notFound } from '../../platform/errors';
import { reportsOf } from '../employees/public';
import { balancesOf, round2 } from './balances';
import {
  approvedRequests,
  ensureAccounts,
  insertAdjustment,
  ledgerLines,
  openings,
  typesById,
} from './ledger-queries';
import { policySummary } from './policy-service';
import { findLeaveType, leaveEmployee, lockLeaveApplicant } from './queries';

/**
 * An employee's ledger is theirs to read, their company's approvers' and leave administrators', and their
 * manager's; to anyone else it does not exist.
 */
async function readableEmployee(db: Db, principal: Principal, employeeId: number) {
  const employee = await leaveEmployee(db, employeeId);
  if (!employee) throw notFound('Employee');
  if (employee.id === principal.employeeId) return employee;
  if (holdsInScope(principal, employee.company_id, 'approve-leaves', 'manage-leave-policies'))
    return employee;
  if (principal.employeeId !== null && (await reportsOf(db, principal.employeeId)).includes(employee.id))
    return employee;
  throw notFound('Employee');
}

/**
 * The year's ledger: what the policy credited, carried and let lapse, HR's adjustments, the opening brought
 * in, and the approved requests as `taken` lines, in date order with each type's running balance.
 */
export async function leaveLedger(
  db: Db,
  principal: Principal,
  employeeId: number,
  q: { year?: number; leave_type_id?: number },
): Promise<LeaveLedgerResponse> {
  const employee = await readableEmployee(db, principal, employeeId);
  const year = q.year ?? Number(todayIn().slice(0, 4));
  return db.transaction(async (tx) => {
    const { policyId } = await balancesOf(tx, employee, year);
    const w = { employeeIds: [employee.id] };
    const lines = await ledgerLines(tx, employee.id, year, q.leave_type_id);
    const taken = await approvedRequests(tx, employee.id, year, q.leave_type_id);
    const opened = await openings(tx, w, year);
    const typeIds = [...new Set([...lines, ...taken, ...opened].map((l) => l.leave_type_id))];
    const types = new Map((await typesById(tx, typeIds)).map((t) => [t.id, t]));
    type Raw = Omit<LedgerEntry, 'balance' | 'leave_type'> & { leave_type_id: number; order: number };
    const raw: Raw[] = [
      ...opened
        .filter((o) => q.leave_type_id === undefined || o.leave_type_id === q.leave_type_id)
        .map((o) => ({
          id: null,
          leave_type_id: o.leave_type_id,
          date: o.as_of,
          kind: 'opening' as const,
          days: Number(o.days),
          period: null,
          expires_on: null,
          reason: 'Balance brought from the previous system',
          leave_request_id: null,
          recorded_by: null,
          order: 0,
        })),
      ...lines.map((l) => ({
        id: l.id,
        leave_type_id: l.leave_type_id,
        date: l.effective_date,
        kind: l.kind as LedgerEntry['kind'],
        days: Number(l.days),
        period: l.period,
        expires_on: l.expires_on,
        reason: l.reason,
        leave_request_id: null,
        recorded_by: l.recorded_by,
        order: 1,
      })),
      ...taken.map((r) => ({
        id: null,
        leave_type_id: r.leave_type_id,
        date: r.start_date,
        kind: 'taken' as const,
        days: -Number(r.days),
        period: null,
        expires_on: null,
        reason: r.start_date === r.end_date ? null : `${shortDate(r.start_date)} to ${shortDate(r.end_date)}`,
        leave_request_id: r.id,
        recorded_by: null,
        order: 2,
      })),
    ];
    // Lines on or before an opening balance's date are in the balance brought, so they do not count.
    const openingOf = new Map(opened.map((o) => [o.leave_type_id, o.as_of]));
    const counts = (r: Raw) => {
      const asOf = openingOf.get(r.leave_type_id);
      return r.kind === 'opening' || asOf === undefined || r.date > asOf;
    };
    raw.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order || (a.id ?? 0) - (b.id ?? 0));
    const running = new Map<number, number>();
    const entries: LedgerEntry[] = raw.flatMap((r) => {
      const type = types.get(r.leave_type_id);
      if (!type) return [];
      const balance = round2((running.get(r.leave_type_id) ?? 0) + (counts(r) ? r.days : 0));
      running.set(r.leave_type_id, balance);
      const { order: _, leave_type_id: __, ...entry } = r;
      return [
        {
          ...entry,
          leave_type: { id: type.id, code: type.code, name: type.name, color: type.color },
          balance,
        },
      ];
    });
    return {
      employee: {
        id: employee.id,
        first_name: employee.first_name,
        last_name: employee.last_name,
        employee_id: employee.employee_id,
      },
      year,
      policy: await policySummary(tx, policyId),
      entries,
    };
  });
}

/** HR corrects a balance with a reason: a signed ledger line of the day given (today by default). */
export async function adjustBalance(
  db: Db,
  principal: Principal,
  employeeId: number,
  input: LedgerAdjustmentRequest,
) {
  const employee = await leaveEmployee(db, employeeId);
  if (!employee) throw notFound('Employee');
  assertInScope(companyScope(principal), employee.company_id, 'Employee');
  const type = await findLeaveType(db, input.leave_type_id);
  if (!type) throw fieldError('leave_type_id', 'The selected leave type is invalid.');
  const date = input.date ?? todayIn();
  if (date < employee.hire_date)
    throw fieldError(
      'date',
      `The date cannot be before the employee joined (${shortDate(employee.hire_date)}).`,
    );
  const year = Number(date.slice(0, 4));
  const id = await db.transaction(async (tx) => {
    // As an application does: the employee's applications wait, so none is checked against a stale balance.
    await lockLeaveApplicant(tx, employee.id);
    await ensureAccounts(tx, employee.id, year, [type.id]);
    const lineId = await insertAdjustment(tx, {
      employee_id: employee.id,
      leave_type_id: type.id,
      year,
      kind: 'adjustment',
      days: input.days.toFixed(2),
      effective_date: date,
      reason: input.reason,
      created_by: principal.userId,
    });
    await recordAudit(tx, principal, {
      action: 'leave_balance.adjusted',
      entity_type: 'leave_balance',
      entity_id: employee.id,
      company_id: employee.company_id,
      summary: `${type.name} of ${employee.first_name} ${employee.last_name} adjusted by ${input.days} days: ${input.reason}`,
      changes: { leave_type_id: type.id, days: input.days, date, reason: input.reason },
    });
    return lineId;
  });
  const ledger = await leaveLedger(db, principal, employee.id, { year, leave_type_id: type.id });
  const entry = ledger.entries.find((e) => e.id === id);
  if (!entry) throw new Error('adjustment not in the ledger');
  return entry;
}
