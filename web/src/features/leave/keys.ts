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
};

/** Refreshes every leave screen: for another feature that decides leave requests (the dashboard). */
export const invalidateLeave = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: leaveKeys.all });
