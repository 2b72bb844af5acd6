import { PAGE_SIZE_DEFAULT } from '@hrms/contracts/constants';
import { EMPLOYEE_STATUSES } from '@hrms/contracts/enums';
import { idParam, nextListParams, pageParam, textParam } from '@/lib/listParams';

/**
 * The employee list's filters live in the query string (a filtered list can be reloaded, shared and
 * gone back to) and are applied by the server. Every value is a string; '' means "all".
 */
export type EmployeeListFilters = {
  page: number;
  search: string;
  company_id: string;
  branch_id: string;
  department_id: string;
  status: string;
};

const FILTER_KEYS = ['search', 'company_id', 'branch_id', 'department_id', 'status'] as const;

/** Reads the filters defensively: an unknown or malformed value means "all". */
export function readEmployeeListFilters(params: URLSearchParams): EmployeeListFilters {
  const status = params.get('status') ?? '';
  return {
    page: pageParam(params),
    search: textParam(params, 'search'),
    company_id: idParam(params, 'company_id'),
    branch_id: idParam(params, 'branch_id'),
    department_id: idParam(params, 'department_id'),
    status: (EMPLOYEE_STATUSES as readonly string[]).includes(status) ? status : '',
  };
}

/**
 * The query string after some filters change: empty values are dropped; a new company clears the
 * branch and department (their options follow the company); any change but the page goes back to page 1.
 */
export function nextEmployeeListParams(
  current: URLSearchParams,
  changes: Partial<Record<'page' | (typeof FILTER_KEYS)[number], string>>,
): URLSearchParams {
  const all: Record<string, string> = { ...changes };
  if ('company_id' in changes) {
    all.branch_id ??= '';
    all.department_id ??= '';
  }
  return nextListParams(current, all);
}

/** The filters as GET /employees/export takes them (every matching row, so no page). */
export function exportQuery(filters: EmployeeListFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) if (filters[key]) query[key] = filters[key];
  return query;
}

/** The filters as GET /employees takes them: one page of PAGE_SIZE_DEFAULT rows. */
export function listQuery(filters: EmployeeListFilters): Record<string, string | number> {
  return { ...exportQuery(filters), page: filters.page, per_page: PAGE_SIZE_DEFAULT };
}
