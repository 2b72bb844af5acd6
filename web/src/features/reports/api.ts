import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type { ReportFileFormat, ReportFormat, ReportResult } from '@hrms/contracts/reports';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ReportSelection } from './filters';
import { reportKeys } from './keys';

/** Rows per page on screen; downloads hold every row. */
export const REPORT_PAGE_SIZE = 50;
/** Trends are charted whole (at most 24 months). */
const TRENDS_PAGE_SIZE = 100;

const queryOf = (s: Omit<ReportSelection, 'generated'>, format: ReportFormat | ReportFileFormat) => ({
  ...s.filters,
  company_id: s.companyId,
  format: format === 'json' ? undefined : format,
});

/** GET /reports/{key}: one page with the totals over every row; runs once Generate Report was pressed. */
export function useReport(selection: ReportSelection) {
  const perPage = selection.report === 'trends' ? TRENDS_PAGE_SIZE : REPORT_PAGE_SIZE;
  return useQuery({
    queryKey: reportKeys.page(selection),
    queryFn: ({ signal }) =>
      api.get<ReportResult>(`/reports/${selection.report}`, {
        query: { ...queryOf(selection, 'json'), page: selection.page, per_page: perPage },
        fallbackMessage: 'Failed to generate the report',
        signal,
      }),
    enabled: selection.generated,
    placeholderData: keepPreviousData,
  });
}

/** A download of the report: the whole report as CSV or PDF, or one of its portal or bank files. */
export type ReportDownloadFormat = 'csv' | 'pdf' | ReportFileFormat;

/** The whole report as a CSV or PDF file, or a portal's or bank's file (a 422 names what blocks it). */
export function useDownloadReport() {
  return useMutation({
    mutationFn: ({ selection, format }: { selection: ReportSelection; format: ReportDownloadFormat }) =>
      api.download(`/reports/${selection.report}`, {
        query: queryOf(selection, format),
        fallbackMessage: `Failed to download the ${format.toUpperCase()}`,
      }),
  });
}

/** Companies for a super admin's company filter. */
export function useCompanyChoices(enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.companies,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<{ id: number; name: string }>>('/companies', {
          query: { per_page: PAGE_SIZE_MAX },
          signal,
        })
      ).data,
    enabled,
    staleTime: 60_000,
  });
}
