import { approvalKeys } from '@/features/approvals';
import { invalidateLeave } from '@/features/leave';
import type { RequestArea } from '@/lib/requestHooks';
import { encashmentKeys } from './keys';

/**
 * /leave-encashments: the lists, a request, and the writes. A write refreshes the leave area (an approved
 * encashment leaves the balance; these keys are part of it) and the approvals inbox.
 */
export const encashments: RequestArea = {
  path: '/leave-encashments',
  resource: 'leave_encashment',
  noun: 'leave encashment',
  keys: encashmentKeys,
  refresh: (queryClient) =>
    Promise.all([
      invalidateLeave(queryClient),
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
    ]),
  decideWith: 'post',
};
