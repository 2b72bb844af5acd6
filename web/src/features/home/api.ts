import type { AttendanceRequest } from '@hrms/contracts/attendance-requests';
import type { Paged } from '@hrms/contracts/common';
import type { CompOffRequest } from '@hrms/contracts/comp-off';
import type { CelebrationsResponse } from '@hrms/contracts/directory';
import type { EmployeeHolidaysResponse } from '@hrms/contracts/holidays';
import type { LeaveRequest } from '@hrms/contracts/leave';
import type { ReimbursementClaim } from '@hrms/contracts/reimbursements';
import type { ShiftChangeRequest } from '@hrms/contracts/shifts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { homeKeys } from './keys';
import {
  fromAttendanceRequest,
  fromClaim,
  fromCompOff,
  fromLeave,
  fromShiftChange,
  type MyRequest,
} from './requests';

/** How many of each kind are read: the card shows the few latest of all kinds together. */
const PER_KIND = 5;

/**
 * The user's own requests of every kind, from each kind's own list (its "mine" scope, or filtered to the
 * user): leave, attendance requests, comp-off, shift changes, expense claims. A list the user may not read
 * counts as empty; `failed` says whether every one failed.
 */
export function useMyRequests(employeeId: number) {
  const page = { per_page: PER_KIND };
  const read = <T>(
    source: string,
    path: string,
    query: Record<string, unknown>,
    map: (r: T) => MyRequest,
  ) => ({
    queryKey: homeKeys.requests(source),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (
        await api.get<Paged<T>>(path, {
          query: { ...page, ...query },
          fallbackMessage: 'Failed to load your requests',
          signal,
        })
      ).data.map(map),
    retry: false,
  });
  const results = useQueries({
    queries: [
      read<LeaveRequest>('leave', '/leaves', { employee_id: employeeId }, fromLeave),
      read<AttendanceRequest>('attendance', '/attendance-requests', { scope: 'mine' }, fromAttendanceRequest),
      read<CompOffRequest>('comp-off', '/comp-off-requests', { scope: 'mine' }, fromCompOff),
      read<ShiftChangeRequest>('shift-changes', '/shift-change-requests', { scope: 'mine' }, fromShiftChange),
      read<ReimbursementClaim>('claims', '/reimbursements', { employee_id: employeeId }, fromClaim),
    ],
  });
  return {
    data: results.flatMap((r) => r.data ?? []),
    isPending: results.some((r) => r.isPending),
    failed: results.every((r) => r.isError),
    error: results.find((r) => r.isError)?.error ?? null,
  };
}

/** GET /employees/{id}/holidays for a year: the holidays the employee observes. */
export function useHolidaysOf(employeeId: number, year: number) {
  return useQuery({
    queryKey: homeKeys.holidays(employeeId, year),
    queryFn: ({ signal }) =>
      api.get<EmployeeHolidaysResponse>(`/employees/${employeeId}/holidays`, {
        query: { year },
        fallbackMessage: 'Failed to load your holidays',
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

/** GET /directory/celebrations: colleagues' birthdays and work anniversaries in the next days. */
export function useCelebrations() {
  return useQuery({
    queryKey: homeKeys.celebrations,
    queryFn: ({ signal }) =>
      api.get<CelebrationsResponse>('/directory/celebrations', {
        fallbackMessage: 'Failed to load birthdays and anniversaries',
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}
