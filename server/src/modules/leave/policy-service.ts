import type { RequestLimits } from '@hrms/contracts/attendance-requests';
import type {
  LeavePolicy,
  LeavePolicyAssignment,
  LeavePolicyAssignmentRequest,
  LeavePolicyRequest,
  LeavePolicyRuleInput,
  PolicyPreview,
  WeeklyOff,
} from '@hrms/contracts/leave-policies';
import { PREVIEW_LINES } from '@hrms/contracts/leave-policies';
import type { Db, DbOrTx } from '../../db/client';
import { assertInScope, companyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import {
  conflict,
  type FieldErrors,
  fieldError,
  notFound,
  validationFailed,
  violatesConstraint,
} from '../../platform/errors';
import { assignmentOn, scopeKey } from './engine/assignment';
import { policyEmployees } from './ledger-queries';
import {
  assignmentCounts,
  deleteAssignmentRow,
  deletePolicyRow,
  employeeNames,
  ensureDefaultPolicy,
  findAssignmentRow,
  findPolicyRow,
  insertAssignment,
  insertPolicy,
  listAssignmentRows,
  listPolicyRows,
  policyNameTaken,
  type RuleValues,
  type RuleWithType,
  replaceRules,
  rulesOf,
  scopeTargets,
  updateAssignment,
  updatePolicy,
} from './policy-queries';
import { findLeaveType } from './queries';
import { companyPolicies, settle } from './settlement';

const num = (v: string | null) => (v === null ? null : Number(v));

const toRule = ({ rule: r, type }: RuleWithType) => ({
  leave_type_id: r.leave_type_id,
  leave_type: { id: type.id, code: type.code, name: type.name, color: type.color, is_paid: type.is_paid },
  annual_days: Number(r.annual_days),
  accrual: r.accrual as LeavePolicy['rules'][number]['accrual'],
  accrue_at: r.accrue_at as 'start' | 'end',
  prorate_joiners: r.prorate_joiners as LeavePolicy['rules'][number]['prorate_joiners'],
  prorate_leavers: r.prorate_leavers as LeavePolicy['rules'][number]['prorate_leavers'],
  accrual_starts_after_days: r.accrual_starts_after_days,
  rounding_step: Number(r.rounding_step),
  rounding: r.rounding as 'down' | 'nearest',
  carry_forward_max: Number(r.carry_forward_max),
  carry_forward_expiry_months: r.carry_forward_expiry_months,
  allow_negative_days: Number(r.allow_negative_days),
  allow_half_days: r.allow_half_days,
  max_consecutive_days: r.max_consecutive_days,
  notice_days: r.notice_days,
  document_after_days: num(r.document_after_days),
  sandwich: r.sandwich as LeavePolicy['rules'][number]['sandwich'],
  gender: r.gender as LeavePolicy['rules'][number]['gender'],
  marital_status: r.marital_status as LeavePolicy['rules'][number]['marital_status'],
  allow_during_notice: r.allow_during_notice,
  comp_off_expiry_days: r.comp_off_expiry_days,
  encashable_in_service: r.encashable_in_service,
  encash_max_days_per_year: num(r.encash_max_days_per_year),
  encash_min_balance: Number(r.encash_min_balance),
});

async function toPolicies(
  db: DbOrTx,
  rows: Awaited<ReturnType<typeof listPolicyRows>>,
): Promise<LeavePolicy[]> {
  const ids = rows.map((r) => r.policy.id);
  const rules = await rulesOf(db, ids);
  const counts = await assignmentCounts(db, ids);
  return rows.map(({ policy, company }) => ({
    id: policy.id,
    company_id: policy.company_id,
    company,
    name: policy.name,
    description: policy.description,
    is_default: policy.is_default,
    weekly_offs: policy.weekly_offs ?? null,
    pay_basis: policy.pay_basis as LeavePolicy['pay_basis'],
    request_limits: policy.request_limits ?? null,
    rules: rules.filter((r) => r.rule.policy_id === policy.id).map(toRule),
    assignment_count: counts.get(policy.id) ?? 0,
  }));
}

/** The policy's name for the balance screen; null only when there is none. */
export async function policySummary(db: DbOrTx, id: number) {
  const row = await findPolicyRow(db, id);
  return row ? { id: row.policy.id, name: row.policy.name } : null;
}

export async function listPolicies(db: Db, principal: Principal, companyId?: number) {
  const scope = companyScope(principal);
  if (companyId !== undefined) {
    assertInScope(scope, companyId, 'Company');
    await ensureDefaultPolicy(db, companyId);
  } else if (principal.companyId !== null) await ensureDefaultPolicy(db, principal.companyId);
  return toPolicies(db, await listPolicyRows(db, scope, companyId));
}

async function loadPolicy(db: DbOrTx, principal: Principal, id: number) {
  const row = await findPolicyRow(db, id);
  if (!row) throw notFound('Leave policy');
  assertInScope(companyScope(principal), row.policy.company_id, 'Leave policy');
  return row;
}

export async function getPolicy(db: Db, principal: Principal, id: number): Promise<LeavePolicy> {
  const [policy] = await toPolicies(db, [await loadPolicy(db, principal, id)]);
  if (!policy) throw notFound('Leave policy');
  return policy;
}

const amount = (v: number) => v.toFixed(2);

/** A working week as stored: weekdays in order, each with its weeks of the month sorted (none: every week). */
/** Limits kept only for the types that have one; none at all is null. */
function limitsOf(limits: LeavePolicyRequest['request_limits']): RequestLimits | null {
  const kept = Object.entries(limits ?? {}).filter(([, n]) => n !== null && n !== undefined);
  return kept.length ? (Object.fromEntries(kept) as RequestLimits) : null;
}

const weekOf = (offs: LeavePolicyRequest['weekly_offs']): WeeklyOff[] | null =>
  offs
    ? [...offs]
        .sort((a, b) => a.weekday - b.weekday)
        .map((o) =>
          o.weeks?.length
            ? { weekday: o.weekday, weeks: [...new Set(o.weeks)].sort() }
            : { weekday: o.weekday },
        )
    : null;

const ruleValues = (r: LeavePolicyRuleInput): RuleValues => ({
  ...r,
  annual_days: amount(r.annual_days),
  rounding_step: String(r.rounding_step),
  carry_forward_max: amount(r.carry_forward_max),
  carry_forward_expiry_months: r.carry_forward_expiry_months ?? null,
  allow_negative_days: amount(r.allow_negative_days),
  max_consecutive_days: r.max_consecutive_days ?? null,
  document_after_days: r.document_after_days == null ? null : amount(r.document_after_days),
  gender: r.gender ?? null,
  marital_status: r.marital_status ?? null,
  comp_off_expiry_days: r.comp_off_expiry_days ?? null,
  encash_max_days_per_year: r.encash_max_days_per_year == null ? null : amount(r.encash_max_days_per_year),
  encash_min_balance: amount(r.encash_min_balance),
});

/** Every rule names an active leave type, once. */
async function checkRules(db: DbOrTx, rules: LeavePolicyRuleInput[]) {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  for (const [i, rule] of rules.entries()) {
    const type = await findLeaveType(db, rule.leave_type_id);
    if (!type) errors[`rules.${i}.leave_type_id`] = ['The selected leave type is invalid.'];
    else if (seen.has(rule.leave_type_id))
      errors[`rules.${i}.leave_type_id`] = [`${type.name} is in the policy twice.`];
    seen.add(rule.leave_type_id);
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

export async function createPolicy(
  db: Db,
  principal: Principal,
  input: LeavePolicyRequest,
): Promise<LeavePolicy> {
  assertInScope(companyScope(principal), input.company_id, 'Company');
  await checkRules(db, input.rules);
  const id = await db.transaction(async (tx) => {
    await ensureDefaultPolicy(tx, input.company_id);
    if (await policyNameTaken(tx, input.company_id, input.name)) {
      throw fieldError('name', 'The company already has a leave policy of this name.');
    }
    const made = await insertPolicy(tx, {
      company_id: input.company_id,
      name: input.name,
      description: input.description,
      weekly_offs: weekOf(input.weekly_offs),
      pay_basis: input.pay_basis ?? null,
      request_limits: limitsOf(input.request_limits),
    });
    await replaceRules(tx, made, input.rules.map(ruleValues));
    await recordAudit(tx, principal, {
      action: 'leave_policy.created',
      entity_type: 'leave_policy',
      entity_id: made,
      company_id: input.company_id,
      summary: `Leave policy ${input.name} created with ${input.rules.length} leave types`,
    });
    return made;
  });
  return getPolicy(db, principal, id);
}

export async function editPolicy(
  db: Db,
  principal: Principal,
  id: number,
  input: LeavePolicyRequest,
): Promise<LeavePolicy> {
  const row = await loadPolicy(db, principal, id);
  if (input.company_id !== row.policy.company_id) {
    throw fieldError('company_id', 'A policy stays with its company; create one for the other company.');
  }
  await checkRules(db, input.rules);
  await db.transaction(async (tx) => {
    if (await policyNameTaken(tx, row.policy.company_id, input.name, id)) {
      throw fieldError('name', 'The company already has a leave policy of this name.');
    }
    await updatePolicy(tx, id, {
      name: input.name,
      description: input.description,
      weekly_offs: weekOf(input.weekly_offs),
      pay_basis: input.pay_basis ?? null,
      request_limits: limitsOf(input.request_limits),
    });
    await replaceRules(tx, id, input.rules.map(ruleValues));
    await recordAudit(tx, principal, {
      action: 'leave_policy.updated',
      entity_type: 'leave_policy',
      entity_id: id,
      company_id: row.policy.company_id,
      summary: `Leave policy ${input.name} updated`,
      changes: { rules: input.rules },
    });
  });
  return getPolicy(db, principal, id);
}

export async function removePolicy(db: Db, principal: Principal, id: number) {
  const row = await loadPolicy(db, principal, id);
  if (row.policy.is_default)
    throw conflict('The company’s default policy cannot be deleted; edit it instead.');
  const counts = await assignmentCounts(db, [id]);
  if ((counts.get(id) ?? 0) > 0)
    throw conflict('This policy is still assigned; remove its assignments first.');
  await db.transaction(async (tx) => {
    await deletePolicyRow(tx, id);
    await recordAudit(tx, principal, {
      action: 'leave_policy.deleted',
      entity_type: 'leave_policy',
      entity_id: id,
      company_id: row.policy.company_id,
      summary: `Leave policy ${row.policy.name} deleted`,
    });
  });
}

// ---- assignments

async function scopeLabels(
  db: DbOrTx,
  companyId: number,
  rows: { scope: string; scope_id: number | null; scope_value: string | null }[],
) {
  const targets = await scopeTargets(db, companyId);
  const people = await employeeNames(
    db,
    rows.filter((r) => r.scope === 'employee').map((r) => r.scope_id ?? 0),
  );
  return (r: (typeof rows)[number]) => {
    if (r.scope === 'company') return 'Whole company';
    if (r.scope === 'branch') return `Branch: ${targets.branches.get(r.scope_id ?? 0) ?? r.scope_id}`;
    if (r.scope === 'department')
      return `Department: ${targets.departments.get(r.scope_id ?? 0) ?? r.scope_id}`;
    if (r.scope === 'employee') return `Employee: ${people.get(r.scope_id ?? 0)?.name ?? r.scope_id}`;
    if (r.scope === 'grade') return `Grade: ${r.scope_value}`;
    return `Employment type: ${(r.scope_value ?? '').replaceAll('_', ' ')}`;
  };
}

export async function listAssignments(
  db: Db,
  principal: Principal,
  f: { company_id?: number; policy_id?: number },
): Promise<LeavePolicyAssignment[]> {
  const scope = companyScope(principal);
  if (f.company_id !== undefined) assertInScope(scope, f.company_id, 'Company');
  const rows = await listAssignmentRows(db, scope, { companyId: f.company_id, policyId: f.policy_id });
  const companies = [...new Set(rows.map((r) => r.assignment.company_id))];
  const today = todayIn();
  const out: LeavePolicyAssignment[] = [];
  for (const companyId of companies) {
    const mine = rows.filter((r) => r.assignment.company_id === companyId);
    const label = await scopeLabels(
      db,
      companyId,
      mine.map((r) => r.assignment),
    );
    // Who each assignment governs today: the employees it is the most specific assignment in force for,
    // among all the company's assignments (a list of one policy's must not forget the others').
    const all = f.policy_id === undefined ? mine : await listAssignmentRows(db, scope, { companyId });
    const live = all.map((r) => ({
      ...r.assignment,
      scope: r.assignment.scope as LeavePolicyAssignment['scope'],
    }));
    const governs = new Map<number, number>();
    for (const e of await policyEmployees(db, { companyId })) {
      const hit = assignmentOn(e, today, live);
      if (hit) governs.set(hit.id, (governs.get(hit.id) ?? 0) + 1);
    }
    for (const { assignment: a, policy } of mine) {
      out.push({
        id: a.id,
        company_id: a.company_id,
        policy,
        scope: a.scope as LeavePolicyAssignment['scope'],
        scope_id: a.scope_id,
        scope_value: a.scope_value,
        scope_label: label(a),
        effective_from: a.effective_from,
        effective_to: a.effective_to,
        employee_count: governs.get(a.id) ?? 0,
      });
    }
  }
  return out;
}

/** The assignment's target exists in the policy's company, and the scope has the field it needs. */
async function checkTarget(db: DbOrTx, companyId: number, input: LeavePolicyAssignmentRequest) {
  const needsId = input.scope === 'branch' || input.scope === 'department' || input.scope === 'employee';
  if (needsId) {
    if (!input.scope_id) throw fieldError('scope_id', `Choose the ${input.scope}.`);
    const targets = await scopeTargets(db, companyId);
    const found =
      input.scope === 'branch'
        ? targets.branches.has(input.scope_id)
        : input.scope === 'department'
          ? targets.departments.has(input.scope_id)
          : (await employeeNames(db, [input.scope_id])).get(input.scope_id)?.company_id === companyId;
    if (!found) throw fieldError('scope_id', `The selected ${input.scope} is not in the policy’s company.`);
    return { scope_id: input.scope_id, scope_value: null };
  }
  if (input.scope === 'grade' || input.scope === 'employment_type') {
    if (!input.scope_value) throw fieldError('scope_value', `Enter the ${input.scope.replace('_', ' ')}.`);
    return { scope_id: null, scope_value: input.scope_value };
  }
  return { scope_id: null, scope_value: null };
}

function refuseOverlap(err: unknown): never {
  if (violatesConstraint(err, 'leave_policy_assignments_no_overlap')) {
    throw fieldError(
      'effective_from',
      'These dates overlap another assignment of the same part of the company.',
    );
  }
  throw err;
}

async function saveAssignment(
  db: Db,
  principal: Principal,
  input: LeavePolicyAssignmentRequest,
  id?: number,
) {
  const policy = await loadPolicy(db, principal, input.policy_id);
  const companyId = policy.policy.company_id;
  if (input.effective_to && input.effective_to < input.effective_from) {
    throw fieldError('effective_to', 'The effective to date cannot be before the effective from date.');
  }
  const target = await checkTarget(db, companyId, input);
  const values = {
    company_id: companyId,
    policy_id: input.policy_id,
    scope: input.scope,
    ...target,
    scope_key: scopeKey(input.scope, target.scope_id, target.scope_value),
    effective_from: input.effective_from,
    effective_to: input.effective_to ?? null,
  };
  const saved = await db
    .transaction(async (tx) => {
      const assignmentId = id ?? (await insertAssignment(tx, { ...values, created_by: principal.userId }));
      if (id !== undefined) await updateAssignment(tx, id, values);
      await recordAudit(tx, principal, {
        action: id === undefined ? 'leave_policy.assigned' : 'leave_policy.assignment_changed',
        entity_type: 'leave_policy',
        entity_id: input.policy_id,
        company_id: companyId,
        summary: `Leave policy ${policy.policy.name} assigned to ${values.scope_key} from ${values.effective_from}`,
        changes: values,
      });
      return assignmentId;
    })
    .catch(refuseOverlap);
  const [row] = (await listAssignments(db, principal, { company_id: companyId })).filter(
    (a) => a.id === saved,
  );
  if (!row) throw notFound('Assignment');
  return row;
}

export const createAssignment = (db: Db, principal: Principal, input: LeavePolicyAssignmentRequest) =>
  saveAssignment(db, principal, input);

export async function editAssignment(
  db: Db,
  principal: Principal,
  id: number,
  input: LeavePolicyAssignmentRequest,
) {
  await loadAssignment(db, principal, id);
  return saveAssignment(db, principal, input, id);
}

async function loadAssignment(db: DbOrTx, principal: Principal, id: number) {
  const row = await findAssignmentRow(db, id);
  if (!row) throw notFound('Assignment');
  assertInScope(companyScope(principal), row.company_id, 'Assignment');
  return row;
}

export async function removeAssignment(db: Db, principal: Principal, id: number) {
  const row = await loadAssignment(db, principal, id);
  await db.transaction(async (tx) => {
    await deleteAssignmentRow(tx, id);
    await recordAudit(tx, principal, {
      action: 'leave_policy.unassigned',
      entity_type: 'leave_policy',
      entity_id: row.policy_id,
      company_id: row.company_id,
      summary: `Leave policy assignment to ${row.scope_key} from ${row.effective_from} removed`,
    });
  });
}

// ---- preview

/**
 * What the jobs will post by `on` for the employees under the policy on that date, that is not posted yet:
 * worked out exactly as the sweep works it out, and nothing is written.
 */
export async function previewPolicy(
  db: Db,
  principal: Principal,
  id: number,
  on: string,
): Promise<PolicyPreview> {
  const row = await loadPolicy(db, principal, id);
  const companyId = row.policy.company_id;
  const policies = await companyPolicies(db, companyId);
  const people = (await policyEmployees(db, { companyId })).filter((e) => policies.policyOf(e, on) === id);
  const lines = (await settle(db, companyId, { companyId }, on, { post: false, policies })).filter(
    (l) => l.policy_id === id,
  );
  const types = new Map((await rulesOf(db, [id])).map((r) => [r.type.id, r.type]));
  const totals = new Map<string, PolicyPreview['totals'][number]>();
  for (const l of lines) {
    const type = types.get(l.leave_type_id);
    if (!type) continue;
    const k = `${l.leave_type_id}:${l.kind}`;
    const t = totals.get(k) ?? {
      leave_type: { id: type.id, code: type.code, name: type.name },
      kind: l.kind as 'accrual',
      employees: 0,
      days: 0,
    };
    t.employees += 1;
    t.days = Math.round((t.days + Number(l.days)) * 100) / 100;
    totals.set(k, t);
  }
  return {
    policy: { id, name: row.policy.name },
    on,
    employee_count: people.length,
    totals: [...totals.values()],
    lines: lines.slice(0, PREVIEW_LINES).flatMap((l) => {
      const type = types.get(l.leave_type_id);
      return type
        ? [
            {
              employee: {
                id: l.employee.id,
                employee_id: l.employee.employee_id,
                first_name: l.employee.first_name,
                last_name: l.employee.last_name,
              },
              leave_type: { id: type.id, code: type.code, name: type.name },
              kind: l.kind as 'accrual',
              date: l.effective_date,
              period: l.period ?? '',
              days: Number(l.days),
            },
          ]
        : [];
    }),
    line_count: lines.length,
  };
}
