import { DOCUMENT_REQUEST_STATUSES, EXPIRING_SOON_DAYS } from '@hrms/contracts/documents';
import { oneOf } from '@/components/requests/standing';
import { ALL, idParam, nextListParams, pageParam } from '@/lib/listParams';

/**
 * The HR lists' filters live in the query string (a filtered list can be reloaded, shared, and linked to
 * from a notification: /documents?employee_id=12). Read defensively: an unknown value means the default.
 */

/** All documents: whose, and of which type ('' for all). */
export type DocumentListFilters = { page: number; employee_id: string; document_type_id: string };

export function readDocumentFilters(params: URLSearchParams): DocumentListFilters {
  return {
    page: pageParam(params),
    employee_id: idParam(params, 'employee_id'),
    document_type_id: idParam(params, 'document_type_id'),
  };
}

/** How far ahead "Expiring soon" looks: the days offered (the first is the contracts' default). */
export const EXPIRY_WINDOWS = [EXPIRING_SOON_DAYS, 60, 90] as const;
export const EXPIRY_WINDOW_OPTIONS = EXPIRY_WINDOWS.map((days) => ({
  value: String(days),
  label: `${days} days`,
}));

export type ExpiringFilters = { page: number; days: number };

export function readExpiringFilters(params: URLSearchParams): ExpiringFilters {
  const days = Number(params.get('days'));
  return {
    page: pageParam(params),
    days: (EXPIRY_WINDOWS as readonly number[]).includes(days) ? days : EXPIRING_SOON_DAYS,
  };
}

/** The window's default is left out of the address. */
export const nextExpiringParams = (current: URLSearchParams, changes: Record<string, string>) =>
  nextListParams(current, changes, { days: String(EXPIRING_SOON_DAYS) });

/** Requests: pending ones unless another status (or all, `?status=all`) is asked for; overdue ones only. */
export type RequestFilters = {
  page: number;
  status: (typeof DOCUMENT_REQUEST_STATUSES)[number] | '';
  overdue: boolean;
};

export function readRequestFilters(params: URLSearchParams): RequestFilters {
  const status = params.get('status');
  return {
    page: pageParam(params),
    status: status === ALL ? '' : oneOf(DOCUMENT_REQUEST_STATUSES, status ?? 'pending') || 'pending',
    overdue: params.get('overdue') === 'true',
  };
}

export const nextRequestParams = (current: URLSearchParams, changes: Record<string, string>) =>
  nextListParams(current, changes, { status: 'pending' });

export const REQUEST_STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'fulfilled', label: 'Fulfilled' },
  { value: 'cancelled', label: 'Cancelled' },
];
