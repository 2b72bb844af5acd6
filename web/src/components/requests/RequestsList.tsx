import type { Paged } from '@hrms/contracts/common';
import type { ReactNode } from 'react';
import type { Column } from '@/components/ui/DataTable';
import { FilterBar } from '@/components/ui/FilterBar';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SelectField } from '@/components/ui/SelectField';

type PageQuery<T> = {
  data: Paged<T> | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
};

/**
 * A page of requests with its status filter (and any more the page adds: a team list's scope, a type), as
 * a table that turns into cards on a phone, for every request area's own and team lists.
 */
export function RequestsList<T extends { id: number }>({
  noun,
  caption,
  requests,
  status,
  statusOptions,
  setFilters,
  columns,
  empty,
  before,
  after,
}: {
  /** "attendance requests": the loading and failure lines say it. */
  noun: string;
  caption: string;
  requests: PageQuery<T>;
  status: string;
  statusOptions: readonly { value: string; label: string }[];
  setFilters: (changes: Record<string, string>) => void;
  columns: Column<T>[];
  empty: ReactNode;
  /** A filter before the status (the team list's scope). */
  before?: ReactNode;
  /** A filter after the status (a type). */
  after?: ReactNode;
}) {
  const filters = 1 + (before ? 1 : 0) + (after ? 1 : 0);
  return (
    <>
      <FilterBar columns={filters === 1 ? 2 : (filters as 2 | 3)} className="">
        {before}
        <SelectField
          label="Status"
          placeholder="All statuses"
          options={statusOptions}
          value={status}
          onChange={(event) => setFilters({ status: event.target.value })}
        />
        {after}
      </FilterBar>
      <QueryFrame
        query={requests}
        failure={`Failed to load ${noun}`}
        loadingLabel={`Loading ${noun}...`}
        card
      >
        {(page) => (
          <ResponsiveTable
            caption={caption}
            columns={columns}
            rows={page.data}
            rowKey={(r) => r.id}
            empty={empty}
          />
        )}
      </QueryFrame>
      {requests.data ? (
        <Pagination
          currentPage={requests.data.current_page}
          lastPage={requests.data.last_page}
          total={requests.data.total}
          perPage={requests.data.per_page}
          onPageChange={(page) => setFilters({ page: String(page) })}
        />
      ) : null}
    </>
  );
}
