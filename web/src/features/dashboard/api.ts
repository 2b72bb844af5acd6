import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type {
  DashboardActivity,
  DashboardAnalytics,
  DashboardStats,
  PersonalDashboard,
} from '@hrms/contracts/dashboard';
import type { EmployeeListItem } from '@hrms/contracts/employees';
import type { ExitListItem } from '@hrms/contracts/exits';
import type { LeaveRequest } from '@hrms/contracts/leave';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateLeave } from '@/features/leave';
import { api } from '@/lib/api';
import { addDaysISO } from '@/lib/dates';
import { dashboardKeys } from './keys';

/** Figures are live but need not be to the second: refetch when the tab regains focus after a minute. */
const STALE_MS = 60_000;

/**
 * Leavers whose full and final settlement is still to be paid, by its due day (Code on Wages s.17(2)): the
 * overdue first, then those due within `withinDays`.
 */
export function useSettlementsDue(enabled: boolean, today: string, withinDays = 7) {
  return useQuery({
    queryKey: dashboardKeys.settlementsDue,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<Paged<ExitListItem>>('/exits', {
        query: { per_page: PAGE_SIZE_MAX },
        fallbackMessage: 'Failed to fetch the settlements due',
        signal,
      });
      const horizon = addDaysISO(today, withinDays);
      return data
        .filter(
          (e) =>
            e.settlement_due_on !== null &&
            e.final_settlement?.status !== 'paid' &&
            (e.settlement_overdue || e.settlement_due_on <= horizon),
        )
        .sort((a, b) => (a.settlement_due_on ?? '').localeCompare(b.settlement_due_on ?? ''));
    },
    enabled,
    staleTime: STALE_MS,
  });
}

/** Fixed-term contracts ending from today up to `by`. */
export function useContractsEnding(enabled: boolean, by: string) {
  return useQuery({
    queryKey: dashboardKeys.contractsEnding(by),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<EmployeeListItem>>('/employees', {
          query: { contract_ends_by: by, employment_type: 'fixed_term', per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to fetch the contracts ending',
          signal,
        })
      ).data.sort((a, b) => (a.contract_end_date ?? '').localeCompare(b.contract_end_date ?? '')),
    enabled,
    staleTime: STALE_MS,
  });
}

export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardKeys.stats,
    queryFn: async ({ signal }) =>
      (await api.get<{ stats: DashboardStats }>('/dashboard/stats', { signal })).stats,
    staleTime: STALE_MS,
  });
}

/** GET /dashboard/analytics from `start` (the first of this month on the dashboard) to today. */
export function useDashboardAnalytics(start: string) {
  return useQuery({
    queryKey: dashboardKeys.analytics(start),
    queryFn: ({ signal }) =>
      api.get<DashboardAnalytics>('/dashboard/analytics', { query: { start_date: start }, signal }),
    staleTime: STALE_MS,
  });
}

export function useDashboardActivities() {
  return useQuery({
    queryKey: dashboardKeys.activities,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: DashboardActivity[] }>('/dashboard/activities', { query: { limit: 8 }, signal }))
        .data,
    staleTime: STALE_MS,
  });
}

/** The five newest pending leave requests the caller may see (the leave list call of the leave screens). */
export function usePendingLeaves() {
  return useQuery({
    queryKey: dashboardKeys.pendingLeaves,
    queryFn: ({ signal }) =>
      api.get<Paged<LeaveRequest>>('/leaves', { query: { status: 'pending', per_page: 5 }, signal }),
    staleTime: STALE_MS,
  });
}

/** POST /leaves/{id}/approve, as the leave screens call it; refreshes the dashboard and the leave area. */
export function useApproveLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ message: string }>(`/leaves/${id}/approve`, undefined, {
        fallbackMessage: 'Failed to approve leave request',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        invalidateLeave(queryClient),
      ]),
  });
}

export function usePersonalDashboard() {
  return useQuery({
    queryKey: dashboardKeys.me,
    queryFn: ({ signal }) => api.get<PersonalDashboard>('/dashboard/me', { signal }),
    staleTime: STALE_MS,
  });
}
