/**
 * Which leave policy an employee is under on a day (pure): the most specific assignment in force wins
 * (ASSIGNMENT_SCOPES' order: the employee, their department, branch, grade, employment type, the company),
 * else the company's default policy.
 */
import type { AssignmentScope } from '@hrms/contracts/leave-policies';

export type Placement = {
  id: number;
  branch_id: number | null;
  department_id: number | null;
  grade: string | null;
  employment_type: string;
};

export type AssignmentLine = {
  policy_id: number;
  scope: AssignmentScope;
  scope_key: string;
  effective_from: string;
  effective_to: string | null;
};

/** The key an assignment's scope is stored and matched by: "branch:4", "grade:m1", "company". */
export function scopeKey(scope: AssignmentScope, id: number | null, value: string | null): string {
  if (scope === 'company') return 'company';
  if (scope === 'grade' || scope === 'employment_type')
    return `${scope}:${(value ?? '').trim().toLowerCase()}`;
  return `${scope}:${id}`;
}

/** The keys an employee matches, most specific first. */
export function keysOf(e: Placement): string[] {
  return [
    scopeKey('employee', e.id, null),
    e.department_id === null ? null : scopeKey('department', e.department_id, null),
    e.branch_id === null ? null : scopeKey('branch', e.branch_id, null),
    e.grade ? scopeKey('grade', null, e.grade) : null,
    scopeKey('employment_type', null, e.employment_type),
    'company',
  ].filter((k): k is string => k !== null);
}

const inForce = (a: AssignmentLine, on: string) =>
  a.effective_from <= on && (a.effective_to === null || a.effective_to >= on);

/** The assignment that decides an employee's policy on a date: the most specific in force, or null. */
export function assignmentOn<A extends AssignmentLine>(
  e: Placement,
  on: string,
  assignments: readonly A[],
): A | null {
  const live = assignments.filter((a) => inForce(a, on));
  for (const key of keysOf(e)) {
    const hit = live.find((a) => a.scope_key === key);
    if (hit) return hit;
  }
  return null;
}

/** The policy of an employee on a date, or the default when no assignment covers them. */
export const policyOn = (
  e: Placement,
  on: string,
  assignments: readonly AssignmentLine[],
  defaultPolicyId: number,
): number => assignmentOn(e, on, assignments)?.policy_id ?? defaultPolicyId;
