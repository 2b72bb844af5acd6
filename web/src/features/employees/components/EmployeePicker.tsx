import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { SearchSelectControl } from '@/components/ui/SearchSelectControl';
import { employeeOptionLabel } from '@/lib/personName';
import { useEmployeeSearch } from '../api';

/**
 * Find an active employee by name or code, then choose them from the matches (a form's employee field,
 * labelled `label`). `kept` is a saved choice, offered even when the search no longer finds it.
 */
export function EmployeePicker<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  error,
  label = 'Employee',
  kept,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
  error?: string;
  label?: string;
  kept?: { value: string; label: string } | null;
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
      label={label}
      kept={kept}
      loadingPlaceholder="Loading employees..."
      placeholder="Select an employee"
      matches={employees}
      optionLabel={employeeOptionLabel}
      failure="Failed to load employees"
    />
  );
}
