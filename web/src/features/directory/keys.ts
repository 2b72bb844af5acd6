import type { DirectoryFilters } from './filters';

/**
 * Query keys of the directory and the org chart. Every key starts with 'directory': saving the settings
 * changes what every card and chart node shows, so it refreshes the whole area.
 */
export const directoryKeys = {
  all: ['directory'] as const,
  list: (companyId: number | null, filters: DirectoryFilters) =>
    ['directory', 'list', companyId, filters] as const,
  entry: (id: number) => ['directory', 'entry', id] as const,
  people: (companyId: number | null, search: string) => ['directory', 'people', companyId, search] as const,
  chart: (companyId: number | null, employeeId: number | null) =>
    ['directory', 'chart', companyId, employeeId] as const,
  settings: (companyId: number | null) => ['directory', 'settings', companyId] as const,
  // Outside 'directory': the settings change no department or branch.
  options: (kind: 'departments' | 'branches', companyId: number | null) =>
    ['directory-filter-options', kind, companyId] as const,
};
