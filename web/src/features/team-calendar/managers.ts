import type { SelectOption } from '@/components/ui/SelectField';
import { employeeOptionLabel } from '@/lib/personName';

type Employee = { id: number; employee_id: string; first_name: string; last_name: string; status: string };

/**
 * Whose team HR may show: the active employees but the caller (their own team is the picker's empty
 * choice), by name. Anyone may lead a team, so nobody is left out for having no direct reports.
 */
export function managerOptions(employees: readonly Employee[], ownId: number | null): SelectOption[] {
  return employees
    .filter((e) => e.status === 'active' && e.id !== ownId)
    .map((e) => ({ value: String(e.id), label: employeeOptionLabel(e) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-IN'));
}
