import { ATTENDANCE_STATUSES } from '@hrms/contracts/enums';
import { idParam, pageParam, textParam } from '@/lib/listParams';

/**
 * The records list's filters live in the query string (a filtered list can be reloaded, shared and
 * gone back to). Read defensively: an unknown value means "all"; '' means the filter is not applied.
 */
export type AttendanceListFilters = {
  page: number;
  search: string;
  employee_id: string;
  department_id: string;
  start_date: string;
  end_date: string;
  status: string;
  is_approved: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = (params: URLSearchParams, key: string, valid: (v: string) => boolean) => {
  const value = params.get(key) ?? '';
  return valid(value) ? value : '';
};

export function readAttendanceFilters(params: URLSearchParams): AttendanceListFilters {
  return {
    page: pageParam(params),
    search: textParam(params, 'search').slice(0, 200),
    employee_id: idParam(params, 'employee_id'),
    department_id: idParam(params, 'department_id'),
    start_date: oneOf(params, 'start_date', (v) => DATE.test(v)),
    end_date: oneOf(params, 'end_date', (v) => DATE.test(v)),
    status: oneOf(params, 'status', (v) => (ATTENDANCE_STATUSES as readonly string[]).includes(v)),
    is_approved: oneOf(params, 'is_approved', (v) => v === 'true' || v === 'false'),
  };
}

/** Every filter cleared, for the Clear filters button. */
export const CLEARED: Partial<Record<keyof AttendanceListFilters, string>> = {
  search: '',
  employee_id: '',
  department_id: '',
  start_date: '',
  end_date: '',
  status: '',
  is_approved: '',
};
