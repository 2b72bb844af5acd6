import type {
  CodeWagesRates,
  StatutoryRateRequest,
  StatutoryRateUpdateRequest,
  StatutoryRateVersion,
} from '@hrms/contracts/statutory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { statutoryKeys } from './keys';

/** GET /statutory-rates: every version, by scheme, state and newest first. */
export function useStatutoryRates() {
  return useQuery({
    queryKey: statutoryKeys.rates,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: StatutoryRateVersion[] }>('/statutory-rates', {
          fallbackMessage: 'Failed to fetch statutory rates',
          signal,
        })
      ).data,
  });
}

/**
 * The clauses of the Code on Wages s.2(y) a salary component may be excluded by: those of the CODE_WAGES
 * version in force today (none before the Codes).
 */
export function useWageExclusionClauses() {
  return useQuery({
    queryKey: [...statutoryKeys.rates, 'CODE_WAGES'],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<{ data: StatutoryRateVersion[] }>('/statutory-rates', {
        query: { scheme: 'CODE_WAGES' },
        fallbackMessage: 'Failed to fetch the exclusions from wages',
        signal,
      });
      const rules = data.find((v) => v.in_force)?.rules as CodeWagesRates | undefined;
      return rules?.exclusion_clauses ?? [];
    },
    staleTime: 300_000,
  });
}

export function useStatutoryRate(id: number) {
  return useQuery({
    queryKey: statutoryKeys.rate(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ statutory_rate: StatutoryRateVersion }>(`/statutory-rates/${id}`, {
          fallbackMessage: 'Failed to fetch statutory rates',
          signal,
        })
      ).statutory_rate,
    enabled: Number.isInteger(id) && id > 0,
  });
}

type RateAnswer = { message: string; statutory_rate: StatutoryRateVersion };

/** POST /statutory-rates (a new version), or PUT /statutory-rates/{id} when an id is given. */
export function useSaveStatutoryRate(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatutoryRateRequest | StatutoryRateUpdateRequest) =>
      id
        ? api.put<RateAnswer>(`/statutory-rates/${id}`, body, {
            fallbackMessage: 'Failed to update statutory rates',
          })
        : api.post<RateAnswer>('/statutory-rates', body, {
            fallbackMessage: 'Failed to add statutory rates',
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statutoryKeys.rates }),
  });
}

export function useDeleteStatutoryRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/statutory-rates/${id}`, {
        fallbackMessage: 'Failed to delete statutory rates',
      }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: statutoryKeys.rate(id) });
      return queryClient.invalidateQueries({ queryKey: statutoryKeys.rates });
    },
  });
}
