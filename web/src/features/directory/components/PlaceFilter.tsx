import type { DirectoryField } from '@hrms/contracts/directory';
import { SelectField } from '@/components/ui/SelectField';
import { errorMessage } from '@/lib/api';
import { usePlaceOptions } from '../api';
import type { DirectoryFilters } from '../filters';

/** The directory's place filters: the field a company may hide, the address's key, the list it offers. */
export const PLACE_FILTERS = [
  {
    field: 'department',
    param: 'department_id',
    kind: 'departments',
    label: 'Department',
    allLabel: 'All departments',
  },
  { field: 'branch', param: 'branch_id', kind: 'branches', label: 'Location', allLabel: 'All locations' },
] as const satisfies readonly {
  field: DirectoryField;
  param: keyof DirectoryFilters;
  kind: 'departments' | 'branches';
  label: string;
  allLabel: string;
}[];

/** The Department or Location filter ('' for all), its choices the company's (shown only while it shows them). */
export function PlaceFilter({
  place,
  companyId,
  enabled,
  value,
  onChange,
}: {
  place: (typeof PLACE_FILTERS)[number];
  companyId: number | null;
  enabled: boolean;
  value: string;
  onChange: (id: string) => void;
}) {
  const places = usePlaceOptions(place.kind, companyId, enabled);
  return (
    <SelectField
      label={place.label}
      placeholder={places.isPending ? 'Loading...' : place.allLabel}
      value={places.data ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      options={(places.data ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
      hint={
        places.isError
          ? errorMessage(places.error, `Failed to load the ${place.label.toLowerCase()} list`)
          : undefined
      }
    />
  );
}
