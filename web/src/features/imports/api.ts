import type { Paged } from '@hrms/contracts/common';
import type {
  ImportFormat,
  ImportMode,
  ImportRecord,
  ImportStatus,
  ImportSummary,
  ImportType,
} from '@hrms/contracts/imports';
import type { JobAccepted } from '@hrms/contracts/jobs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api';
import { followJob, isJobAccepted } from '@/lib/jobs';
import { importKeys } from './keys';

export type ImportListFilters = { page: number; type?: ImportType | ''; status?: ImportStatus | '' };
type ImportAnswer = { message: string; import: ImportRecord };

/** A large file's check or import, queued as a job: what the server said and how far the rows have got. */
export type ImportProgress = { message: string; done: number; total: number };

/**
 * The import an answer carries, or, when the work was queued (202), the one its job ends with, telling
 * `onProgress` how far the rows have got while it runs.
 */
function useImportAnswer(fallbackMessage: string) {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const settle = async (answer: ImportAnswer | JobAccepted) => {
    if (!isJobAccepted(answer)) return answer.import;
    const queued = { message: answer.message, done: 0, total: 0 };
    setProgress(queued);
    try {
      const done = await followJob<ImportAnswer>(
        answer.job_id,
        (job) => setProgress({ ...queued, done: job.progress, total: job.total }),
        fallbackMessage,
      );
      return done.import;
    } finally {
      setProgress(null);
    }
  };
  return { progress, settle };
}

export const IMPORT_FAILURES = {
  list: 'Failed to fetch imports',
  detail: 'Failed to fetch the import',
  upload: 'Failed to upload the file',
  commit: 'Failed to import the file',
  template: 'Failed to download the template',
  errors: 'Failed to download the file with errors',
  export: 'Failed to export',
} as const;

/** GET /imports: the imports run in the company, newest first. */
export function useImports(filters: ImportListFilters) {
  return useQuery({
    queryKey: importKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<ImportSummary>>('/imports', {
        query: { page: filters.page, type: filters.type, status: filters.status },
        fallbackMessage: IMPORT_FAILURES.list,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /imports/{id}: one import with every error found when it was validated. */
export function useImport(id: number | null) {
  return useQuery({
    queryKey: importKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ import: ImportRecord }>(`/imports/${id}`, {
          fallbackMessage: IMPORT_FAILURES.detail,
          signal,
        })
      ).import,
    enabled: id !== null,
  });
}

/** Keeps an answered import as its detail and refreshes the list. */
function useKeepImport() {
  const queryClient = useQueryClient();
  return (record: ImportRecord) => {
    queryClient.setQueryData(importKeys.detail(record.id), record);
    return queryClient.invalidateQueries({ queryKey: [...importKeys.all, 'list'] });
  };
}

/** POST /imports (multipart: type, file): validates the file; nothing is written but the import. */
export function useUploadImport() {
  const keep = useKeepImport();
  const { progress, settle } = useImportAnswer(IMPORT_FAILURES.upload);
  const mutation = useMutation({
    mutationFn: async ({ type, file }: { type: ImportType; file: File }) => {
      const form = new FormData();
      // The type first: the server has read it by the time the file streams in.
      form.append('type', type);
      form.append('file', file);
      return settle(
        await api.post<ImportAnswer | JobAccepted>('/imports', form, {
          fallbackMessage: IMPORT_FAILURES.upload,
        }),
      );
    },
    onSuccess: keep,
  });
  return { ...mutation, progress };
}

/** POST /imports/{id}/commit: writes the rows (all or none, or the valid ones) once. */
export function useCommitImport() {
  const keep = useKeepImport();
  const queryClient = useQueryClient();
  const { progress, settle } = useImportAnswer(IMPORT_FAILURES.commit);
  const mutation = useMutation({
    mutationFn: async ({ id, mode }: { id: number; mode: ImportMode }) =>
      settle(
        await api.post<ImportAnswer | JobAccepted>(
          `/imports/${id}/commit`,
          { mode },
          { fallbackMessage: IMPORT_FAILURES.commit },
        ),
      ),
    onSuccess: async (record) => {
      // An import may write any record (companies to attendance) and moves the setup checklist: every
      // screen's data is fetched again.
      keep(record);
      await queryClient.invalidateQueries();
    },
  });
  return { ...mutation, progress };
}

/** GET /imports/templates/{type}: the template's columns and an example row. */
export function useDownloadImportTemplate() {
  return useMutation({
    mutationFn: ({ type, format }: { type: ImportType; format: ImportFormat }) =>
      api.download(`/imports/templates/${type}`, {
        query: { format },
        fallbackMessage: IMPORT_FAILURES.template,
      }),
  });
}

/** GET /imports/{id}/errors: the uploaded file back with an error column. */
export function useDownloadImportErrors() {
  return useMutation({
    mutationFn: (id: number) =>
      api.download(`/imports/${id}/errors`, { fallbackMessage: IMPORT_FAILURES.errors }),
  });
}

/** GET /exports/{type}: a type's records in its template's columns (a super admin may choose the company). */
export function useExportRecords() {
  return useMutation({
    mutationFn: ({
      type,
      format,
      companyId,
    }: {
      type: ImportType;
      format: ImportFormat;
      companyId: number | null;
    }) =>
      api.download(`/exports/${type}`, {
        query: { format, company_id: companyId },
        fallbackMessage: IMPORT_FAILURES.export,
      }),
  });
}
