import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db/client';
import { OUTSIDER, setUpCallers } from './security';
import { type SmtpServer, startSmtpServer } from './smtp';
import { createTestApp, type TestApp } from './test-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * The shared ground of the notification tests: an app that mails through a real SMTP server in this process
 * (smtp.ts), the outsider who must hear nothing of the demo company, and probes of what was written and sent.
 */

/** Polls `probe` every 50 ms, at most `tries` times, until it answers something truthy; answers that. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  tries = 200,
): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Makes the callers of security.ts — matrix.admin@demo.test, an admin of the demo company, and a second
 * company (Outside Works) whose hr_manager is OUTSIDER — and signs the outsider in; answers their token.
 */
export async function signInOutsider(t: TestApp, superToken: string): Promise<string> {
  await setUpCallers(t, superToken);
  return t.login(OUTSIDER.email, OUTSIDER.password);
}

export type OutboxRow = {
  id: number;
  event: string;
  to_address: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  attachments: Json[];
  message: Json;
};

/** What the app wrote to its outbox and in-app notifications, and what reached the SMTP server. */
export function mailProbes(t: TestApp, smtp: SmtpServer) {
  const outbox = () =>
    rawRows<OutboxRow>(
      t.database.db,
      sql`select id, event, to_address, subject, status, attempts, last_error, attachments, message
          from notification_outbox order by id`,
    );
  const outboxCount = async () =>
    (await rawRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from notification_outbox`))[0]
      ?.n ?? 0;
  return {
    /** Every mail in the outbox, oldest first. */
    outbox,
    /** How many mails the outbox holds. */
    outboxCount,
    /**
     * Waits until the worker is done with every mail in the outbox: each sent, or with `failedToo` sent or
     * failed for good. Answers the outbox.
     */
    outboxDone: (what: string, { failedToo = false, tries = 200 } = {}) =>
      until(
        what,
        async () => {
          const rows = await outbox();
          return rows.every((m) => m.status === 'sent' || (failedToo && m.status === 'failed')) && rows;
        },
        tries,
      ),
    /** Waits until every mail written to the outbox so far has reached the SMTP server; answers how many. */
    async settled() {
      const written = await outboxCount();
      await smtp.waitFor(written);
      return written;
    },
    /** The mails the SMTP server received for `address`. */
    mailsTo: (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address)),
    /** The caller's in-app notifications, newest first. */
    inbox: async (token: string) =>
      (await t.as(token, { method: 'GET', url: '/api/notifications?per_page=100' })).json().data as Json[],
    /** How many of the caller's in-app notifications are unread. */
    unread: async (token: string) =>
      (await t.as(token, { method: 'GET', url: '/api/notifications/unread-count' })).json().count as number,
  };
}

export type MailProbes = ReturnType<typeof mailProbes>;
export type MailBed = MailProbes & {
  t: TestApp;
  smtp: SmtpServer;
  /** Signed in: the demo's HR manager, super admin and employee, and OUTSIDER (see signInOutsider). */
  hr: string;
  admin: string;
  employee: string;
  outsider: string;
  close(): Promise<void>;
};

/**
 * An SMTP server and an app on a fresh demo database that mails through it, with the probes of both; the
 * demo users signed in, and the callers of security.ts made with OUTSIDER signed in too.
 */
export async function mailTestBed(): Promise<MailBed> {
  const smtp = await startSmtpServer();
  const t = await createTestApp({ mail: smtp.mailConfig() });
  const [hr, admin, employee] = await Promise.all([
    t.login('hr@demo.test'),
    t.login('admin@demo.test'),
    t.login('employee@demo.test'),
  ]);
  const outsider = await signInOutsider(t, admin);
  return {
    t,
    smtp,
    hr,
    admin,
    employee,
    outsider,
    ...mailProbes(t, smtp),
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
