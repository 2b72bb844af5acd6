import type { UserSummary } from '@hrms/contracts/access';
import { type BrandingRequest, LOGO_FIELD } from '@hrms/contracts/branding';
import type { Paged } from '@hrms/contracts/common';
import type { TaxRegime } from '@hrms/contracts/compensation';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type { EmployeeListItem } from '@hrms/contracts/employees';
import type {
  Branch,
  BranchRequest,
  Company,
  CompanyRequest,
  Country,
  Department,
  DepartmentRequest,
  Team,
  TeamCreateRequest,
  TeamMember,
  TeamUpdateRequest,
} from '@hrms/contracts/organisation';
import { BUILT_IN_ROLES } from '@hrms/contracts/roles';
import type { SignInPolicy, SignInPolicyRequest } from '@hrms/contracts/sign-in';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRoleOptions } from '@/features/access';
import { api } from '@/lib/api';
import type {
  BranchFilters,
  CompanyFilters,
  DepartmentFilters,
  EmployeeFilters,
  TeamFilters,
} from './filters';
import { orgKeys } from './keys';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** Refreshes every organisation list and record after a write. */
function useRefreshOrganisation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orgKeys.all });
}

// ---- countries

export function useCountries() {
  return useQuery({
    queryKey: orgKeys.countries,
    queryFn: async ({ signal }) => (await api.get<{ data: Country[] }>('/countries', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A country's active tax regimes, for a company's default (spec 2 §5: only the selected country's). Read with
 * view-tax-regimes or update-company-settings.
 */
export function useCountryTaxRegimes(countryId: number | null) {
  return useQuery({
    enabled: countryId !== null && validId(countryId),
    queryKey: orgKeys.taxRegimeOptions(countryId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<TaxRegime>>('/tax-regimes', {
          query: { country_id: countryId ?? 0, is_active: true, per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to fetch tax regimes',
          signal,
        })
      ).data,
  });
}

// ---- companies

export type CompanyStats = {
  total_companies: number;
  active_companies: number;
  total_branches: number;
  total_employees: number;
};

export function useCompanies(filters: CompanyFilters) {
  return useQuery({
    queryKey: orgKeys.companies(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<Company> & { summary: CompanyStats }>('/companies', {
        query: { ...filters, per_page: PAGE_SIZE_DEFAULT },
        fallbackMessage: 'Failed to fetch company data',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every company the caller may see, for the company selects (at most 100). */
export function useCompanyOptions(enabled = true) {
  return useQuery({
    enabled,
    queryKey: orgKeys.companyOptions,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Company>>('/companies', {
          query: { per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to fetch company data',
          signal,
        })
      ).data,
  });
}

export function useCompany(id: number) {
  return useQuery({
    queryKey: orgKeys.company(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ company: Company }>(`/companies/${id}`, {
          fallbackMessage: 'Failed to fetch company data',
          signal,
        })
      ).company,
    enabled: validId(id),
  });
}

type CompanyAnswer = { message: string; company: Company };

export function useSaveCompany(id?: number) {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (body: CompanyRequest) =>
      id
        ? api.put<CompanyAnswer>(`/companies/${id}`, body, { fallbackMessage: 'Failed to update company' })
        : api.post<CompanyAnswer>('/companies', body, { fallbackMessage: 'Failed to create company' }),
    onSuccess: refresh,
  });
}

export function useDeleteCompany() {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/companies/${id}`, { fallbackMessage: 'Failed to delete company' }),
    onSuccess: refresh,
  });
}

// ---- a company's branding

/** PUT /companies/{id}/branding (update-company-settings): the brand colour, or null to clear it; 422 on brand_colour. */
export function useSaveBrandColour(companyId: number) {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (body: BrandingRequest) =>
      api.put<CompanyAnswer>(`/companies/${companyId}/branding`, body, {
        fallbackMessage: 'Failed to save the brand colour',
      }),
    onSuccess: refresh,
  });
}

/** PUT /companies/{id}/logo as a multipart form; 422 on logo (the server judges the file by its bytes). */
export function useUploadLogo(companyId: number) {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(LOGO_FIELD, file, file.name);
      return api.put<CompanyAnswer>(`/companies/${companyId}/logo`, form, {
        fallbackMessage: 'Failed to upload the logo',
      });
    },
    onSuccess: refresh,
  });
}

export function useRemoveLogo(companyId: number) {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: () =>
      api.delete<{ message: string }>(`/companies/${companyId}/logo`, {
        fallbackMessage: 'Failed to remove the logo',
      }),
    onSuccess: refresh,
  });
}

// ---- a company's sign-in policy

/**
 * GET /companies/{id}/sign-in-policy: the roles whose holders must use two-factor authentication, whether a
 * password signs in and the single sign-on providers.
 */
export function useSignInPolicy(companyId: number) {
  return useQuery({
    queryKey: orgKeys.signInPolicy(companyId),
    queryFn: ({ signal }) =>
      api.get<SignInPolicy>(`/companies/${companyId}/sign-in-policy`, {
        fallbackMessage: 'Failed to load the sign-in policy',
        signal,
      }),
    enabled: validId(companyId),
  });
}

/**
 * PUT /companies/{id}/sign-in-policy (update-company-settings) with any of its parts (one left out stays as it
 * is); 422 on require_two_factor_roles, password_sign_in or oidc_providers.
 */
export function useSaveSignInPolicy(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInPolicyRequest) =>
      api.put<SignInPolicy>(`/companies/${companyId}/sign-in-policy`, body, {
        fallbackMessage: 'Failed to save the sign-in policy',
      }),
    onSuccess: (policy) => queryClient.setQueryData(orgKeys.signInPolicy(companyId), policy),
  });
}

/**
 * The role names the sign-in policy offers: every role the caller may list (GET /roles answers those who manage
 * users or roles), else the built-in ones; `kept` (names already chosen) stay choices either way.
 */
export function useRoleChoices(kept: readonly string[]) {
  const roles = useRoleOptions({ fallbackMessage: 'Failed to load roles' });
  const available = roles.data?.map((role) => role.name) ?? (roles.isError ? [...BUILT_IN_ROLES] : []);
  return {
    names: [...available, ...kept.filter((name) => !available.includes(name))],
    isPending: roles.isPending,
  };
}

// ---- branches

/** Which branches a list shows: all of them, or one company's (/companies/{id}/branches). */
export type BranchScope = { company_id?: number };

export function useBranches(scope: BranchScope, filters: BranchFilters) {
  return useQuery({
    queryKey: orgKeys.branches(scope, filters),
    queryFn: ({ signal }) =>
      api.get<Paged<Branch>>(scope.company_id ? `/companies/${scope.company_id}/branches` : '/branches', {
        query: {
          page: filters.page,
          search: filters.search,
          status: filters.status,
          company_id: scope.company_id ? undefined : filters.company_id,
          per_page: PAGE_SIZE_DEFAULT,
        },
        fallbackMessage: 'Failed to fetch branch data',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A company's branches, for the department form's branch select. */
export function useBranchOptions(companyId: number | null) {
  return useQuery({
    queryKey: orgKeys.branchOptions(companyId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Branch>>(`/companies/${companyId}/branches`, {
          query: { per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to fetch branch data',
          signal,
        })
      ).data,
    enabled: companyId !== null && validId(companyId),
  });
}

export function useBranch(id: number) {
  return useQuery({
    queryKey: orgKeys.branch(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ branch: Branch }>(`/branches/${id}`, {
          fallbackMessage: 'Failed to fetch branch data',
          signal,
        })
      ).branch,
    enabled: validId(id),
  });
}

type BranchAnswer = { message: string; branch: Branch };

export function useSaveBranch(id?: number) {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (body: BranchRequest) =>
      id
        ? api.put<BranchAnswer>(`/branches/${id}`, body, { fallbackMessage: 'Failed to update branch' })
        : api.post<BranchAnswer>('/branches', body, { fallbackMessage: 'Failed to create branch' }),
    onSuccess: refresh,
  });
}

export function useDeleteBranch() {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/branches/${id}`, { fallbackMessage: 'Failed to delete branch' }),
    onSuccess: refresh,
  });
}

/**
 * Branch manager choices: the sign-in accounts of the company (GET /users needs view-users, so the
 * caller passes whether it may ask). A manager is a user whose employee record is in the company.
 */
export function useManagerOptions(enabled: boolean) {
  return useQuery({
    queryKey: orgKeys.managerOptions,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<UserSummary>>('/users', {
          query: { per_page: PAGE_SIZE_MAX, is_active: true },
          fallbackMessage: 'Failed to load users',
          signal,
        })
      ).data,
    enabled,
  });
}

// ---- departments

export type DepartmentStats = {
  total_departments: number;
  active_departments: number;
  with_branches: number;
  companies: number;
};

/** Which departments a list shows: all, or one branch's (/branches/{id}/departments). */
export type DepartmentScope = { branch_id?: number };

export function useDepartments(scope: DepartmentScope, filters: DepartmentFilters) {
  return useQuery({
    queryKey: orgKeys.departments(scope, filters),
    queryFn: ({ signal }) =>
      api.get<Paged<Department> & { summary: DepartmentStats }>(
        scope.branch_id ? `/branches/${scope.branch_id}/departments` : '/departments',
        {
          query: {
            ...filters,
            company_id: scope.branch_id ? undefined : filters.company_id,
            per_page: PAGE_SIZE_DEFAULT,
          },
          fallbackMessage: 'Failed to load departments. Please refresh the page.',
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Departments for a select: one company's, or every department the caller may see (at most 100). */
export function useDepartmentOptions(companyId: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orgKeys.departmentOptions(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Department>>('/departments', {
          query: { company_id: companyId, per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to load departments. Please refresh the page.',
          signal,
        })
      ).data,
    enabled: options.enabled ?? true,
  });
}

/** The departments directly under one. */
export function useSubDepartments(id: number) {
  return useQuery({
    queryKey: orgKeys.subDepartments(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Department>>('/departments', {
          query: { parent_department_id: id, per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to fetch department data',
          signal,
        })
      ).data,
    enabled: validId(id),
  });
}

export function useDepartment(id: number) {
  return useQuery({
    queryKey: orgKeys.department(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ department: Department }>(`/departments/${id}`, {
          fallbackMessage: 'Failed to fetch department data',
          signal,
        })
      ).department,
    enabled: validId(id),
  });
}

type DepartmentAnswer = { message: string; department: Department };

export function useSaveDepartment(id?: number) {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (body: DepartmentRequest) =>
      id
        ? api.put<DepartmentAnswer>(`/departments/${id}`, body, {
            fallbackMessage: 'Failed to update department',
          })
        : api.post<DepartmentAnswer>('/departments', body, {
            fallbackMessage: 'Failed to create department',
          }),
    onSuccess: refresh,
  });
}

export function useDeleteDepartment() {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/departments/${id}`, {
        fallbackMessage: 'Failed to delete department',
      }),
    onSuccess: refresh,
  });
}

// ---- teams

/** The list and export query of the team filters (the page is added by the list). */
export function teamQuery(filters: Omit<TeamFilters, 'page'>) {
  return {
    search: filters.search,
    company_id: filters.company_id,
    department_id: filters.department_id,
    status: filters.status,
    lead: filters.lead,
  };
}

export function useTeams(filters: TeamFilters) {
  return useQuery({
    queryKey: orgKeys.teams(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<Team>>('/teams', {
        query: { ...teamQuery(filters), page: filters.page, per_page: PAGE_SIZE_DEFAULT },
        fallbackMessage: 'Failed to fetch team data',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the server's CSV of every team matching the filters, with the file name it chose. */
export function useExportTeams() {
  return useMutation({
    mutationFn: (filters: Omit<TeamFilters, 'page'>) =>
      api.download('/teams/export', { query: teamQuery(filters), fallbackMessage: 'Failed to export teams' }),
  });
}

export function useTeam(id: number) {
  return useQuery({
    queryKey: orgKeys.team(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ team: Team }>(`/teams/${id}`, {
          fallbackMessage: 'Failed to fetch team details',
          signal,
        })
      ).team,
    enabled: validId(id),
  });
}

export function useTeamMembers(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orgKeys.teamMembers(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: TeamMember[] }>(`/teams/${id}/members`, {
          fallbackMessage: 'Failed to fetch team members',
          signal,
        })
      ).data,
    enabled: validId(id) && (options.enabled ?? true),
  });
}

type TeamAnswer = { message: string; team: Team };

export function useCreateTeam() {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (body: TeamCreateRequest) =>
      api.post<TeamAnswer>('/teams', body, { fallbackMessage: 'Failed to create team' }),
    onSuccess: refresh,
  });
}

export function useUpdateTeam(id: number) {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (body: TeamUpdateRequest) =>
      api.put<TeamAnswer>(`/teams/${id}`, body, { fallbackMessage: 'Failed to update team' }),
    onSuccess: refresh,
  });
}

export type TeamStatus = 'active' | 'inactive' | 'disbanded';

export function useSetTeamStatus() {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TeamStatus }) =>
      api.put<TeamAnswer>(`/teams/${id}/status`, { status }, { fallbackMessage: 'Failed to update team' }),
    onSuccess: refresh,
  });
}

export function useDeleteTeam() {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/teams/${id}`, { fallbackMessage: 'Failed to delete team' }),
    onSuccess: refresh,
  });
}

export function useAddTeamMembers(id: number) {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (employeeIds: number[]) =>
      api.post<{ message: string; data: TeamMember[] }>(
        `/teams/${id}/members`,
        { employee_ids: employeeIds },
        { fallbackMessage: 'Failed to add team members' },
      ),
    onSuccess: refresh,
  });
}

export function useRemoveTeamMember(id: number) {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (employeeId: number) =>
      api.delete<{ message: string }>(`/teams/${id}/members/${employeeId}`, {
        fallbackMessage: 'Failed to remove team member',
      }),
    onSuccess: refresh,
  });
}

export function useAssignTeamLead(id: number) {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (employeeId: number) =>
      api.put<TeamAnswer>(
        `/teams/${id}/assign-lead`,
        { team_lead_id: employeeId },
        { fallbackMessage: 'Failed to assign team lead' },
      ),
    onSuccess: refresh,
  });
}

