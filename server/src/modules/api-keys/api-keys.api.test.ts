import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

/**
 * API keys for integrations: a signed-in person makes one for some of their own permissions and never more; a
 * request with it is scoped as its user would be, minus what the key leaves out; revoked and expired keys fail.
 */
describe('API keys', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    hr = await t.login('hr@demo.test');
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t.close());

  const make = (token: string, payload: Record<string, unknown>) =>
    t.as(token, { method: 'POST', url: '/api/me/api-keys', payload });
  const withKey = (key: string, url: string, remoteAddress = '198.51.100.40') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` }, remoteAddress });

  it('carries only permissions its maker holds, is shown once and kept hashed', async () => {
    const beyond = await make(hr, {
      name: 'Too much',
      expires_in_days: 30,
      permissions: ['view-employees', 'manage-roles'],
    });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors.permissions).toEqual([
      'A key cannot carry permissions you do not hold: manage-roles.',
    ]);
    const unknown = await make(hr, { name: 'Odd', expires_in_days: 30, permissions: ['fly-planes'] });
    expect(unknown.json().errors.permissions).toEqual(['No such permission: fly-planes.']);
    const none = await make(hr, { name: 'Empty', expires_in_days: 30, permissions: [] });
    expect(none.statusCode).toBe(422);
    const tooLong = await make(hr, {
      name: 'Forever',
      expires_in_days: 366,
      permissions: ['view-employees'],
    });
    expect(tooLong.statusCode).toBe(422);

    const made = await make(hr, {
      name: 'Payroll sync',
      expires_in_days: 90,
      permissions: ['view-employees'],
    });
    expect(made.statusCode).toBe(201);
    const { key, api_key } = made.json();
    expect(key).toMatch(/^hrk_[\w-]{43}$/);
    expect(api_key).toMatchObject({
      name: 'Payroll sync',
      prefix: key.slice(0, 8),
      permissions: ['view-employees'],
    });
    const days = (Date.parse(api_key.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    const listed = (await t.as(hr, { method: 'GET', url: '/api/me/api-keys' })).json().data;
    expect(listed.map((k: { name: string }) => k.name)).toEqual(['Payroll sync']);
    expect(JSON.stringify(listed)).not.toContain(key);
    const [stored] = await rawRows<{ key_hash: string }>(
      t.database.db,
      sql`select key_hash from api_keys where id = ${api_key.id}`,
    );
    expect(stored?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const [audit] = await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_events where action = 'api_key.created' and entity_id = ${api_key.id}`,
    );
    expect(audit?.n).toBe(1);
  });

  it('acts as its user within the key: what the key leaves out is refused, and its use is recorded', async () => {
    const { key, api_key } = (
      await make(hr, { name: 'Reader', expires_in_days: 30, permissions: ['view-employees'] })
    ).json();
    const asUser = await t.as(hr, { method: 'GET', url: '/api/employees?per_page=100' });
    const asKey = await withKey(key, '/api/employees?per_page=100');
    expect(asKey.statusCode).toBe(200);
    expect(asKey.json().total).toBe(asUser.json().total);
    expect(asKey.json().total).toBeGreaterThan(0);
    // HR may see leave; the key does not carry it.
    expect((await t.as(hr, { method: 'GET', url: '/api/leaves' })).statusCode).toBe(200);
    expect((await withKey(key, '/api/leaves')).statusCode).toBe(403);
    // A key cannot manage keys, sessions or its user's password.
    expect((await withKey(key, '/api/me/api-keys')).statusCode).toBe(403);
    expect((await withKey(key, '/api/me/sessions')).statusCode).toBe(403);
    const [used] = await rawRows<{ last_used_ip: string; last_used_at: Date | null }>(
      t.database.db,
      sql`select last_used_ip, last_used_at from api_keys where id = ${api_key.id}`,
    );
    expect(used?.last_used_ip).toBe('198.51.100.40');
    expect(used?.last_used_at).not.toBeNull();
  });

  it('a super admin’s key is as wide as its permissions, no wider', async () => {
    const { key } = (
      await make(admin, { name: 'Audit export', expires_in_days: 30, permissions: ['view-audit-trail'] })
    ).json();
    expect((await withKey(key, '/api/audit-events')).statusCode).toBe(200);
    expect((await withKey(key, '/api/employees')).statusCode).toBe(403);
  });

  it('fails once revoked or expired, and once its user loses the permission', async () => {
    const revoked = (
      await make(hr, { name: 'Old', expires_in_days: 30, permissions: ['view-employees'] })
    ).json();
    expect(
      (await t.as(hr, { method: 'DELETE', url: `/api/me/api-keys/${revoked.api_key.id}` })).statusCode,
    ).toBe(200);
    expect((await withKey(revoked.key, '/api/employees')).statusCode).toBe(401);
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/me/api-keys/${revoked.api_key.id}` })).statusCode,
    ).toBe(404);

    const expired = (
      await make(hr, { name: 'Short', expires_in_days: 1, permissions: ['view-employees'] })
    ).json();
    expect((await withKey(expired.key, '/api/employees')).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expired.api_key.id}`,
    );
    expect((await withKey(expired.key, '/api/employees')).statusCode).toBe(401);

    const kept = (
      await make(hr, { name: 'Kept', expires_in_days: 30, permissions: ['view-employees'] })
    ).json();
    const hrUser = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.id;
    await t.as(admin, {
      method: 'POST',
      url: `/api/users/${hrUser}/assign-roles`,
      payload: { roles: ['employee'] },
    });
    expect((await withKey(kept.key, '/api/employees')).statusCode).toBe(403);
  });
});
