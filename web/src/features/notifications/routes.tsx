import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/**
 * Notifications: every user's own list and preferences; the e-mail outbox for super admins (the
 * only ones holding manage-notification-outbox, a platform permission).
 */
export const notificationRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: async () => ({ Component: (await import('./pages/NotificationsPage')).NotificationsPage }),
  },
  {
    path: 'notifications/preferences',
    lazy: async () => ({
      Component: (await import('./pages/NotificationPreferencesPage')).NotificationPreferencesPage,
    }),
  },
  {
    path: 'notification-outbox',
    element: <RequirePermission permission="manage-notification-outbox" redirectTo="/" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/NotificationOutboxPage')).NotificationOutboxPage,
        }),
      },
    ],
  },
];
