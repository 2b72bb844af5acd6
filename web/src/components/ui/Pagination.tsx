import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { cx } from './cx';
import { pageWindow } from './pageWindow';

type PaginationProps = {
  currentPage: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  /** With total and perPage a "Showing 16 to 30 of 98" line is shown. */
  total?: number;
  perPage?: number;
  className?: string;
};

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-3 text-sm font-medium transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

export function Pagination({
  currentPage,
  lastPage,
  onPageChange,
  total,
  perPage,
  className,
}: PaginationProps) {
  if (lastPage <= 1 && total === undefined) return null;
  const pages = pageWindow(currentPage, lastPage);
  const from = total && perPage ? (currentPage - 1) * perPage + 1 : 0;
  const to = total && perPage ? Math.min(currentPage * perPage, total) : 0;

  return (
    <div className={cx('flex flex-col items-center justify-between gap-3 sm:flex-row', className)}>
      {total !== undefined && perPage ? (
        <p className="text-sm text-slate-500">
          {total === 0 ? (
            'No results'
          ) : (
            <>
              Showing <span className="font-medium text-slate-700">{formatNumber(from)}</span> to{' '}
              <span className="font-medium text-slate-700">{formatNumber(to)}</span> of{' '}
              <span className="font-medium text-slate-700">{formatNumber(total)}</span>
            </>
          )}
        </p>
      ) : (
        <span />
      )}
      {lastPage > 1 ? (
        <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            className={cx(pageButton, 'gap-1 text-slate-600 hover:bg-slate-100')}
            disabled={currentPage <= 1}
            onClick={() => onPageChange(currentPage - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </button>
          <span className="px-2 text-sm text-slate-600 sm:hidden">
            Page {currentPage} of {lastPage}
          </span>
          {pages.map((page) => (
            <button
              key={page}
              type="button"
              aria-label={`Page ${page}`}
              aria-current={page === currentPage ? 'page' : undefined}
              className={cx(
                pageButton,
                'max-sm:hidden',
                page === currentPage
                  ? 'bg-indigo-600 text-white shadow-sm'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )}
              onClick={() => page !== currentPage && onPageChange(page)}
            >
              {page}
            </button>
          ))}
          <button
            type="button"
            className={cx(pageButton, 'gap-1 text-slate-600 hover:bg-slate-100')}
            disabled={currentPage >= lastPage}
            onClick={() => onPageChange(currentPage + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </nav>
      ) : null}
    </div>
  );
}
