import { BRANCH_STATUSES, COMPANY_STATUSES, DEPARTMENT_STATUSES, TEAM_STATUSES } from '@hrms/contracts/enums';
import type { SelectOption } from '@/components/ui/SelectField';

/** Up to two initials of a name, for the badge of a row without a code: "Human Resources" → "HR". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.at(-1) ?? '';
  const letters = words.length > 1 ? `${first.charAt(0)}${last.charAt(0)}` : first.slice(0, 2);
  return letters.toUpperCase();
}

/** "active" → "Active": status values as select options. */
function statusOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
}

export const COMPANY_STATUS_OPTIONS = statusOptions(COMPANY_STATUSES);
export const BRANCH_STATUS_OPTIONS = statusOptions(BRANCH_STATUSES);
export const DEPARTMENT_STATUS_OPTIONS = statusOptions(DEPARTMENT_STATUSES);
export const TEAM_STATUS_OPTIONS = statusOptions(TEAM_STATUSES);
/** The team edit form sets only these two; disbanding is its own action (spec 2 §4). */
export const TEAM_EDIT_STATUS_OPTIONS = statusOptions(['active', 'inactive']);
export const TEAM_LEAD_OPTIONS: SelectOption[] = [
  { value: 'assigned', label: 'Assigned' },
  { value: 'vacant', label: 'Vacant' },
];

/** "Engineering (Demo Industries)": a department with its company, as the team forms list them. */
export function departmentOptionLabel(department: { name: string; company: { name: string } }): string {
  return `${department.name} (${department.company.name})`;
}
