import { COMP_OFF_EXPIRY_DAYS_DEFAULT } from '@hrms/contracts/comp-off';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { leavePolicies, leavePolicyAssignments, leavePolicyRules, leaveTypes } from '../../db/schema/leave';
import { branches, companies, departments } from '../../db/schema/organisation';
import { isTaken } from '../../db/taken';
import { type CompanyScope, companyCondition } from '../../platform/access';

export type PolicyRow = typeof leavePolicies.$inferSelect;
export type RuleRow = typeof leavePolicyRules.$inferSelect;
export type RuleValues = Omit<typeof leavePolicyRules.$inferInsert, 'policy_id'>;
export type AssignmentRow = typeof leavePolicyAssignments.$inferSelect;

/** A compensatory type's credits lapse after the default days; other types have no comp-off expiry. */
const compOffExpiry = sql`case when t.is_compensatory then ${COMP_OFF_EXPIRY_DAYS_DEFAULT}::int end`;

/** The rules a new default policy starts with: each active leave type as its catalogue entry has it. */
const rulesFromTypes = (policyId: number) =>
  sql`insert into ${leavePolicyRules} (policy_id, leave_type_id, annual_days, carry_forward_max,
        max_consecutive_days, notice_days, document_after_days, comp_off_expiry_days)
      select ${policyId}, t.id, t.annual_allocation, t.carry_forward_days, t.max_consecutive_days,
        t.advance_notice_days, case when t.requires_attachment then 0 end, ${compOffExpiry}
      from ${leaveTypes} t where t.is_active
      on conflict do nothing`;

/**
 * The company's default policy, made on first need for a company created since (as migration 0049 made one
 * for each company then): every active leave type with its catalogue rules. Two callers at once make one.
 */
export async function ensureDefaultPolicy(db: DbOrTx, companyId: number): Promise<number> {
  const found = await defaultPolicyId(db, companyId);
  if (found !== null) return found;
  const [made] = await db
    .insert(leavePolicies)
    .values({
      company_id: companyId,
      name: 'Standard leave policy',
      description: 'Every leave type with the rules of the leave-type catalogue.',
      is_default: true,
    })
    .onConflictDoNothing()
    .returning({ id: leavePolicies.id });
  if (made) {
    await db.execute(rulesFromTypes(made.id));
    return made.id;
  }
  const id = await defaultPolicyId(db, companyId);
  if (id === null) throw new Error(`no default leave policy for company ${companyId}`);
  return id;
}

async function defaultPolicyId(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: leavePolicies.id })
    .from(leavePolicies)
    .where(and(eq(leavePolicies.company_id, companyId), eq(leavePolicies.is_default, true)))
    .limit(1);
  return row?.id ?? null;
}

/** A leave type new to the catalogue joins every company's default policy with its catalogue rules. */
export async function addTypeToDefaultPolicies(db: DbOrTx, leaveTypeId: number) {
  await db.execute(sql`insert into ${leavePolicyRules} (policy_id, leave_type_id, annual_days, carry_forward_max,
        max_consecutive_days, notice_days, document_after_days, comp_off_expiry_days)
      select p.id, t.id, t.annual_allocation, t.carry_forward_days, t.max_consecutive_days, t.advance_notice_days,
        case when t.requires_attachment then 0 end, ${compOffExpiry}
      from ${leavePolicies} p cross join ${leaveTypes} t where p.is_default and t.id = ${leaveTypeId}
      on conflict do nothing`);
}

export const listPolicyRows = (db: DbOrTx, scope: CompanyScope, companyId?: number) =>
  db
    .select({ policy: leavePolicies, company: { id: companies.id, name: companies.name } })
    .from(leavePolicies)
    .innerJoin(companies, eq(companies.id, leavePolicies.company_id))
    .where(
      and(
        companyCondition(scope, leavePolicies.company_id),
        companyId === undefined ? undefined : eq(leavePolicies.company_id, companyId),
      ),
    )
    .orderBy(asc(companies.name), sql`${leavePolicies.is_default} desc`, asc(leavePolicies.name));

export async function findPolicyRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ policy: leavePolicies, company: { id: companies.id, name: companies.name } })
    .from(leavePolicies)
    .innerJoin(companies, eq(companies.id, leavePolicies.company_id))
    .where(eq(leavePolicies.id, id))
    .limit(1);
  return row ?? null;
}

/** The rules of some policies with their leave types, in the catalogue's order. */
export const rulesOf = (db: DbOrTx, policyIds: number[]) =>
  policyIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          rule: leavePolicyRules,
          type: {
            id: leaveTypes.id,
            code: leaveTypes.code,
            name: leaveTypes.name,
            color: leaveTypes.color,
            is_paid: leaveTypes.is_paid,
            is_active: leaveTypes.is_active,
          },
        })
        .from(leavePolicyRules)
        .innerJoin(leaveTypes, eq(leaveTypes.id, leavePolicyRules.leave_type_id))
        .where(inArray(leavePolicyRules.policy_id, policyIds))
        .orderBy(asc(leaveTypes.id));
export type RuleWithType = Awaited<ReturnType<typeof rulesOf>>[number];

export const policyNameTaken = (db: DbOrTx, companyId: number, name: string, exceptId?: number) =>
  isTaken(
    db,
    leavePolicies,
    leavePolicies.id,
    and(eq(leavePolicies.company_id, companyId), sql`lower(${leavePolicies.name}) = lower(${name})`),
    exceptId,
  );

