import type { ApplicationFilters, JobPostingFilters } from './filters';

/**
 * Query keys of the recruitment area. Every key starts with 'recruitment': publishing a job or moving
 * an application changes lists, counts and records at once, so every write refreshes the whole area.
 */
export const recruitmentKeys = {
  all: ['recruitment'] as const,
  postings: (filters: JobPostingFilters) => ['recruitment', 'postings', filters] as const,
  posting: (id: number) => ['recruitment', 'posting', id] as const,
  postingOptions: ['recruitment', 'posting-options'] as const,
  applications: (filters: ApplicationFilters) => ['recruitment', 'applications', filters] as const,
  careers: (page: number, search: string, companyId: string) =>
    ['careers', 'list', page, search, companyId] as const,
  careersJob: (slug: string) => ['careers', 'job', slug] as const,
};
