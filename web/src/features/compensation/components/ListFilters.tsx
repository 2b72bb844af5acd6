import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cx } from '../../../components/ui/cx';
import type { SelectOption } from '../../../components/ui/SelectField';
import { nextFilterParams } from '../filters';

/** Status filter choices (spec 2 §2): the value '' is All; the lists start on Active. */
export const STATUS_OPTIONS: SelectOption[] = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/**
 * A list's filters from the query string, and a setter writing changes back: filters replace the
 * history entry, a page change pushes one so Back returns to the previous page.
 */
export function useFilterParams<F>(read: (params: URLSearchParams) => F) {
  const [params, setParams] = useSearchParams();
  function setFilters(changes: Record<string, string>) {
    const pageOnly = Object.keys(changes).every((key) => key === 'page');
    setParams((current) => nextFilterParams(current, changes), { replace: !pageOnly });
  }
  return [read(params), setFilters] as const;
}

/** The card holding a list's filters: one column on phones, side by side from the small breakpoint. */
export function FilterCard({ children, columns }: { children: ReactNode; columns: 2 | 4 }) {
  return (
    <section
      aria-label="Filters"
      className={cx(
        'mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-4',
      )}
    >
      {children}
    </section>
  );
}
