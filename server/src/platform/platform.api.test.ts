import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publicRoute } from './auth/guard';
import { conflict, notFound } from './errors';

describe('platform behaviour every route shares', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Routes that exist only in this test, to drive the error handler through each branch.
    t.app.get('/api/test/crash', { config: publicRoute }, async () => {
      throw new Error('secret internals');
    });
    t.app.get('/api/test/missing', { config: publicRoute }, async () => {
      throw notFound('Employee');
    });
    t.app.get('/api/test/conflict', { config: publicRoute }, async () => {
      throw conflict('Payroll already paid');
    });
    t.app.get(
      '/api/test/query',
      { config: publicRoute, schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      async () => ({ ok: true }),
    );
  });
  afterAll(() => t.close());

  it('answers an unexpected failure with 500, a request id and no stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({ message: 'Server error', request_id: res.headers['x-request-id'] });
    expect(res.body).not.toContain('secret internals');
  });

  it('maps not found and conflict errors to 404 and 409', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/test/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Employee not found' });
    const clash = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'Payroll already paid' });
  });

  it('answers invalid query parameters with 422 and a message per field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/query?page=0' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { page: ['The page must be at least 1.'] },
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route not found' });
  });

  it('refuses to register an API route that declares no access rule', async () => {
    const fresh = await createTestApp();
    expect(() => fresh.app.get('/api/test/unguarded', async () => ({}))).toThrow(/declares no access rule/);
    await fresh.close();
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(doc.paths['/api/me'].get).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sets the usual security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
