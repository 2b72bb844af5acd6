import type { Shift, ShiftRequest } from '@hrms/contracts/shifts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shiftKeys } from './keys';
import { useRefreshShifts } from './refresh';

type ShiftAnswer = { message: string; shift: Shift };

/** GET /shifts: the company's shifts, by name. */
export function useShifts() {
  return useQuery({
    queryKey: shiftKeys.list,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Shift[] }>('/shifts', { fallbackMessage: 'Failed to load shifts', signal }))
        .data,
    staleTime: 60_000,
  });
}

/** POST /shifts, or PUT /shifts/{id}: 422 on the fields (a name taken, a break as long as the shift...). */
export function useSaveShift(id?: number) {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: (body: ShiftRequest) =>
      id
        ? api.put<ShiftAnswer>(`/shifts/${id}`, body, { fallbackMessage: 'Failed to update the shift' })
        : api.post<ShiftAnswer>('/shifts', body, { fallbackMessage: 'Failed to create the shift' }),
    onSuccess: refresh,
  });
}

/** DELETE /shifts/{id}: 409 with the reason while the shift is the default, in a roster or worked by anyone. */
export function useDeleteShift() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/shifts/${id}`, { fallbackMessage: 'Failed to delete the shift' }),
    onSuccess: refresh,
  });
}