export function useRemoveTeamLead(id: number) {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: () =>
      api.delete<TeamAnswer>(`/teams/${id}/remove-lead`, { fallbackMessage: 'Failed to remove team lead' }),
    onSuccess: refresh,
  });
}

// ---- employees (pick lists and a department's people)

/** GET /employees parameters used here (it needs view-employees or manage-users). */
export type EmployeeQuery = {
  company_id?: number;
  department_id?: number;
  status?: string;
  without_team?: boolean;
  search?: string;
  page?: number;
  per_page?: number;
};

function fetchEmployees(query: EmployeeQuery, signal: AbortSignal, fallbackMessage: string) {
  return api.get<Paged<EmployeeListItem>>('/employees', { query, fallbackMessage, signal });
}

/** A department's people on its Employees page. */
export function useDepartmentEmployees(departmentId: number, filters: EmployeeFilters, enabled: boolean) {
  const query: EmployeeQuery = { department_id: departmentId, ...filters, per_page: PAGE_SIZE_DEFAULT };
  return useQuery({
    queryKey: orgKeys.employees(query),
    queryFn: ({ signal }) => fetchEmployees(query, signal, 'Failed to load employees'),
    placeholderData: keepPreviousData,
    enabled: enabled && validId(departmentId),
  });
}

/** Spec 2 §9: an employee pick list is the active employees, 100 at most. */
export function useEmployeeOptions(
  filter: Omit<EmployeeQuery, 'status' | 'per_page' | 'page'>,
  enabled: boolean,
) {
  const query: EmployeeQuery = { ...filter, status: 'active', per_page: PAGE_SIZE_MAX };
  return useQuery({
    queryKey: orgKeys.employees(query),
    queryFn: async ({ signal }) => (await fetchEmployees(query, signal, 'Failed to load employees')).data,
    enabled,
  });
}
