/**
 * What the comp-off module needs of leave: the compensatory type an employee's policy grants on a day, and
 * the ledger's credit for an approved request and what of it lapsed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leaveLedger, leaveTypes } from '../../db/schema/leave';
import { type LedgerLine, policyEmployees } from './ledger-queries';
import { companyPolicies } from './settlement';

export type CompOffRule = {
  policyId: number;
  leaveType: { id: number; code: string; name: string };
  /** Days from the day worked the credit lasts; null: to the year's end. */
  expiryDays: number | null;
};

/**
 * The employee's compensatory rule on each day: their policy's rule for a compensatory leave type (the first
 * by id when it has several), or null when the policy grants none.
 */
export async function compOffRules(
  db: DbOrTx,
  employee: { id: number; company_id: number },
): Promise<(on: string) => CompOffRule | null> {
  const policies = await companyPolicies(db, employee.company_id);
  const [person] = await policyEmployees(db, { employeeIds: [employee.id] });
  const types = await db
    .select({ id: leaveTypes.id, code: leaveTypes.code, name: leaveTypes.name })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.is_compensatory, true), eq(leaveTypes.is_active, true)))
    .orderBy(leaveTypes.id);
  return (on) => {
    if (!person) return null;
    const rules = policies.rulesOf(policies.policyOf(person, on));
    for (const type of types) {
      const rule = rules.find((r) => r.leave_type_id === type.id);
      if (rule) return { policyId: rule.policy_id, leaveType: type, expiryDays: rule.comp_off_expiry_days };
    }
    return null;
  };
}

export type CompOffCreditLine = {
  requestId: number;
  employeeId: number;
  leaveTypeId: number;
  policyId: number | null;
  days: number;
  /** The day it is credited (the decision's), which sets the year it counts in. */
  on: string;
  expiresOn: string | null;
  reason: string;
  createdBy: number | null;
};

/** An approved request's credit: one `comp_off` line, posted once whoever gets there first. */
export async function postCompOffCredit(db: DbOrTx, c: CompOffCreditLine): Promise<void> {
  const line: LedgerLine = {
    employee_id: c.employeeId,
    leave_type_id: c.leaveTypeId,
    year: Number(c.on.slice(0, 4)),
    kind: 'comp_off',
    days: c.days.toFixed(2),
    effective_date: c.on,
    period: null,
    expires_on: c.expiresOn,
    policy_id: c.policyId,
    reason: c.reason,
    comp_off_request_id: c.requestId,
    created_by: c.createdBy,
  };
  await db.insert(leaveLedger).values(line).onConflictDoNothing();
}

/** Days of each request's credit that lapsed unused. */
export async function compOffLapsedDays(db: DbOrTx, requestIds: number[]): Promise<Map<number, number>> {
  if (!requestIds.length) return new Map();
  const rows = await db
    .select({ id: leaveLedger.comp_off_request_id, days: sql<string>`sum(${leaveLedger.days})::text` })
    .from(leaveLedger)
    .where(and(inArray(leaveLedger.comp_off_request_id, requestIds), eq(leaveLedger.kind, 'expiry')))
    .groupBy(leaveLedger.comp_off_request_id);
  return new Map(rows.map((r) => [r.id as number, -Number(r.days)]));
}
