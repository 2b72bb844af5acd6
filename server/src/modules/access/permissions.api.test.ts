import { PERMISSIONS } from '@hrms/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('a route guarded by a permission (GET /api/permissions needs manage-roles)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/permissions' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to users whose roles lack the permission', async () => {
    for (const email of ['employee@demo.test', 'hr@demo.test']) {
      const res = await t.as(await t.login(email), { method: 'GET', url: '/api/permissions' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
    }
  });

  it('answers 200 with the whole catalogue to super_admin', async () => {
    const res = await t.as(await t.login('admin@demo.test'), { method: 'GET', url: '/api/permissions' });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((p: { name: string }) => p.name);
    expect(names.sort()).toEqual([...PERMISSIONS].sort());
    expect(res.json().data.find((p: { name: string }) => p.name === 'view-employees').group).toBe(
      'employees',
    );
  });
});
