import type { AttendanceRequest, AttendanceRequestCreate } from '@hrms/contracts/attendance-requests';
import type { Paged } from '@hrms/contracts/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalKeys } from '@/features/approvals';
import { attendanceKeys } from '@/features/attendance';
import { api } from '@/lib/api';
import type { RequestListFilters } from './filters';
import { attendanceRequestKeys } from './keys';

type RequestAnswer = { message: string; attendance_request: AttendanceRequest };

/** GET /attendance-requests: one page of the caller's, their team's or the company's requests. */
export function useAttendanceRequests(filters: RequestListFilters) {
  return useQuery({
    queryKey: attendanceRequestKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<AttendanceRequest>>('/attendance-requests', {
        query: { ...filters },
        fallbackMessage: 'Failed to load attendance requests',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /attendance-requests/{id}: 404 for one the caller may not see. */
export function useAttendanceRequest(id: number | null) {
  return useQuery({
    queryKey: attendanceRequestKeys.request(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ attendance_request: AttendanceRequest }>(`/attendance-requests/${id}`, {
          fallbackMessage: 'Failed to load the attendance request',
          signal,
        })
      ).attendance_request,
    enabled: id !== null,
  });
}

/** Whether anyone reports to the caller: the team's requests are then worth a tab. */
export function useHasTeamRequests(enabled: boolean) {
  return useQuery({
    queryKey: attendanceRequestKeys.hasTeam,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<AttendanceRequest>>('/attendance-requests', {
          query: { scope: 'team', per_page: 1 },
          signal,
        })
      ).total > 0,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * Refreshes what a request changes: the attendance area (an approved request marks its days worked; these
 * lists are part of it) and the approvals inbox (a new or decided request waits, or no longer does).
 */
function useRefreshRequests() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
    ]);
}

/** POST /attendance-requests: 422 with field messages, a month's limit among them. */
export function useCreateAttendanceRequest() {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: (body: AttendanceRequestCreate) =>
      api.post<RequestAnswer>('/attendance-requests', body, {
        fallbackMessage: 'Failed to send the request',
      }),
    onSuccess: refresh,
  });
}

/** PUT /attendance-requests/{id}/cancel: the requester's, while pending. */
export function useCancelAttendanceRequest() {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: (id: number) =>
      api.put<RequestAnswer>(`/attendance-requests/${id}/cancel`, undefined, {
        fallbackMessage: 'Failed to cancel the request',
      }),
    onSuccess: refresh,
  });
}

/** PUT /attendance-requests/{id}/approve: HR's outright decision (approve-attendance), whatever level waits. */
export function useApproveAttendanceRequest() {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: (id: number) =>
      api.put<RequestAnswer>(`/attendance-requests/${id}/approve`, undefined, {
        fallbackMessage: 'Failed to approve the request',
      }),
    onSuccess: refresh,
  });
}

/** PUT /attendance-requests/{id}/reject with the reason the requester sees. */
export function useRejectAttendanceRequest() {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.put<RequestAnswer>(
        `/attendance-requests/${id}/reject`,
        { reason },
        { fallbackMessage: 'Failed to reject the request' },
      ),
    onSuccess: refresh,
  });
}
