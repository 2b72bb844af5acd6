import type { ShiftChangeRequest } from '@hrms/contracts/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalKeys } from '@/features/approvals';
import { attendanceKeys } from '@/features/attendance';
import { shiftKeys } from '@/features/shifts';
import { api } from '@/lib/api';
import type { RequestArea } from '@/lib/requestHooks';
import { shiftChangeKeys } from './keys';

/**
 * /shift-change-requests: the lists, a request, and the writes. A write refreshes the attendance area (an
 * approved change decides the shift a day is scored against; these keys are part of it), the shifts area
 * (its roster calendar, and this request's approval trail) and the approvals inbox.
 */
export const shiftChanges: RequestArea = {
  path: '/shift-change-requests',
  resource: 'shift_change_request',
  noun: 'shift change request',
  keys: shiftChangeKeys,
  refresh: (queryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
    ]),
  decideWith: 'post',
};

type Answer = { message: string; shift_change_request: ShiftChangeRequest };

const ANSWER_FAILED = {
  accept: 'Failed to accept the swap',
  decline: 'Failed to decline the swap',
} as const;

/** POST /shift-change-requests/{id}/accept or /decline: the colleague's answer to a swap asked of them. */
export function useSwapAnswer(answer: 'accept' | 'decline') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<Answer>(`${shiftChanges.path}/${id}/${answer}`, undefined, {
        fallbackMessage: ANSWER_FAILED[answer],
      }),
    onSuccess: () => shiftChanges.refresh(queryClient),
  });
}
