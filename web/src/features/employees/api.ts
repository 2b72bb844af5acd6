import type { Paged } from '@hrms/contracts/common';
import type { SalaryComponent } from '@hrms/contracts/compensation';
import { PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type {
  ApplyProposalRequest,
  EmployeeCreateRequest,
  EmployeeDetail,
  EmployeeListItem,
  EmployeeUpdateRequest,
  LabourCodeImpactResponse,
  SalaryPreviewResponse,
  SalaryStructureRequest,
  SalaryStructureResponse,
  SalaryStructureWithCtc,
} from '@hrms/contracts/employees';
import type { Branch, Company, Department, Team } from '@hrms/contracts/organisation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { type EmployeeListFilters, exportQuery, listQuery } from './filters';
import { employeeKeys } from './keys';

const validId = (id: number | null | undefined): id is number => Number.isInteger(id) && (id as number) > 0;

function useRefreshEmployees() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: employeeKeys.all });
}

// ---- employees

export function useEmployees(filters: EmployeeListFilters) {
  return useQuery({
    queryKey: employeeKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<EmployeeListItem>>('/employees', {
        query: listQuery(filters),
        fallbackMessage: 'Failed to fetch employee data',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One employee with their salary structure; `fallbackMessage` is the screen's own (spec 1 §8). */
export function useEmployee(id: number, fallbackMessage = 'Failed to fetch employee details') {
  return useQuery({
    queryKey: employeeKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ employee: EmployeeDetail }>(`/employees/${id}`, { fallbackMessage, signal })).employee,
    enabled: validId(id),
  });
}

type EmployeeAnswer = { message: string; employee: EmployeeDetail };

export function useCreateEmployee() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (body: EmployeeCreateRequest) =>
      api.post<EmployeeAnswer>('/employees', body, { fallbackMessage: 'Failed to create employee' }),
    onSuccess: refresh,
  });
}

export function useUpdateEmployee(id: number) {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (body: EmployeeUpdateRequest) =>
      api.put<EmployeeAnswer>(`/employees/${id}`, body, { fallbackMessage: 'Failed to update employee' }),
    onSuccess: refresh,
  });
}

export function useDeleteEmployee() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/employees/${id}`, { fallbackMessage: 'Failed to delete employee' }),
    onSuccess: refresh,
  });
}

/** The server's CSV of every employee matching the filters (not just the page on screen). */
export function useExportEmployees() {
  return useMutation({
    mutationFn: (filters: EmployeeListFilters) =>
      api.download('/employees/export', {
        query: exportQuery(filters),
        fallbackMessage: 'Failed to export employee data',
      }),
  });
}

/** Active employees of a company, for the manager select (at most 100). */
export function useManagerOptions(companyId: number | null) {
  return useQuery({
    queryKey: employeeKeys.managers(companyId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<EmployeeListItem>>('/employees', {
          query: { company_id: companyId, status: 'active', per_page: PAGE_SIZE_MAX },
          signal,
        })
      ).data,
    enabled: validId(companyId),
  });
}

/** Active employees matching a name or code (the first 25), for a form's employee picker. */
export function useEmployeeSearch(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    // Off for callers that search only for some users (the command palette, for view-employees holders).
    enabled,
    queryKey: employeeKeys.search(search),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<EmployeeListItem>>('/employees', {
          query: { search, status: 'active', per_page: 25 },
          fallbackMessage: 'Failed to load employees',
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

// ---- salary structure

/** The structure in force today, or (with `asOf`) the version in force on that date, with its CTC. */
export function useSalaryStructure(id: number, asOf: string | null) {
  return useQuery({
    queryKey: employeeKeys.salary(id, asOf),
    queryFn: ({ signal }) =>
      api.get<SalaryStructureWithCtc>(`/employees/${id}/salary-structure`, {
        query: { as_of: asOf },
        fallbackMessage: 'Failed to fetch salary structure',
        signal,
      }),
    enabled: validId(id),
    placeholderData: keepPreviousData,
  });
}

/**
 * A full month of the structure (in force today, or on `asOf`) after payroll's statutory deductions, as the
 * payroll engine computes it; asked only when there is a structure (`enabled`).
 */
export function useSalaryPreview(id: number, asOf: string | null, enabled: boolean) {
  return useQuery({
    queryKey: employeeKeys.preview(id, asOf),
    queryFn: ({ signal }) =>
      api.get<SalaryPreviewResponse>(`/employees/${id}/salary-structure/preview`, {
        query: { as_of: asOf },
        fallbackMessage: 'Failed to estimate the deductions',
        signal,
      }),
    enabled: enabled && validId(id),
  });
}

/** Saves the whole structure as a new version; the fallback message says what the user was doing. */
export function useSaveSalaryStructure(id: number) {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: ({ body, fallbackMessage }: { body: SalaryStructureRequest; fallbackMessage: string }) =>
      api.put<SalaryStructureResponse & { message: string }>(`/employees/${id}/salary-structure`, body, {
        fallbackMessage,
      }),
    onSuccess: refresh,
  });
}

/** The structure in force under the old Acts' wage bases and the Labour Codes', with the proposed restructure. */
export function useLabourCodeImpact(id: number, enabled: boolean) {
  return useQuery({
    queryKey: employeeKeys.labourCodes(id),
    queryFn: ({ signal }) =>
      api.get<LabourCodeImpactResponse>(`/employees/${id}/salary-structure/labour-code-impact`, {
        fallbackMessage: 'Failed to work out the Labour Codes impact',
        signal,
      }),
    enabled: enabled && validId(id),
  });
}

/** Applies the proposed restructure as a new version from a date. */
export function useApplyProposal(id: number) {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (body: ApplyProposalRequest) =>
      api.post<SalaryStructureResponse & { message: string }>(
        `/employees/${id}/salary-structure/apply-proposal`,
        body,
        { fallbackMessage: 'Failed to apply the proposal' },
      ),
    onSuccess: refresh,
  });
}

/** The active salary components, for the Add Salary Component picker. */
export function useSalaryComponentsByType(enabled: boolean) {
  return useQuery({
    queryKey: employeeKeys.components,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: { earnings: SalaryComponent[]; deductions: SalaryComponent[] } }>(
          '/salary-components-by-type',
          { signal },
        )
      ).data,
    enabled,
  });
}

// ---- pick lists (spec 1 §8: their failures leave empty lists)

export function useCompanyOptions() {
  return useQuery({
    queryKey: employeeKeys.companies,
    queryFn: async ({ signal }) =>
      (await api.get<Paged<Company>>('/companies', { query: { per_page: PAGE_SIZE_MAX }, signal })).data,
  });
}

/** Branches of a company, or of every company the caller sees when none is chosen. */
export function useBranchOptions(companyId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: employeeKeys.branches(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Branch>>('/branches', {
          query: { company_id: companyId, per_page: PAGE_SIZE_MAX },
          signal,
        })
      ).data,
    enabled,
  });
}

/** Departments of a company, or of every company the caller sees when none is chosen. */
export function useDepartmentOptions(
  companyId: number | null,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: employeeKeys.departments(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Department>>('/departments', {
          query: { company_id: companyId, per_page: PAGE_SIZE_MAX },
          signal,
        })
      ).data,
    enabled,
  });
}

/** Teams of a department; nothing is asked until a department is chosen. */
export function useTeamOptions(departmentId: number | null) {
  return useQuery({
    queryKey: employeeKeys.teams(departmentId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Team>>('/teams', {
          query: { department_id: departmentId, per_page: PAGE_SIZE_MAX },
          signal,
        })
      ).data,
    enabled: validId(departmentId),
  });
}
