import type { Paged } from '@hrms/contracts/common';
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from './api';

type Filters = Record<string, string | number>;

type Answer = { message: string };

/**
 * A request area decided through an approval chain (comp-off, leave encashments): where its API lives, its
 * query keys, and what every write refreshes (the area's screens and the approvals inbox both change).
 * `decideWith` is the method of cancel, approve and reject.
 */
export type RequestArea = {
  /** '/comp-off-requests' */
  path: string;
  /** The answer's key of one request: 'comp_off_request'. */
  resource: string;
  /** 'comp-off request': the failure lines say it. */
  noun: string;
  keys: {
    list: (filters: Filters) => QueryKey;
    hasTeam: QueryKey;
    request: (id: number) => QueryKey;
  };
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  decideWith: 'post' | 'put';
};

/** GET the list: one page of the caller's, their team's or the company's requests. */
export function useRequestList<T>(area: RequestArea, filters: Filters) {
  return useQuery({
    queryKey: area.keys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<T>>(area.path, {
        query: { ...filters },
        fallbackMessage: `Failed to load ${area.noun}s`,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET one: 404 for one the caller may not see. */
export function useRequestRecord<T>(area: RequestArea, id: number | null) {
  return useQuery({
    queryKey: area.keys.request(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<Record<string, T>>(`${area.path}/${id}`, {
          fallbackMessage: `Failed to load the ${area.noun}`,
          signal,
        })
      )[area.resource] as T,
    enabled: id !== null,
  });
}

/** Whether anyone reports to the caller: the team's requests are then worth a tab. */
export function useHasTeamRequests(area: RequestArea, enabled: boolean) {
  return useQuery({
    queryKey: area.keys.hasTeam,
    queryFn: async ({ signal }) =>
      (await api.get<Paged<unknown>>(area.path, { query: { scope: 'team', per_page: 1 }, signal })).total > 0,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** POST a new request: 422 with field messages. */
export function useCreateRequest<Create>(area: RequestArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Create) =>
      api.post<Answer>(area.path, body, { fallbackMessage: 'Failed to send the request' }),
    onSuccess: () => area.refresh(queryClient),
  });
}

const FAILED = {
  cancel: 'Failed to cancel the request',
  approve: 'Failed to approve the request',
} as const;

/** The requester's cancel (while pending), or HR's outright approval whatever level waits. */
export function useRequestAction(area: RequestArea, action: 'cancel' | 'approve') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api[area.decideWith]<Answer>(`${area.path}/${id}/${action}`, undefined, {
        fallbackMessage: FAILED[action],
      }),
    onSuccess: () => area.refresh(queryClient),
  });
}

/** HR's outright rejection, with the reason the requester sees. */
export function useRejectRequest(area: RequestArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api[area.decideWith]<Answer>(
        `${area.path}/${id}/reject`,
        { reason },
        { fallbackMessage: 'Failed to reject the request' },
      ),
    onSuccess: () => area.refresh(queryClient),
  });
}
