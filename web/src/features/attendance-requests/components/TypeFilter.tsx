import { SelectField } from '@/components/ui/SelectField';
import type { RequestListFilters } from '../filters';
import { TYPE_OPTIONS } from '../labels';

/** Both lists' request type filter, after the status. */
export const typeFilter = (
  filters: RequestListFilters,
  setFilters: (changes: Record<string, string>) => void,
) => ({
  node: (
    <SelectField
      label="Type"
      placeholder="All types"
      options={TYPE_OPTIONS}
      value={filters.type}
      onChange={(event) => setFilters({ type: event.target.value })}
    />
  ),
  active: filters.type !== '',
  clear: { type: '' },
});
