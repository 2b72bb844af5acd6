import { SelectField, type SelectOption } from '@/components/ui/SelectField';

/** The team whose roster the calendar shows. */
export function TeamPicker({
  teamId,
  options,
  loading,
  error,
  onChange,
}: {
  teamId: number | null;
  options: readonly SelectOption[];
  loading: boolean;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      label="Team"
      containerClassName="w-full sm:w-80"
      placeholder={loading ? 'Loading teams...' : 'Select a team'}
      disabled={loading}
      options={options}
      value={teamId === null ? '' : String(teamId)}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
