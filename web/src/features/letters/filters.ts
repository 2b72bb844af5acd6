import { LETTER_KINDS, LETTER_STATUSES, type LetterKind, type LetterStatus } from '@hrms/contracts/letters';
import { oneOf } from '@/components/requests/standing';
import { idParam, pageParam, textParam } from '@/lib/listParams';

/**
 * /letters' filters live in the query string (a filtered list can be reloaded and shared). Read
 * defensively: an unknown value means "all". The company is a super admin's choice ('' for the first).
 */
export type LetterFilters = {
  page: number;
  company_id: string;
  status: LetterStatus | '';
  kind: LetterKind | '';
  search: string;
};

export function readLetterFilters(params: URLSearchParams): LetterFilters {
  return {
    page: pageParam(params),
    company_id: idParam(params, 'company_id'),
    status: oneOf(LETTER_STATUSES, params.get('status')),
    kind: oneOf(LETTER_KINDS, params.get('kind')),
    search: textParam(params, 'search'),
  };
}

/** The narrowing filters, for the empty state's "Clear filters" (the company is not one). */
export const narrowed = (filters: LetterFilters) =>
  filters.status !== '' || filters.kind !== '' || filters.search !== '';
