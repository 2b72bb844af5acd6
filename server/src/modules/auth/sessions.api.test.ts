import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD, signInFor } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describe('sessions: each user sees theirs and ends them; an administrator ends a user’s', () => {
  let t: TestApp;
  let admin: string;
  let userId: number;
  const EMAIL = 'sessions.holder@demo.test';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const [employee] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select id from employees e where not exists (select 1 from users u where u.employee_id = e.id) order by id limit 1`,
    );
    const token = await signInFor(t, admin, employee?.id as number, EMAIL);
    userId = (await t.as(token, { method: 'GET', url: '/api/me' })).json().user.id;
  });
  afterAll(() => t.close());

  const signIn = async (userAgent: string, ip: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: EMAIL, password: ACCOUNT_PASSWORD },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    return res.json().token as string;
  };
  const works = async (token: string) =>
    (await t.as(token, { method: 'GET', url: '/api/me' })).statusCode === 200;

  it('lists the live sessions with where they came from, marks the current one, and ends one or all others', async () => {
    await t.as(admin, { method: 'DELETE', url: `/api/users/${userId}/sessions` });
    const laptop = await signIn('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', '198.51.100.7');
    const phone = await signIn(PHONE, '203.0.113.20');
    const list = await t.as(laptop, { method: 'GET', url: '/api/me/sessions' });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s: { current: boolean }) => s.current)).toMatchObject({ ip: '198.51.100.7' });
    const other = sessions.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ ip: '203.0.113.20', user_agent: PHONE, signed_in_at: expect.any(String) });

    expect((await t.as(laptop, { method: 'DELETE', url: `/api/me/sessions/${other.id}` })).statusCode).toBe(
      200,
    );
    expect(await works(phone)).toBe(false);
    expect(await works(laptop)).toBe(true);
    // Another user's session, or one already ended, is not found.
    const adminSessions = (await t.as(admin, { method: 'GET', url: '/api/me/sessions' })).json().data;
    expect(
      (await t.as(laptop, { method: 'DELETE', url: `/api/me/sessions/${adminSessions[0].id}` })).statusCode,
    ).toBe(404);
    expect((await t.as(laptop, { method: 'DELETE', url: `/api/me/sessions/${other.id}` })).statusCode).toBe(
      404,
    );

    const tablet = await signIn('Tablet', '203.0.113.21');
    const desk = await signIn('Desk', '203.0.113.22');
    expect((await t.as(laptop, { method: 'DELETE', url: '/api/me/sessions' })).statusCode).toBe(200);
    expect(await works(tablet)).toBe(false);
    expect(await works(desk)).toBe(false);
    expect(await works(laptop)).toBe(true);
  });

  it('an administrator signs a user out everywhere (audited); sign-out ends the session on the server', async () => {
    const one = await signIn('One', '203.0.113.30');
    const two = await signIn('Two', '203.0.113.31');
    expect((await t.as(one, { method: 'DELETE', url: `/api/users/${userId}/sessions` })).statusCode).toBe(
      403,
    );
    const ended = await t.as(admin, { method: 'DELETE', url: `/api/users/${userId}/sessions` });
    expect(ended.statusCode).toBe(200);
    expect(await works(one)).toBe(false);
    expect(await works(two)).toBe(false);
    const [audit] = await rawRows<{ summary: string }>(
      t.database.db,
      sql`select summary from audit_events where action = 'user.sessions_ended' and entity_id = ${userId} order by id desc limit 1`,
    );
    expect(audit?.summary).toBe(`Signed ${EMAIL} out of every session`);

    const three = await signIn('Three', '203.0.113.32');
    expect((await t.as(three, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect(await works(three)).toBe(false);
  });
});
