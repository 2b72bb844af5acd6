import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

const OLD_PASSWORD = 'Original-Pass-1';
const NEW_PASSWORD = 'Brand-New-Pass-2';
const EMAIL = 'changer7@demo.test';

describe('changing one’s own password (PUT /api/me/password)', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp({ loginLimits: { perEmail: 5, perIp: 100, windowSeconds: 600 } });
    const admin = await t.login('admin@demo.test');
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Pat Changer',
        email: EMAIL,
        password: OLD_PASSWORD,
        password_confirmation: OLD_PASSWORD,
      },
    });
    expect(created.statusCode).toBe(201);
    userId = created.json().user.id;
  });
  afterAll(() => t.close());

  const change = (token: string, payload: Record<string, unknown>) =>
    t.as(token, { method: 'PUT', url: '/api/me/password', payload });
  const body = (current: string, password: string, confirmation = password) => ({
    current_password: current,
    password,
    password_confirmation: confirmation,
  });
  const signIn = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email: EMAIL, password } });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      payload: body(OLD_PASSWORD, NEW_PASSWORD),
    });
    expect(res.statusCode).toBe(401);
  });

  it('validates every field with the policy’s and the spec’s wording', async () => {
    const token = await t.login(EMAIL, OLD_PASSWORD);
    const empty = await change(token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      current_password: ['The current password field is required.'],
      password: ['The password field is required.'],
    });

    const mismatch = await change(token, body(OLD_PASSWORD, NEW_PASSWORD, 'Something-Else-3'));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords do not match'] });

    for (const [password, message] of [
      ['short1', 'The password must be at least 8 characters.'],
      ['abcdefghij', 'The password must contain at least one letter and one number.'],
      ['Password123', 'The password is too common. Choose one that is harder to guess.'],
      [EMAIL.toUpperCase(), 'The password must not be the email address.'],
      [OLD_PASSWORD, 'The new password must be different from the current password.'],
    ] as const) {
      const res = await change(token, body(OLD_PASSWORD, password));
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors, password).toEqual({ password: [message] });
    }
    // None of these changed anything.
    expect((await t.as(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await signIn(OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password on its field, counting it as a failed sign-in', async () => {
    const token = await t.login(EMAIL, OLD_PASSWORD);
    const wrong = await change(token, body('not-my-password-9', NEW_PASSWORD));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { current_password: ['The current password is incorrect.'] },
    });
    const [row] = await rawRows<{ hits: number }>(
      t.database.db,
      sql`select hits from rate_limits where key = ${`login:email:${EMAIL}`}`,
    );
    expect(Number(row?.hits)).toBe(1);
  });

  it('changes the password, ends every other session, keeps this one, and audits it without secrets', async () => {
    const other = await t.login(EMAIL, OLD_PASSWORD);
    const current = await t.login(EMAIL, OLD_PASSWORD);
    const res = await change(current, body(OLD_PASSWORD, NEW_PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed' });

    expect((await t.as(other, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const me = await t.as(current, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(EMAIL);

    expect((await signIn(OLD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);

    const events = await rawRows<{ user_id: number; summary: string; changes: unknown }>(
      t.database.db,
      sql`select user_id, summary, changes from audit_events
          where action = 'user.password_changed' and entity_type = 'user' and entity_id = ${userId}`,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ user_id: userId, changes: null });
    const trail = JSON.stringify(events);
    for (const secret of [OLD_PASSWORD, NEW_PASSWORD, '$argon2']) expect(trail).not.toContain(secret);
  });

  it('locks the account like sign-in once wrong current passwords use up its attempts', async () => {
    const token = await t.login(EMAIL, NEW_PASSWORD);
    // The limit is 5 per email; a successful change or sign-in cleared the counter.
    for (let i = 0; i < 5; i++) {
      expect((await change(token, body(`guess-number-${i}`, 'Yet-Another-Pass-4'))).statusCode).toBe(422);
    }
    const locked = await change(token, body(NEW_PASSWORD, 'Yet-Another-Pass-4'));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(429);
    // The session itself stays usable; only password checks are refused.
    expect((await t.as(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });
});
