import type { StateItem } from '@hrms/contracts/statutory';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** GET /states: India's states and union territories by name, for any area's state pickers. */
export function useStates() {
  return useQuery({
    queryKey: ['states'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: StateItem[] }>('/states', { fallbackMessage: 'Failed to fetch states', signal }))
        .data,
    // The list changes by law, hardly ever.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
