// The filing checklist's calls (the pay run's own calls are in api.ts).
import type { Filing, FilingChecklist } from '@hrms/contracts/filing-checklist';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveFile } from '@/lib/download';

export type FilingChecklistKey = { company_id: number; month: number; year: number };

/**
 * GET /reports/filing-checklist: the month's filings and their states. Its key sits under the pay run's, so
 * every bulk action of the pay run (approve, mark paid) refreshes it too.
 */
export function useFilingChecklist(key: FilingChecklistKey, enabled: boolean) {
  return useQuery({
    queryKey: ['pay-run', 'filing-checklist', key] as const,
    queryFn: ({ signal }) =>
      api.get<{ filing_checklist: FilingChecklist }>('/reports/filing-checklist', {
        query: key,
        fallbackMessage: 'Failed to load the filing checklist',
        signal,
      }),
    enabled,
  });
}

/** A filing's file, saved under the name the server gives it (a 422 says what blocks it). */
export function useFilingDownload() {
  return useMutation({
    mutationFn: async (filing: Filing) => {
      if (!filing.download) throw new Error('This filing has no file.');
      const file = await api.download(filing.download.path, {
        query: filing.download.query,
        fallbackMessage: `Failed to download the ${filing.label}`,
      });
      saveFile(file.blob, file.filename ?? `${filing.key.replace(/[^a-z0-9-]+/gi, '-')}.txt`);
    },
  });
}
