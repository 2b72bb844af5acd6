import type { Paged } from '@hrms/contracts/common';
import type { JobAccepted } from '@hrms/contracts/jobs';
import type {
  Letter,
  LetterBulkRequest,
  LetterBulkResult,
  LetterIssueRequest,
  LetterKind,
  LetterPreviewRequest,
  LetterSettings,
  LetterSettingsRequest,
  LetterStatus,
  LetterTemplate,
  LetterTemplateRequest,
} from '@hrms/contracts/letters';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalKeys } from '@/features/approvals';
import { documentKeys } from '@/features/documents';
import { api } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { useJobProgress } from '@/lib/useJobProgress';
import { letterKeys } from './keys';
import { letterFileName } from './labels';

type Message = { message: string };

const validId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

/**
 * After any write: the letters' screens, the employee documents an issued letter is filed among, and the
 * approvals inbox a pending letter waits in.
 */
function useRefreshLetters() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: letterKeys.all }),
      queryClient.invalidateQueries({ queryKey: documentKeys.all }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
    ]);
}

// ---- templates

/**
 * GET /letter-templates: a company's own templates and the shared ones it has not customised (of
 * `companyId`, or the caller's when null); with `active` only those letters may be issued from.
 */
export function useLetterTemplates(
  companyId: number | null,
  { active }: { active: boolean },
  enabled = true,
) {
  return useQuery({
    queryKey: letterKeys.templates(companyId, active),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: LetterTemplate[] }>('/letter-templates', {
          query: { company_id: companyId, active: active ? 'true' : undefined },
          fallbackMessage: 'Failed to load letter templates',
          signal,
        })
      ).data,
    enabled,
  });
}

export function useLetterTemplate(id: number | null) {
  return useQuery({
    queryKey: letterKeys.template(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ letter_template: LetterTemplate }>(`/letter-templates/${id}`, {
          fallbackMessage: 'Failed to load the letter template',
          signal,
        })
      ).letter_template,
    enabled: validId(id),
  });
}

/** A template written: the server's message and the template as saved. */
export type TemplateAnswer = Message & { letter_template: LetterTemplate };

/** POST /letter-templates (a new one) or PUT /letter-templates/{id}. */
export function useSaveLetterTemplate(id: number | null) {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (body: LetterTemplateRequest) =>
      id === null
        ? api.post<TemplateAnswer>('/letter-templates', body, {
            fallbackMessage: 'Failed to add the template',
          })
        : api.put<TemplateAnswer>(`/letter-templates/${id}`, body, {
            fallbackMessage: 'Failed to save the template',
          }),
    onSuccess: refresh,
  });
}

/** DELETE /letter-templates/{id}: 409 with the reason once letters were issued from it. */
export function useDeleteLetterTemplate() {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<Message>(`/letter-templates/${id}`, { fallbackMessage: 'Failed to delete the template' }),
    onSuccess: refresh,
  });
}

/** POST /letter-templates/{id}/customise: the company's own copy of a shared template, to edit. */
export function useCustomiseTemplate() {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: ({ id, companyId }: { id: number; companyId: number }) =>
      api.post<TemplateAnswer>(
        `/letter-templates/${id}/customise`,
        { company_id: companyId },
        { fallbackMessage: 'Failed to customise the template' },
      ),
    onSuccess: refresh,
  });
}

/**
 * POST /letter-templates/{id}/preview: the letter as it would print for an employee, marked DRAFT, from the
 * text being edited (`body`, `subject`) when given. 422 names what the employee lacks (no salary structure).
 */
export function usePreviewLetter(templateId: number) {
  return useMutation({
    mutationFn: (body: LetterPreviewRequest) =>
      api.post<Blob>(`/letter-templates/${templateId}/preview`, body, {
        responseType: 'blob',
        fallbackMessage: 'Failed to preview the letter',
      }),
  });
}

// ---- settings

/** GET /letter-settings: a company's numbering and signatory, with the next number its series gives. */
export function useLetterSettings(companyId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: letterKeys.settings(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ letter_settings: LetterSettings }>('/letter-settings', {
          query: { company_id: companyId },
          fallbackMessage: 'Failed to load the letter settings',
          signal,
        })
      ).letter_settings,
    enabled,
  });
}

