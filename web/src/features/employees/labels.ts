import { EMPLOYEE_STATUSES, EMPLOYMENT_TYPES, GENDERS } from '@hrms/contracts/enums';
import type { SelectOption } from '../../components/ui/SelectField';

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
};

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

/** A stored value as shown: known values by their label, anything else with its underscores spaced. */
function labelOf(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return '';
  return labels[value] ?? value.replaceAll('_', ' ');
}

export const statusLabel = (status: string | null | undefined) => labelOf(STATUS_LABELS, status);
export const employmentTypeLabel = (type: string | null | undefined) => labelOf(EMPLOYMENT_TYPE_LABELS, type);
export const genderLabel = (gender: string | null | undefined) => labelOf(GENDER_LABELS, gender);

const options = <T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** Every status (list filter, edit form). */
export const STATUS_OPTIONS = options(EMPLOYEE_STATUSES, STATUS_LABELS);
/** Spec 1 §4: a new employee starts active or inactive. */
export const CREATE_STATUS_OPTIONS = options(['active', 'inactive'] as const, STATUS_LABELS);
export const EMPLOYMENT_TYPE_OPTIONS = options(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS);
export const GENDER_OPTIONS = options(GENDERS, GENDER_LABELS);
