import type {
  ApprovalChain,
  ApprovalChainRequest,
  ApprovalDelegation,
  ApprovalDelegationRequest,
  ApprovalRequestType,
  ApprovalStep,
  BulkDecisionRequest,
  BulkDecisionResponse,
  Colleague,
  InboxResponse,
} from '@hrms/contracts/approvals';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceKeys } from '@/features/attendance';
import { invalidateLeave } from '@/features/leave';
import { claimKeys } from '@/features/reimbursements';
import { api } from '@/lib/api';
import { approvalKeys } from './keys';

type Message = { message: string };

const validId = (id: number) => Number.isInteger(id) && id > 0;

// ---- the inbox

const fetchInbox = (type: ApprovalRequestType | '', signal: AbortSignal) =>
  api.get<InboxResponse>('/approvals/inbox', {
    query: { request_type: type },
    fallbackMessage: 'Failed to load the requests waiting for you',
    signal,
  });

/** GET /approvals/inbox: what waits for the caller's decision, of one request type or all. */
export function useInbox(type: ApprovalRequestType | '') {
  return useQuery({
    queryKey: approvalKeys.inbox(type),
    queryFn: ({ signal }) => fetchInbox(type, signal),
    placeholderData: keepPreviousData,
    // What waits changes with every colleague's decision: opening the page always asks again.
    staleTime: 0,
  });
}

/** How many requests wait for the caller, for the sidebar; a minute old at most, nothing on failure. */
export function useWaitingCount(): number | null {
  const inbox = useQuery({
    queryKey: approvalKeys.inbox(''),
    queryFn: ({ signal }) => fetchInbox('', signal),
    staleTime: 60_000,
    retry: false,
  });
  return inbox.data?.total ?? null;
}

/**
 * POST /approvals/bulk: one decision on several waiting levels. A decided request changes its own area's
 * lists (leave, attendance, expense claims), so those are refreshed with the inbox.
 */
export function useBulkDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkDecisionRequest) =>
      api.post<BulkDecisionResponse>('/approvals/bulk', body, {
        fallbackMessage: 'Failed to record the decision',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
        queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
        queryClient.invalidateQueries({ queryKey: claimKeys.all }),
        invalidateLeave(queryClient),
      ]),
  });
}

/** GET /approvals/trail: a request's levels as they went. */
export function useApprovalTrail(type: ApprovalRequestType, requestId: number) {
  return useQuery({
    queryKey: approvalKeys.trail(type, requestId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ApprovalStep[] }>('/approvals/trail', {
          query: { request_type: type, request_id: requestId },
          fallbackMessage: 'Failed to load the approval trail',
          signal,
        })
      ).data,
    enabled: validId(requestId),
  });
}

// ---- chains

/** GET /approval-chains: one entry per request type (id null where the default applies). */
export function useApprovalChains(companyId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.chains(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ApprovalChain[] }>('/approval-chains', {
          query: { company_id: companyId },
          fallbackMessage: 'Failed to load approval chains',
          signal,
        })
      ).data,
    enabled,
  });
}

function useRefreshApprovals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: approvalKeys.all });
}

/** POST /approval-chains for a type still on the default, PUT /approval-chains/{id} for a set one. */
export function useSaveChain(id: number | null) {
  const refresh = useRefreshApprovals();
  return useMutation({
    mutationFn: (body: ApprovalChainRequest) =>
      id
        ? api.put<Message>(`/approval-chains/${id}`, body, {
            fallbackMessage: 'Failed to update the approval chain',
          })
        : api.post<Message>('/approval-chains', body, {
            fallbackMessage: 'Failed to set the approval chain',
          }),
    onSuccess: refresh,
  });
}

/** DELETE /approval-chains/{id}: the type goes back to the default. */
export function useResetChain() {
  const refresh = useRefreshApprovals();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<Message>(`/approval-chains/${id}`, {
        fallbackMessage: 'Failed to reset the approval chain',
      }),
    onSuccess: refresh,
  });
}

// ---- delegations

/** GET /approval-delegations: the caller's (HR: the company's) delegations. */
export function useDelegations() {
  return useQuery({
    queryKey: approvalKeys.delegations,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ApprovalDelegation[] }>('/approval-delegations', {
          fallbackMessage: 'Failed to load delegations',
          signal,
        })
      ).data,
  });
}

/** GET /approval-delegations/colleagues: colleagues matching a name or code, to pick a delegate from. */
export function useColleagues(search: string) {
  return useQuery({
    queryKey: approvalKeys.colleagues(search),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: Colleague[] }>('/approval-delegations/colleagues', {
          query: { search },
          fallbackMessage: 'Failed to load your colleagues',
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** POST /approval-delegations; the inbox changes with it (a delegate's, from its first day). */
export function useAddDelegation() {
  const refresh = useRefreshApprovals();
  return useMutation({
    mutationFn: (body: ApprovalDelegationRequest) =>
      api.post<Message>('/approval-delegations', body, { fallbackMessage: 'Failed to add the delegation' }),
    onSuccess: refresh,
  });
}

export function useDeleteDelegation() {
  const refresh = useRefreshApprovals();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<Message>(`/approval-delegations/${id}`, {
        fallbackMessage: 'Failed to delete the delegation',
      }),
    onSuccess: refresh,
  });
}
