import type { BranchScope, DepartmentScope, EmployeeQuery } from './api';
import type { BranchFilters, CompanyFilters, DepartmentFilters, TeamFilters } from './filters';

/**
 * Query keys of the organisation area. Every key starts with 'organisation': the records are
 * linked (a team's members change its department's counts and the employee pick lists), so every
 * write refreshes the whole area rather than guessing which lists it touched.
 */
export const orgKeys = {
  all: ['organisation'] as const,
  countries: ['organisation', 'countries'] as const,
  taxRegimeOptions: (countryId: number) => ['organisation', 'tax-regimes', 'options', countryId] as const,
  companies: (filters: CompanyFilters) => ['organisation', 'companies', 'list', filters] as const,
  companyOptions: ['organisation', 'companies', 'options'] as const,
  company: (id: number) => ['organisation', 'companies', 'detail', id] as const,
  signInPolicy: (companyId: number) => ['organisation', 'companies', 'sign-in-policy', companyId] as const,
  /** A logo's image by its versioned address (a new upload is a new address). */
  logo: (url: string) => ['organisation', 'companies', 'logo', url] as const,
  branches: (scope: BranchScope, filters: BranchFilters) =>
    ['organisation', 'branches', 'list', scope, filters] as const,
  branchOptions: (companyId: number) => ['organisation', 'branches', 'options', companyId] as const,
  branch: (id: number) => ['organisation', 'branches', 'detail', id] as const,
  departments: (scope: DepartmentScope, filters: DepartmentFilters) =>
    ['organisation', 'departments', 'list', scope, filters] as const,
  departmentOptions: (companyId: number | null) =>
    ['organisation', 'departments', 'options', companyId] as const,
  subDepartments: (id: number) => ['organisation', 'departments', 'children', id] as const,
  department: (id: number) => ['organisation', 'departments', 'detail', id] as const,
  teams: (filters: TeamFilters) => ['organisation', 'teams', 'list', filters] as const,
  team: (id: number) => ['organisation', 'teams', 'detail', id] as const,
  teamMembers: (id: number) => ['organisation', 'teams', 'members', id] as const,
  employees: (query: EmployeeQuery) => ['organisation', 'employees', query] as const,
  managerOptions: ['organisation', 'manager-options'] as const,
};
