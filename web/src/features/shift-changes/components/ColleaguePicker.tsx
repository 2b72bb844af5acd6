import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { SearchSelectControl } from '@/components/ui/SearchSelectControl';
import { useColleagues } from '@/features/approvals';
import { employeeOptionLabel } from '@/lib/personName';

/** The colleague to swap with, found by name or code among the caller's colleagues (the caller left out). */
export function ColleaguePicker<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ownId,
  error,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
  /** The caller's own employee record, left out of the colleagues. */
  ownId: number | undefined;
  error: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const colleagues = useColleagues(search);
  return (
    <SearchSelectControl
      control={control}
      name={name}
      error={error}
      searchLabel="Find a colleague"
      search={search}
      onSearch={setSearch}
      label="Swap with"
      loadingPlaceholder="Loading colleagues..."
      placeholder="Select a colleague"
      matches={colleagues}
      optionLabel={(colleague) =>
        colleague.job_title
          ? `${employeeOptionLabel(colleague)} · ${colleague.job_title}`
          : employeeOptionLabel(colleague)
      }
      leaveOut={ownId}
      failure="Failed to load your colleagues"
    />
  );
}
