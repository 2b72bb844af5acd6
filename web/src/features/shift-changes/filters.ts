import { SHIFT_CHANGE_STATUSES, type ShiftChangeStatus } from '@hrms/contracts/shifts';
import { oneOf } from '@/components/requests/standing';
import { pageParam } from '@/lib/listParams';

/** The filters of the swaps asked of the caller, as the address holds them ('' for any status). */
export type SwapFilters = { scope: 'swaps'; status: ShiftChangeStatus | ''; page: number };

/** /attendance/shift-changes/swaps: the swaps other employees asked of the caller, by status and page. */
export const readSwapFilters = (params: URLSearchParams): SwapFilters => ({
  scope: 'swaps',
  status: oneOf(SHIFT_CHANGE_STATUSES, params.get('status')),
  page: pageParam(params),
});
