import {
  mailSettings,
  markedRead,
  notification,
  notificationListQuery,
  notificationPreferences,
  notificationPreferencesRequest,
  outboxListQuery,
  outboxMail,
  outboxMailDetail,
  unreadCount,
} from '@hrms/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import {
  mailSettingsOf,
  myNotifications,
  myPreferences,
  myUnreadCount,
  outboxMail as outboxMailOf,
  outboxMails,
  readAllNotifications,
  readNotification,
  retryOutboxMail,
  updateMyPreferences,
} from './service';

const tags = ['notifications'];

/** The signed-in user's notifications and e-mail choices, and the outbox for super admins. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; mail: MailConfig }> = async (
  app,
  { db, mail },
) => {
  app.get(
    '/notifications',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Your in-app notifications, newest first',
        querystring: notificationListQuery,
        response: { 200: pagedResponse(notification) },
      },
    },
    async (request) => myNotifications(db, principalOf(request), request.query),
  );
  app.get(
    '/notifications/unread-count',
    {
      config: signedIn,
      schema: { tags, summary: 'How many of your notifications are unread', response: { 200: unreadCount } },
    },
    async (request) => myUnreadCount(db, principalOf(request)),
  );
  app.put(
    '/notifications/read-all',
    {
      config: signedIn,
      schema: { tags, summary: 'Marks all your notifications read', response: { 200: markedRead } },
    },
    async (request) => readAllNotifications(db, principalOf(request)),
  );
  app.put(
    '/notifications/:id/read',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Marks one of your notifications read',
        params: idParams,
        response: { 200: z.object({ notification }) },
      },
    },
    async (request) => readNotification(db, principalOf(request), request.params.id),
  );
  app.get(
    '/notification-preferences',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Which events you also receive by e-mail',
        response: { 200: notificationPreferences },
      },
    },
    async (request) => myPreferences(db, principalOf(request)),
  );
  app.put(
    '/notification-preferences',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Chooses which events you also receive by e-mail (in-app is always on)',
        body: notificationPreferencesRequest,
        response: { 200: notificationPreferences },
      },
    },
    async (request) => updateMyPreferences(db, principalOf(request), request.body),
  );

  app.get(
    '/notification-outbox',
    {
      config: requirePermission('manage-notification-outbox'),
      schema: {
        tags,
        summary: 'Every mail the system has queued, sent, failed or held (manage-notification-outbox)',
        querystring: outboxListQuery,
        response: { 200: pagedResponse(outboxMail) },
      },
    },
    async (request) => outboxMails(db, request.query),
  );
  app.get(
    '/notification-outbox/settings',
    {
      config: requirePermission('manage-notification-outbox'),
      schema: {
        tags,
        summary: 'Whether an SMTP server is configured (manage-notification-outbox)',
        response: { 200: mailSettings },
      },
    },
    async () => mailSettingsOf(mail),
  );
  app.get(
    '/notification-outbox/:id',
    {
      config: requirePermission('manage-notification-outbox'),
      schema: {
        tags,
        summary: 'One mail of the outbox with its text (manage-notification-outbox)',
        params: idParams,
        response: { 200: z.object({ mail: outboxMailDetail }) },
      },
    },
    async (request) => outboxMailOf(db, mail, request.params.id),
  );
  app.post(
    '/notification-outbox/:id/retry',
    {
      config: requirePermission('manage-notification-outbox'),
      schema: {
        tags,
        summary: 'Sends a failed or held mail again (manage-notification-outbox)',
        params: idParams,
        response: { 200: z.object({ mail: outboxMail }) },
      },
    },
    async (request) => retryOutboxMail(db, request.params.id, () => app.outbox.wake()),
  );
};
