import { formatDateTime } from '@/lib/format';
import { pageParam } from '@/lib/listParams';

/** What every request decided through an approval chain carries about where it stands. */
export type Standing = {
  status: string;
  waiting: { level: number; levels: number; approver: string } | null;
  decided_by: string | null;
  decided_at: string | null;
};

/**
 * Where a request stands beyond its status: whom a pending one waits for ("Waiting for Rahul Mehta (level 1
 * of 2)"), who decided it and when, or nothing for a cancelled one.
 */
export function standingLabel(request: Standing): string | null {
  if (request.status === 'pending') {
    const { waiting } = request;
    return waiting
      ? `Waiting for ${waiting.approver} (level ${waiting.level} of ${waiting.levels})`
      : 'Waiting for approval';
  }
  if (request.status === 'cancelled') return null;
  const verb = request.status === 'approved' ? 'Approved' : 'Rejected';
  const by = request.decided_by ? ` by ${request.decided_by}` : '';
  const when = request.decided_at ? ` on ${formatDateTime(request.decided_at)}` : '';
  return `${verb}${by}${when}`;
}

/** Whose requests a list shows: one's own, one's reports', or the company's (HR). */
export type RequestScope = 'mine' | 'team' | 'all';

/**
 * The scope of a request area's own page (always the caller's) or its team page (?scope=): a manager sees
 * their reports'; a holder of the deciding permission the company's unless they ask for their team.
 */
export const scopeOf = (
  params: URLSearchParams,
  page: 'mine' | 'team',
  seesCompany: boolean,
): RequestScope =>
  page === 'mine' ? 'mine' : seesCompany && params.get('scope') !== 'team' ? 'all' : 'team';

/** A filter value from the address when it is one of `values`, else '' (any). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** A request list's filters as the address holds them ('' for any status). */
export type ScopedFilters<S extends string> = { scope: RequestScope; status: S | ''; page: number };

/** The scope, status and page of a request area's own or team list. */
export const readScopedFilters = <S extends string>(
  params: URLSearchParams,
  page: 'mine' | 'team',
  seesCompany: boolean,
  statuses: readonly S[],
): ScopedFilters<S> => ({
  scope: scopeOf(params, page, seesCompany),
  status: oneOf(statuses, params.get('status')),
  page: pageParam(params),
});
