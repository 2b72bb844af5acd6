export const bonusKeys = {
  all: ['bonus-runs'] as const,
  lists: ['bonus-runs', 'list'] as const,
  list: (companyId: number | null, page: number) => ['bonus-runs', 'list', companyId, page] as const,
  detail: (id: number) => ['bonus-runs', 'detail', id] as const,
  defaults: (companyId: number | null, year: string) => ['bonus-runs', 'defaults', companyId, year] as const,
};
