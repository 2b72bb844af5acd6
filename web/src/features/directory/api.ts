import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type { DirectoryEntry, DirectoryField, DirectorySettings, OrgChart } from '@hrms/contracts/directory';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DIRECTORY_PAGE_SIZE, type DirectoryFilters, placeFiltersShown } from './filters';
import { directoryKeys } from './keys';

/**
 * The company every call is about: a super admin's choice, or null for anyone else (the server then takes
 * the caller's own company, the only one they may see).
 */
type CompanyId = number | null;

/** GET /directory: one page of the company's colleagues by name, narrowed by a search, department, location. */
export function useDirectory(companyId: CompanyId, filters: DirectoryFilters, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: directoryKeys.list(companyId, filters),
    queryFn: ({ signal }) => {
      // Settings saved since the page last drew it (the save refetches this list at once): a department or
      // location just hidden is no longer asked for, which the server would refuse.
      const shown = queryClient.getQueryData<DirectorySettings>(directoryKeys.settings(companyId))?.fields;
      const asked = shown
        ? placeFiltersShown(filters, shown.includes('department'), shown.includes('branch'))
        : filters;
      return api.get<Paged<DirectoryEntry>>('/directory', {
        query: {
          search: asked.search,
          department_id: asked.department_id,
          branch_id: asked.branch_id,
          page: asked.page,
          per_page: DIRECTORY_PAGE_SIZE,
          company_id: companyId,
        },
        fallbackMessage: 'Failed to load the directory',
        signal,
      });
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How many matches the org chart's "Find a person" offers. */
const PEOPLE_FOUND = 8;

/** GET /directory?search=: the first few colleagues a search finds (nothing is asked before one is typed). */
export function usePeopleSearch(companyId: CompanyId, search: string, enabled: boolean) {
  return useQuery({
    queryKey: directoryKeys.people(companyId, search),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<DirectoryEntry>>('/directory', {
          query: { search, per_page: PEOPLE_FOUND, company_id: companyId },
          fallbackMessage: 'Failed to search the directory',
          signal,
        })
      ).data,
    enabled: enabled && search !== '',
    placeholderData: keepPreviousData,
  });
}

/** GET /directory/{id}: one colleague's card; 404 for anyone the caller may not see. */
export function useDirectoryEntry(id: number, enabled: boolean) {
  return useQuery({
    queryKey: directoryKeys.entry(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ entry: DirectoryEntry }>(`/directory/${id}`, {
          fallbackMessage: 'Failed to load the colleague',
          signal,
        })
      ).entry,
    enabled,
  });
}

/** GET /org-chart: a person in focus (null: the top of the company), the managers above and the reports below. */
export function useOrgChart(companyId: CompanyId, employeeId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: directoryKeys.chart(companyId, employeeId),
    queryFn: ({ signal }) =>
      api.get<OrgChart>('/org-chart', {
        query: { company_id: companyId, employee_id: employeeId },
        fallbackMessage: 'Failed to load the org chart',
        signal,
      }),
    // The chart being left stays, faded, while the next person's loads: the page does not jump.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /directory-settings: which fields the company's directory shows. */
export function useDirectorySettings(companyId: CompanyId, enabled: boolean) {
  return useQuery({
    queryKey: directoryKeys.settings(companyId),
    queryFn: ({ signal }) =>
      api.get<DirectorySettings>('/directory-settings', {
        query: { company_id: companyId },
        fallbackMessage: 'Failed to load the directory settings',
        signal,
      }),
    enabled,
  });
}

/** PUT /directory-settings (update-employees): the fields shown; every card and chart follows. */
export function useSaveDirectorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { company_id?: number; fields: DirectoryField[] }) =>
      api.put<{ message: string; settings: DirectorySettings }>('/directory-settings', body, {
        fallbackMessage: 'Failed to save the directory settings',
      }),
    onSuccess: (answer, body) => {
      // The fields saved are known before the rest refetches: the list asks only for filters still shown.
      queryClient.setQueryData(directoryKeys.settings(body.company_id ?? null), answer.settings);
      return queryClient.invalidateQueries({ queryKey: directoryKeys.all });
    },
  });
}

/**
 * The departments or branches (locations) of the company, for the directory's filters: GET /departments or
 * /branches, which every signed-in user may read for their own company (100 at most).
 */
export function usePlaceOptions(kind: 'departments' | 'branches', companyId: CompanyId, enabled: boolean) {
  return useQuery({
    queryKey: directoryKeys.options(kind, companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<{ id: number; name: string }>>(`/${kind}`, {
          query: { company_id: companyId, per_page: PAGE_SIZE_MAX },
          fallbackMessage: kind === 'departments' ? 'Failed to load departments' : 'Failed to load locations',
          signal,
        })
      ).data,
    enabled,
    staleTime: 60_000,
  });
}
