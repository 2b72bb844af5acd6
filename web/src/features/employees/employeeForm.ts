import {
  CONTRACT_END_REQUIRED,
  type EmployeeCreateRequest,
  type EmployeeDetail,
  type EmployeeUpdateRequest,
} from '@hrms/contracts/employees';
import {
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  type EmployeeStatus,
  type EmploymentType,
  GENDERS,
  MARITAL_STATUSES,
  SKILL_CATEGORIES,
} from '@hrms/contracts/enums';
import { z } from 'zod';
import { submitFailure } from '@/lib/formFailure';
import {
  EMPTY_STATUTORY,
  STATUTORY_FORM_FIELDS,
  type StatutoryFormValues,
  statutoryFormValues,
  statutoryInputs,
  statutoryRequest,
} from './statutory';

/**
 * The employee create and edit forms (spec 1 §2.10, §2.12, §5). Inputs hold strings (a select is ''
 * until something is chosen); the schemas check them with the server's limits and turn them into
 * the request body: ids become integers, an empty team, branch or manager becomes null.
 */

/** Spec 1 §5: the create form's message when a required field is empty. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** Spec 1 §5: required on create. */
export const CREATE_REQUIRED_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'company_id',
  'department_id',
] as const;

/** Every field the forms show: server messages for these go under the field, any other in the banner. */
export const EMPLOYEE_FORM_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'job_title',
  'company_id',
  'branch_id',
  'department_id',
  'team_id',
  'manager_id',
  'hire_date',
  'date_of_birth',
  'gender',
  'marital_status',
  'employment_type',
  'grade',
  'contract_end_date',
  'skill_category',
  'cost_centre',
  'status',
  ...STATUTORY_FORM_FIELDS,
] as const;

type TextFieldName = Exclude<(typeof EMPLOYEE_FORM_FIELDS)[number], keyof StatutoryFormValues>;
export type EmployeeFormValues = Record<TextFieldName, string> & StatutoryFormValues;

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max);
const requiredChoice = (message: string) => z.string().min(1, message);
const email = z.string().trim().min(1).max(255).pipe(z.email());

const orNull = (value: string): string | null => value.trim() || null;
const idOrNull = (value: string): number | null => (value ? Number(value) : null);
const idValue = (id: number | null | undefined): string => (id ? String(id) : '');
const isOneOf = <T extends string>(values: readonly T[], value: string | null | undefined): value is T =>
  (values as readonly string[]).includes(value ?? '');

const fields = {
  first_name: requiredText(100),
  last_name: requiredText(100),
  email,
  phone: optionalText(50),
  job_title: optionalText(150),
  company_id: requiredChoice('The company field is required.'),
  branch_id: z.string(),
  department_id: requiredChoice('The department field is required.'),
  team_id: z.string(),
  manager_id: z.string(),
  hire_date: z.string(),
  date_of_birth: z.string(),
  gender: z.string().pipe(z.union([z.literal(''), z.enum(GENDERS)])),
  marital_status: z.string().pipe(z.union([z.literal(''), z.enum(MARITAL_STATUSES)])),
  employment_type: z.string().pipe(z.enum(EMPLOYMENT_TYPES)),
  grade: optionalText(30),
  contract_end_date: z.string(),
  skill_category: z.string().pipe(z.union([z.literal(''), z.enum(SKILL_CATEGORIES)])),
  cost_centre: optionalText(50),
  ...statutoryInputs,
};

/** A fixed-term employee's contract end is required (the server and the database hold it too). */
const contractEnd = {
  check: (v: { employment_type: string; contract_end_date: string }) =>
    v.employment_type !== 'fixed_term' || v.contract_end_date !== '',
  params: { message: CONTRACT_END_REQUIRED, path: ['contract_end_date'] },
};

type FormOutput = z.output<z.ZodObject<typeof fields>>;

/** What both requests share, converted from the inputs. */
function common(v: FormOutput) {
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email,
    phone: orNull(v.phone),
    company_id: Number(v.company_id),
    branch_id: idOrNull(v.branch_id),
    department_id: Number(v.department_id),
    team_id: idOrNull(v.team_id),
    manager_id: idOrNull(v.manager_id),
    date_of_birth: v.date_of_birth || null,
    gender: v.gender || null,
    marital_status: v.marital_status || null,
    employment_type: v.employment_type,
    grade: orNull(v.grade),
    contract_end_date: v.employment_type === 'fixed_term' ? v.contract_end_date || null : null,
    skill_category: v.skill_category || null,
    cost_centre: orNull(v.cost_centre),
    ...statutoryRequest(v),
  };
}

/** POST /employees: job title optional, hire date defaults to today on the server when empty. */
export const employeeCreateForm = z
  .object({ ...fields, status: z.string().pipe(z.enum(['active', 'inactive'])) })
  .refine(contractEnd.check, contractEnd.params)
  .transform(
    (v): EmployeeCreateRequest => ({
      ...common(v),
      job_title: orNull(v.job_title),
      hire_date: v.hire_date || undefined,
      status: v.status,
    }),
  );