export function useSaveLetterSettings(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LetterSettingsRequest) =>
      api.put<Message & { letter_settings: LetterSettings }>('/letter-settings', body, {
        query: { company_id: companyId },
        fallbackMessage: 'Failed to save the letter settings',
      }),
    onSuccess: (answer) => queryClient.setQueryData(letterKeys.settings(companyId), answer.letter_settings),
  });
}

// ---- letters

/** GET /letters' filters; left-out ones do not narrow the list. */
export type LetterListParams = {
  page: number;
  per_page?: number;
  company_id?: number | null;
  employee_id?: number;
  status?: LetterStatus | '';
  kind?: LetterKind | '';
  search?: string;
};

/** GET /letters: one page of letters, newest first. */
export function useLetters(query: LetterListParams, enabled = true) {
  return useQuery({
    queryKey: letterKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<Letter>>('/letters', {
        query: { ...query },
        fallbackMessage: 'Failed to load letters',
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useLetter(id: number | null) {
  return useQuery({
    queryKey: letterKeys.letter(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ letter: Letter }>(`/letters/${id}`, {
          fallbackMessage: 'Failed to load the letter',
          signal,
        })
      ).letter,
    enabled: validId(id),
  });
}

const PDF_FAILED = 'Failed to load the letter’s PDF';

/** GET /letters/{id}/pdf, to show on the letter's page: the filed PDF once issued, a DRAFT while pending. */
export function useLetterPdf(letter: Pick<Letter, 'id' | 'status'>, enabled: boolean) {
  return useQuery({
    queryKey: letterKeys.pdf(letter.id, letter.status),
    queryFn: async ({ signal }) =>
      (await api.download(`/letters/${letter.id}/pdf`, { fallbackMessage: PDF_FAILED, signal })).blob,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /letters/{id}/pdf, saved under the server's name for it (or the letter's number). */
export function useDownloadLetter() {
  return useMutation({
    mutationFn: async (letter: Pick<Letter, 'id' | 'number'>) => {
      const file = await api.download(`/letters/${letter.id}/pdf`, { fallbackMessage: PDF_FAILED });
      saveFile(file.blob, file.filename ?? letterFileName(letter));
    },
  });
}

/** A letter written or decided: the server's message ("Letter DEMO/HR/2026-27/0001 issued") and the letter. */
export type LetterAnswer = Message & { letter: Letter };

/** POST /employees/{id}/letters: 201 with the letter, issued, or pending when its template needs approval. */
export function useIssueLetter() {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: ({ employeeId, body }: { employeeId: number; body: LetterIssueRequest }) =>
      api.post<LetterAnswer>(`/employees/${employeeId}/letters`, body, {
        fallbackMessage: 'Failed to issue the letter',
      }),
    onSuccess: refresh,
  });
}

const BULK_FAILED = 'Failed to issue the letters';

/** POST /letters/bulk: a job (202) whose progress is followed for the bar; it ends with what became of each. */
export function useIssueLetters() {
  const refresh = useRefreshLetters();
  const { progress, run } = useJobProgress();
  const mutation = useMutation({
    mutationFn: (body: LetterBulkRequest) =>
      run<LetterBulkResult>(
        () => api.post<JobAccepted>('/letters/bulk', body, { fallbackMessage: BULK_FAILED }),
        BULK_FAILED,
      ),
    onSettled: refresh,
  });
  return { ...mutation, progress };
}

/** PUT /letters/{id}/approve|cancel (a pending letter; 409 otherwise). */
function useLetterAction(action: 'approve' | 'cancel', fallbackMessage: string) {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (id: number) =>
      api.put<LetterAnswer>(`/letters/${id}/${action}`, undefined, { fallbackMessage }),
    onSuccess: refresh,
  });
}

/** Approving (approve-letters, not one's own): issued, numbered and filed, or on to the chain's next level. */
export const useApproveLetter = () => useLetterAction('approve', 'Failed to approve the letter');

/** Cancelling a pending letter (manage-letters): it is never issued. */
export const useCancelLetter = () => useLetterAction('cancel', 'Failed to cancel the letter');

/** PUT /letters/{id}/reject with the reason. */
export function useRejectLetter() {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.put<LetterAnswer>(
        `/letters/${id}/reject`,
        { reason },
        { fallbackMessage: 'Failed to reject the letter' },
      ),
    onSuccess: refresh,
  });
}
