import { idParam, pageParam } from '@/lib/listParams';

/**
 * The punch list's filters, as the address holds them ('' when a filter is off), so a filtered list can be
 * reloaded, shared and gone back to. An unknown value reads as off.
 */
export type PunchFilters = {
  page: number;
  device_id: string;
  from: string;
  to: string;
  /** 'true' for the punches of device users no employee is matched to yet. */
  unmatched: 'true' | '';
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (params: URLSearchParams, key: string) => {
  const value = params.get(key) ?? '';
  return DATE.test(value) ? value : '';
};

export function readPunchFilters(params: URLSearchParams): PunchFilters {
  return {
    page: pageParam(params),
    device_id: idParam(params, 'device_id'),
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
    unmatched: params.get('unmatched') === 'true' ? 'true' : '',
  };
}

/** Every filter off, for the Clear filters button. */
export const PUNCH_FILTERS_CLEARED: Record<Exclude<keyof PunchFilters, 'page'>, string> = {
  device_id: '',
  from: '',
  to: '',
  unmatched: '',
};

/** Whether any filter narrows the list (its empty state then offers to clear them). */
export const punchFiltersActive = (filters: PunchFilters) =>
  Boolean(filters.device_id || filters.from || filters.to || filters.unmatched);
