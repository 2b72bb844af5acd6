import type { ReactNode } from 'react';
import { cx } from './cx';
import { EmptyState } from './EmptyState';
import { ScrollFrame } from './ScrollFrame';
import { Skeleton } from './Skeleton';

export type Column<T> = {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  className?: string;
  /** Hidden from sighted users (e.g. an actions column) but kept for screen readers. */
  srOnlyHeader?: boolean;
};

type DataTableProps<T> = {
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  /** Shown in place of the rows when there are none: an EmptyState naming the next step. */
  empty?: ReactNode;
  caption?: string;
  rowClassName?: (row: T) => string | undefined;
  skeletonRows?: number;
  className?: string;
};

/** What a table with no rows and no empty state of its own says: where its rows will come from. */
export const NO_ROWS_HINT = 'Rows appear here once they are added; a filter above may also narrow them.';

const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  caption,
  rowClassName,
  skeletonRows = 5,
  className,
}: DataTableProps<T>) {
  const showEmpty = !loading && (rows?.length ?? 0) === 0;
  return (
    <div className={cx('overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      <ScrollFrame label={caption ?? 'Table'}>
        <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={loading || undefined}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cx(
                    'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase',
                    alignClass[column.align ?? 'left'],
                    column.className,
                  )}
                >
                  {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loading
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <tr key={i}>
                    {columns.map((column) => (
                      <td key={column.key} className="px-4 py-3.5">
                        <Skeleton className="h-4 w-full max-w-40" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows?.map((row) => (
                  <tr key={rowKey(row)} className={cx('hover:bg-slate-50/60', rowClassName?.(row))}>
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={cx(
                          'px-4 py-3 whitespace-nowrap text-slate-700',
                          alignClass[column.align ?? 'left'],
                          column.className,
                        )}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </ScrollFrame>
      {showEmpty ? (
        <div className="border-t border-slate-100">
          {empty ?? <EmptyState title="No records found" hint={NO_ROWS_HINT} />}
        </div>
      ) : null}
    </div>
  );
}
