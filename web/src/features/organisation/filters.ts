import {
  BRANCH_STATUSES,
  COMPANY_STATUSES,
  DEPARTMENT_STATUSES,
  EMPLOYEE_STATUSES,
  TEAM_STATUSES,
} from '@hrms/contracts/enums';
import { type FilterDefaults, idParam, nextListParams, pageParam, textParam } from '@/lib/listParams';

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

/** Spec 2 §2: the branch list's status filter defaults to active. */
const BRANCH_FILTER_DEFAULTS: FilterDefaults = { status: 'active' };

function oneOf(params: URLSearchParams, key: string, allowed: readonly string[], fallback = ''): string {
  const value = params.get(key);
  if (value === null) return fallback;
  return allowed.includes(value) ? value : '';
}

export function readCompanyFilters(params: URLSearchParams): CompanyFilters {
  return {
    page: pageParam(params),
    search: textParam(params, 'search'),
    status: oneOf(params, 'status', COMPANY_STATUSES),
  };
}

export function readBranchFilters(params: URLSearchParams): BranchFilters {
  return {
    page: pageParam(params),
    search: textParam(params, 'search'),
    company_id: idParam(params, 'company_id'),
    status: oneOf(params, 'status', BRANCH_STATUSES, BRANCH_FILTER_DEFAULTS.status),
  };
}

export function readDepartmentFilters(params: URLSearchParams): DepartmentFilters {
  return {
    page: pageParam(params),
    search: textParam(params, 'search'),
    company_id: idParam(params, 'company_id'),
    status: oneOf(params, 'status', DEPARTMENT_STATUSES),
  };
}

export function readTeamFilters(params: URLSearchParams): TeamFilters {
  return {
    page: pageParam(params),
    search: textParam(params, 'search'),
    company_id: idParam(params, 'company_id'),
    department_id: idParam(params, 'department_id'),
    status: oneOf(params, 'status', TEAM_STATUSES),
    lead: oneOf(params, 'lead', ['assigned', 'vacant']),
  };
}

export function readEmployeeFilters(params: URLSearchParams): EmployeeFilters {
  return {
    page: pageParam(params),
    search: textParam(params, 'search'),
    status: oneOf(params, 'status', EMPLOYEE_STATUSES),
  };
}

/** The branch list's query string after some filters change (its status defaults to active). */
export function nextBranchParams(current: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  return nextListParams(current, changes, BRANCH_FILTER_DEFAULTS);
}
