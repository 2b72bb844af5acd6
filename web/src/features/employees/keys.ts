import type { QueryClient } from '@tanstack/react-query';
import type { EmployeeListFilters } from './filters';

/**
 * Query keys of the employees area. Every key starts with 'employees', so a write refreshes the
 * lists, the records, the manager pick lists and the salary structures at once.
 */
export const employeeKeys = {
  all: ['employees'] as const,
  list: (filters: EmployeeListFilters) => ['employees', 'list', filters] as const,
  detail: (id: number) => ['employees', 'detail', id] as const,
  salary: (id: number, asOf: string | null) => ['employees', 'salary', id, asOf] as const,
  preview: (id: number, asOf: string | null) => ['employees', 'salary-preview', id, asOf] as const,
  labourCodes: (id: number) => ['employees', 'labour-code-impact', id] as const,
  managers: (companyId: number) => ['employees', 'managers', companyId] as const,
  search: (search: string) => ['employees', 'search', search] as const,
  components: ['employees', 'salary-components'] as const,
  companies: ['employees', 'options', 'companies'] as const,
  branches: (companyId: number | null) => ['employees', 'options', 'branches', companyId] as const,
  departments: (companyId: number | null) => ['employees', 'options', 'departments', companyId] as const,
  teams: (departmentId: number) => ['employees', 'options', 'teams', departmentId] as const,
};

/** Refreshes every employee screen: for another feature whose write changes employee records (an exit). */
export const invalidateEmployees = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: employeeKeys.all });
