import type { ReactNode } from 'react';
import { cx } from './cx';

const columnClasses = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
} as const;

/**
 * The card of a list's filters: one column on phones, `columns` across on wider screens. `className`
 * replaces the top margin (e.g. '' inside a container that spaces its children).
 */
export function FilterBar({
  columns,
  className = 'mt-6',
  children,
}: {
  columns: keyof typeof columnClasses;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label="Filters"
      className={cx(
        'grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        className,
        columnClasses[columns],
      )}
    >
      {children}
    </section>
  );
}
