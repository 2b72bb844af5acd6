/**
 * A list's filters live in the query string, so a filtered list can be reloaded, shared and gone
 * back to. These read and write them; every filter value is a string and '' means "all".
 */

/** The value a filter has when the URL does not name it, where that is not "all". */
export type FilterDefaults = Record<string, string>;

/** The URL value of a filter deliberately set to "all" where its default is something else. */
export const ALL = 'all';

/** The page number in the URL; 1 when missing or not a positive whole number. */
export function pageParam(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** A free-text filter (a search box), without surrounding spaces. */
export function textParam(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? '').trim();
}

const RECORD_ID = /^[1-9]\d{0,9}$/;

/** A record id written in the address (a query value or a path part), or null when it is not one. */
export const recordIdOf = (value: string | null | undefined): number | null =>
  value && RECORD_ID.test(value) ? Number(value) : null;

/** A record id in the URL; '' ("all") when missing or not a positive whole number. */
export function idParam(params: URLSearchParams, key: string): string {
  const value = params.get(key) ?? '';
  return recordIdOf(value) === null ? '' : value;
}

/**
 * The query string after some filters change. Empty values are dropped; a filter with a default
 * is dropped when set to it and written as "all" when cleared; changing anything but the page
 * goes back to page 1.
 */
export function nextListParams(
  current: URLSearchParams,
  changes: Record<string, string>,
  defaults: FilterDefaults = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    const fallback = defaults[key];
    if (fallback !== undefined && value === fallback) next.delete(key);
    else if (fallback !== undefined && value === '') next.set(key, ALL);
    else if (value) next.set(key, value);
    else next.delete(key);
  }
  if (Object.keys(changes).some((key) => key !== 'page')) next.delete('page');
  return next;
}

/** True when any filter besides the page narrows the list (the empty state then suggests clearing them). */
export function hasActiveFilters(filters: Record<string, string | number>): boolean {
  return Object.entries(filters).some(([key, value]) => key !== 'page' && value !== '');
}
