import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { nextListParams } from './listParams';

/**
 * A list's filters, read from the query string, and a setter that writes changes back through
 * `next` (replacing the history entry for filters, pushing one for a page change so Back returns
 * to the last page). Two changes close together (a date picked while the search box's pause runs
 * out) must not undo each other: react-router hands an updater the query string of the last render,
 * so each change builds on the one written before it until the URL has caught up.
 */
export function useListParams<F>(
  read: (params: URLSearchParams) => F,
  next: (current: URLSearchParams, changes: Record<string, string>) => URLSearchParams = nextListParams,
) {
  const [params, setParams] = useSearchParams();
  const written = useRef<URLSearchParams | null>(null);
  const current = params.toString();

  useEffect(() => {
    // The URL changed (our write landed, or Back/Forward): build on it again.
    void current;
    written.current = null;
  }, [current]);

  function setFilters(changes: Record<string, string>) {
    const updated = next(written.current ?? params, changes);
    written.current = updated;
    const pageOnly = Object.keys(changes).every((key) => key === 'page');
    setParams(updated, { replace: !pageOnly });
  }
  return [read(params), setFilters] as const;
}
