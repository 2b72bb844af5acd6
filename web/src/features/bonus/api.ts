import type { BonusDefaults, BonusRun, BonusRunDetail, BonusRunRequest } from '@hrms/contracts/bonus';
import type { Paged } from '@hrms/contracts/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bonusKeys } from './keys';

const companyParam = (companyId: number | null) => (companyId ? `&company_id=${companyId}` : '');

/** GET /bonus-runs: the runs of the companies in scope (of one company for a super admin who picks it). */
export function useBonusRuns(companyId: number | null, page: number) {
  return useQuery({
    queryKey: bonusKeys.list(companyId, page),
    queryFn: ({ signal }) =>
      api.get<Paged<BonusRun>>(`/bonus-runs?page=${page}${companyParam(companyId)}`, {
        fallbackMessage: 'Failed to fetch bonus runs',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /bonus-runs/{id}: the run and its register. */
export function useBonusRun(id: number) {
  return useQuery({
    queryKey: bonusKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<BonusRunDetail>(`/bonus-runs/${id}`, {
        fallbackMessage: 'Failed to fetch the bonus run',
        signal,
      }),
  });
}

/** GET /bonus-runs/defaults: the company's rate and the year's legal range, for the new-run form. */
export function useBonusDefaults(companyId: number | null, accountingYear: string, enabled = true) {
  return useQuery({
    queryKey: bonusKeys.defaults(companyId, accountingYear),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ bonus_defaults: BonusDefaults }>(
          `/bonus-runs/defaults?accounting_year=${accountingYear}${companyParam(companyId)}`,
          { fallbackMessage: 'Failed to fetch the bonus rules', signal },
        )
      ).bonus_defaults,
    enabled,
  });
}

type DetailAnswer = BonusRunDetail & { message: string };

export function useCreateBonusRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BonusRunRequest) =>
      api.post<DetailAnswer>('/bonus-runs', body, { fallbackMessage: 'Failed to compute the bonus run' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}

/** PUT /bonus-runs/{id}/recompute or /approve. */
export function useBonusRunAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'recompute' | 'approve') =>
      api.put<DetailAnswer>(`/bonus-runs/${id}/${action}`, undefined, {
        fallbackMessage:
          action === 'approve' ? 'Failed to approve the bonus run' : 'Failed to recompute the bonus run',
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(bonusKeys.detail(id), {
        bonus_run: answer.bonus_run,
        entries: answer.entries,
      });
      return queryClient.invalidateQueries({ queryKey: bonusKeys.all });
    },
  });
}

export function useDeleteBonusRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/bonus-runs/${id}`, {
        fallbackMessage: 'Failed to delete the bonus run',
      }),
    // The lists only: the deleted run's page is not fetched again (it would answer 404) before navigating away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bonusKeys.lists }),
  });
}

/** GET /bonus-runs/{id}/register: the Form C register as CSV. */
export function useDownloadBonusRegister() {
  return useMutation({
    mutationFn: (id: number) =>
      api.download(`/bonus-runs/${id}/register`, {
        fallbackMessage: 'Failed to download the bonus register',
      }),
  });
}
