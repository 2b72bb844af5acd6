import type { Paged } from '@hrms/contracts/common';
import type { EmployeeListItem } from '@hrms/contracts/employees';
import type { ExitListItem, ExitListStatus, ExitRequest } from '@hrms/contracts/exits';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateEmployees } from '@/features/employees';
import { api } from '@/lib/api';
import { exitKeys } from './keys';

export type ExitFilters = {
  status: ExitListStatus | '';
  search: string;
  page: number;
  /** Only settlements past their due day unpaid. */
  overdue?: boolean;
  perPage?: number;
};

/** GET /exits: employees with an exit, each with their full and final settlement if any. */
export function useExits(filters: ExitFilters) {
  return useQuery({
    queryKey: exitKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<ExitListItem>>('/exits', {
        query: {
          page: filters.page,
          status: filters.status || undefined,
          search: filters.search || undefined,
          overdue: filters.overdue || undefined,
          per_page: filters.perPage,
        },
        fallbackMessage: 'Failed to fetch exits',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

type ExitAnswer = { message: string; employee: EmployeeListItem };

/** A write to an exit changes the employee's record, the lists and the leavers. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: exitKeys.all }),
      invalidateEmployees(queryClient),
    ]);
}

/** POST /employees/{id}/exit: records or changes the exit. */
export function useRecordExit(employeeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ExitRequest) =>
      api.post<ExitAnswer>(`/employees/${employeeId}/exit`, body, {
        fallbackMessage: 'Failed to record the exit',
      }),
    onSuccess: refresh,
  });
}

/** DELETE /employees/{id}/exit: withdraws it. */
export function useWithdrawExit(employeeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      api.delete<ExitAnswer>(`/employees/${employeeId}/exit`, {
        fallbackMessage: 'Failed to withdraw the exit',
      }),
    onSuccess: refresh,
  });
}
