import type { Paged } from '@hrms/contracts/common';
import type {
  Roster,
  RosterAssignment,
  RosterAssignmentRequest,
  RosterRequest,
} from '@hrms/contracts/shifts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shiftKeys } from './keys';
import { useRefreshShifts } from './refresh';

type RosterAnswer = { message: string; roster: Roster };
type AssignmentAnswer = { message: string; roster_assignment: RosterAssignment };

/** Assignments shown on a roster's page at once. */
export const ASSIGNMENTS_PER_PAGE = 20;

/** GET /rosters: the company's rosters, by name. */
export function useRosters() {
  return useQuery({
    queryKey: shiftKeys.rosters,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Roster[] }>('/rosters', { fallbackMessage: 'Failed to load rosters', signal }))
        .data,
  });
}

export function useRoster(id: number, enabled: boolean) {
  return useQuery({
    queryKey: shiftKeys.roster(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ roster: Roster }>(`/rosters/${id}`, {
          fallbackMessage: 'Failed to load the roster',
          signal,
        })
      ).roster,
    enabled,
  });
}

/** POST /rosters, or PUT /rosters/{id} (name, description and every step at once). */
export function useSaveRoster(id?: number) {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: (body: RosterRequest) =>
      id
        ? api.put<RosterAnswer>(`/rosters/${id}`, body, { fallbackMessage: 'Failed to update the roster' })
        : api.post<RosterAnswer>('/rosters', body, { fallbackMessage: 'Failed to create the roster' }),
    onSuccess: refresh,
  });
}

/** DELETE /rosters/{id}: 409 while any assignment names it. */
export function useDeleteRoster() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/rosters/${id}`, { fallbackMessage: 'Failed to delete the roster' }),
    onSuccess: refresh,
  });
}

/** GET /roster-assignments?roster_id=: a roster's assignments, the newest start first. */
export function useRosterAssignments(rosterId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: shiftKeys.assignments(rosterId, page),
    queryFn: ({ signal }) =>
      api.get<Paged<RosterAssignment>>('/roster-assignments', {
        query: { roster_id: rosterId, page, per_page: ASSIGNMENTS_PER_PAGE },
        fallbackMessage: 'Failed to load the roster’s assignments',
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /roster-assignments: 422 on from_date when whom it names already has a roster over those dates. */
export function useAssignRoster() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: (body: RosterAssignmentRequest) =>
      api.post<AssignmentAnswer>('/roster-assignments', body, {
        fallbackMessage: 'Failed to assign the roster',
      }),
    onSuccess: refresh,
  });
}

/** PUT /roster-assignments/{id}: the last day it runs (the only change an assignment takes). */
export function useEndAssignment() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: ({ id, to_date }: { id: number; to_date: string | null }) =>
      api.put<AssignmentAnswer>(
        `/roster-assignments/${id}`,
        { to_date },
        { fallbackMessage: 'Failed to end the assignment' },
      ),
    onSuccess: refresh,
  });
}

export function useDeleteAssignment() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/roster-assignments/${id}`, {
        fallbackMessage: 'Failed to remove the assignment',
      }),
    onSuccess: refresh,
  });
}
