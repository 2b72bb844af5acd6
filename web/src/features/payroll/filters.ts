import { PAYROLL_STATUSES } from '@hrms/contracts/enums';
import { idParam, nextListParams, pageParam } from '@/lib/listParams';
import { currentPeriod, listYears } from './periods';

/**
 * The runs list's filters live in the query string (a filtered list can be reloaded, shared and gone
 * back to). Read defensively: an unknown value means "all", except the year, which defaults to the
 * current year (spec 1 §2.5) and only takes the years the filter offers.
 */
export type PayrollListFilters = {
  page: number;
  month: string;
  year: string;
  status: string;
  employee_id: string;
};

export function readPayrollFilters(
  params: URLSearchParams,
  currentYear = currentPeriod().year,
): PayrollListFilters {
  const month = params.get('month') ?? '';
  const year = params.get('year') ?? '';
  const status = params.get('status') ?? '';
  return {
    page: pageParam(params),
    month: /^([1-9]|1[0-2])$/.test(month) ? month : '',
    year: listYears(currentYear).map(String).includes(year) ? year : String(currentYear),
    status: (PAYROLL_STATUSES as readonly string[]).includes(status) ? status : '',
    employee_id: idParam(params, 'employee_id'),
  };
}

/** The query string after some filters change; the current year is the default and is left out. */
export function nextPayrollParams(
  current: URLSearchParams,
  changes: Record<string, string>,
  currentYear = currentPeriod().year,
): URLSearchParams {
  return nextListParams(current, changes, { year: String(currentYear) });
}

/** True when a filter besides the default year narrows the list. */
export function hasPayrollFilters(filters: PayrollListFilters, currentYear = currentPeriod().year): boolean {
  return (
    filters.month !== '' ||
    filters.status !== '' ||
    filters.employee_id !== '' ||
    filters.year !== String(currentYear)
  );
}

/** Every filter back to its default, for the Clear filters button. */
export const cleared = (currentYear = currentPeriod().year) => ({
  month: '',
  status: '',
  employee_id: '',
  year: String(currentYear),
});
