import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { type Column, DataTable, NO_ROWS_HINT } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';

type ResponsiveTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  empty?: ReactNode;
  className?: string;
};

/**
 * A table from md up, and on a phone the same rows as cards (each column's header beside its value, the
 * actions at the foot), so nothing scrolls sideways at 390 px.
 */
export function ResponsiveTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  className,
}: ResponsiveTableProps<T>) {
  const fields = columns.filter((c) => !c.srOnlyHeader);
  const actions = columns.filter((c) => c.srOnlyHeader);
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        loading={loading}
        empty={empty}
        className={cx('max-md:hidden', className)}
      />
      <div className="md:hidden">
        {loading ? (
          <Skeleton className="h-24 rounded-xl" />
        ) : !rows?.length ? (
          <div className="rounded-xl border border-slate-200 bg-white">
            {empty ?? <EmptyState title="No records found" hint={NO_ROWS_HINT} />}
          </div>
        ) : (
          <ul aria-label={caption} className="space-y-3">
            {rows.map((row) => (
              <li key={rowKey(row)} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
                  {fields.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-slate-500">{column.header}</dt>
                      <dd className="min-w-0 text-right break-words text-slate-800">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
                {actions.length ? (
                  <div className="mt-3 flex justify-end gap-2 border-t border-slate-100 pt-3">
                    {actions.map((column) => (
                      <div key={column.key}>{column.cell(row)}</div>
                    ))}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
