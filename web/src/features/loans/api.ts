import type { Paged } from '@hrms/contracts/common';
import type {
  Loan,
  LoanCloseRequest,
  LoanDetail,
  LoanRequest,
  LoanUpdateRequest,
} from '@hrms/contracts/loans';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { loanKeys } from './keys';

export type LoanFilters = { employee_id?: string; status?: string; kind?: string; page: number };

/** GET /loans: the company's loans and advances with their balances. */
export function useLoans(filters: LoanFilters) {
  return useQuery({
    queryKey: loanKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<Loan>>('/loans', {
        query: {
          page: filters.page,
          employee_id: filters.employee_id || undefined,
          status: filters.status || undefined,
          kind: filters.kind || undefined,
        },
        fallbackMessage: 'Failed to fetch loans',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /loans/{id}: the loan with its ledger, balance and projected schedule. */
export function useLoan(id: number, enabled = true) {
  return useQuery({
    queryKey: loanKeys.detail(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ loan: LoanDetail }>(`/loans/${id}`, {
          fallbackMessage: 'Failed to fetch the loan',
          signal,
        })
      ).loan,
    enabled,
  });
}

/** GET /employees/{id}/loans: an employee's own loans, read-only. */
export function useEmployeeLoans(employeeId: number | null | undefined) {
  return useQuery({
    queryKey: loanKeys.employee(employeeId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ loans: LoanDetail[] }>(`/employees/${employeeId}/loans`, {
          fallbackMessage: 'Failed to fetch loans',
          signal,
        })
      ).loans,
    enabled: !!employeeId,
  });
}

type LoanAnswer = { message: string; loan: LoanDetail };

export function useCreateLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoanRequest) =>
      api.post<LoanAnswer>('/loans', body, { fallbackMessage: 'Failed to record the loan' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
}

export function useUpdateLoan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoanUpdateRequest) =>
      api.put<LoanAnswer>(`/loans/${id}`, body, { fallbackMessage: 'Failed to update the loan' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
}

export function useCloseLoan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoanCloseRequest) =>
      api.post<LoanAnswer>(`/loans/${id}/close`, body, { fallbackMessage: 'Failed to close the loan' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
}
