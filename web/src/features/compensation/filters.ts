import { COMPONENT_TYPES } from '@hrms/contracts/compensation';
import { PAGE_SIZE_DEFAULT } from '@hrms/contracts/constants';
import type { SelectOption } from '@/components/ui/SelectField';
import { ALL, idParam, pageParam, textParam } from '@/lib/listParams';

/**
 * The filters of the two compensation lists live in the query string, so a filtered list survives a
 * reload and Back. Status defaults to Active (spec 2 §9): the URL leaves it out for Active and
 * writes `status=all` when the user picks All. Unknown values read as the default.
 */

export type StatusFilter = '' | 'active' | 'inactive';

export type ComponentFilters = {
  page: number;
  search: string;
  type: '' | (typeof COMPONENT_TYPES)[number];
  country_id: string;
  status: StatusFilter;
};

export type RegimeFilters = {
  page: number;
  /** The free-text Country box: a country id or (part of) a name. */
  country: string;
  status: StatusFilter;
};

/** Status filter choices (spec 2 §2): the value '' is All; the lists start on Active. */
export const STATUS_OPTIONS: SelectOption[] = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

function status(params: URLSearchParams): StatusFilter {
  const value = params.get('status');
  if (value === ALL) return '';
  return value === 'inactive' ? 'inactive' : 'active';
}

export function readComponentFilters(params: URLSearchParams): ComponentFilters {
  const type = params.get('type') ?? '';
  return {
    page: pageParam(params),
    search: textParam(params, 'search'),
    type: (COMPONENT_TYPES as readonly string[]).includes(type) ? (type as ComponentFilters['type']) : '',
    country_id: idParam(params, 'country_id'),
    status: status(params),
  };
}

export function readRegimeFilters(params: URLSearchParams): RegimeFilters {
  return { page: pageParam(params), country: textParam(params, 'country'), status: status(params) };
}

/**
 * The query string after some filters change: empty values are dropped, status is written only
 * when it differs from Active, and any change but the page goes back to page 1.
 */
export function nextFilterParams(current: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'status') {
      if (value === 'active') next.delete(key);
      else next.set(key, value === 'inactive' ? value : ALL);
    } else if (value) next.set(key, value);
    else next.delete(key);
  }
  if (Object.keys(changes).some((key) => key !== 'page')) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

const isActive = (s: StatusFilter) => (s === '' ? undefined : s === 'active');

/** GET /salary-components parameters for the filters (empty filters are left out by lib/api). */
export function componentListQuery(f: ComponentFilters) {
  return {
    page: f.page,
    per_page: PAGE_SIZE_DEFAULT,
    search: f.search,
    type: f.type,
    country_id: f.country_id,
    is_active: isActive(f.status),
  };
}

/**
 * GET /tax-regimes parameters. The Country box takes "Country ID or name": a whole number is sent
 * as country_id, any other text as search (which matches the country's name, and the regime's
 * name and code).
 */
export function regimeListQuery(f: RegimeFilters) {
  const byId = /^[1-9]\d{0,9}$/.test(f.country);
  return {
    page: f.page,
    per_page: PAGE_SIZE_DEFAULT,
    country_id: byId ? f.country : undefined,
    search: byId ? undefined : f.country,
    is_active: isActive(f.status),
  };
}

/** True when a filter other than the default status narrows the list. */
export function narrowed(f: { status: StatusFilter } & Record<string, unknown>): boolean {
  return (
    f.status !== 'active' ||
    Object.entries(f).some(([key, value]) => key !== 'page' && key !== 'status' && value !== '')
  );
}
