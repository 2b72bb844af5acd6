import type { Paged } from '@hrms/contracts/common';
import type { Form16Document, Form16Summary } from '@hrms/contracts/form16';
import type { JobAccepted } from '@hrms/contracts/jobs';
import type { Statute } from '@hrms/contracts/statute';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useJobProgress } from '@/lib/useJobProgress';
import { form16Keys } from './keys';
import { DOWNLOAD_FAILED, GENERATE_FAILED, LIST_FAILED } from './labels';

export type Form16List = Paged<Form16Document> & { summary: Form16Summary };
export type Form16Filters = { company_id: string; financial_year: string; page: string };
type GenerateAnswer = { message: string; generated: number; financial_year: string; company_id: number };

/** GET /form16: the company's issued certificates for the year (15 a page) and its quarterly TDS summary. */
export function useForm16List(filters: Form16Filters, enabled = true) {
  return useQuery({
    queryKey: form16Keys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Form16List>('/form16', {
        query: { ...filters, page: filters.page || 1 },
        fallbackMessage: LIST_FAILED,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * POST /form16/generate: always a job (202); its progress is polled for the bar until it ends, then the list
 * is refreshed.
 */
export function useGenerateForm16() {
  const queryClient = useQueryClient();
  const { progress, run } = useJobProgress();
  const mutation = useMutation({
    mutationFn: (request: { company_id?: number; financial_year: string }) =>
      run<GenerateAnswer>(
        () => api.post<JobAccepted>('/form16/generate', request, { fallbackMessage: GENERATE_FAILED }),
        GENERATE_FAILED,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: form16Keys.all }),
  });
  return { ...mutation, progress };
}

/**
 * The certificate's PDF on the route of its year's statute: GET /employees/{id}/form16?financial_year= (the
 * 1961 Act's years) or /form130?tax_year= (the 2025 Act's). `draft`: HR's preview, DRAFT on every page.
 */
export function useDownloadForm16() {
  return useMutation({
    mutationFn: ({
      employeeId,
      financialYear,
      statute,
      draft = false,
    }: {
      employeeId: number;
      financialYear: string;
      statute: Statute;
      draft?: boolean;
    }) =>
      statute.year_term === 'tax_year'
        ? api.download(`/employees/${employeeId}/form130`, {
            query: { tax_year: financialYear, draft: draft || undefined },
            fallbackMessage: DOWNLOAD_FAILED,
          })
        : api.download(`/employees/${employeeId}/form16`, {
            query: { financial_year: financialYear, draft: draft || undefined },
            fallbackMessage: DOWNLOAD_FAILED,
          }),
  });
}
