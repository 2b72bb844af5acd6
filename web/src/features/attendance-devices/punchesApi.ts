import type {
  DeviceUser,
  Punch,
  PunchOutcome,
  unmatchedDeviceUser,
} from '@hrms/contracts/attendance-devices';
import type { Paged } from '@hrms/contracts/common';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import type { PunchFilters } from './filters';
import { deviceKeys } from './keys';
import { useRefreshPunches } from './refresh';

/** GET /attendance/punches: one page of punches, newest first, by the list's filters. */
export function usePunches(filters: PunchFilters) {
  return useQuery({
    queryKey: deviceKeys.punches(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<Punch>>('/attendance/punches', {
        query: { ...filters },
        fallbackMessage: 'Failed to load punches',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A device user id no employee is matched to yet, with its punches so far. */
export type UnmatchedDeviceUser = z.infer<typeof unmatchedDeviceUser>;

/** GET /attendance/device-users/unmatched: the ids punching with no employee matched. */
export function useUnmatchedDeviceUsers() {
  return useQuery({
    queryKey: deviceKeys.unmatched,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: UnmatchedDeviceUser[] }>('/attendance/device-users/unmatched', {
          fallbackMessage: 'Failed to load unmatched device users',
          signal,
        })
      ).data,
  });
}

/** GET /attendance/device-users: HR's matches of device user ids to employees. */
export function useDeviceUserMatches() {
  return useQuery({
    queryKey: deviceKeys.mappings,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: DeviceUser[] }>('/attendance/device-users', {
          fallbackMessage: 'Failed to load device user matches',
          signal,
        })
      ).data,
  });
}

export type MatchRequest = { device_user_id: string; employee_id: number };
/** The match saved, and the punches kept so far that it gave the employee (received and recorded) with their days. */
export type MatchAnswer = { message: string; device_user: DeviceUser; outcome: PunchOutcome };

/** PUT /attendance/device-users: match an id to an employee; its punches so far then count for them. */
export function useMatchDeviceUser() {
  const refresh = useRefreshPunches();
  return useMutation({
    mutationFn: (body: MatchRequest) =>
      api.put<MatchAnswer>('/attendance/device-users', body, {
        fallbackMessage: 'Failed to match the device user',
      }),
    onSuccess: refresh,
  });
}

/** DELETE /attendance/device-users/{id}: the id's later punches wait for a match again. */
export function useRemoveMatch() {
  const refresh = useRefreshPunches();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/attendance/device-users/${id}`, {
        fallbackMessage: 'Failed to remove the match',
      }),
    onSuccess: refresh,
  });
}
