import type { AuditEvent } from '@hrms/contracts/audit';
import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AuditFilters } from './filters';
import { auditKeys } from './keys';

/** GET /audit-events, newest first, 15 a page. */
export function useAuditEvents(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<AuditEvent>>('/audit-events', {
        query: { ...filters, per_page: PAGE_SIZE_DEFAULT },
        fallbackMessage: 'Failed to load the audit trail',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

type Actor = { id: number; name: string; email: string };

/** The accounts the "Changed by" filter offers (the first 100 by name). */
export function useAuditActors() {
  return useQuery({
    queryKey: auditKeys.actors,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Actor>>('/users', {
          query: { per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to load users',
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
}
