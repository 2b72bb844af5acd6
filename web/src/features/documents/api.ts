import type { Paged } from '@hrms/contracts/common';
import type {
  DocumentRequest,
  DocumentRequestCreate,
  DocumentRequestStatus,
  DocumentType,
  DocumentTypeRequest,
  EmployeeDocument,
} from '@hrms/contracts/documents';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { documentKeys } from './keys';

type Message = { message: string };

function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.all });
}

// ---- types

/**
 * GET /document-types: the shared types and the company's own (of `companyId`, or the caller's when null);
 * with `active` only those an upload may use.
 */
export function useDocumentTypes(companyId: number | null, { active }: { active: boolean }) {
  return useQuery({
    queryKey: documentKeys.types(companyId, active),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: DocumentType[] }>('/document-types', {
          query: { company_id: companyId, active: active ? 'true' : undefined },
          fallbackMessage: 'Failed to load document types',
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
}

type TypeAnswer = Message & { document_type: DocumentType };

/** POST /document-types (a new type) or PUT /document-types/{id}. */
export function useSaveDocumentType(id: number | null) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (body: DocumentTypeRequest) =>
      id === null
        ? api.post<TypeAnswer>('/document-types', body, {
            fallbackMessage: 'Failed to add the document type',
          })
        : api.put<TypeAnswer>(`/document-types/${id}`, body, {
            fallbackMessage: 'Failed to update the document type',
          }),
    onSuccess: refresh,
  });
}

/** DELETE /document-types/{id}: 409 with the reason while documents or requests use it. */
export function useDeleteDocumentType() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<Message>(`/document-types/${id}`, { fallbackMessage: 'Failed to delete the document type' }),
    onSuccess: refresh,
  });
}

// ---- documents

/** GET /employee-documents' filters; left-out ones do not narrow the list. */
export type DocumentListQuery = {
  page: number;
  employee_id?: number | string;
  document_type_id?: string;
  expiring_within_days?: number;
};

/**
 * GET /employee-documents: one page of documents. Without employee_id, HR gets their company's and anyone
 * else their own (those they may see).
 */
export function useEmployeeDocuments(query: DocumentListQuery) {
  return useQuery({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<EmployeeDocument>>('/employee-documents', {
        query: { ...query },
        fallbackMessage: 'Failed to load documents',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /employee-documents as a multipart form (uploadFormData builds it; the browser sets the boundary). */
export function useUploadDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.post<Message & { document: EmployeeDocument }>('/employee-documents', form, {
        fallbackMessage: 'Failed to upload the document',
      }),
    onSuccess: refresh,
  });
}

export function useDeleteDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<Message>(`/employee-documents/${id}`, { fallbackMessage: 'Failed to delete the document' }),
    onSuccess: refresh,
  });
}

/** GET /employee-documents/{id}/file, saved under the name it was uploaded with. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async (doc: EmployeeDocument) => {
      const file = await api.download(`/employee-documents/${doc.id}/file`, {
        fallbackMessage: 'Failed to download the document',
      });
      saveFile(file.blob, file.filename ?? doc.filename);
    },
  });
}

// ---- requests

export type RequestListQuery = {
  scope: 'mine' | 'all';
  page: number;
  status?: DocumentRequestStatus | '';
  overdue?: boolean;
  per_page?: number;
};

/** GET /document-requests: those asked of the caller (`mine`), or their company's (`all`, HR). */
export function useDocumentRequests(query: RequestListQuery) {
  return useQuery({
    queryKey: documentKeys.requests(query),
    queryFn: ({ signal }) =>
      api.get<Paged<DocumentRequest>>('/document-requests', {
        query: { ...query, overdue: query.overdue ? 'true' : undefined },
        fallbackMessage: 'Failed to load document requests',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type RequestAnswer = Message & { document_requests: DocumentRequest[]; already_open: number[] };

/** POST /document-requests: one request per employee chosen; those with one open already are left out. */
export function useRequestDocuments() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (body: DocumentRequestCreate) =>
      api.post<RequestAnswer>('/document-requests', body, {
        fallbackMessage: 'Failed to request the document',
      }),
    onSuccess: refresh,
  });
}

export function useCancelDocumentRequest() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (id: number) =>
      api.put<Message & { document_request: DocumentRequest }>(`/document-requests/${id}/cancel`, undefined, {
        fallbackMessage: 'Failed to cancel the request',
      }),
    onSuccess: refresh,
  });
}
