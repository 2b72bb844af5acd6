export const tdsKeys = {
  all: ['tds-challans'] as const,
  list: (fy: string, page: number) => ['tds-challans', 'list', fy, page] as const,
  summary: (fy: string) => ['tds-challans', 'summary', fy] as const,
  statements: (fy: string) => ['tds-challans', 'statements', fy] as const,
  allocations: (id: number) => ['tds-challans', 'allocations', id] as const,
  challan: (id: number) => ['tds-challans', 'challan', id] as const,
};
