import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { authTokens, users } from '../../db/schema/access';

const login = (t: TestApp, email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

describe('sign-in and session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a successful sign-in with user, token, permissions and roles', async () => {
    const res = await login(t, 'Admin@Demo.test ', 'Demo@12345');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.roles).toEqual(['super_admin']);
    expect(body.permissions).toContain('manage-roles');
    expect(body.user).toMatchObject({
      email: 'admin@demo.test',
      name: 'Aditi Rao',
      is_active: true,
      employee: { employee_id: 'EMP0001', company: { name: 'Demo Industries' } },
    });
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('hr@demo.test');
    const rows = await t.database.db.select({ hash: authTokens.token_hash }).from(authTokens);
    expect(rows.some((r) => r.hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrong = await login(t, 'hr@demo.test', 'not-the-password');
    const unknown = await login(t, 'nobody@demo.test', 'Demo@12345');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('refuses an inactive user', async () => {
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.email, 'employee@demo.test'));
    const res = await login(t, 'employee@demo.test', 'Demo@12345');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Your account is inactive' });
    await t.database.db.update(users).set({ is_active: true }).where(eq(users.email, 'employee@demo.test'));
  });

  it('answers missing fields with 422 and a message per field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
  });

  it('answers malformed JSON with 422, not 400 or 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@demo.test",',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { body: ['The request body is not valid JSON.'] },
    });
  });

  it('answers /me with the user, their employee and company, roles and permissions', async () => {
    const token = await t.login('employee@demo.test');
    const res = await t.as(token, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe('employee@demo.test');
    expect(body.user.employee.company.name).toBe('Demo Industries');
    expect(body.roles).toEqual(['employee']);
    expect(body.permissions).toContain('apply-leave');
    expect(body.permissions).not.toContain('view-employees');
  });

  it('answers /me without a token, with an unknown token and with an expired token with 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Unauthenticated.' });

    const garbage = await t.as('not-a-real-token', { method: 'GET', url: '/api/me' });
    expect(garbage.statusCode).toBe(401);

    const token = await t.login('hr@demo.test');
    await t.database.db.update(authTokens).set({ expires_at: sql`now() - interval '1 minute'` });
    const expired = await t.as(token, { method: 'GET', url: '/api/me' });
    expect(expired.statusCode).toBe(401);
  });

  it('revokes the presented token on logout and leaves other sessions alone', async () => {
    const first = await t.login('hr@demo.test');
    const second = await t.login('hr@demo.test');
    const out = await t.as(first, { method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out successfully' });
    expect((await t.as(first, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await t.as(second, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('ends the sessions of a user who is deactivated', async () => {
    const token = await t.login('employee@demo.test');
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.email, 'employee@demo.test'));
    expect((await t.as(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    await t.database.db.update(users).set({ is_active: true }).where(eq(users.email, 'employee@demo.test'));
  });

  it('tags every answer with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginLimits: { perEmail: 3, perIp: 5, windowSeconds: 600 } });
  });
  afterAll(() => t.close());

  it('answers 429 once an email has used up its failed attempts, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, 'hr@demo.test', 'wrong')).statusCode).toBe(401);
    const blocked = await login(t, 'hr@demo.test', 'Demo@12345');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failed attempts per address across emails', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++)
      expect((await login(t, `nobody${i}@demo.test`, 'x', ip)).statusCode).toBe(401);
    expect((await login(t, 'employee@demo.test', 'Demo@12345', ip)).statusCode).toBe(429);
    expect((await login(t, 'employee@demo.test', 'Demo@12345', '10.9.9.10')).statusCode).toBe(200);
  });

  it('forgets an email’s failures after a successful sign-in', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 2; i++) await login(t, 'admin@demo.test', 'wrong', ip);
    expect((await login(t, 'admin@demo.test', 'Demo@12345', ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await login(t, 'admin@demo.test', 'wrong', '10.1.1.2')).statusCode).toBe(401);
    expect((await login(t, 'admin@demo.test', 'Demo@12345', '10.1.1.3')).statusCode).toBe(200);
  });

  it('keeps the counters in the database, where every instance sees them', async () => {
    const rows = await t.database.db.execute(
      sql`select key from rate_limits where key = 'login:email:hr@demo.test'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});

describe('registration', () => {
  it('is disabled unless ALLOW_REGISTRATION is on', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'New Person',
        email: 'new@demo.test',
        password: 'Secret@123',
        password_confirmation: 'Secret@123',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Registration is disabled' });
    await t.close();
  });

  it('creates an employee-role account when enabled, and validates the form', async () => {
    const t = await createTestApp({ allowRegistration: true });
    const payload = {
      name: 'New Person',
      email: 'new@demo.test',
      password: 'Secret@123',
      password_confirmation: 'Secret@123',
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/register', payload });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Registration successful',
      roles: ['employee'],
      user: { email: 'new@demo.test', employee: null },
    });
    expect((await t.as(created.json().token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    const duplicate = await t.app.inject({ method: 'POST', url: '/api/register', payload });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ email: ['The email has already been taken.'] });

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        ...payload,
        email: 'other@demo.test',
        password_confirmation: 'Different@1',
        password: 'short',
      },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      password: ['The password must be at least 8 characters.'],
      password_confirmation: ['Passwords do not match'],
    });
    await t.close();
  });
});
