import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFor } from '../../../test/accounts';
import { startTestIdp, type TestIdp } from '../../../test/oidc-idp';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app';
import { rawRows } from '../../db/client';

/**
 * Single sign-on with OpenID Connect against a real provider (oidc-provider) started here: the authorization
 * code flow with PKCE, state and nonce, the ID token checked by openid-client; a provider that sends a token
 * for another audience or with a broken signature is refused, as are a replayed state, an unverified e-mail, one
 * outside the allowed domains and one without an account.
 */
const APP = 'http://hrms.test';
const SLUG = 'acme-test';
const CALLBACK = `${APP}/api/auth/oidc/${SLUG}/callback`;

describe('single sign-on (OpenID Connect)', () => {
  let t: TestApp;
  let idp: TestIdp;
  let admin: string;
  let companyId: number;

  const provider = (extra: Record<string, unknown> = {}) => ({
    slug: SLUG,
    label: 'Acme ID',
    issuer_url: idp.issuer,
    client_id: 'hrms',
    allowed_domains: ['demo.test'],
    jit_role: null,
    enabled: true,
    ...extra,
  });
  const putPolicy = (payload: Record<string, unknown>) =>
    t.as(admin, { method: 'PUT', url: `/api/companies/${companyId}/sign-in-policy`, payload });

  beforeAll(async () => {
    idp = await startTestIdp([{ client_id: 'hrms', client_secret: 'idp-secret', redirect_uris: [CALLBACK] }]);
    const base = testConfig();
    t = await createTestApp({
      oidc: { loginMinutes: 10, allowHttp: true },
      mail: { ...base.mail, appUrl: APP },
    });
    admin = await t.login('admin@demo.test');
    const [hr] = await rawRows<{ company_id: number }>(
      t.database.db,
      sql`select e.company_id from users u join employees e on e.id = u.employee_id where u.email = 'hr@demo.test'`,
    );
    companyId = hr?.company_id as number;
    const saved = await putPolicy({ oidc_providers: [provider({ client_secret: 'idp-secret' })] });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  /** Follows the browser from our start to the provider and back: answers the callback address it lands on. */
  async function throughProvider(): Promise<string> {
    const start = await t.app.inject({ method: 'GET', url: `/api/auth/oidc/${SLUG}/start` });
    expect(start.statusCode).toBe(302);
    let url = String(start.headers.location);
    const started = new URL(url);
    expect(started.origin).toBe(idp.issuer);
    expect(started.searchParams.get('code_challenge_method')).toBe('S256');
    expect(started.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const jar = new Map<string, string>();
    for (let hop = 0; hop < 10 && !url.startsWith(APP); hop++) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const cookie of res.headers.getSetCookie()) {
        const pair = cookie.split(';')[0] as string;
        const at = pair.indexOf('=');
        if (pair.slice(at + 1)) jar.set(pair.slice(0, at), pair.slice(at + 1));
        else jar.delete(pair.slice(0, at));
      }
      const next = res.headers.get('location');
      if (!next) throw new Error(`the provider stopped at ${res.status}: ${await res.text()}`);
      url = new URL(next, url).href;
    }
    return url;
  }
  const back = async (url: string) => {
    const { pathname, search } = new URL(url);
    const res = await t.app.inject({ method: 'GET', url: pathname + search });
    expect(res.statusCode).toBe(302);
    return String(res.headers.location);
  };
  const signInAs = async (email: string, verified = true) => {
    idp.account = { email, verified };
    return back(await throughProvider());
  };
  const tokenIn = (location: string) =>
    decodeURIComponent(location.match(/^\/login\/sso#token=(.+)$/)?.[1] ?? '');

  it('signs in a verified e-mail of the company; the state works once', async () => {
    idp.account = { email: 'hr@demo.test', verified: true };
    const callback = await throughProvider();
    const token = tokenIn(await back(callback));
    expect(token).not.toBe('');
    const me = await t.as(token, { method: 'GET', url: '/api/me' });
    expect(me.json().user.email).toBe('hr@demo.test');
    expect(await back(callback)).toBe('/login?sso_error=expired');
  });

  it('refuses an ID token for another audience or with a broken signature', async () => {
    idp.tamper = 'audience';
    expect(await signInAs('hr@demo.test')).toBe('/login?sso_error=refused');
    idp.tamper = 'signature';
    expect(await signInAs('hr@demo.test')).toBe('/login?sso_error=refused');
    idp.tamper = 'none';
    expect(tokenIn(await signInAs('hr@demo.test'))).not.toBe('');
  });

  it('refuses an unverified e-mail, one outside the allowed domains and one without an account', async () => {
    expect(await signInAs('hr@demo.test', false)).toBe('/login?sso_error=unverified');
    expect(await signInAs('hr@elsewhere.example')).toBe('/login?sso_error=domain');
    expect(await signInAs('nobody.here@demo.test')).toBe('/login?sso_error=unknown');
  });

  it('makes an account at first sign-in only when the company names a role, for its employee of that e-mail', async () => {
    const [employee] = await rawRows<{ id: number; email: string }>(
      t.database.db,
      sql`select e.id, lower(e.email) as email from employees e
           where e.company_id = ${companyId} and not exists (select 1 from users u where u.employee_id = e.id)
             and lower(e.email) like '%@demo.test' order by e.id limit 1`,
    );
    if (!employee) throw new Error('no employee without an account');
    expect(await signInAs(employee.email)).toBe('/login?sso_error=unknown');
    // Saved again without the secret: the stored one is kept.
    expect((await putPolicy({ oidc_providers: [provider({ jit_role: 'employee' })] })).statusCode).toBe(200);
    const token = tokenIn(await signInAs(employee.email));
    const me = (await t.as(token, { method: 'GET', url: '/api/me' })).json();
    expect(me.user.employee_id).toBe(employee.id);
    expect(me.roles).toEqual(['employee']);
  });

  it('an administrator cannot have accounts made with a role wider than their own', async () => {
    const [employee] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select e.id from employees e where e.company_id = ${companyId}
           and not exists (select 1 from users u where u.employee_id = e.id) order by e.id desc limit 1`,
    );
    const companyAdmin = await signInFor(t, admin, employee?.id as number, 'sso.admin@demo.test', {
      roles: ['admin'],
    });
    const wider = await t.as(companyAdmin, {
      method: 'PUT',
      url: `/api/companies/${companyId}/sign-in-policy`,
      payload: { oidc_providers: [provider({ jit_role: 'super_admin' })] },
    });
    expect(wider.statusCode).toBe(422);
    expect(wider.json().errors.oidc_providers[0]).toMatch(
      /^You cannot have accounts made with the role super_admin/,
    );
    const [kept] = await rawRows<{ jit_role: string | null }>(
      t.database.db,
      sql`select jit_role from oidc_providers where slug = ${SLUG}`,
    );
    expect(kept?.jit_role).not.toBe('super_admin');
  });

  it('keeps the client secret sealed and out of every answer; a company may turn password sign-in off', async () => {
    const [stored] = await rawRows<{ secret: string }>(
      t.database.db,
      sql`select client_secret_encrypted as secret from oidc_providers where slug = ${SLUG}`,
    );
    expect(stored?.secret).toMatch(/^v1:/);
    expect(stored?.secret).not.toContain('idp-secret');
    const policy = await t.as(admin, { method: 'GET', url: `/api/companies/${companyId}/sign-in-policy` });
    expect(policy.body).not.toContain('idp-secret');
    expect(policy.json().oidc_providers[0]).toMatchObject({
      slug: SLUG,
      has_client_secret: true,
      redirect_uri: CALLBACK,
    });

    const page = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/providers?email=hr@demo.test' });
    expect(page.json()).toEqual({ data: [{ slug: SLUG, label: 'Acme ID' }], password_sign_in: true });
    expect((await putPolicy({ password_sign_in: false })).statusCode).toBe(200);
    const closed = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/providers?email=hr@demo.test' });
    expect(closed.json().password_sign_in).toBe(false);
    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'hr@demo.test', password: 'Demo@12345' },
    });
    expect(byPassword.statusCode).toBe(403);
    expect(tokenIn(await signInAs('hr@demo.test'))).not.toBe('');
    // No provider left to sign in through: password sign-in cannot stay off.
    const none = await putPolicy({ oidc_providers: [] });
    expect(none.statusCode).toBe(422);
    expect((await putPolicy({ password_sign_in: true })).statusCode).toBe(200);
  });
});
