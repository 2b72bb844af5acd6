import { useState } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { useEmployeeSearch } from '@/features/employees';
import { employeeOptionLabel } from '@/lib/personName';

/**
 * A list's employee filter: a search by name or code, then the choice among its matches ('' for all). The
 * chosen employee stays offered when a later search does not find them (`chosenLabel` names them).
 */
export function EmployeeFilter({
  value,
  chosenLabel,
  onChange,
}: {
  value: string;
  chosenLabel: string | null;
  onChange: (employeeId: string) => void;
}) {
  const [search, setSearch] = useState('');
  const matches = useEmployeeSearch(search);
  const options = (matches.data ?? []).map((e) => ({ value: String(e.id), label: employeeOptionLabel(e) }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: chosenLabel ?? 'The chosen employee' });
  return (
    <>
      <SearchField
        label="Find an employee"
        placeholder="Name or employee code"
        value={search}
        onSearch={setSearch}
      />
      <SelectField
        label="Employee"
        placeholder="All employees"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={options}
        hint={matches.isError ? 'Failed to load employees; search again.' : undefined}
      />
    </>
  );
}
