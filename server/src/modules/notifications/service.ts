import {
  type MailSettings,
  NOTIFICATION_EVENT_KEYS,
  NOTIFICATION_EVENTS,
  type Notification,
  type NotificationPreference,
  type NotificationPreferencesRequest,
  type OutboxMail,
  type OutboxMailDetail,
  type OutboxStatus,
} from '@hrms/contracts/notifications';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { iso, isoOrNull } from '../../platform/dates';
import { conflict, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import {
  findOutboxMail,
  markAllRead,
  markRead,
  notificationsPage,
  type OutboxRow,
  outboxPage,
  preferencesOf,
  requeueMail,
  savePreferences,
  unreadCountOf,
} from './queries';
import { linkBaseOf, mailOf, recipientOf } from './templates';

type NotificationRow = Awaited<ReturnType<typeof notificationsPage>>['rows'][number];

const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  event: r.event,
  title: r.title,
  body: r.body,
  link: r.link,
  read_at: isoOrNull(r.read_at),
  created_at: iso(r.created_at),
});

export async function myNotifications(
  db: Db,
  principal: Principal,
  q: { page: number; per_page: number; unread: boolean },
) {
  const { rows, total } = await notificationsPage(db, principal.userId, q.unread, q.page, q.per_page);
  return paged(rows.map(toNotification), total, q.page, q.per_page);
}

export async function myUnreadCount(db: Db, principal: Principal) {
  return { count: await unreadCountOf(db, principal.userId) };
}

/** Someone else's notification answers 404, as one that does not exist. */
export async function readNotification(db: Db, principal: Principal, id: number) {
  const row = await markRead(db, principal.userId, id);
  if (!row) throw notFound('Notification');
  return { notification: toNotification(row) };
}

export async function readAllNotifications(db: Db, principal: Principal) {
  return { updated: await markAllRead(db, principal.userId) };
}

export async function myPreferences(
  db: Db,
  principal: Principal,
): Promise<{ preferences: NotificationPreference[] }> {
  const chosen = await preferencesOf(db, principal.userId);
  return {
    preferences: NOTIFICATION_EVENT_KEYS.map((event) => ({
      event,
      ...NOTIFICATION_EVENTS[event],
      email: chosen.get(event) ?? true,
    })),
  };
}

export async function updateMyPreferences(
  db: Db,
  principal: Principal,
  input: NotificationPreferencesRequest,
) {
  await savePreferences(db, principal.userId, input.preferences);
  return myPreferences(db, principal);
}

// The outbox holds every company's mail: its routes need manage-notification-outbox, a platform permission.

const toOutboxMail = (r: OutboxRow): OutboxMail => ({
  id: r.id,
  event: r.event,
  to: r.to_address,
  subject: r.subject,
  status: r.status as OutboxStatus,
  attempts: r.attempts,
  last_error: r.last_error,
  next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
  sent_at: isoOrNull(r.sent_at),
  created_at: iso(r.created_at),
  attachments: r.attachments.map((a) => a.filename),
});

export async function outboxMails(db: Db, q: { page: number; per_page: number; status?: OutboxStatus }) {
  const { rows, total } = await outboxPage(db, q.status, q.page, q.per_page);
  return paged(rows.map(toOutboxMail), total, q.page, q.per_page);
}

export async function outboxMail(
  db: Db,
  config: MailConfig,
  id: number,
): Promise<{ mail: OutboxMailDetail }> {
  const row = await findOutboxMail(db, id);
  if (!row) throw notFound('Mail');
  const to = recipientOf(row);
  return {
    mail: {
      ...toOutboxMail(row),
      text: mailOf(
        // An account mail's one-time link is the holder's alone: whoever reads the outbox does not see it.
        to.kind === 'account' ? { ...row.message, link: null } : row.message,
        to,
        linkBaseOf(to, config),
      ).text,
    },
  };
}

/** Sends a failed or held mail again (after SMTP was configured or mended). */
export async function retryOutboxMail(db: Db, id: number, wake: () => void) {
  const row = await requeueMail(db, id);
  if (!row) {
    if (!(await findOutboxMail(db, id))) throw notFound('Mail');
    throw conflict('Only a failed or held mail can be sent again');
  }
  wake();
  return { mail: toOutboxMail(row) };
}

export function mailSettingsOf(config: MailConfig): MailSettings {
  return { smtp_configured: config.smtp !== null, from: config.from };
}
