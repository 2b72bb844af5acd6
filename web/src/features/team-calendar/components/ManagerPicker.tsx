import { SelectField } from '@/components/ui/SelectField';
import { useEmployeeOptions } from '@/features/payroll';
import { errorMessage } from '@/lib/api';
import { managerOptions } from '../managers';

/** HR's "Whose team": any active employee's reports; the empty choice is the caller's own team, if they have one. */
export function ManagerPicker({
  managerId,
  ownId,
  onChange,
}: {
  managerId: number | null;
  ownId: number | null;
  onChange: (value: string) => void;
}) {
  const employees = useEmployeeOptions(true);
  const options = managerOptions(employees.data ?? [], ownId);
  return (
    <SelectField
      label="Whose team"
      containerClassName="w-full sm:w-80"
      placeholder={employees.isPending ? 'Loading employees...' : ownId ? 'My team' : 'Select a manager'}
      disabled={employees.isPending || employees.isError}
      options={options}
      value={managerId === null ? '' : String(managerId)}
      onChange={(event) => onChange(event.target.value)}
      error={employees.isError ? errorMessage(employees.error, 'Failed to load employees') : undefined}
    />
  );
}
