import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import { LoadingState } from '../../../components/ui/LoadingState';
import { NotFound } from '../../../components/ui/NotFound';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ApiError, errorMessage } from '../../../lib/api';

type RecordStateProps<T> = {
  query: UseQueryResult<T>;
  /** The id in the URL is a positive whole number. */
  validId: boolean;
  /** The page's title while it fails for another reason. */
  title: string;
  /** "Component Not Found", "Tax Regime Not Found" (spec 2 §2). */
  notFoundTitle: string;
  notFoundMessage: string;
  backTo: string;
  backLabel: string;
  errorFallback: string;
  loadingLabel: string;
  children: (record: T) => ReactNode;
};

/**
 * A page about one record: loading, then not found (a bad id or a 404: the large cross and a
 * back button, spec 2 §8), another failure (the red banner), or the page itself.
 */
export function RecordState<T>({
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
}: RecordStateProps<T>) {
  if (!validId || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <>
        <title>{`${notFoundTitle} · HRMS`}</title>
        <NotFound title={notFoundTitle} message={notFoundMessage} backTo={backTo} backLabel={backLabel} />
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
