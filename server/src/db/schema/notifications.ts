import { OUTBOX_STATUSES } from '@hrms/contracts/notifications';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf } from './columns';

/**
 * In-app notifications: one row per recipient, written in the same transaction as the change
 * that causes it. Always on, whatever the user's e-mail preferences.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company the change belongs to (the recipient's scope); null for none. */
    company_id: integer('company_id'),
    event: varchar('event', { length: 60 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    link: varchar('link', { length: 300 }),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.id),
    index('notifications_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
  ],
);

/** A message as templates.ts makes it. */
export type StoredMessage = {
  title: string;
  body: string;
  facts: [label: string, value: string][];
  link: string | null;
};

/**
 * A file a mail carries: its content in base64 (a calendar invitation), or made when the mail is sent from
 * a record (`source`: a payslip, protected by its password), so a change that tells thousands of people
 * does not build thousands of files in its transaction.
 */
export type OutboxAttachment = { filename: string; content_type: string } & (
  | { content: string }
  | { source: { kind: string; id: number } }
);

/**
 * The e-mail outbox: every mail is a row written in the same transaction as the change that causes it
 * (nothing goes out for a change that rolled back), then sent by the delivery worker of any instance,
 * which retries with back-off and records each outcome here.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    event: varchar('event', { length: 60 }).notNull(),
    /** The recipient's user, or null for someone without one (an applicant). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    company_id: integer('company_id'),
    to_address: varchar('to_address', { length: 255 }).notNull(),
    to_name: varchar('to_name', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    /** What the mail says (templates.ts Message), rendered as text and HTML when it is sent or read. */
    message: jsonb('message').$type<StoredMessage>().notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the claim lapses and another instance may try (the sender died). */
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    last_error: text('last_error'),
    message_id: varchar('message_id', { length: 300 }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('notification_outbox_status_check', t.status, OUTBOX_STATUSES),
    index('notification_outbox_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
    index('notification_outbox_status_idx').on(t.status, t.id),
  ],
);

/** Which events a user also receives by e-mail; no row means yes (the default). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 60 }).notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.event] })],
);