export async function insertPolicy(db: DbOrTx, values: typeof leavePolicies.$inferInsert) {
  const [row] = await db.insert(leavePolicies).values(values).returning({ id: leavePolicies.id });
  if (!row) throw new Error('leave policy insert returned no row');
  return row.id;
}

export async function updatePolicy(
  db: DbOrTx,
  id: number,
  values: Pick<
    typeof leavePolicies.$inferInsert,
    'name' | 'description' | 'weekly_offs' | 'pay_basis' | 'request_limits'
  >,
) {
  await db.update(leavePolicies).set(values).where(eq(leavePolicies.id, id));
}

/** Replaces a policy's rules with the given ones (a rule is the policy's entry for one leave type). */
export async function replaceRules(db: DbOrTx, policyId: number, rules: RuleValues[]) {
  await db.delete(leavePolicyRules).where(eq(leavePolicyRules.policy_id, policyId));
  if (rules.length)
    await db.insert(leavePolicyRules).values(rules.map((r) => ({ ...r, policy_id: policyId })));
}

export const deletePolicyRow = (db: DbOrTx, id: number) =>
  db.delete(leavePolicies).where(and(eq(leavePolicies.id, id), ne(leavePolicies.is_default, true)));

export async function assignmentCounts(db: DbOrTx, policyIds: number[]) {
  if (!policyIds.length) return new Map<number, number>();
  const rows = await db
    .select({ policy_id: leavePolicyAssignments.policy_id, n: sql<number>`count(*)::int` })
    .from(leavePolicyAssignments)
    .where(inArray(leavePolicyAssignments.policy_id, policyIds))
    .groupBy(leavePolicyAssignments.policy_id);
  return new Map(rows.map((r) => [r.policy_id, r.n]));
}

// ---- assignments

export const listAssignmentRows = (
  db: DbOrTx,
  scope: CompanyScope,
  f: { companyId?: number; policyId?: number },
) =>
  db
    .select({
      assignment: leavePolicyAssignments,
      policy: { id: leavePolicies.id, name: leavePolicies.name },
    })
    .from(leavePolicyAssignments)
    .innerJoin(leavePolicies, eq(leavePolicies.id, leavePolicyAssignments.policy_id))
    .where(
      and(
        companyCondition(scope, leavePolicyAssignments.company_id),
        f.companyId === undefined ? undefined : eq(leavePolicyAssignments.company_id, f.companyId),
        f.policyId === undefined ? undefined : eq(leavePolicyAssignments.policy_id, f.policyId),
      ),
    )
    .orderBy(asc(leavePolicyAssignments.scope_key), asc(leavePolicyAssignments.effective_from));
export type AssignmentListRow = Awaited<ReturnType<typeof listAssignmentRows>>[number];

export async function findAssignmentRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(leavePolicyAssignments)
    .where(eq(leavePolicyAssignments.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertAssignment(db: DbOrTx, values: typeof leavePolicyAssignments.$inferInsert) {
  const [row] = await db
    .insert(leavePolicyAssignments)
    .values(values)
    .returning({ id: leavePolicyAssignments.id });
  if (!row) throw new Error('assignment insert returned no row');
  return row.id;
}

export async function updateAssignment(
  db: DbOrTx,
  id: number,
  values: Partial<typeof leavePolicyAssignments.$inferInsert>,
) {
  await db.update(leavePolicyAssignments).set(values).where(eq(leavePolicyAssignments.id, id));
}

export const deleteAssignmentRow = (db: DbOrTx, id: number) =>
  db.delete(leavePolicyAssignments).where(eq(leavePolicyAssignments.id, id));

/** Every assignment of a company, for working out whose policy is which. */
export const companyAssignments = (db: DbOrTx, companyId: number) =>
  db
    .select({
      policy_id: leavePolicyAssignments.policy_id,
      scope: leavePolicyAssignments.scope,
      scope_key: leavePolicyAssignments.scope_key,
      effective_from: leavePolicyAssignments.effective_from,
      effective_to: leavePolicyAssignments.effective_to,
    })
    .from(leavePolicyAssignments)
    .where(eq(leavePolicyAssignments.company_id, companyId));

/** A company's policies' working weeks and pay bases. */
export const policyWeeks = (db: DbOrTx, companyId: number) =>
  db
    .select({
      id: leavePolicies.id,
      weekly_offs: leavePolicies.weekly_offs,
      pay_basis: leavePolicies.pay_basis,
      request_limits: leavePolicies.request_limits,
    })
    .from(leavePolicies)
    .where(eq(leavePolicies.company_id, companyId));

/** The names an assignment's target is shown by: branches', departments' and employees' of a company. */
export async function scopeTargets(db: DbOrTx, companyId: number) {
  const branchRows = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.company_id, companyId));
  const departmentRows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.company_id, companyId));
  return {
    branches: new Map(branchRows.map((r) => [r.id, r.name])),
    departments: new Map(departmentRows.map((r) => [r.id, r.name])),
  };
}

export async function employeeNames(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { name: string; company_id: number }>();
  const rows = await db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name} || ' (' || ${employees.employee_id} || ')'`,
    })
    .from(employees)
    .where(inArray(employees.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, company_id: r.company_id }]));
}
