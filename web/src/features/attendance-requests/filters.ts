import {
  ATTENDANCE_REQUEST_STATUSES,
  ATTENDANCE_REQUEST_TYPES,
  type AttendanceRequestStatus,
  type AttendanceRequestType,
} from '@hrms/contracts/attendance-requests';
import { pageParam } from '@/lib/listParams';

/** Whose requests a list shows: one's own, one's reports', or the company's (approve-attendance). */
export type RequestScope = 'mine' | 'team' | 'all';

/** A list's filters as the address holds them ('' for any status or type). */
export type RequestListFilters = {
  scope: RequestScope;
  status: AttendanceRequestStatus | '';
  type: AttendanceRequestType | '';
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';

/**
 * The filters of /attendance/requests (always the caller's own) or /attendance/requests/team (?scope=): a
 * manager sees their reports'; a holder of approve-attendance the company's unless they ask for their team.
 */
export function readRequestFilters(
  params: URLSearchParams,
  page: 'mine' | 'team',
  seesCompany: boolean,
): RequestListFilters {
  const scope: RequestScope =
    page === 'mine' ? 'mine' : seesCompany && params.get('scope') !== 'team' ? 'all' : 'team';
  return {
    scope,
    status: oneOf(ATTENDANCE_REQUEST_STATUSES, params.get('status')),
    type: oneOf(ATTENDANCE_REQUEST_TYPES, params.get('type')),
    page: pageParam(params),
  };
}
