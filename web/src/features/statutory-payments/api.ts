import type { Paged } from '@hrms/contracts/common';
import type {
  StatutoryPayment,
  StatutoryPaymentListQuery,
  StatutoryPaymentRequest,
} from '@hrms/contracts/statutory-payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { statutoryPaymentKeys } from './keys';

export type PaymentFilters = Partial<Pick<StatutoryPaymentListQuery, 'kind' | 'month' | 'year'>> & {
  page: number;
};

/** GET /statutory-payments?kind=&month=&year=&page=: the payments recorded, each with its lateness. */
export function useStatutoryPayments(filters: PaymentFilters) {
  return useQuery({
    queryKey: statutoryPaymentKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<StatutoryPayment>>('/statutory-payments', {
        query: filters,
        fallbackMessage: 'Failed to fetch statutory payments',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

type PaymentAnswer = { message: string; statutory_payment: StatutoryPayment };

/** POST /statutory-payments, or PUT /statutory-payments/{id} when an id is given. */
export function useSaveStatutoryPayment(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatutoryPaymentRequest) =>
      id
        ? api.put<PaymentAnswer>(`/statutory-payments/${id}`, body, {
            fallbackMessage: 'Failed to update the payment',
          })
        : api.post<PaymentAnswer>('/statutory-payments', body, {
            fallbackMessage: 'Failed to record the payment',
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statutoryPaymentKeys.all }),
  });
}

export function useDeleteStatutoryPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/statutory-payments/${id}`, {
        fallbackMessage: 'Failed to delete the payment',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statutoryPaymentKeys.all }),
  });
}
