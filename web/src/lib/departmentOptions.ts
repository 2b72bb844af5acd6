import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type { Department } from '@hrms/contracts/organisation';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * The departments the caller sees (100 at most), for department filters and pickers in any area. Kept
 * apart from the organisation area's own lists, so that an area's writes never refetch it.
 */
export function useDepartments(enabled = true) {
  return useQuery({
    queryKey: ['department-options'],
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Department>>('/departments', {
          query: { per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to fetch departments',
          signal,
        })
      ).data,
    enabled,
    staleTime: 60_000,
  });
}
