import type { Paged } from '@hrms/contracts/common';
import type {
  MailSettings,
  Notification,
  NotificationPreference,
  NotificationPreferencesRequest,
  OutboxMail,
  OutboxMailDetail,
} from '@hrms/contracts/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { NotificationFilters, OutboxFilters } from './filters';
import { notificationKeys } from './keys';

/** How often the bell asks for the unread count; new notifications show up within this. */
export const UNREAD_POLL_MS = 15_000;

// ---- the signed-in user's notifications

/** GET /notifications/unread-count, polled while the app is open and again when the window regains focus. */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: async ({ signal }) =>
      (await api.get<{ count: number }>('/notifications/unread-count', { signal })).count,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** GET /notifications, newest first; `per_page` left out takes the server's default. */
export function useNotifications(filters: NotificationFilters & { per_page?: number }) {
  return useQuery({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<Notification>>('/notifications', {
        query: {
          page: filters.page,
          per_page: filters.per_page,
          unread: filters.unread ? 'true' : undefined,
        },
        fallbackMessage: 'Failed to load notifications',
        signal,
      }),
    placeholderData: keepPreviousData,
    // Opened again (the bell's panel, the page) it asks afresh: a new notification may have come in.
    staleTime: 0,
  });
}

function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** PUT /notifications/{id}/read. The refresh sits on the mutation, so it runs even if the panel closed. */
export function useMarkRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (id: number) =>
      api.put<{ notification: Notification }>(`/notifications/${id}/read`, undefined, {
        fallbackMessage: 'Failed to mark the notification as read',
      }),
    onSuccess: refresh,
  });
}

/** PUT /notifications/read-all → how many were marked read. */
export function useMarkAllRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () =>
      api.put<{ updated: number }>('/notifications/read-all', undefined, {
        fallbackMessage: 'Failed to mark the notifications as read',
      }),
    onSuccess: refresh,
  });
}

// ---- preferences

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ preferences: NotificationPreference[] }>('/notification-preferences', {
          fallbackMessage: 'Failed to load your notification preferences',
          signal,
        })
      ).preferences,
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationPreferencesRequest) =>
      (
        await api.put<{ preferences: NotificationPreference[] }>('/notification-preferences', body, {
          fallbackMessage: 'Failed to save your notification preferences',
        })
      ).preferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences, preferences),
  });
}

// ---- the outbox (super admins)

export function useOutbox(filters: OutboxFilters) {
  return useQuery({
    queryKey: notificationKeys.outboxList(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<OutboxMail>>('/notification-outbox', {
        query: { page: filters.page, status: filters.status },
        fallbackMessage: 'Failed to load the outbox',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /notification-outbox/{id}: the mail with its plain-text body. */
export function useOutboxMail(id: number) {
  return useQuery({
    queryKey: notificationKeys.outboxMail(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ mail: OutboxMailDetail }>(`/notification-outbox/${id}`, {
          fallbackMessage: 'Failed to load the mail',
          signal,
        })
      ).mail,
  });
}

/** GET /notification-outbox/settings: whether mail can leave, and from whom. */
export function useMailSettings() {
  return useQuery({
    queryKey: notificationKeys.mailSettings,
    queryFn: ({ signal }) =>
      api.get<MailSettings>('/notification-outbox/settings', {
        fallbackMessage: 'Failed to load the mail settings',
        signal,
      }),
    staleTime: 60_000,
  });
}

/** POST /notification-outbox/{id}/retry: a failed or held mail is sent again. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await api.post<{ mail: OutboxMail }>(`/notification-outbox/${id}/retry`, undefined, {
          fallbackMessage: 'Failed to send the mail again',
        })
      ).mail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.outbox }),
  });
}