/** PUT /employees/{id}: job title and hire date are required too (spec 1 §5 "Employee edit"). */
export const employeeUpdateForm = z
  .object({
    ...fields,
    job_title: requiredText(150),
    hire_date: z.string().min(1, 'The hire date field is required.'),
    status: z.string().pipe(z.enum(EMPLOYEE_STATUSES)),
  })
  .refine(contractEnd.check, contractEnd.params)
  .transform(
    (v): EmployeeUpdateRequest => ({
      ...common(v),
      job_title: v.job_title,
      hire_date: v.hire_date,
      status: v.status,
    }),
  );

/** The create form's starting values (spec 1 §2.10): the user's company, hired today, full time, active. */
export function newEmployeeValues(companyId: number | null | undefined, today: string): EmployeeFormValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    job_title: '',
    company_id: idValue(companyId),
    branch_id: '',
    department_id: '',
    team_id: '',
    manager_id: '',
    hire_date: today,
    date_of_birth: '',
    gender: '',
    marital_status: '',
    employment_type: 'full_time' satisfies EmploymentType,
    grade: '',
    contract_end_date: '',
    skill_category: '',
    cost_centre: '',
    status: 'active' satisfies EmployeeStatus,
    ...EMPTY_STATUTORY,
  };
}

/**
 * The create form's values with what another screen handed over in the navigation state
 * (`{ prefill: {...} }`, e.g. a hired applicant from recruitment). Only known fields holding a value of
 * the right kind are taken; anything else keeps its default.
 */
export function prefilledEmployeeValues(values: EmployeeFormValues, state: unknown): EmployeeFormValues {
  const prefill = (state as { prefill?: unknown } | null)?.prefill;
  if (typeof prefill !== 'object' || prefill === null) return values;
  const given = prefill as Record<string, unknown>;
  const next = { ...values };
  for (const field of ['first_name', 'last_name', 'email', 'phone', 'job_title'] as const) {
    const value = given[field];
    if (typeof value === 'string' && value.trim()) next[field] = value.trim();
  }
  for (const field of ['company_id', 'department_id'] as const) {
    const value = given[field];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) next[field] = String(value);
  }
  const type = given.employment_type;
  if (typeof type === 'string' && isOneOf(EMPLOYMENT_TYPES, type)) next.employment_type = type;
  return next;
}

/** The hired application a new employee comes from, as the create form says it ("… for QA Engineer"). */
export type HiredApplication = { id: number; applicant: string; job: string | null };

/**
 * The application handed over with the prefill (recruitment's "Create employee record"), if any: its id is
 * sent with the new employee (not a field of the form), which links them and starts their onboarding.
 */
export function hiredApplication(state: unknown): HiredApplication | null {
  const prefill = (state as { prefill?: unknown } | null)?.prefill;
  if (typeof prefill !== 'object' || prefill === null) return null;
  const given = prefill as Record<string, unknown>;
  const id = given.job_application_id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    id,
    applicant: [text(given.first_name), text(given.last_name)].filter(Boolean).join(' '),
    job: text(given.job_title) || null,
  };
}

/** The edit form's values from the record; an unknown stored value falls back to the default choice. */
export function employeeFormValues(employee: EmployeeDetail): EmployeeFormValues {
  return {
    first_name: employee.first_name,
    last_name: employee.last_name,
    email: employee.email,
    phone: employee.phone ?? '',
    job_title: employee.job_title ?? '',
    company_id: idValue(employee.company_id),
    branch_id: idValue(employee.branch_id),
    department_id: idValue(employee.department_id),
    team_id: idValue(employee.team_id),
    manager_id: idValue(employee.manager_id),
    hire_date: employee.hire_date,
    date_of_birth: employee.date_of_birth ?? '',
    gender: isOneOf(GENDERS, employee.gender) ? employee.gender : '',
    marital_status: employee.marital_status ?? '',
    employment_type: isOneOf(EMPLOYMENT_TYPES, employee.employment_type)
      ? employee.employment_type
      : 'full_time',
    grade: employee.grade ?? '',
    contract_end_date: employee.contract_end_date ?? '',
    skill_category: employee.skill_category ?? '',
    cost_centre: employee.cost_centre ?? '',
    status: isOneOf(EMPLOYEE_STATUSES, employee.status) ? employee.status : 'active',
    ...statutoryFormValues(employee),
  };
}

/** True when one of the fields is empty (spaces count as empty). */
export function missesRequired(values: Partial<EmployeeFormValues>, required: readonly string[]): boolean {
  return required.some((field) => {
    const value = values[field as keyof EmployeeFormValues];
    return typeof value !== 'string' || !value.trim();
  });
}

/**
 * The fields that depend on a changed one and must be cleared: a new company changes the branch,
 * department, team and manager lists; a new (or no) department changes the team list.
 */
export function dependentFields(changed: 'company_id' | 'department_id'): (keyof EmployeeFormValues)[] {
  return changed === 'company_id' ? ['branch_id', 'department_id', 'team_id', 'manager_id'] : ['team_id'];
}

/**
 * The banner of a failed save: nothing when every message of a 422 answer sits under a field of the
 * form; the messages of fields the form lacks; else the server's message or the fallback (spec 1 §8).
 */
export function saveFailure(error: unknown, fallback: string): string | null {
  return submitFailure(error, EMPLOYEE_FORM_FIELDS, fallback, ({ unshown }) => unshown.join(' ') || null);
}
