import type { ReactNode } from 'react';

/**
 * Rows one under another, each stacking what it says: a list for a narrow column (a section of an
 * employee's page), where a table's columns would not fit. Shows `empty` when there are no rows.
 */
export function StackedList<T>({
  caption,
  rows,
  rowKey,
  empty,
  children,
}: {
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  empty: ReactNode;
  children: (row: T) => ReactNode;
}) {
  if (!rows.length) return <div className="rounded-xl border border-slate-200">{empty}</div>;
  return (
    <ul aria-label={caption} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {rows.map((row) => (
        <li key={rowKey(row)} className="space-y-1 p-4 text-sm">
          {children(row)}
        </li>
      ))}
    </ul>
  );
}
