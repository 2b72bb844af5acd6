import type { LoanFilters } from './api';

export const loanKeys = {
  all: ['loans'] as const,
  list: (f: LoanFilters) => ['loans', 'list', f] as const,
  detail: (id: number) => ['loans', 'detail', id] as const,
  employee: (id: number) => ['loans', 'employee', id] as const,
};
