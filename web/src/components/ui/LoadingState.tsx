import type { ComponentType } from 'react';
import { cx } from './cx';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

/** The shape of what is coming: a table's rows, a card's lines, a record's label and value pairs, a page. */
export type LoadingVariant = 'table' | 'card' | 'detail' | 'page';

type LoadingStateProps = {
  /** Said to screen readers and shown small under the blocks ("Loading payroll runs..."). */
  label?: string;
  variant?: LoadingVariant;
  /** Fills the viewport with a spinner (start-up session check, route chunks loading). */
  fullPage?: boolean;
  className?: string;
};

const LINE_WIDTHS = ['w-3/4', 'w-1/2', 'w-5/6', 'w-2/3'] as const;

function TableShape() {
  return (
    <div className="divide-y divide-slate-100">
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="flex items-center gap-4 py-3">
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-4 w-1/5" />
          <Skeleton className="hidden h-4 w-1/6 sm:block" />
          <Skeleton className="ml-auto h-4 w-16" />
        </div>
      ))}
    </div>
  );
}

function CardShape() {
  return (
    <div className="space-y-3">
      {LINE_WIDTHS.map((width) => (
        <Skeleton key={width} className={cx('h-4', width)} />
      ))}
    </div>
  );
}

function DetailShape() {
  return (
    <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      {[0, 1, 2, 3, 4, 5].map((pair) => (
        <div key={pair} className="space-y-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-4 w-40 max-w-full" />
        </div>
      ))}
    </div>
  );
}

function PageShape() {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-7 w-56 max-w-full" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      {[0, 1].map((card) => (
        <div key={card} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <Skeleton className="mb-5 h-5 w-40" />
          <DetailShape />
        </div>
      ))}
    </div>
  );
}

const SHAPES: Record<LoadingVariant, ComponentType> = {
  table: TableShape,
  card: CardShape,
  detail: DetailShape,
  page: PageShape,
};

/**
 * What stands in for content while it loads: grey pulsing blocks shaped like it, over a small label. The
 * element stays a polite live region (role="status") whose text says what is loading, so screen readers
 * hear it and tests wait for it to go.
 */
export function LoadingState({
  label = 'Loading...',
  variant = 'card',
  fullPage = false,
  className,
}: LoadingStateProps) {
  if (fullPage) {
    return (
      <div
        role="status"
        aria-live="polite"
        className={cx(
          'flex min-h-screen items-center justify-center gap-3 bg-slate-50 text-sm font-medium text-slate-500',
          className,
        )}
      >
        <Spinner className="size-5 text-indigo-600" />
        <span>{label}</span>
      </div>
    );
  }
  const Shape = SHAPES[variant];
  return (
    <div role="status" aria-live="polite" data-loading={variant} className={cx('px-5', className ?? 'py-6')}>
      <Shape />
      <p className="mt-4 text-xs text-slate-500">{label}</p>
    </div>
  );
}
