import type {
  LedgerMapping,
  LedgerMappingRequest,
  PayrollJournalFormat,
} from '@hrms/contracts/payroll-journal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { payrollJournalKeys } from './keys';

/** GET /api/ledger-mappings (a super admin names the company): the defaults until one is saved. */
export function useLedgerMapping(companyId: number | null, enabled = true) {
  return useQuery({
    queryKey: payrollJournalKeys.of(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ ledger_mapping: LedgerMapping }>('/ledger-mappings', {
          query: { company_id: companyId ?? undefined },
          signal,
        })
      ).ledger_mapping,
    enabled,
  });
}

/** PUT /api/ledger-mappings: the whole mapping. */
export function useSaveLedgerMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LedgerMappingRequest) =>
      api.put<{ message: string; ledger_mapping: LedgerMapping }>('/ledger-mappings', body),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(payrollJournalKeys.of(body.company_id ?? null), answer.ledger_mapping);
      void queryClient.invalidateQueries({ queryKey: payrollJournalKeys.all });
    },
  });
}

export type JournalDownload = {
  company_id: number | null;
  month: number;
  year: number;
  format: PayrollJournalFormat;
};

/** GET /api/reports/payroll-journal: the month's voucher as Tally's XML or a CSV (a 422 says why not). */
export function useDownloadJournal() {
  return useMutation({
    mutationFn: ({ company_id, month, year, format }: JournalDownload) =>
      api.download('/reports/payroll-journal', {
        query: { company_id: company_id ?? undefined, month, year, format },
        fallbackMessage: 'Failed to download the payroll journal',
      }),
  });
}
