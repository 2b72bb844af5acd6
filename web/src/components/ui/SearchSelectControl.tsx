import type { Control, FieldValues, Path } from 'react-hook-form';
import { errorMessage } from '@/lib/api';
import { SearchField } from './SearchField';
import { SelectControl } from './SelectControl';

/** What a search query answered (react-query's shape). */
type Matches<R> = { data: readonly R[] | undefined; isPending: boolean; isError: boolean; error: unknown };

type SearchSelectControlProps<T extends FieldValues, C, O extends FieldValues, R extends { id: number }> = {
  control: Control<T, C, O>;
  name: Path<T>;
  /** The form's own error for the field; it wins over a failure to load the matches. */
  error?: string;
  /** The search box's label ("Find a colleague"); the caller queries with the search it applies. */
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  searchPlaceholder?: string;
  /** The select's label ("Swap with"), and its first option while loading and once loaded. */
  label: string;
  loadingPlaceholder: string;
  placeholder: string;
  /** What the search found, each offered by its id. */
  matches: Matches<R>;
  optionLabel: (match: R) => string;
  /** A match not to offer (the caller themself). */
  leaveOut?: number;
  /** The choice already made (a saved record's), offered even when the search no longer finds it. */
  kept?: { value: string; label: string } | null;
  /** Shown in the field when the matches fail to load. */
  failure: string;
};

/**
 * A form's required choice of one person among many: a search box (by name or code), then a select over what
 * the search found. Search and query stay with the caller, so the choice can come from any list.
 */
export function SearchSelectControl<
  T extends FieldValues,
  C,
  O extends FieldValues,
  R extends { id: number },
>({
  control,
  name,
  error,
  searchLabel,
  search,
  onSearch,
  searchPlaceholder = 'Name or employee code',
  label,
  loadingPlaceholder,
  placeholder,
  matches,
  optionLabel,
  leaveOut,
  kept,
  failure,
}: SearchSelectControlProps<T, C, O, R>) {
  const options = (matches.data ?? [])
    .filter((match) => match.id !== leaveOut)
    .map((match) => ({ value: String(match.id), label: optionLabel(match) }));
  if (kept && !options.some((o) => o.value === kept.value)) options.unshift(kept);
  return (
    <div className="space-y-3">
      <SearchField label={searchLabel} placeholder={searchPlaceholder} value={search} onSearch={onSearch} />
      <SelectControl
        control={control}
        name={name}
        label={label}
        required
        placeholder={matches.isPending ? loadingPlaceholder : placeholder}
        disabled={matches.isPending || matches.isError}
        options={options}
        hint={
          matches.data && !options.length && !matches.isError
            ? 'Nobody matches; try another name or code.'
            : undefined
        }
        error={error ?? (matches.isError ? errorMessage(matches.error, failure) : undefined)}
      />
    </div>
  );
}
