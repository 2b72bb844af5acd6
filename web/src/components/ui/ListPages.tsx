import type { Paged } from '@hrms/contracts/common';
import { Pagination } from './Pagination';

/** A list's pages under it, once it has rows (an empty list says so itself). */
export function ListPages({
  page,
  onPageChange,
}: {
  page: Paged<unknown>;
  onPageChange: (page: number) => void;
}) {
  if (page.total === 0) return null;
  return (
    <Pagination
      currentPage={page.current_page}
      lastPage={page.last_page}
      total={page.total}
      perPage={page.per_page}
      onPageChange={onPageChange}
    />
  );
}
