import type { CompOffEligibleResponse } from '@hrms/contracts/comp-off';
import { useQuery } from '@tanstack/react-query';
import { approvalKeys } from '@/features/approvals';
import { invalidateLeave } from '@/features/leave';
import { api } from '@/lib/api';
import type { RequestArea } from '@/lib/requestHooks';
import { compOffKeys } from './keys';

/**
 * /comp-off-requests: the lists, a request, and the writes. A write refreshes the leave area (an approved
 * comp-off credits the balance; these keys are part of it) and the approvals inbox.
 */
export const compOff: RequestArea = {
  path: '/comp-off-requests',
  resource: 'comp_off_request',
  noun: 'comp-off request',
  keys: compOffKeys,
  refresh: (queryClient) =>
    Promise.all([
      invalidateLeave(queryClient),
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
    ]),
  decideWith: 'post',
};

/** GET /comp-off-requests/eligible: the caller's worked days off of the last 90 days, and their comp-off type. */
export function useEligibleDays() {
  return useQuery({
    queryKey: compOffKeys.eligible,
    queryFn: ({ signal }) =>
      api.get<CompOffEligibleResponse>('/comp-off-requests/eligible', {
        fallbackMessage: 'Failed to load the days you worked off',
        signal,
      }),
    // What was requested changes with each request: opening the dialog always asks again.
    staleTime: 0,
  });
}
