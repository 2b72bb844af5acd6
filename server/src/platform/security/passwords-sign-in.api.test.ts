import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

const form = (email: string, password: string) => ({
  name: 'Policy Person',
  email,
  password,
  password_confirmation: password,
});

describe('password policy wherever a password is set', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ allowRegistration: true });
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t.close());

  it.each([
    ['short1', 'The password must be at least 8 characters.'],
    ['abcdefghij', 'The password must contain at least one letter and one number.'],
    ['1234567890', 'The password must contain at least one letter and one number.'],
    ['Password123', 'The password is too common. Choose one that is harder to guess.'],
    ['new.person@demo.test1', null],
  ])('creating a user with %s', async (password, message) => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: form(`policy.${Math.random().toString(36).slice(2, 8)}@demo.test`, password),
    });
    if (message === null) {
      expect(res.statusCode).toBe(201);
      return;
    }
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([message]);
  });

  it('refuses the email address as the password, on create, update and registration', async () => {
    const email = 'same.as.password1@demo.test';
    const created = await t.as(admin, { method: 'POST', url: '/api/users', payload: form(email, email) });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ password: ['The password must not be the email address.'] });

    const user = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: form(email, 'Sturdy-Pass-42'),
    });
    expect(user.statusCode).toBe(201);
    const updated = await t.as(admin, {
      method: 'PUT',
      url: `/api/users/${user.json().user.id}`,
      payload: { ...form(email, email.toUpperCase()), password_confirmation: email.toUpperCase() },
    });
    expect(updated.statusCode).toBe(422);
    expect(updated.json().errors).toEqual({ password: ['The password must not be the email address.'] });

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: form('fresh1@demo.test', 'fresh1@demo.test'),
    });
    expect(registered.statusCode).toBe(422);
    expect(registered.json().errors).toEqual({ password: ['The password must not be the email address.'] });
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: form('fresh2@demo.test', 'welcome@123'),
    });
    expect(common.json().errors).toEqual({
      password: ['The password is too common. Choose one that is harder to guess.'],
    });
  });
});

describe('sign-in lockout', () => {
  let t: TestApp;
  const window = 600;
  beforeAll(async () => {
    t = await createTestApp({ loginLimits: { perEmail: 3, perIp: 100, windowSeconds: window } });
  });
  afterAll(() => t.close());

  const signIn = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'hr@demo.test', password } });

  it('locks an account out for the window after repeated failures, then lets the right password in', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('wrong-guess-1')).statusCode).toBe(401);
    const locked = await signIn('Demo@12345');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(window - 60);
    expect(retryAfter).toBeLessThanOrEqual(window);
    expect(locked.json()).toEqual({ message: `Too many attempts. Try again in ${retryAfter} seconds.` });
    expect(locked.json()).not.toHaveProperty('token');

    // Still locked just before the window ends; open once it has passed.
    await t.database.db.execute(
      sql`update rate_limits set window_started_at = now() - make_interval(secs => ${window - 5})
          where key = 'login:email:hr@demo.test'`,
    );
    expect((await signIn('Demo@12345')).statusCode).toBe(429);
    await t.database.db.execute(
      sql`update rate_limits set window_started_at = now() - make_interval(secs => ${window + 1})
          where key = 'login:email:hr@demo.test'`,
    );
    expect((await signIn('Demo@12345')).statusCode).toBe(200);
  });

  it('refuses an over-long password without hashing it', async () => {
    const res = await signIn('x'.repeat(100_000));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['The password may not be greater than 255 characters.']);
  });
});
