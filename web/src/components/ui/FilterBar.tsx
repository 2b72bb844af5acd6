import type { ReactNode } from 'react';
import { cx } from './cx';

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
} as const;

/** The card of a list's filters: one column on phones, `columns` across on wider screens. */
export function FilterBar({
  columns,
  children,
}: {
  columns: keyof typeof columnClasses;
  children: ReactNode;
}) {
  return (
    <section
      aria-label="Filters"
      className={cx(
        'mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        columnClasses[columns],
      )}
    >
      {children}
    </section>
  );
}
