import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';

/** The CSP as directive → sources. */
const policyOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hrms-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>HRMS</title>');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(() => t.close());

  it.each(['/api/health', '/', '/employees/3'])('sends a strict policy with %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const csp = policyOf(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(Object.values(csp).flat()).not.toContain('https:');
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('CORS', () => {
  const preflight = (t: TestApp, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/employees',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('lets no other origin in by default', async () => {
    const t = await createTestApp();
    const pre = await preflight(t, 'https://evil.test');
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const token = await t.login('hr@demo.test');
    const get = await t.as(token, {
      method: 'GET',
      url: '/api/me',
      headers: { origin: 'https://evil.test' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    await t.close();
  });

  it('lets in exactly the origins CORS_ORIGINS lists', async () => {
    const corsOrigins = loadConfig({
      CORS_ORIGINS: ' https://hr.example.com, http://localhost:5173 ',
    }).corsOrigins;
    expect(corsOrigins).toEqual(['https://hr.example.com', 'http://localhost:5173']);
    const t = await createTestApp({ corsOrigins });
    const allowed = await preflight(t, 'https://hr.example.com');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://hr.example.com');
    expect(allowed.headers['access-control-allow-headers']).toBe('authorization');
    const token = await t.login('hr@demo.test');
    const get = await t.as(token, {
      method: 'GET',
      url: '/api/me',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(get.headers['access-control-expose-headers']).toContain('content-disposition');
    expect(
      (await preflight(t, 'https://hr.example.com.evil.test')).headers['access-control-allow-origin'],
    ).toBe(undefined);
    await t.close();
  });

  it('refuses a CORS_ORIGINS entry that is not an origin', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://hr.example.com/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('NUL characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses them in a body, a query or a path with 422 on the field instead of failing in the database', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'hr@demo.test\u0000', password: 'x' },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['The value must not contain NUL characters.'] },
    });
    const token = await t.login('admin@demo.test');
    const search = await t.as(token, { method: 'GET', url: '/api/employees?search=a%00b' });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({ search: ['The value must not contain NUL characters.'] });
    const nested = await t.as(token, {
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'Acme', address: { city: 'Pu\u0000ne' } },
    });
    expect(nested.json().errors).toEqual({ 'address.city': ['The value must not contain NUL characters.'] });
  });
});
