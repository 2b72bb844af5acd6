import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type { EmployeeListItem } from '@hrms/contracts/employees';
import type {
  LeavePolicy,
  LeavePolicyAssignment,
  LeavePolicyAssignmentRequest,
  LeavePolicyRequest,
  PolicyPreview,
} from '@hrms/contracts/leave-policies';
import type { Branch, Department } from '@hrms/contracts/organisation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useRefreshLeave } from './api';
import { leaveKeys } from './keys';

type PolicyAnswer = { message: string; leave_policy: LeavePolicy };
type AssignmentAnswer = { message: string; assignment: LeavePolicyAssignment };

const validId = (id: number) => Number.isInteger(id) && id > 0;

// ---- policies

/** GET /leave-policies: the caller's companies' policies, or one company's (`companyId`). */
export function useLeavePolicies(companyId: number | null, enabled = true) {
  return useQuery({
    queryKey: leaveKeys.policies(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: LeavePolicy[] }>('/leave-policies', {
          query: { company_id: companyId },
          fallbackMessage: 'Failed to load leave policies',
          signal,
        })
      ).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useLeavePolicy(id: number) {
  return useQuery({
    queryKey: leaveKeys.policy(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ leave_policy: LeavePolicy }>(`/leave-policies/${id}`, {
          fallbackMessage: 'Failed to load the leave policy',
          signal,
        })
      ).leave_policy,
    enabled: validId(id),
  });
}

export function useSaveLeavePolicy(id?: number) {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (body: LeavePolicyRequest) =>
      id
        ? api.put<PolicyAnswer>(`/leave-policies/${id}`, body, {
            fallbackMessage: 'Failed to update the leave policy',
          })
        : api.post<PolicyAnswer>('/leave-policies', body, {
            fallbackMessage: 'Failed to create the leave policy',
          }),
    onSuccess: refresh,
  });
}

/** DELETE /leave-policies/{id}: 409 for the company's default policy or one still assigned. */
export function useDeleteLeavePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/leave-policies/${id}`, {
        fallbackMessage: 'Failed to delete the leave policy',
      }),
    // The deleted policy's own query is dropped, not refetched into a 404.
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: leaveKeys.policy(id) });
      return queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
}

/** GET /leave-policies/{id}/preview?on=: what the accrual and year-end jobs will post by that date. */
export function usePolicyPreview(id: number, on: string | null) {
  return useQuery({
    queryKey: leaveKeys.preview(id, on ?? ''),
    queryFn: ({ signal }) =>
      api.get<PolicyPreview>(`/leave-policies/${id}/preview`, {
        query: { on },
        fallbackMessage: 'Failed to load the preview',
        signal,
      }),
    enabled: validId(id) && on !== null,
    placeholderData: keepPreviousData,
  });
}

// ---- assignments

export function usePolicyAssignments(policyId: number) {
  return useQuery({
    queryKey: leaveKeys.assignments(policyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: LeavePolicyAssignment[] }>('/leave-policy-assignments', {
          query: { policy_id: policyId },
          fallbackMessage: 'Failed to load the assignments',
          signal,
        })
      ).data,
    enabled: validId(policyId),
  });
}

export function useCreateAssignment() {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (body: LeavePolicyAssignmentRequest) =>
      api.post<AssignmentAnswer>('/leave-policy-assignments', body, {
        fallbackMessage: 'Failed to assign the policy',
      }),
    onSuccess: refresh,
  });
}

export function useDeleteAssignment() {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/leave-policy-assignments/${id}`, {
        fallbackMessage: 'Failed to remove the assignment',
      }),
    onSuccess: refresh,
  });
}

// ---- what an assignment can name

/** A company's branches (at most 100), for the assignment form. */
export function useBranchPicks(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: leaveKeys.picks('branches', companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Branch>>(`/companies/${companyId}/branches`, {
          query: { per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to load branches',
          signal,
        })
      ).data,
    enabled: enabled && validId(companyId),
    staleTime: 60_000,
  });
}

/** A company's departments (at most 100), for the assignment form. */
export function useDepartmentPicks(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: leaveKeys.picks('departments', companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Department>>('/departments', {
          query: { company_id: companyId, per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to load departments',
          signal,
        })
      ).data,
    enabled: enabled && validId(companyId),
    staleTime: 60_000,
  });
}

/** A company's employees matching a search (name, email or employee ID), 100 at most. */
export function useEmployeePicks(companyId: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: leaveKeys.picks('employees', companyId, search),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<EmployeeListItem>>('/employees', {
          query: { company_id: companyId, search, per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to load employees',
          signal,
        })
      ).data,
    enabled: enabled && validId(companyId),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
