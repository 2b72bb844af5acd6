import { ACCOUNT_EVENTS, type NotificationEvent, type OutboxStatus } from '@hrms/contracts/notifications';
import { type Permission, SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { anyId } from '../../db/ids';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import {
  notificationOutbox,
  notificationPreferences,
  notifications,
  type OutboxAttachment,
} from '../../db/schema/notifications';
import { pageLimit, pageOffset } from '../../platform/pagination';

/** Someone a notification goes to: a user (in-app, and mail as they prefer) or an address alone. */
export type Recipient =
  | { userId: number; email: string; name: string }
  | { userId: null; email: string; name: string };

/**
 * Active users who hold `permission` through a role and whose employee record is in `companyId`: the
 * people who act on a company's requests. A super admin is one of them only through their own employee
 * record, so a platform operator is not told of every company's leave.
 */
export async function holdersInCompany(
  db: DbOrTx,
  companyId: number,
  permission: Permission,
  except: number | null,
): Promise<Recipient[]> {
  return rawRows<Recipient>(
    db,
    sql`select distinct u.id as "userId", u.email, u.name
        from ${users} u
        join ${employees} e on e.id = u.employee_id
        join ${userRoles} ur on ur.user_id = u.id
        join ${roles} r on r.id = ur.role_id
        left join ${rolePermissions} rp on rp.role_id = r.id
        left join ${permissions} p on p.id = rp.permission_id
        where u.is_active and e.company_id = ${companyId}
          and (p.name = ${permission} or r.name = ${SUPER_ADMIN_ROLE})
          and u.id is distinct from ${except}
        order by u.id`,
  );
}

/** The active user of an employee record, if it has one. */
export async function userOfEmployee(db: DbOrTx, employeeId: number): Promise<Recipient | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.employee_id, employeeId), eq(users.is_active, true)))
    .limit(1);
  return row ?? null;
}

/** The events of these users that they do not want by e-mail. */
export async function emailOptOuts(db: DbOrTx, userIds: number[], event: NotificationEvent) {
  if (!userIds.length) return new Set<number>();
  const rows = await db
    .select({ user_id: notificationPreferences.user_id })
    .from(notificationPreferences)
    .where(
      and(
        anyId(notificationPreferences.user_id, userIds),
        eq(notificationPreferences.event, event),
        eq(notificationPreferences.email, false),
      ),
    );
  return new Set(rows.map((r) => r.user_id));
}

export type NotificationValues = typeof notifications.$inferInsert;
export type OutboxValues = typeof notificationOutbox.$inferInsert;

export async function insertNotifications(db: DbOrTx, values: NotificationValues[]) {
  if (values.length) await db.insert(notifications).values(values);
}

export async function insertOutbox(db: DbOrTx, values: OutboxValues[]) {
  if (values.length) await db.insert(notificationOutbox).values(values);
}

// In-app notifications: always the caller's own.

const ofUser = (userId: number, unreadOnly: boolean) =>
  and(eq(notifications.user_id, userId), unreadOnly ? isNull(notifications.read_at) : undefined);

export async function notificationsPage(
  db: DbOrTx,
  userId: number,
  unreadOnly: boolean,
  page: number,
  perPage: number,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(ofUser(userId, unreadOnly))
      .orderBy(desc(notifications.id))
      .limit(pageLimit(perPage))
      .offset(pageOffset(page, perPage)),
    db.select({ n: count() }).from(notifications).where(ofUser(userId, unreadOnly)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function unreadCountOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ n: count() }).from(notifications).where(ofUser(userId, true));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read (a second time keeps the first time); null when not theirs. */
export async function markRead(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning();
  return row ?? null;
}

export async function markAllRead(db: DbOrTx, userId: number) {
  const rows = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(ofUser(userId, true))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function preferencesOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ event: notificationPreferences.event, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, userId));
  return new Map(rows.map((r) => [r.event, r.email]));
}

