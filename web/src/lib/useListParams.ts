import { useSearchParams } from 'react-router';
import { nextListParams } from './listParams';

/**
 * A list's filters, read from the query string, and a setter that writes changes back through
 * `next` (replacing the history entry for filters, pushing one for a page change so Back returns
 * to the last page).
 */
export function useListParams<F>(
  read: (params: URLSearchParams) => F,
  next: (current: URLSearchParams, changes: Record<string, string>) => URLSearchParams = nextListParams,
) {
  const [params, setParams] = useSearchParams();
  function setFilters(changes: Record<string, string>) {
    const pageOnly = Object.keys(changes).every((key) => key === 'page');
    setParams((current) => next(current, changes), { replace: !pageOnly });
  }
  return [read(params), setFilters] as const;
}
