import type { QueryClient } from '@tanstack/react-query';
import type { EmployeePick } from './api';
import type { PayrollListFilters } from './filters';

/**
 * Query keys of the payroll area. Every key starts with 'payroll': processing, an approval or an
 * upload changes the lists, the runs and their summaries at once, so every write refreshes it all.
 */
export const payrollKeys = {
  all: ['payroll'] as const,
  list: (filters: PayrollListFilters) => ['payroll', 'list', filters] as const,
  breakdown: (id: number) => ['payroll', 'breakdown', id] as const,
  // Outside 'payroll': a payroll write does not change the pick lists.
  employees: (pick: EmployeePick) => ['payroll-options', 'employees', pick] as const,
  employeeOptions: ['payroll-options', 'employee-options'] as const,
};

/** Refreshes every payroll screen: for another feature whose write changes runs (a recomputed month, a settlement). */
export const invalidatePayroll = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: payrollKeys.all });
