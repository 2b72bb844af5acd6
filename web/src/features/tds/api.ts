import type { Paged } from '@hrms/contracts/common';
import type {
  TdsAllocationRequest,
  TdsChallan,
  TdsChallanAllocations,
  TdsChallanRequest,
  TdsChallanSummary,
  TdsStatement,
  TdsStatementRequest,
} from '@hrms/contracts/tax-year';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tdsKeys } from './keys';

/** GET /tds-challans?financial_year=&page=: the year's deposits, each with its month's coverage. */
export function useTdsChallans(financialYear: string, page: number) {
  return useQuery({
    queryKey: tdsKeys.list(financialYear, page),
    queryFn: ({ signal }) =>
      api.get<Paged<TdsChallan>>(`/tds-challans?financial_year=${financialYear}&page=${page}`, {
        fallbackMessage: 'Failed to fetch TDS challans',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /tds-challans/{id}: one deposit (a report's blocker links to it by id). */
export function useTdsChallan(id: number) {
  return useQuery({
    queryKey: tdsKeys.challan(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ tds_challan: TdsChallan }>(`/tds-challans/${id}`, {
          fallbackMessage: 'Failed to fetch the challan',
          signal,
        })
      ).tds_challan,
    enabled: id > 0,
  });
}

/** GET /tds-challans/summary: deducted against deposited, month by month and by quarter. */
export function useTdsSummary(financialYear: string) {
  return useQuery({
    queryKey: tdsKeys.summary(financialYear),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ tds_challan_summary: TdsChallanSummary }>(
          `/tds-challans/summary?financial_year=${financialYear}`,
          { fallbackMessage: 'Failed to fetch the TDS summary', signal },
        )
      ).tds_challan_summary,
  });
}

type ChallanAnswer = { message: string; tds_challan: TdsChallan };

/** POST /tds-challans, or PUT /tds-challans/{id} when an id is given. */
export function useSaveTdsChallan(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TdsChallanRequest) =>
      id
        ? api.put<ChallanAnswer>(`/tds-challans/${id}`, body, {
            fallbackMessage: 'Failed to update the challan',
          })
        : api.post<ChallanAnswer>('/tds-challans', body, { fallbackMessage: 'Failed to record the challan' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tdsKeys.all }),
  });
}

export function useDeleteTdsChallan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/tds-challans/${id}`, {
        fallbackMessage: 'Failed to delete the challan',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tdsKeys.all }),
  });
}

/** GET /tds-statements?tax_year=: the quarterly statements filed for the year, with receipt numbers. */
export function useTdsStatements(taxYear: string) {
  return useQuery({
    queryKey: tdsKeys.statements(taxYear),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: TdsStatement[] }>('/tds-statements', {
          query: { tax_year: taxYear },
          fallbackMessage: 'Failed to fetch the filed statements',
          signal,
        })
      ).data,
  });
}

/** POST /tds-statements: a filed statement's receipt number (the same quarter again corrects it). */
export function useRecordTdsStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TdsStatementRequest) =>
      api.post<{ message: string; tds_statement: TdsStatement }>('/tds-statements', body, {
        fallbackMessage: 'Failed to record the statement',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tdsKeys.all }),
  });
}

/** GET /tds-challans/{id}/allocations: the deductees the challan pays (HR's choice or the default split). */
export function useChallanAllocations(id: number) {
  return useQuery({
    queryKey: tdsKeys.allocations(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ tds_challan_allocations: TdsChallanAllocations }>(`/tds-challans/${id}/allocations`, {
          fallbackMessage: 'Failed to fetch the challan’s deductees',
          signal,
        })
      ).tds_challan_allocations,
  });
}

/** PUT /tds-challans/{id}/allocations: the runs the challan paid ([] returns it to the default split). */
export function useSaveChallanAllocations(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TdsAllocationRequest) =>
      api.put<{ message: string; tds_challan_allocations: TdsChallanAllocations }>(
        `/tds-challans/${id}/allocations`,
        body,
        { fallbackMessage: 'Failed to save the challan’s deductees' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tdsKeys.all }),
  });
}

/** GET /tds-statements/{id}/correction: the correction statement (text) of a filed Form 24Q quarter. */
export function useDownloadCorrection() {
  return useMutation({
    mutationFn: (id: number) =>
      api.download(`/tds-statements/${id}/correction`, {
        fallbackMessage: 'Failed to produce the correction statement',
      }),
  });
}
