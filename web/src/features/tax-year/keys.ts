import type { TaxDeclarationFilters } from './filters';

export const taxKeys = {
  all: ['tax'] as const,
  declaration: (employeeId: number, fy: string) => ['tax', 'declaration', employeeId, fy] as const,
  comparison: (employeeId: number, fy: string) => ['tax', 'comparison', employeeId, fy] as const,
  position: (employeeId: number, fy: string) => ['tax', 'position', employeeId, fy] as const,
  list: (filters: TaxDeclarationFilters) => ['tax', 'list', filters] as const,
  settings: (companyId: number, fy: string) => ['tax', 'settings', companyId, fy] as const,
  employee: (employeeId: number) => ['tax', 'employee', employeeId] as const,
};
