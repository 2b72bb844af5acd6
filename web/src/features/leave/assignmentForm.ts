import { EMPLOYMENT_TYPES } from '@hrms/contracts/enums';
import {
  ASSIGNMENT_SCOPES,
  type AssignmentScope,
  type LeavePolicyAssignmentRequest,
} from '@hrms/contracts/leave-policies';
import { z } from 'zod';
import { isIsoDate } from './days';

/** The scopes whose target is a record (scope_id), and those named by text (scope_value). */
export const RECORD_SCOPES: readonly AssignmentScope[] = ['branch', 'department', 'employee'];
export const VALUE_SCOPES: readonly AssignmentScope[] = ['grade', 'employment_type'];

/** The target box's label per scope; the whole company has none. */
export const TARGET_LABELS: Record<Exclude<AssignmentScope, 'company'>, string> = {
  branch: 'Branch',
  department: 'Department',
  employee: 'Employee',
  grade: 'Grade',
  employment_type: 'Employment type',
};

/** The add-assignment form's boxes, named as the server names them so its 422 messages land under each. */
export type AssignmentFormValues = {
  scope: AssignmentScope;
  scope_id: string;
  scope_value: string;
  effective_from: string;
  effective_to: string;
};

export const ASSIGNMENT_FIELDS: readonly string[] = [
  'scope',
  'scope_id',
  'scope_value',
  'effective_from',
  'effective_to',
];

export const newAssignment = (effectiveFrom: string): AssignmentFormValues => ({
  scope: 'department',
  scope_id: '',
  scope_value: '',
  effective_from: effectiveFrom,
  effective_to: '',
});

/** The problems of the boxes as filled, one per field (the server checks overlaps and the targets' company). */
export function assignmentProblems(
  values: AssignmentFormValues,
): Partial<Record<keyof AssignmentFormValues, string>> {
  const problems: Partial<Record<keyof AssignmentFormValues, string>> = {};
  const { scope } = values;
  if (RECORD_SCOPES.includes(scope) && !/^[1-9]\d*$/.test(values.scope_id)) {
    problems.scope_id = `${TARGET_LABELS[scope as Exclude<AssignmentScope, 'company'>]} is required`;
  }
  if (scope === 'grade') {
    const grade = values.scope_value.trim();
    if (!grade) problems.scope_value = 'Grade is required';
    else if (grade.length > 30) problems.scope_value = 'Grade may not be greater than 30 characters';
  }
  if (scope === 'employment_type' && !(EMPLOYMENT_TYPES as readonly string[]).includes(values.scope_value)) {
    problems.scope_value = 'Employment type is required';
  }
  if (!isIsoDate(values.effective_from)) problems.effective_from = 'Effective from is required';
  if (values.effective_to && !isIsoDate(values.effective_to)) {
    problems.effective_to = 'Effective to must be a date';
  } else if (
    values.effective_to &&
    isIsoDate(values.effective_from) &&
    values.effective_to < values.effective_from
  ) {
    problems.effective_to = 'Effective to cannot be before effective from';
  }
  return problems;
}

/** The form's schema: every check at once, then the body POST /leave-policy-assignments takes. */
export function assignmentForm(policyId: number) {
  return z
    .object({
      scope: z.enum(ASSIGNMENT_SCOPES),
      scope_id: z.string(),
      scope_value: z.string(),
      effective_from: z.string(),
      effective_to: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(assignmentProblems(values))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform(
      (values): LeavePolicyAssignmentRequest => ({
        policy_id: policyId,
        scope: values.scope,
        scope_id: RECORD_SCOPES.includes(values.scope) ? Number(values.scope_id) : null,
        scope_value: VALUE_SCOPES.includes(values.scope) ? values.scope_value.trim() : null,
        effective_from: values.effective_from,
        effective_to: values.effective_to || null,
      }),
    );
}

/** The preview's first date: the first of next month, when the monthly accrual next runs. */
export function firstOfNextMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
