import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

describe('company holidays', () => {
  let t: TestApp;
  let hr: string;
  let employee: string;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, employee] = await Promise.all([t.login('hr@demo.test'), t.login('employee@demo.test')]);
  });
  afterAll(() => t.close());

  it('adds and removes company holidays, which leave then leaves out', async () => {
    const added = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/holidays',
      payload: { date: '2027-11-08', name: 'Diwali' },
    });
    expect(added.statusCode).toBe(201);
    const again = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/holidays',
      payload: { date: '2027-11-08', name: 'Diwali' },
    });
    expect(again.statusCode).toBe(409);
    const list = await t.as(employee, { method: 'GET', url: '/api/attendance/holidays?year=2027' });
    expect(list.json().data.map((h: Json) => h.name)).toContain('Diwali');
    const removed = await t.as(hr, {
      method: 'DELETE',
      url: `/api/attendance/holidays/${added.json().holiday.id}`,
    });
    expect(removed.json()).toEqual({ message: 'Holiday removed successfully' });
    expect(
      (await t.as(hr, { method: 'DELETE', url: `/api/attendance/holidays/${added.json().holiday.id}` }))
        .statusCode,
    ).toBe(404);
  });
});
