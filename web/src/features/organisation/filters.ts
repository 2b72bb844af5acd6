import {
  BRANCH_STATUSES,
  COMPANY_STATUSES,
  DEPARTMENT_STATUSES,
  EMPLOYEE_STATUSES,
  TEAM_STATUSES,
} from '@hrms/contracts/enums';

/**
 * The filters of the organisation lists live in the query string (so a filtered list can be
 * reloaded, shared and gone back to). These read them defensively: an unknown value means "all".
 * Every value is a string; '' means the filter is not applied.
 */

export type CompanyFilters = { page: number; search: string; status: string };
export type BranchFilters = { page: number; search: string; company_id: string; status: string };
export type DepartmentFilters = { page: number; search: string; company_id: string; status: string };
export type TeamFilters = {
  page: number;
  search: string;
  company_id: string;
  department_id: string;
  status: string;
  lead: string;
};
export type EmployeeFilters = { page: number; search: string; status: string };

/** The value a filter has when the URL does not name it, where that is not "all". */
export type FilterDefaults = Record<string, string>;

/** Spec 2 §2: the branch list's status filter defaults to active. */
export const BRANCH_FILTER_DEFAULTS: FilterDefaults = { status: 'active' };

/** The URL value of a filter deliberately set to "all" where its default is something else. */
export const ALL = 'all';

function page(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 0 ? n : 1;
}

function oneOf(params: URLSearchParams, key: string, allowed: readonly string[], fallback = ''): string {
  const value = params.get(key);
  if (value === null) return fallback;
  return allowed.includes(value) ? value : '';
}

function id(params: URLSearchParams, key: string): string {
  const value = params.get(key) ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? value : '';
}

function search(params: URLSearchParams): string {
  return (params.get('search') ?? '').trim();
}

export function readCompanyFilters(params: URLSearchParams): CompanyFilters {
  return { page: page(params), search: search(params), status: oneOf(params, 'status', COMPANY_STATUSES) };
}

export function readBranchFilters(params: URLSearchParams): BranchFilters {
  return {
    page: page(params),
    search: search(params),
    company_id: id(params, 'company_id'),
    status: oneOf(params, 'status', BRANCH_STATUSES, BRANCH_FILTER_DEFAULTS.status),
  };
}

export function readDepartmentFilters(params: URLSearchParams): DepartmentFilters {
  return {
    page: page(params),
    search: search(params),
    company_id: id(params, 'company_id'),
    status: oneOf(params, 'status', DEPARTMENT_STATUSES),
  };
}

export function readTeamFilters(params: URLSearchParams): TeamFilters {
  return {
    page: page(params),
    search: search(params),
    company_id: id(params, 'company_id'),
    department_id: id(params, 'department_id'),
    status: oneOf(params, 'status', TEAM_STATUSES),
    lead: oneOf(params, 'lead', ['assigned', 'vacant']),
  };
}

export function readEmployeeFilters(params: URLSearchParams): EmployeeFilters {
  return { page: page(params), search: search(params), status: oneOf(params, 'status', EMPLOYEE_STATUSES) };
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
