import {
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  SKILL_CATEGORIES,
  SKILL_CATEGORY_LABELS,
} from '@hrms/contracts/enums';
import type { SelectOption } from '@/components/ui/SelectField';
import { formatDate } from '@/lib/format';

const STATUS_LABELS: Record<(typeof EMPLOYEE_STATUSES)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
  terminated: 'Terminated',
  on_leave: 'On Leave',
};

const EMPLOYMENT_TYPE_LABELS: Record<(typeof EMPLOYMENT_TYPES)[number], string> = {
  full_time: 'Full Time',
  part_time: 'Part Time',
  contract: 'Contract',
  intern: 'Intern',
  fixed_term: 'Fixed Term',
};

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

const MARITAL_STATUS_LABELS: Record<(typeof MARITAL_STATUSES)[number], string> = {
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
};

/** A stored value as shown: known values by their label, anything else with its underscores spaced. */
function labelOf(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return '';
  return labels[value] ?? value.replaceAll('_', ' ');
}

export const statusLabel = (status: string | null | undefined) => labelOf(STATUS_LABELS, status);
export const employmentTypeLabel = (type: string | null | undefined) => labelOf(EMPLOYMENT_TYPE_LABELS, type);
export const genderLabel = (gender: string | null | undefined) => labelOf(GENDER_LABELS, gender);
export const maritalStatusLabel = (status: string | null | undefined) =>
  labelOf(MARITAL_STATUS_LABELS, status);

const options = <T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** Every status (list filter): records may hold any of them. */
export const STATUS_OPTIONS = options(EMPLOYEE_STATUSES, STATUS_LABELS);
/**
 * Spec 1 §2.12: the edit form offers active, inactive and terminated. "On leave" is not set by hand: approved
 * leave requests record it, and a hand-set status would go stale when the leave ends.
 */
const EDIT_STATUS_OPTIONS = options(['active', 'inactive', 'terminated'] as const, STATUS_LABELS);
/** The edit form's statuses; a record still marked on leave keeps that option, so saving leaves it as it is. */
export function editStatusOptions(current: string | null | undefined): SelectOption[] {
  return current === 'on_leave'
    ? [...EDIT_STATUS_OPTIONS, { value: 'on_leave', label: STATUS_LABELS.on_leave }]
    : EDIT_STATUS_OPTIONS;
}
/** Spec 1 §4: a new employee starts active or inactive. */
export const CREATE_STATUS_OPTIONS = options(['active', 'inactive'] as const, STATUS_LABELS);
export const EMPLOYMENT_TYPE_OPTIONS = options(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS);
export const GENDER_OPTIONS = options(GENDERS, GENDER_LABELS);
export const MARITAL_STATUS_OPTIONS = options(MARITAL_STATUSES, MARITAL_STATUS_LABELS);
export const SKILL_CATEGORY_OPTIONS = options(SKILL_CATEGORIES, SKILL_CATEGORY_LABELS);

/**
 * Where an exit stands, as a short phrase: "Leaving on 31 Dec 2026" while the last working day is today or
 * ahead (still employed to it), "Left on …" once it has passed. Null when no exit is recorded.
 */
export function exitHint(lastWorkingDay: string | null | undefined, today: string): string | null {
  if (!lastWorkingDay) return null;
  return `${lastWorkingDay < today ? 'Left' : 'Leaving'} on ${formatDate(lastWorkingDay)}`;
}
