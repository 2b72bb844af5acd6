import type { AttendanceRequest } from '@hrms/contracts/attendance-requests';
import type { ReactNode } from 'react';
import type { Column } from '@/components/ui/DataTable';
import { FilterBar } from '@/components/ui/FilterBar';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SelectField } from '@/components/ui/SelectField';
import { useAttendanceRequests } from '../api';
import type { RequestListFilters } from '../filters';
import { STATUS_OPTIONS, TYPE_OPTIONS } from '../labels';

/** A page of requests with its status and type filters (and any more the page adds), for both lists. */
export function RequestsList({
  caption,
  filters,
  setFilters,
  columns,
  empty,
  extraFilter,
}: {
  caption: string;
  filters: RequestListFilters;
  setFilters: (changes: Record<string, string>) => void;
  columns: Column<AttendanceRequest>[];
  empty: ReactNode;
  /** A filter before status and type (the team list's scope). */
  extraFilter?: ReactNode;
}) {
  const requests = useAttendanceRequests(filters);
  return (
    <>
      <FilterBar columns={extraFilter ? 3 : 2} className="">
        {extraFilter}
        <SelectField
          label="Status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
        />
        <SelectField
          label="Type"
          placeholder="All types"
          options={TYPE_OPTIONS}
          value={filters.type}
          onChange={(event) => setFilters({ type: event.target.value })}
        />
      </FilterBar>
      <QueryFrame
        query={requests}
        failure="Failed to load attendance requests"
        loadingLabel="Loading attendance requests..."
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
