import type { Paged } from '@hrms/contracts/common';
import type {
  MyProfile,
  ProfileChangeRequest,
  ProfileChanges,
  ProfileField,
  ProfileFieldMode,
} from '@hrms/contracts/profile';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalKeys } from '@/features/approvals';
import { invalidateEmployees } from '@/features/employees';
import { ApiError, api } from '@/lib/api';
import { saveFile } from '@/lib/download';
import type { ChangeListFilters } from './filters';
import { profileKeys } from './keys';
import { type ChangeRequest, requestFormData } from './profileForm';

type RequestAnswer = { message: string; profile_change_request: ProfileChangeRequest };
type PolicyAnswer = { company_id: number; fields: Record<ProfileField, ProfileFieldMode> };

/** GET /me/profile: the caller's own record, what the policy lets them do with each field, and any request waiting. */
export function useMyProfile() {
  return useQuery({
    queryKey: profileKeys.mine,
    queryFn: ({ signal }) =>
      api.get<MyProfile>('/me/profile', { fallbackMessage: 'Failed to load your profile', signal }),
  });
}

/** GET /employees/{id}/profile: an employee's record as HR sees it (view-employees). */
export function useEmployeeProfile(employeeId: number) {
  return useQuery({
    queryKey: profileKeys.employee(employeeId),
    queryFn: ({ signal }) =>
      api.get<MyProfile>(`/employees/${employeeId}/profile`, {
        fallbackMessage: "Failed to load the employee's personal details",
        signal,
      }),
  });
}

/**
 * Refreshes what a profile write changes: the profile area (the record, the requests and their trails), the
 * approvals inbox (a request waits there, or no longer does) and, once a change is applied, the employee
 * screens that show the name.
 */
function useRefreshProfile({ employees = false } = {}) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
      employees ? invalidateEmployees(queryClient) : null,
    ]);
}

/** PUT /me/profile: the fields the policy lets the caller change at once; 422 with each field's message. */
export function useUpdateMyProfile() {
  const refresh = useRefreshProfile({ employees: true });
  return useMutation({
    mutationFn: (body: { changes: ProfileChanges }) =>
      api.put<{ message: string; profile: MyProfile }>('/me/profile', body, {
        fallbackMessage: 'Failed to save your profile',
      }),
    onSuccess: refresh,
  });
}

/**
 * POST /profile-change-requests as a multipart form. A 409 (a request already waits) refreshes the profile
 * too, so the page shows the one waiting.
 */
export function useRequestProfileChange() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (request: ChangeRequest) =>
      api.post<RequestAnswer>('/profile-change-requests', requestFormData(request), {
        fallbackMessage: 'Failed to send the request',
      }),
    onSuccess: refresh,
    onError: (error) => (error instanceof ApiError && error.status === 409 ? refresh() : undefined),
  });
}

/** GET /profile-change-requests: one page of the company's requests (approve-profile-changes) or one's own. */
export function useProfileChangeRequests(filters: ChangeListFilters) {
  return useQuery({
    queryKey: profileKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<ProfileChangeRequest>>('/profile-change-requests', {
        query: { ...filters },
        fallbackMessage: 'Failed to load profile change requests',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /profile-change-requests/{id}: 404 for one the caller may not see. */
export function useProfileChangeRequest(id: number | null) {
  return useQuery({
    queryKey: profileKeys.request(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ profile_change_request: ProfileChangeRequest }>(`/profile-change-requests/${id}`, {
          fallbackMessage: 'Failed to load the profile change request',
          signal,
        })
      ).profile_change_request,
    enabled: id !== null,
  });
}

/** PUT /profile-change-requests/{id}/cancel: the requester's, while pending. */
export function useCancelProfileChange() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (id: number) =>
      api.put<RequestAnswer>(`/profile-change-requests/${id}/cancel`, undefined, {
        fallbackMessage: 'Failed to cancel the request',
      }),
    onSuccess: refresh,
  });
}

/** PUT /profile-change-requests/{id}/approve: HR's outright decision, the changes applied to the record. */
export function useApproveProfileChange() {
  const refresh = useRefreshProfile({ employees: true });
  return useMutation({
    mutationFn: (id: number) =>
      api.put<RequestAnswer>(`/profile-change-requests/${id}/approve`, undefined, {
        fallbackMessage: 'Failed to approve the request',
      }),
    onSuccess: refresh,
  });
}

/** PUT /profile-change-requests/{id}/reject with the reason the requester sees. */
export function useRejectProfileChange() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.put<RequestAnswer>(
        `/profile-change-requests/${id}/reject`,
        { reason },
        { fallbackMessage: 'Failed to reject the request' },
      ),
    onSuccess: refresh,
  });
}

/** GET /employee-documents/{id}/file: a request's proof, saved under the name it was uploaded with. */
export function useDownloadProof() {
  return useMutation({
    mutationFn: async (document: { id: number; filename: string }) => {
      const file = await api.download(`/employee-documents/${document.id}/file`, {
        fallbackMessage: 'Failed to download the proof',
      });
      saveFile(file.blob, file.filename ?? document.filename);
    },
  });
}

/** GET /profile-policy: what a company's employees may do with each field (null: the caller's company). */
export function useProfilePolicy(companyId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.policy(companyId),
    queryFn: ({ signal }) =>
      api.get<PolicyAnswer>('/profile-policy', {
        query: { company_id: companyId },
        fallbackMessage: 'Failed to load the self-service policy',
        signal,
      }),
    enabled,
  });
}

/** PUT /profile-policy (approve-profile-changes): the mode of each field; 422 for a sensitive field set to edit. */
export function useSaveProfilePolicy() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (body: { company_id?: number; fields: Record<ProfileField, ProfileFieldMode> }) =>
      api.put<{ message: string; policy: PolicyAnswer }>('/profile-policy', body, {
        fallbackMessage: 'Failed to save the policy',
      }),
    onSuccess: refresh,
  });
}
