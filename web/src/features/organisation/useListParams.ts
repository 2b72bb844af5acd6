import { useSearchParams } from 'react-router';
import { type FilterDefaults, nextListParams } from './filters';

/**
 * A list's filters, read from the query string, and a setter that writes changes back (replacing
 * the history entry for filters, pushing one for a page change so Back returns to the last page).
 */
export function useListParams<F>(read: (params: URLSearchParams) => F, defaults: FilterDefaults = {}) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  function setFilters(changes: Record<string, string>) {
    const pageOnly = Object.keys(changes).every((key) => key === 'page');
    setParams((current) => nextListParams(current, changes, defaults), { replace: !pageOnly });
  }
  return [filters, setFilters] as const;
}
