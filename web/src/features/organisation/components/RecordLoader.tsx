import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import { LoadingState } from '../../../components/ui/LoadingState';
import { NotFound } from '../../../components/ui/NotFound';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ApiError, errorMessage } from '../../../lib/api';

type RecordLoaderProps<T> = {
  query: UseQueryResult<T>;
  /** The id in the URL is a positive whole number. */
  validId: boolean;
  /** Page title while failing ("Team Details"). */
  title: string;
  notFoundTitle: string;
  backTo: string;
  backLabel: string;
  errorFallback: string;
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
        <NotFound
          title={notFoundTitle}
          message="It does not exist, or it belongs to a company you cannot see."
          backTo={backTo}
          backLabel={backLabel}
        />
      </>
    );
  }
  if (query.isPending) return <LoadingState label={loadingLabel} />;
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

/** The numeric id of a route parameter, and whether it is a usable one. */
export function routeId(param: string | undefined): { id: number; valid: boolean } {
  const id = Number(param);
  return { id, valid: Number.isInteger(id) && id > 0 };
}
