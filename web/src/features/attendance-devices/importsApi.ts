import type { PunchImport, PunchImportLayout } from '@hrms/contracts/attendance-devices';
import type { Paged } from '@hrms/contracts/common';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './keys';
import { useRefreshPunches } from './refresh';

/** GET /attendance/punch-imports: one page of the punch logs uploaded, newest first. */
export function usePunchImports(page: number) {
  return useQuery({
    queryKey: deviceKeys.imports(page),
    queryFn: ({ signal }) =>
      api.get<Paged<PunchImport>>('/attendance/punch-imports', {
        query: { page },
        fallbackMessage: 'Failed to load past imports',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type PunchUpload = { file: File; device_id: number; layout: PunchImportLayout | null };

/** POST /attendance/punch-imports (multipart): read a device's punch log and record its punches. */
export function useImportPunches() {
  const refresh = useRefreshPunches();
  return useMutation({
    mutationFn: ({ file, device_id, layout }: PunchUpload) => {
      const form = new FormData();
      form.append('device_id', String(device_id));
      if (layout) form.append('layout', layout);
      // The fields first: a server that streams the file has read them by the time it gets to it.
      form.append('file', file);
      return api.post<{ message: string; punch_import: PunchImport }>('/attendance/punch-imports', form, {
        fallbackMessage: 'Failed to import the punch log',
      });
    },
    onSuccess: refresh,
  });
}
