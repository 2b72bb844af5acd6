import type { FinalSettlement } from '@hrms/contracts/final-settlements';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidatePayroll } from '@/features/payroll';
import { api } from '@/lib/api';
import { exitKeys, settlementKeys } from './keys';

type SettlementAnswer = { final_settlement: FinalSettlement };
type SettlementMessage = { message: string; final_settlement: FinalSettlement };

export const STATEMENT_FAILED = 'Failed to download the settlement statement';
export const EMPTY_STATEMENT = 'Received an empty statement from the server';

/** A settlement write refreshes the settlements, the exits list (each leaver's settlement) and payroll. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: settlementKeys.all }),
      queryClient.invalidateQueries({ queryKey: exitKeys.all }),
      invalidatePayroll(queryClient),
    ]);
}

/** GET /final-settlements/{id}: the settlement with every working. */
export function useFinalSettlement(id: number, enabled = true) {
  return useQuery({
    queryKey: settlementKeys.one(id),
    queryFn: ({ signal }) =>
      api.get<SettlementAnswer>(`/final-settlements/${id}`, {
        fallbackMessage: 'Failed to fetch the full and final settlement',
        signal,
      }),
    enabled,
  });
}

/** GET /employees/{id}/final-settlement: the employee's own (or, for HR, their) settlement; null when none. */
export function useEmployeeSettlement(employeeId: number | null) {
  return useQuery({
    queryKey: settlementKeys.ofEmployee(employeeId ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ final_settlement: FinalSettlement | null }>(`/employees/${employeeId}/final-settlement`, {
        fallbackMessage: 'Failed to fetch the full and final settlement',
        signal,
      }),
    enabled: employeeId !== null,
  });
}

/** POST /employees/{id}/final-settlement: compute the draft, or recompute it. */
export function useComputeSettlement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ employeeId, waive }: { employeeId: number; waive?: boolean }) =>
      api.post<SettlementMessage>(
        `/employees/${employeeId}/final-settlement`,
        waive === undefined ? {} : { waive_notice_recovery: waive },
        { fallbackMessage: 'Failed to compute the full and final settlement' },
      ),
    onSuccess: async () => {
      await refresh();
    },
  });
}

function useTransition(path: 'approve' | 'mark-paid', fallbackMessage: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      api.put<SettlementMessage>(`/final-settlements/${id}/${path}`, undefined, { fallbackMessage }),
    onSuccess: async () => {
      await refresh();
    },
  });
}

export const useApproveSettlement = () => useTransition('approve', 'Failed to approve the settlement');
export const useMarkSettlementPaid = () =>
  useTransition('mark-paid', 'Failed to mark the settlement as paid');

export function useDeleteSettlement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/final-settlements/${id}`, {
        fallbackMessage: 'Failed to delete the draft',
      }),
    onSuccess: async () => {
      await refresh();
    },
  });
}

/** GET /final-settlements/{id}/statement: the PDF, refused when empty. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: async (id: number) => {
      const file = await api.download(`/final-settlements/${id}/statement`, {
        fallbackMessage: STATEMENT_FAILED,
      });
      if (file.blob.size === 0) throw new Error(EMPTY_STATEMENT);
      return file;
    },
  });
}
