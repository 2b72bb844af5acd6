import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type { EmployeeDetail } from '@hrms/contracts/employees';
import type { Team } from '@hrms/contracts/organisation';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shiftKeys } from './keys';

/** GET /teams: the company's teams (at most 100), by name, for the team pickers. */
export function useTeams(enabled = true) {
  return useQuery({
    queryKey: shiftKeys.teams,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Team>>('/teams', {
          query: { per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to load teams',
          signal,
        })
      ).data,
    enabled,
    staleTime: 60_000,
  });
}

/** The team the caller belongs to, from their own employee record (everyone may read their own). */
export function useOwnTeam(employeeId: number | null) {
  return useQuery({
    queryKey: shiftKeys.ownTeam(employeeId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ employee: EmployeeDetail }>(`/employees/${employeeId}`, {
          fallbackMessage: 'Failed to load your team',
          signal,
        })
      ).employee.team,
    enabled: employeeId !== null,
    staleTime: 5 * 60_000,
  });
}
