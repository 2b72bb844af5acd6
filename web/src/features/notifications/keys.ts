import type { NotificationFilters, OutboxFilters } from './filters';

/**
 * Every key of the user's own notifications starts with 'notifications', so marking one read refreshes
 * the count, the bell's panel and the page at once; the outbox (super admins) has its own root.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  lists: ['notifications', 'list'] as const,
  list: (filters: NotificationFilters & { per_page?: number }) => ['notifications', 'list', filters] as const,
  preferences: ['notification-preferences'] as const,
  outbox: ['notification-outbox'] as const,
  outboxList: (filters: OutboxFilters) => ['notification-outbox', 'list', filters] as const,
  outboxMail: (id: number) => ['notification-outbox', 'mail', id] as const,
  mailSettings: ['notification-outbox', 'settings'] as const,
};
