import type { Paged } from '@hrms/contracts/common';
import type { ReactNode } from 'react';
import type { Column } from './DataTable';
import { ListPages } from './ListPages';
import { ResponsiveTable } from './ResponsiveTable';
import { StackedList } from './StackedList';

/**
 * One page of a list with its pages under it: a table (cards on a phone), or with `stacked` each row
 * stacked on its own for a narrow column (a section of an employee's page).
 */
export function PagedRows<T>({
  page,
  caption,
  columns,
  rowKey,
  empty,
  onPageChange,
  stacked,
}: {
  page: Paged<T>;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  empty: ReactNode;
  onPageChange: (page: number) => void;
  /** What a stacked row shows; the table's columns when left out. */
  stacked?: (row: T) => ReactNode;
}) {
  return (
    <div className="space-y-4">
      {stacked ? (
        <StackedList caption={caption} rows={page.data} rowKey={rowKey} empty={empty}>
          {stacked}
        </StackedList>
      ) : (
        <ResponsiveTable caption={caption} columns={columns} rows={page.data} rowKey={rowKey} empty={empty} />
      )}
      <ListPages page={page} onPageChange={onPageChange} />
    </div>
  );
}
