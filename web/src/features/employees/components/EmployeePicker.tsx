import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { SearchSelectControl } from '@/components/ui/SearchSelectControl';
import { employeeOptionLabel } from '@/lib/personName';
import { useEmployeeSearch } from '../api';

/** Find an active employee by name or code, then choose them from the matches (a form's employee field). */
export function EmployeePicker<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  error,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const employees = useEmployeeSearch(search);
  return (
    <SearchSelectControl
      control={control}
      name={name}
      error={error}
      searchLabel="Find an employee"
      search={search}
      onSearch={setSearch}
      label="Employee"
      loadingPlaceholder="Loading employees..."
      placeholder="Select an employee"
      matches={employees}
      optionLabel={employeeOptionLabel}
      failure="Failed to load employees"
    />
  );
}
