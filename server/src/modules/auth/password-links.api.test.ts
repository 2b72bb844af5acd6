import { FORGOT_PASSWORD_ANSWER, PASSWORD_LINK_INVALID } from '@hrms/contracts/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailBed, mailTestBed, until } from '../../../test/mail-bed';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const NEW_PASSWORD = 'Chosen@2026x';

/** A link's secret, from the link a mail carries (absolute or the client route). */
const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token') as string;

/** The account links written to the outbox for `address`, newest last, read from the database. */
const linksTo = (t: TestApp, address: string) =>
  rawRows<{ id: number; event: string; status: string; link: string | null; user_id: number | null }>(
    t.database.db,
    sql`select id, event, status, message->>'link' as link, user_id from notification_outbox
         where to_address = ${address} and event like 'account.%' order by id`,
  );

const reset = (t: TestApp, token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password/reset',
    payload: { token, password, password_confirmation: password },
  });
const forgot = (t: TestApp, email: string, ip = '203.0.113.9') =>
  t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email }, remoteAddress: ip });
const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

/** A new account with a password (a super admin's, linked to no employee); answers it. */
async function accountFor(t: TestApp, admin: string, email: string): Promise<Json> {
  const password = 'Initial@2026x';
  const made = await t.as(admin, {
    method: 'POST',
    url: '/api/users',
    payload: { name: email.split('@')[0], email, password, password_confirmation: password },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().user;
}

describe('forgotten passwords: a one-time link by mail', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({
      passwordLinks: {
        resetMinutes: 60,
        invitationDays: 7,
        forgotLimits: { perEmail: 3, perIp: 100, windowSeconds: 600 },
      },
    });
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t.close());

  it('answers 202 alike whether or not the address has an account, and mails only an account', async () => {
    const unknown = await forgot(t, 'nobody@demo.test');
    const known = await forgot(t, 'Employee@Demo.test');
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(unknown.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(known.json()).toEqual(unknown.json());
    expect(await linksTo(t, 'nobody@demo.test')).toEqual([]);
    const [mail] = await linksTo(t, 'employee@demo.test');
    expect(mail).toMatchObject({ event: 'account.password_reset', user_id: expect.any(Number) });
    expect(mail?.link).toMatch(/^\/set-password\?token=[\w-]{43}$/);
    // No in-app notification carries the link.
    const inApp = await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where event like 'account.%'`,
    );
    expect(inApp[0]?.n).toBe(0);
  });

  it('sets the password once: the link then fails, every session ends, and the new password signs in', async () => {
    await accountFor(t, admin, 'reset1@demo.test');
    const before = await t.login('reset1@demo.test', 'Initial@2026x');
    await forgot(t, 'reset1@demo.test');
    const [mail] = await linksTo(t, 'reset1@demo.test');
    const token = tokenOf(mail?.link as string);

    const refused = await reset(t, token, 'Reset1@demo.test');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.password).toEqual(['The password must not be the email address.']);

    // The refused password left the link usable.
    const done = await reset(t, token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      message: 'Your password is set. Sign in with it.',
      email: 'reset1@demo.test',
    });
    const again = await reset(t, token, 'Another@2026x');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([PASSWORD_LINK_INVALID]);

    expect((await t.as(before, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await signIn(t, 'reset1@demo.test', 'Initial@2026x')).statusCode).toBe(401);
    expect((await signIn(t, 'reset1@demo.test', NEW_PASSWORD)).statusCode).toBe(200);

    const [audit] = await rawRows<{ action: string; summary: string }>(
      t.database.db,
      sql`select action, summary from audit_events where action = 'user.password_reset' order by id desc limit 1`,
    );
    expect(audit?.summary).toBe(
      'reset1@demo.test chose a new password through a mailed link; their sessions were ended',
    );
  });

  it('refuses an expired link, an unknown one, and an older link once a newer one is mailed', async () => {
    await accountFor(t, admin, 'manager@demo.test');
    await forgot(t, 'manager@demo.test');
    await forgot(t, 'manager@demo.test');
    const [older, newer] = await linksTo(t, 'manager@demo.test');
    expect((await reset(t, tokenOf(older?.link as string))).json().errors.token).toEqual([
      PASSWORD_LINK_INVALID,
    ]);
    expect((await reset(t, 'not-a-real-token')).json().errors.token).toEqual([PASSWORD_LINK_INVALID]);
    await t.database.db.execute(
      sql`update password_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const expired = await reset(t, tokenOf(newer?.link as string));
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.token).toEqual([PASSWORD_LINK_INVALID]);
  });

  it('of two uses of one link at the same moment, exactly one sets the password', async () => {
    await accountFor(t, admin, 'payroll@demo.test');
    await forgot(t, 'payroll@demo.test');
    const [mail] = await linksTo(t, 'payroll@demo.test');
    const token = tokenOf(mail?.link as string);
    const answers = await Promise.all([reset(t, token), reset(t, token, 'Second@2026x')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });

  it('counts requests per address: the fourth within the window is refused (429), for any address', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1)
      codes.push((await forgot(t, 'nobody.else@demo.test', '198.51.100.7')).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
  });

  it('mails an inactive account nothing', async () => {
    const user = await accountFor(t, admin, 'finance@demo.test');
    expect(
      (await t.as(admin, { method: 'PATCH', url: `/api/users/${user.id}/toggle-status` })).statusCode,
    ).toBe(200);
    expect((await forgot(t, 'finance@demo.test')).statusCode).toBe(202);
    expect(await linksTo(t, 'finance@demo.test')).toEqual([]);
  });
});

describe('account mail through a real SMTP server', () => {
  let bed: MailBed;

  beforeAll(async () => {
    bed = await mailTestBed();
  });
  afterAll(() => bed.close());

  it('sends the absolute link, keeps none in the outbox once sent, and shows none to whoever reads it', async () => {
    const { t, smtp, admin } = bed;
    expect((await forgot(t, 'employee@demo.test')).statusCode).toBe(202);
    const [mail] = await smtp.waitFor(1, 'employee@demo.test');
    expect(mail?.parsed.subject).toBe('Choose a new password');
    const link = (mail?.parsed.text ?? '').match(
      /https:\/\/hr\.example\.com\/set-password\?token=[\w-]+/,
    )?.[0];
    expect(link).toBeDefined();
    expect(mail?.parsed.text).toContain('Link valid until');
    expect(mail?.parsed.text).not.toContain('Notifications → Preferences');

    const [row] = await until('the mail to be settled as sent', async () => {
      const rows = await linksTo(t, 'employee@demo.test');
      return rows[0]?.status === 'sent' && rows;
    });
    expect(row?.link).toBeNull();
    const detail = await t.as(admin, { method: 'GET', url: `/api/notification-outbox/${row?.id}` });
    expect(detail.json().mail.text).not.toContain('token=');

    expect((await reset(t, tokenOf(link as string))).statusCode).toBe(200);
  });

  it('an administrator mails an invitation or a new-password link, audited; never to an inactive account', async () => {
    const { t, admin, hr } = bed;
    const user = await accountFor(t, admin, 'manager@demo.test');
    expect(user).toMatchObject({ email: 'manager@demo.test', password_set: true });

    // An HR manager does not hold update-users.
    const denied = await t.as(hr, { method: 'POST', url: `/api/users/${user.id}/invitation` });
    expect(denied.statusCode).toBe(403);
    const sent = await t.as(admin, { method: 'POST', url: `/api/users/${user.id}/invitation` });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('A link to choose a new password was mailed to manager@demo.test.');
    const [mail] = await linksTo(t, 'manager@demo.test');
    expect(mail?.event).toBe('account.password_reset');

    expect(
      (await t.as(admin, { method: 'PATCH', url: `/api/users/${user.id}/toggle-status` })).statusCode,
    ).toBe(200);
    const inactive = await t.as(admin, { method: 'POST', url: `/api/users/${user.id}/invitation` });
    expect(inactive.statusCode).toBe(409);
    const audits = await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_events where action = 'user.password_link_sent' and entity_id = ${user.id}`,
    );
    expect(audits[0]?.n).toBe(1);
  });
});
