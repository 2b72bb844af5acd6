import { OUTBOX_STATUSES, type OutboxStatus } from '@hrms/contracts/notifications';
import { pageParam } from '@/lib/listParams';

/** /notifications?unread=true&page=2: the list's filter lives in the query string, like every list's. */
export type NotificationFilters = { page: number; unread: boolean };

export function readNotificationFilters(params: URLSearchParams): NotificationFilters {
  return { page: pageParam(params), unread: params.get('unread') === 'true' };
}

/** /notification-outbox?status=failed&page=2; an unknown status means every status (''). */
export type OutboxFilters = { page: number; status: OutboxStatus | '' };

export function readOutboxFilters(params: URLSearchParams): OutboxFilters {
  const status = params.get('status') ?? '';
  return {
    page: pageParam(params),
    status: (OUTBOX_STATUSES as readonly string[]).includes(status) ? (status as OutboxStatus) : '',
  };
}
