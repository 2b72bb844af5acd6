import type { QueryClient } from '@tanstack/react-query';
import type { LeaveListFilters } from './filters';

/**
 * Query keys of the leave area. Every key starts with 'leave': a decision or an application changes
 * the lists, the request and the balances at once, so every write refreshes the whole area.
 */
export const leaveKeys = {
  all: ['leave'] as const,
  types: ['leave', 'types'] as const,
  list: (scope: 'all' | 'team', filters: LeaveListFilters) => ['leave', 'list', scope, filters] as const,
  hasTeam: ['leave', 'has-team'] as const,
  request: (id: number) => ['leave', 'request', id] as const,
  balance: (year: number, employeeId: number | null) => ['leave', 'balance', year, employeeId] as const,
  /** What the caller may encash while in service (GET /leave-encashments/encashable). */
  encashable: ['leave', 'encashable'] as const,
  days: (question: object) => ['leave', 'days', question] as const,
  ledger: (employeeId: number, year: number, typeId: number | null) =>
    ['leave', 'ledger', employeeId, year, typeId] as const,
  policies: (companyId: number | null) => ['leave', 'policies', companyId] as const,
  policy: (id: number) => ['leave', 'policy', id] as const,
  assignments: (policyId: number) => ['leave', 'assignments', policyId] as const,
  preview: (policyId: number, on: string) => ['leave', 'preview', policyId, on] as const,
  /** Pick lists of the assignment form (branches, departments, employees of a company). */
  picks: (kind: string, companyId: number, search = '') =>
    ['leave', 'picks', kind, companyId, search] as const,
};

/** Refreshes every leave screen: for another feature that decides leave requests (the dashboard). */
export const invalidateLeave = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: leaveKeys.all });
