import type { AuditFilters } from './filters';

export const auditKeys = {
  list: (filters: AuditFilters) => ['audit', 'list', filters] as const,
  actors: ['audit', 'actors'] as const,
};
