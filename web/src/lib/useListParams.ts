import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { nextListParams } from './listParams';

/**
 * The query strings written but not yet seen in the URL, once the URL reads `current`. Seeing one
 * of them means it and every earlier write have landed (the router may skip intermediate ones);
 * seeing none means the URL moved for another reason (Back, Forward, a link) and nothing is pending.
 */
export function pendingAfter(pending: string[], current: string): string[] {
  const landed = pending.lastIndexOf(current);
  return landed === -1 ? [] : pending.slice(landed + 1);
}

/**
 * A list's filters, read from the query string, and a setter that writes changes back through
 * `next` (replacing the history entry for filters, pushing one for a page change so Back returns
 * to the last page). Changes close together (a date picked while the search box's pause runs out)
 * must not undo each other: until the URL shows the last write, each change builds on that write
 * rather than on the query string of the last render, which may be an intermediate one.
 */
export function useListParams<F>(
  read: (params: URLSearchParams) => F,
  next: (current: URLSearchParams, changes: Record<string, string>) => URLSearchParams = nextListParams,
) {
  const [params, setParams] = useSearchParams();
  const pending = useRef<string[]>([]);
  const current = params.toString();

  useEffect(() => {
    pending.current = pendingAfter(pending.current, current);
  }, [current]);

  function setFilters(changes: Record<string, string>) {
    const last = pending.current.at(-1);
    const updated = next(last === undefined ? params : new URLSearchParams(last), changes);
    pending.current = [...pending.current, updated.toString()];
    const pageOnly = Object.keys(changes).every((key) => key === 'page');
    setParams(updated, { replace: !pageOnly });
  }
  return [read(params), setFilters] as const;
}
