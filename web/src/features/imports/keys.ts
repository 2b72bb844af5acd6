import type { ImportListFilters } from './api';

/** Query keys of the imports area: a commit or an upload changes the list and the import shown. */
export const importKeys = {
  all: ['imports'] as const,
  list: (filters: ImportListFilters) => ['imports', 'list', filters] as const,
  detail: (id: number) => ['imports', 'detail', id] as const,
};
