import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { nextListParams } from '../../lib/listParams';
import { type AttendanceListFilters, readAttendanceFilters } from './filters';

type Changes = Partial<Record<keyof AttendanceListFilters, string>>;

/**
 * The records list's filters, kept in the query string. Two changes close together (a date picked
 * while the search box's pause runs out) must not undo each other: react-router's setter hands its
 * updater the query string of the last render, so each change builds on the one written before it
 * until the URL has caught up. A filter change replaces the history entry; a page change pushes
 * one, so Back returns to the previous page.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const written = useRef<URLSearchParams | null>(null);
  const current = params.toString();

  useEffect(() => {
    // The URL changed (our write landed, or Back/Forward): build on it again.
    void current;
    written.current = null;
  }, [current]);

  function setFilters(changes: Changes) {
    const next = nextListParams(written.current ?? params, changes as Record<string, string>);
    written.current = next;
    const pageOnly = Object.keys(changes).every((key) => key === 'page');
    setParams(next, { replace: !pageOnly });
  }

  return [readAttendanceFilters(params), setFilters] as const;
}
