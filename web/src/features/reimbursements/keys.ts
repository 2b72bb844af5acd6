import type { ClaimFilters } from './api';

/** Every key starts with 'reimbursements': a claim, a decision or a withdrawal refreshes the whole area. */
export const claimKeys = {
  all: ['reimbursements'] as const,
  categories: ['reimbursements', 'categories'] as const,
  list: (filters: ClaimFilters) => ['reimbursements', 'list', filters] as const,
};
