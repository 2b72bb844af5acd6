import type { ChangeListFilters } from './filters';

/**
 * Query keys of the profile screens. Every key starts with 'profile', the area the approvals inbox refreshes
 * after a profile change is decided there (approvals/keys.ts), so the profile, the requests and the trail
 * follow a decision wherever it is taken.
 */
export const profileKeys = {
  all: ['profile'] as const,
  mine: ['profile', 'me'] as const,
  employee: (employeeId: number) => ['profile', 'employee', employeeId] as const,
  policy: (companyId: number | null) => ['profile', 'policy', companyId] as const,
  list: (filters: ChangeListFilters) => ['profile', 'requests', 'list', filters] as const,
  request: (id: number) => ['profile', 'requests', 'request', id] as const,
};
