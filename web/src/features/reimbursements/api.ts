import type { Paged } from '@hrms/contracts/common';
import type { ClaimStatus } from '@hrms/contracts/enums';
import type { ReimbursementCategory, ReimbursementClaim } from '@hrms/contracts/reimbursements';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { claimKeys } from './keys';

type ClaimAnswer = { message: string; reimbursement: ReimbursementClaim };

export type ClaimFilters = {
  page: number;
  status: ClaimStatus | '';
  employee_id: string;
  category_id: string;
};

function useRefreshClaims() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: claimKeys.all });
}

/** GET /reimbursement-categories: the active categories. */
export function useClaimCategories() {
  return useQuery({
    queryKey: claimKeys.categories,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ReimbursementCategory[] }>('/reimbursement-categories', {
          fallbackMessage: 'Failed to load expense categories',
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
}

/** GET /reimbursements: the caller's own claims, or their company's for approvers; pending first. */
export function useClaims(filters: ClaimFilters) {
  return useQuery({
    queryKey: claimKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<ReimbursementClaim>>('/reimbursements', {
        query: {
          page: filters.page,
          status: filters.status || undefined,
          employee_id: filters.employee_id || undefined,
          category_id: filters.category_id || undefined,
        },
        fallbackMessage: 'Failed to load expense claims',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type NewClaim = {
  category_id: string;
  amount: string;
  expense_date: string;
  description: string;
  receipt: File | null;
};

/** POST /reimbursements as a multipart form (the browser sets the boundary). */
export function useSubmitClaim() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (claim: NewClaim) => {
      const form = new FormData();
      form.append('category_id', claim.category_id);
      form.append('amount', claim.amount);
      form.append('expense_date', claim.expense_date);
      form.append('description', claim.description);
      if (claim.receipt) form.append('receipt', claim.receipt, claim.receipt.name);
      return api.post<ClaimAnswer>('/reimbursements', form, {
        fallbackMessage: 'Failed to submit the claim',
      });
    },
    onSuccess: refresh,
  });
}

export function useApproveClaim() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (id: number) =>
      api.put<ClaimAnswer>(`/reimbursements/${id}/approve`, undefined, {
        fallbackMessage: 'Failed to approve the claim',
      }),
    onSuccess: refresh,
  });
}

export function useRejectClaim() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.put<ClaimAnswer>(
        `/reimbursements/${id}/reject`,
        { reason },
        { fallbackMessage: 'Failed to reject the claim' },
      ),
    onSuccess: refresh,
  });
}

export function useWithdrawClaim() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/reimbursements/${id}`, {
        fallbackMessage: 'Failed to withdraw the claim',
      }),
    onSuccess: refresh,
  });
}

/** GET /reimbursements/{id}/receipt, saved under the name it was uploaded with. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async (claim: ReimbursementClaim) => {
      const file = await api.download(`/reimbursements/${claim.id}/receipt`, {
        fallbackMessage: 'Failed to download the receipt',
      });
      saveFile(file.blob, file.filename ?? claim.receipt?.filename ?? 'receipt');
    },
  });
}
