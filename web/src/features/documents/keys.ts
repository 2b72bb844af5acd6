import type { DocumentListQuery, RequestListQuery } from './api';

/** Every key starts with 'documents': an upload, a delete or a request refreshes the whole area. */
export const documentKeys = {
  all: ['documents'] as const,
  types: (companyId: number | null, active: boolean) => ['documents', 'types', companyId, active] as const,
  list: (query: DocumentListQuery) => ['documents', 'list', query] as const,
  requests: (query: RequestListQuery) => ['documents', 'requests', query] as const,
  // Outside 'documents': no documents write changes who is employed.
};
