import { PROFILE_CHANGE_STATUSES, type ProfileChangeStatus } from '@hrms/contracts/profile';
import { oneOf } from '@/components/requests/standing';
import { ALL, nextListParams, pageParam } from '@/lib/listParams';

/** The profile change list's filters as the address holds them ('' for every status). */
export type ChangeListFilters = {
  /** The company's requests for a holder of approve-profile-changes, else the caller's own. */
  scope: 'all' | 'mine';
  status: ProfileChangeStatus | '';
  page: number;
};

/** The status a list shows when the address names none: what waits for HR, or all of one's own. */
export const defaultStatus = (seesCompany: boolean): ProfileChangeStatus | '' =>
  seesCompany ? 'pending' : '';

/** The filters of /profile-changes: "all" in the address is every status, nothing is the default. */
export function readChangeFilters(params: URLSearchParams, seesCompany: boolean): ChangeListFilters {
  const status = params.get('status');
  return {
    scope: seesCompany ? 'all' : 'mine',
    status: status === ALL ? '' : oneOf(PROFILE_CHANGE_STATUSES, status) || defaultStatus(seesCompany),
    page: pageParam(params),
  };
}

/** The address after a filter changes, the default status left out and "every status" written as "all". */
export const nextChangeParams =
  (seesCompany: boolean) => (current: URLSearchParams, changes: Record<string, string>) =>
    nextListParams(current, changes, { status: defaultStatus(seesCompany) });
