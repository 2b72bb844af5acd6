import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type { EmployeeListItem } from '@hrms/contracts/employees';
import type { JobAccepted } from '@hrms/contracts/jobs';
import type { CsvUploadResult, PayrollBreakdown, PayrollRun, payrollStats } from '@hrms/contracts/payroll';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { followJob, isJobAccepted } from '@/lib/jobs';
import { CSV_MESSAGES } from './csvUpload';
import { EMPTY_PAYSLIP, PAYSLIP_FAILED, TEMPLATE_FAILED } from './downloads';
import type { PayrollListFilters } from './filters';
import { payrollKeys } from './keys';
import { type RunTransition, TRANSITION_FAILED } from './labels';
import { PROCESS_FAILED, type ProcessResult } from './processing';

export type PayrollStats = z.infer<typeof payrollStats>;
export type PayrollList = Paged<PayrollRun> & { summary: PayrollStats };
/** A run, its breakdown and the inputs it was computed from (the structure's lines among them). */
export type RunWithBreakdown = {
  payroll_run: PayrollRun;
  breakdown: PayrollBreakdown;
  inputs?: Record<string, unknown>;
};
type RunAnswer = { message: string; payroll_run: PayrollRun };
type ProcessAnswer = { message: string; processed: number; results: ProcessResult[] };
/** How far queued work has got: employees processed, or CSV rows applied. */
export type JobProgress = { done: number; total: number };

/** Which active employees /payroll/process lists: filtered on the server. */
export type EmployeePick = { department_id: string; search: string };

function useRefreshPayroll() {
  const queryClient = useQueryClient();
  // Returned so a mutation stays pending until the refetch is done.
  return () => queryClient.invalidateQueries({ queryKey: payrollKeys.all });
}

// ---- runs

