import { DEPARTMENT_STATUSES } from '@hrms/contracts/enums';
import type { Department, DepartmentRequest } from '@hrms/contracts/organisation';
import { z } from 'zod';
import { idOrNull, idValue, optionalInput, orNull, requiredChoice, requiredInput } from './formFields';

/** Spec 2 §9: a department code has at most 20 characters and is stored upper-case. */
export const DEPARTMENT_CODE_MAX = 20;

/** The department create and edit form (spec 2 §5 "Department create"). */
export const departmentForm = z
  .object({
    company_id: requiredChoice('The company field is required.'),
    branch_id: z.string(),
    parent_department_id: z.string(),
    name: requiredInput(),
    code: requiredInput(DEPARTMENT_CODE_MAX),
    description: optionalInput(),
    head_of_department_id: z.string(),
    status: z.enum(DEPARTMENT_STATUSES),
  })
  .transform(
    (v): DepartmentRequest => ({
      company_id: Number(v.company_id),
      branch_id: idOrNull(v.branch_id),
      parent_department_id: idOrNull(v.parent_department_id),
      name: v.name,
      code: v.code.toUpperCase(),
      description: orNull(v.description),
      head_of_department_id: idOrNull(v.head_of_department_id),
      status: v.status,
    }),
  );

export type DepartmentFormValues = z.input<typeof departmentForm>;

export function emptyDepartment(companyId = ''): DepartmentFormValues {
  return {
    company_id: companyId,
    branch_id: '',
    parent_department_id: '',
    name: '',
    code: '',
    description: '',
    head_of_department_id: '',
    status: 'active',
  };
}

export function departmentFormValues(department: Department): DepartmentFormValues {
  return {
    company_id: String(department.company_id),
    branch_id: idValue(department.branch_id),
    parent_department_id: idValue(department.parent_department_id),
    name: department.name,
    code: department.code,
    description: department.description ?? '',
    head_of_department_id: idValue(department.head_of_department_id),
    status: (DEPARTMENT_STATUSES as readonly string[]).includes(department.status)
      ? (department.status as DepartmentFormValues['status'])
      : 'active',
  };
}
