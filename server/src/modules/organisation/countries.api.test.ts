import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/countries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists India (1, INR ₹) and the United States (2, USD $) to any signed-in user', async () => {
    const res = await t.as(await t.login('employee@demo.test'), { method: 'GET', url: '/api/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: 1, name: 'India', currency_code: 'INR', currency_symbol: '₹' },
      { id: 2, name: 'United States', currency_code: 'USD', currency_symbol: '$' },
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(401);
  });
});