/** GET /payroll-runs, 15 a page, with the summary of every matching run. */
export function usePayrollRuns(filters: PayrollListFilters) {
  return useQuery({
    queryKey: payrollKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<PayrollList>('/payroll-runs', {
        query: {
          page: filters.page,
          per_page: PAGE_SIZE_DEFAULT,
          month: filters.month,
          year: filters.year,
          status: filters.status,
          employee_id: filters.employee_id,
        },
        fallbackMessage: 'Failed to fetch payroll data',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One run with its full breakdown (spec 1 §3), for /payroll/view/{id}. */
export function usePayrollBreakdown(id: number) {
  return useQuery({
    queryKey: payrollKeys.breakdown(id),
    queryFn: ({ signal }) =>
      api.get<RunWithBreakdown>(`/payroll-runs/${id}/breakdown`, {
        fallbackMessage: 'Failed to fetch payroll data',
        signal,
      }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * PUT /payroll-runs/{id}/approve (with a note when the review flags the run) or /mark-paid. The run's breakdown, if loaded, takes the new status
 * at once (spec 1 §2.8: the screen updates the status locally); then the area is refetched.
 */
export function useAdvanceRun() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPayroll();
  return useMutation({
    mutationFn: ({ id, transition, note }: { id: number; transition: RunTransition; note?: string }) =>
      api.put<RunAnswer>(`/payroll-runs/${id}/${transition}`, note ? { note } : undefined, {
        fallbackMessage: TRANSITION_FAILED[transition],
      }),
    onSuccess: ({ payroll_run: run }) => {
      queryClient.setQueryData<RunWithBreakdown>(payrollKeys.breakdown(run.id), (old) =>
        old ? { ...old, payroll_run: run, breakdown: { ...old.breakdown, status: run.status } } : old,
      );
      return refresh();
    },
  });
}

/** GET /payroll-runs/{id}/payslip: the PDF, refused when the body is empty. */
export function useDownloadPayslip() {
  return useMutation({
    mutationFn: async (id: number) => {
      const file = await api.download(`/payroll-runs/${id}/payslip`, { fallbackMessage: PAYSLIP_FAILED });
      if (file.blob.size === 0) throw new Error(EMPTY_PAYSLIP);
      return file.blob;
    },
  });
}

// ---- processing

/**
 * Processes the selected employees for a month in one request: one employee through POST
 * /payroll/process, more through /payroll/bulk-process-indian. The server answers a small selection at
 * once, and queues a large one as a job (202), whose progress is polled for the bar until it ends.
 */
export function useProcessPayroll() {
  const refresh = useRefreshPayroll();
  const [progress, setProgress] = useState<JobProgress>({ done: 0, total: 0 });
  const mutation = useMutation({
    mutationFn: async ({
      employeeIds,
      month,
      year,
    }: {
      employeeIds: number[];
      month: number;
      year: number;
    }) => {
      const total = employeeIds.length;
      setProgress({ done: 0, total });
      const options = { fallbackMessage: PROCESS_FAILED };
      const answer =
        total === 1
          ? await api.post<ProcessAnswer>(
              '/payroll/process',
              { employee_id: employeeIds[0], month, year },
              options,
            )
          : await api.post<ProcessAnswer | JobAccepted>(
              '/payroll/bulk-process-indian',
              { employee_ids: employeeIds, month, year },
              options,
            );
      const result = isJobAccepted(answer)
        ? await followJob<ProcessAnswer>(
            answer.job_id,
            (job) => setProgress({ done: job.progress, total: job.total || total }),
            PROCESS_FAILED,
          )
        : answer;
      setProgress({ done: total, total });
      return result.results;
    },
    onSettled: refresh,
  });
  return { ...mutation, progress };
}

async function employeePage(pick: EmployeePick, page: number, signal?: AbortSignal) {
  return api.get<Paged<EmployeeListItem>>('/employees', {
    query: {
      status: 'active',
      department_id: pick.department_id,
      search: pick.search,
      page,
      per_page: PAGE_SIZE_MAX,
    },
    fallbackMessage: 'Failed to load employee data',
    signal,
  });
}

/** The active employees to process, 100 a page, loaded page by page as the list is scrolled on. */
export function useProcessEmployees(pick: EmployeePick) {
  return useInfiniteQuery({
    queryKey: payrollKeys.employees(pick),
    queryFn: ({ pageParam, signal }) => employeePage(pick, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** Every active employee matching the filters, gathered page by page ("select all matching"). */
export function useAllMatchingEmployees() {
  return useMutation({
    mutationFn: async (pick: EmployeePick) => {
      const all: EmployeeListItem[] = [];
      for (let page = 1, last = 1; page <= last; page += 1) {
        const answer = await employeePage(pick, page);
        all.push(...answer.data);
        last = answer.last_page;
      }
      return all;
    },
  });
}

// ---- CSV template and upload

export type TemplateOptions = { includeEmployees: boolean; departmentId: string };

/** GET /payroll/csv-template: an empty template, or one row per active employee (of a department). */
export function useDownloadTemplate() {
  return useMutation({
    mutationFn: ({ includeEmployees, departmentId }: TemplateOptions) =>
      api.download('/payroll/csv-template', {
        query: {
          include_employees: includeEmployees,
          department_id: includeEmployees ? departmentId : '',
        },
        fallbackMessage: TEMPLATE_FAILED,
      }),
  });
}

export type CsvUpload = { file: File; month: number; year: number; overwrite: boolean };

/** POST /payroll/upload-csv (multipart); a large file is applied as a job whose progress is polled. */
export function useUploadPayrollCsv() {
  const refresh = useRefreshPayroll();
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ file, month, year, overwrite }: CsvUpload) => {
      const form = new FormData();
      form.append('month', String(month));
      form.append('year', String(year));
      form.append('overwrite', overwrite ? 'true' : 'false');
      // The fields first: a server that streams the file has read them by the time it gets to it.
      form.append('file', file);
      setProgress(null);
      const answer = await api.post<CsvUploadResult | JobAccepted>('/payroll/upload-csv', form, {
        fallbackMessage: CSV_MESSAGES.failed,
      });
      if (!isJobAccepted(answer)) return answer;
      return followJob<CsvUploadResult>(
        answer.job_id,
        (job) => setProgress({ done: job.progress, total: job.total }),
        CSV_MESSAGES.failed,
      );
    },
    onSuccess: refresh,
  });
  return { ...mutation, progress };
}

// ---- pick lists

/** Employees (100 at most) for the runs list's employee filter. */
export function useEmployeeOptions(enabled: boolean) {
  return useQuery({
    queryKey: payrollKeys.employeeOptions,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<EmployeeListItem>>('/employees', {
          query: { per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to load employee data',
          signal,
        })
      ).data,
    enabled,
    staleTime: 60_000,
  });
}
