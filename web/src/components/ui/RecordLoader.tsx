import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '@/lib/api';
import { ErrorBanner } from './ErrorBanner';
import { LoadingState } from './LoadingState';
import { NotFound } from './NotFound';
import { PageHeader } from './PageHeader';

/** What every page about one kind of record shows while the record cannot be shown. */
export type RecordKind = {
  /** "Team not found", "Component Not Found" (spec 2 §2). */
  notFoundTitle: string;
  /** Under the not-found title; NotFound's own wording when left out. */
  notFoundMessage?: string;
  backTo: string;
  backLabel: string;
  errorFallback: string;
};

type RecordLoaderProps<T> = RecordKind & {
  query: UseQueryResult<T>;
  /** The id in the URL is a positive whole number. */
  validId: boolean;
  /** The page's title while it fails for another reason ("Team Details"). */
  title: string;
  loadingLabel?: string;
  children: (record: T) => ReactNode;
};

/**
 * The states of a page about one record: loading, not found (a bad id or a 404: the large cross and
 * a way back, spec 2 §8), another failure (the red banner), then the page itself.
 */
export function RecordLoader<T>({
  query,
  validId,
  title,
  notFoundTitle,
  notFoundMessage,
  backTo,
  backLabel,
  errorFallback,
  loadingLabel,
  children,
}: RecordLoaderProps<T>) {
  if (!validId || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <>
        <title>{`${notFoundTitle} · HRMS`}</title>
        <NotFound title={notFoundTitle} message={notFoundMessage} backTo={backTo} backLabel={backLabel} />
      </>
    );
  }
  if (query.isPending) return <LoadingState variant="page" label={loadingLabel} />;
  if (query.isError) {
    return (
      <>
        <PageHeader title={title} />
        <ErrorBanner message={errorMessage(query.error, errorFallback)} />
      </>
    );
  }
  return <>{children(query.data)}</>;
}
