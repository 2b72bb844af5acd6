import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_DEFAULT } from '@hrms/contracts/constants';
import type {
  LeaveDays,
  LeaveRequest,
  LeaveType,
  LeaveTypeRequest,
  leaveBalanceResponse,
  leaveStats,
} from '@hrms/contracts/leave';
import type { EncashableType } from '@hrms/contracts/leave-encashments';
import type {
  LeaveLedgerResponse,
  LedgerAdjustmentRequest,
  LedgerEntry,
} from '@hrms/contracts/leave-policies';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import type { LeaveApplicationPayload, LeaveDaysQuestion } from './applyForm';
import type { LeaveListFilters } from './filters';
import { leaveKeys } from './keys';

export type LeaveStats = z.infer<typeof leaveStats>;
export type LeaveList = Paged<LeaveRequest> & { summary: LeaveStats };
export type LeaveBalanceAnswer = z.infer<typeof leaveBalanceResponse>;
type RequestAnswer = { message: string; leave_request: LeaveRequest };
type TypeAnswer = { message: string; leave_type: LeaveType };

/** Refreshes the whole leave area after a write (every key starts with 'leave'). */
export function useRefreshLeave() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leaveKeys.all });
}

// ---- leave types

/** Every leave type, active or not (the list's filter also finds requests of retired types). */
export function useLeaveTypes() {
  return useQuery({
    queryKey: leaveKeys.types,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: LeaveType[] }>('/leave-types', {
          fallbackMessage: 'Failed to load leave types',
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
}

export function useSaveLeaveType(id?: number) {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (body: LeaveTypeRequest) =>
      id
        ? api.put<TypeAnswer>(`/leave-types/${id}`, body, { fallbackMessage: 'Failed to update leave type' })
        : api.post<TypeAnswer>('/leave-types', body, { fallbackMessage: 'Failed to create leave type' }),
    onSuccess: refresh,
  });
}

// ---- requests

/** GET /leaves (or /team-leaves for the caller's reports), 15 a page, with the summary of all matches. */
export function useLeaveRequests(filters: LeaveListFilters, scope: 'all' | 'team' = 'all') {
  return useQuery({
    queryKey: leaveKeys.list(scope, filters),
    queryFn: ({ signal }) =>
      api.get<LeaveList>(scope === 'team' ? '/team-leaves' : '/leaves', {
        query: {
          page: filters.page,
          per_page: PAGE_SIZE_DEFAULT,
          status: filters.status,
          leave_type_id: filters.leave_type_id,
        },
        fallbackMessage: 'Failed to load leave requests',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether the caller has anyone reporting to them with leave requests (one row of /team-leaves);
 * a user without an employee record gets a 403 here, which just means no team.
 */
export function useHasTeamRequests(enabled: boolean) {
  return useQuery({
    queryKey: leaveKeys.hasTeam,
    queryFn: async ({ signal }) =>
      (await api.get<LeaveList>('/team-leaves', { query: { per_page: 1 }, signal })).total > 0,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

export function useLeaveRequest(id: number) {
  return useQuery({
    queryKey: leaveKeys.request(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ leave_request: LeaveRequest }>(`/leaves/${id}`, {
          fallbackMessage: 'Failed to load leave request details',
          signal,
        })
      ).leave_request,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST /leaves as a multipart form (the browser sets the boundary; lib/api sends FormData as is). */
export function useApplyForLeave() {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (payload: LeaveApplicationPayload) => {
      const form = new FormData();
      form.append('leave_type_id', String(payload.leave_type_id));
      form.append('start_date', payload.start_date);
      form.append('end_date', payload.end_date);
      form.append('reason', payload.reason);
      form.append('half_day', payload.half_day ? 'true' : 'false');
      if (payload.half_day_type) form.append('half_day_type', payload.half_day_type);
      if (payload.attachment) form.append('attachment', payload.attachment, payload.attachment.name);
      return api.post<RequestAnswer>('/leaves', form, {
        fallbackMessage: 'Failed to submit leave application',
      });
    },
    onSuccess: refresh,
  });
}

export function useApproveLeave(fallback: string) {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<RequestAnswer>(`/leaves/${id}/approve`, undefined, { fallbackMessage: fallback }),
    onSuccess: refresh,
  });
}

export function useRejectLeave(fallback: string) {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<RequestAnswer>(
        `/leaves/${id}/reject`,
        { rejection_reason: reason },
        { fallbackMessage: fallback },
      ),
    onSuccess: refresh,
  });
}

export function useCancelLeave(fallback: string) {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<RequestAnswer>(`/leaves/${id}/cancel`, undefined, { fallbackMessage: fallback }),
    onSuccess: refresh,
  });
}

/** GET /leaves/{id}/attachment as a file. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: (id: number) =>
      api.download(`/leaves/${id}/attachment`, { fallbackMessage: 'Failed to download the attachment' }),
  });
}

// ---- balances

/** GET /leave-balance for a year: the caller's own, or an employee's (approvers only). */
export function useLeaveBalance(year: number, employeeId: number | null = null) {
  return useQuery({
    queryKey: leaveKeys.balance(year, employeeId),
    queryFn: ({ signal }) =>
      api.get<LeaveBalanceAnswer>('/leave-balance', {
        query: { year, employee_id: employeeId },
        fallbackMessage: 'Failed to load leave balance',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /leave-encashments/encashable: per leave type the caller's policy lets them encash while in service,
 * what they may now (the balance page links to it; the encashment dialog offers it). Nothing on failure.
 */
export function useEncashable(enabled = true) {
  return useQuery({
    queryKey: leaveKeys.encashable,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: EncashableType[] }>('/leave-encashments/encashable', {
          fallbackMessage: 'Failed to load the leave you may encash',
          signal,
        })
      ).data,
    enabled,
    // Balances move with every request and decision: opening the dialog always asks again.
    staleTime: 0,
  });
}

/**
 * GET /leave-days: what a request would count under the caller's policy (sandwich days included) and
 * the balance available; the form asks once its type and dates are filled (`question` null before).
 */
export function useLeaveDays(question: LeaveDaysQuestion | null) {
  return useQuery({
    queryKey: leaveKeys.days(question ?? {}),
    queryFn: ({ signal }) =>
      api.get<LeaveDays>('/leave-days', {
        query: {
          leave_type_id: question?.leave_type_id,
          start_date: question?.start_date,
          end_date: question?.end_date,
          half_day: question?.half_day ? 'true' : 'false',
        },
        fallbackMessage: 'Failed to count the leave days',
        signal,
      }),
    enabled: question !== null,
    retry: false,
    staleTime: 30_000,
  });
}

// ---- the ledger

/** GET /employees/{id}/leave-ledger: a year's credits, expiries, adjustments and leave taken, in date order. */
export function useLeaveLedger(employeeId: number | null, year: number, typeId: number | null) {
  return useQuery({
    queryKey: leaveKeys.ledger(employeeId ?? 0, year, typeId),
    queryFn: ({ signal }) =>
      api.get<LeaveLedgerResponse>(`/employees/${employeeId}/leave-ledger`, {
        query: { year, leave_type_id: typeId },
        fallbackMessage: 'Failed to load the leave history',
        signal,
      }),
    enabled: employeeId !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /employees/{id}/leave-ledger: HR's correction of a balance, with its reason. */
export function useAdjustBalance(employeeId: number) {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (body: LedgerAdjustmentRequest) =>
      api.post<{ message: string; entry: LedgerEntry }>(`/employees/${employeeId}/leave-ledger`, body, {
        fallbackMessage: 'Failed to adjust the balance',
      }),
    onSuccess: refresh,
  });
}
