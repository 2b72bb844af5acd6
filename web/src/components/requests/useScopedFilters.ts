import { useListParams } from '@/lib/useListParams';
import { readScopedFilters } from './standing';

/** A request list's scope, status and page, kept in the address. */
export const useScopedFilters = <S extends string>(
  page: 'mine' | 'team',
  seesCompany: boolean,
  statuses: readonly S[],
) => useListParams((params) => readScopedFilters(params, page, seesCompany, statuses));
