import type { ExitFilters } from './api';

/** Query keys of the exits list. */
export const exitKeys = {
  all: ['exits'] as const,
  list: (filters: ExitFilters) => ['exits', 'list', filters] as const,
};

/**
 * Query keys of full and final settlements. The exits list shows each leaver's settlement, and payroll the
 * final month's run: a settlement write refreshes those too (settlementApi).
 */
export const settlementKeys = {
  all: ['final-settlements'] as const,
  one: (id: number) => ['final-settlements', 'one', id] as const,
  ofEmployee: (employeeId: number) => ['final-settlements', 'employee', employeeId] as const,
};
