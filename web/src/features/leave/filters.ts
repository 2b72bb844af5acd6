import { LEAVE_STATUSES } from '@hrms/contracts/enums';

/**
 * The leave list's filters live in the query string (a filtered list can be reloaded, shared and
 * gone back to). Read defensively: an unknown value means "all". '' means the filter is not applied.
 */
export type LeaveListFilters = { page: number; status: string; leave_type_id: string };

/** Which requests the list shows: all the caller may see, or those of the people reporting to them. */
export type LeaveListScope = 'all' | 'team';

export function readLeaveListFilters(params: URLSearchParams): LeaveListFilters {
  const page = Number(params.get('page'));
  const status = params.get('status') ?? '';
  const type = params.get('leave_type_id') ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    status: (LEAVE_STATUSES as readonly string[]).includes(status) ? status : '',
    leave_type_id: /^[1-9]\d{0,9}$/.test(type) ? type : '',
  };
}

export function readLeaveListScope(params: URLSearchParams): LeaveListScope {
  return params.get('view') === 'team' ? 'team' : 'all';
}

/**
 * The query string after changing some filters: a filter change goes back to page 1, empty values
 * are dropped, other parameters are kept.
 */
export function nextLeaveListParams(
  current: URLSearchParams,
  changes: Record<string, string>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value && !(key === 'page' && value === '1')) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

export const hasActiveFilters = (filters: LeaveListFilters) =>
  filters.status !== '' || filters.leave_type_id !== '';
