import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api';
import { ErrorBanner } from './ErrorBanner';
import { LoadingState, type LoadingVariant } from './LoadingState';

export type ListQuery<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
};

/**
 * A fetched list's states around its content: the failure in a red banner, a loading state on the first
 * load (in a card, or bare), nothing when that load failed, and the content faded while the next page or
 * filter loads over it.
 */
export function QueryFrame<T>({
  query,
  failure,
  loadingLabel,
  card = false,
  variant = 'table',
  children,
}: {
  query: ListQuery<T>;
  /** Shown when the server's answer carries no message. */
  failure: string;
  loadingLabel: string;
  card?: boolean;
  /** The skeleton's shape while the first load runs; a list's rows unless said otherwise. */
  variant?: LoadingVariant;
  children: (data: T) => ReactNode;
}) {
  const loading = <LoadingState label={loadingLabel} variant={variant} />;
  return (
    <>
      <ErrorBanner message={query.isError ? errorMessage(query.error, failure) : null} />
      {query.isPending ? (
        card ? (
          <div className="rounded-xl border border-slate-200 bg-white shadow-sm">{loading}</div>
        ) : (
          loading
        )
      ) : query.data === undefined ? null : (
        <div
          aria-busy={query.isPlaceholderData || undefined}
          className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        >
          {children(query.data)}
        </div>
      )}
    </>
  );
}
