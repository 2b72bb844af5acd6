import type { ReportSelection } from './filters';

/** Query keys of the reports area: one page of a generated report, and the company filter's choices. */
export const reportKeys = {
  all: ['reports'] as const,
  page: (s: ReportSelection) => ['reports', s.report, s.filters, s.companyId, s.page] as const,
  companies: ['reports', 'companies'] as const,
};