export async function savePreferences(
  db: DbOrTx,
  userId: number,
  choices: { event: NotificationEvent; email: boolean }[],
) {
  await db
    .insert(notificationPreferences)
    .values(choices.map((c) => ({ user_id: userId, event: c.event, email: c.email })))
    .onConflictDoUpdate({
      target: [notificationPreferences.user_id, notificationPreferences.event],
      set: { email: sql`excluded.email` },
    });
}

// The outbox, for its delivery worker and for super admins.

export type OutboxRow = typeof notificationOutbox.$inferSelect;

const byStatus = (status: OutboxStatus | undefined): SQL | undefined =>
  status ? eq(notificationOutbox.status, status) : undefined;

export async function outboxPage(
  db: DbOrTx,
  status: OutboxStatus | undefined,
  page: number,
  perPage: number,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notificationOutbox)
      .where(byStatus(status))
      .orderBy(desc(notificationOutbox.id))
      .limit(pageLimit(perPage))
      .offset(pageOffset(page, perPage)),
    db.select({ n: count() }).from(notificationOutbox).where(byStatus(status)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOutboxMail(db: DbOrTx, id: number) {
  const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)).limit(1);
  return row ?? null;
}

/** Puts a failed or held mail back in the queue, due now, with its attempts counted afresh. */
export async function requeueMail(db: DbOrTx, id: number) {
  const [row] = await db
    .update(notificationOutbox)
    .set({ status: 'pending', attempts: 0, next_attempt_at: sql`now()`, last_error: null })
    .where(and(eq(notificationOutbox.id, id), inArray(notificationOutbox.status, ['failed', 'held'])))
    .returning();
  return row ?? null;
}

/**
 * Claims up to `limit` mails that are due, for `claimSeconds`: `skip locked` lets every instance claim at
 * once without two taking the same mail, and a claim whose sender died lapses and is taken again.
 */
export async function claimDueMail(db: DbOrTx, limit: number, claimSeconds: number) {
  return rawRows<OutboxRow>(
    db,
    sql`update ${notificationOutbox}
        set status = 'sending', attempts = attempts + 1,
            claimed_until = now() + make_interval(secs => ${claimSeconds})
        where id in (
          select id from ${notificationOutbox}
          where (status = 'pending' and next_attempt_at <= now())
             or (status = 'sending' and claimed_until < now())
          order by id limit ${limit} for update skip locked)
        returning *`,
  );
}

/** Whether any mail is due (the worker's cheap look before it claims). */
export async function hasDueMail(db: DbOrTx) {
  const rows = await rawRows<{ one: number }>(
    db,
    sql`select 1 as one from ${notificationOutbox}
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and claimed_until < now())
        limit 1`,
  );
  return rows.length > 0;
}

/** Records one attempt's outcome on a claimed mail. */
export async function settleMail(
  db: DbOrTx,
  id: number,
  outcome:
    | { status: 'sent'; messageId: string | null }
    | { status: 'pending'; error: string; retryInSeconds: number }
    | { status: 'failed' | 'held'; error: string },
) {
  const common = { claimed_until: null };
  if (outcome.status === 'sent') {
    await db
      .update(notificationOutbox)
      .set({
        ...common,
        status: 'sent',
        sent_at: sql`now()`,
        message_id: outcome.messageId,
        last_error: null,
        // An account mail's one-time link is not kept once it has left: the outbox holds no usable link.
        message: sql`case when ${inArray(notificationOutbox.event, [...ACCOUNT_EVENTS])}
          then jsonb_set(${notificationOutbox.message}, '{link}', 'null'::jsonb)
          else ${notificationOutbox.message} end`,
      })
      .where(eq(notificationOutbox.id, id));
    return;
  }
  await db
    .update(notificationOutbox)
    .set({
      ...common,
      status: outcome.status,
      last_error: outcome.error,
      ...(outcome.status === 'pending'
        ? { next_attempt_at: sql`now() + make_interval(secs => ${outcome.retryInSeconds})` }
        : {}),
    })
    .where(eq(notificationOutbox.id, id));
}

export type { OutboxAttachment };
