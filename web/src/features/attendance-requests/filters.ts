import {
  ATTENDANCE_REQUEST_STATUSES,
  ATTENDANCE_REQUEST_TYPES,
  type AttendanceRequestStatus,
  type AttendanceRequestType,
} from '@hrms/contracts/attendance-requests';
import { oneOf, type RequestScope, scopeOf } from '@/components/requests/standing';
import { pageParam } from '@/lib/listParams';

/** A list's filters as the address holds them ('' for any status or type). */
export type RequestListFilters = {
  scope: RequestScope;
  status: AttendanceRequestStatus | '';
  type: AttendanceRequestType | '';
  page: number;
};

/**
 * The filters of /attendance/requests (always the caller's own) or /attendance/requests/team (?scope=): a
 * manager sees their reports'; a holder of approve-attendance the company's unless they ask for their team.
 */
export function readRequestFilters(
  params: URLSearchParams,
  page: 'mine' | 'team',
  seesCompany: boolean,
): RequestListFilters {
  return {
    scope: scopeOf(params, page, seesCompany),
    status: oneOf(ATTENDANCE_REQUEST_STATUSES, params.get('status')),
    type: oneOf(ATTENDANCE_REQUEST_TYPES, params.get('type')),
    page: pageParam(params),
  };
}
