import type { ReactNode } from 'react';
import { MISSING } from '@/lib/format';
import { cx } from './cx';

/** A detail page's label/value pairs, in one column on phones and `columns` from the small breakpoint. */
export function DetailList({
  children,
  columns = 2,
  className,
}: {
  children: ReactNode;
  columns?: 1 | 2 | 3;
  className?: string;
}) {
  return (
    <dl
      className={cx(
        'grid grid-cols-1 gap-x-6 gap-y-4 text-sm',
        columns === 2 && 'sm:grid-cols-2',
        columns === 3 && 'sm:grid-cols-2 lg:grid-cols-3',
        className,
      )}
    >
      {children}
    </dl>
  );
}

/** One pair of a DetailList; an empty value shows "—". `wide` spans the whole row. */
export function DetailItem({
  label,
  children,
  wide,
}: {
  label: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={cx('min-w-0', wide && 'sm:col-span-full')}>
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{empty ? MISSING : children}</dd>
    </div>
  );
}
