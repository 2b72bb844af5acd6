import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** Last month: the demo database has attendance for it. */
const today = todayIn();
const lastMonth = (() => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
})();

describe('payroll runs', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let employee: string;
  let ids: number[];
  let me: Json;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, employee] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    const list = await t.as(hr, { method: 'GET', url: '/api/employees?per_page=3&department_id=1' });
    ids = list.json().data.map((e: Json) => e.id);
    if (!ids.includes(me.id)) ids[0] = me.id;
  });
  afterAll(() => t.close());

  it('processes three employees for last month from their structure and attendance', async () => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: ids, ...lastMonth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Successfully processed payroll for 3 employees',
      processed: 3,
    });
    const runs = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}`,
    });
    expect(runs.json().summary).toMatchObject({ total: 3, processed: 3 });
    for (const run of runs.json().data) {
      expect(run.status).toBe('processed');
      expect(run.net_salary).toBeCloseTo(run.gross_salary - run.total_deductions, 2);
      expect(run.pf_deduction).toBeGreaterThan(0);
    }
    const breakdown = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll-runs/${runs.json().data[0].id}/breakdown`,
    });
    expect(breakdown.json().breakdown).toMatchObject({
      total_days: expect.any(Number),
      earnings: expect.any(Object),
    });
    expect(breakdown.json().inputs.regime).toMatch(/^IN-NEW-/);
  });

  it('moves processed → approved → paid, each step once, with 409s out of order', async () => {
    const runs = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}`,
      })
    ).json().data;
    const run = runs[0];
    expect((await t.as(hr, { method: 'PUT', url: `/api/payroll-runs/${run.id}/mark-paid` })).statusCode).toBe(
      409,
    );
    const [a, b] = await Promise.all([
      t.as(hr, { method: 'PUT', url: `/api/payroll-runs/${run.id}/approve` }),
      t.as(admin, { method: 'PUT', url: `/api/payroll-runs/${run.id}/approve` }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const paid = await t.as(hr, { method: 'PUT', url: `/api/payroll-runs/${run.id}/mark-paid` });
    expect(paid.json().payroll_run).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    expect((await t.as(hr, { method: 'PUT', url: `/api/payroll-runs/${run.id}/approve` })).statusCode).toBe(
      409,
    );
    // A paid run is locked: reprocessing reports it and changes nothing.
    const again = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: run.employee.id, ...lastMonth },
    });
    expect(again.json().results[0]).toMatchObject({
      error: 'This month’s run is already approved or paid and cannot be reprocessed',
    });
    expect(again.json().processed).toBe(0);
  });

  it('saves a month without attendance as a draft, which cannot be approved', async () => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: {
        first_name: 'No',
        last_name: 'Attendance',
        email: 'no.attendance@demo.test',
        company_id: 1,
        department_id: 1,
        hire_date: '2020-01-01',
      },
    });
    const newcomer = created.json().employee.id;
    const basic = (await t.as(admin, { method: 'GET', url: '/api/salary-components?search=BASIC' })).json()
      .data[0].id;
    await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${newcomer}/salary-structure`,
      payload: { effective_from: '2020-01-01', components: [{ salary_component_id: basic, amount: 30_000 }] },
    });
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: newcomer, ...lastMonth },
    });
    const result = res.json().results[0];
    expect(result.status).toBe('draft');
    expect(
      (await t.as(hr, { method: 'PUT', url: `/api/payroll-runs/${result.payroll_run_id}/approve` }))
        .statusCode,
    ).toBe(409);
  });

  it('shows an employee only their own runs; another’s is a 404', async () => {
    const own = await t.as(employee, { method: 'GET', url: '/api/payroll-runs?per_page=100' });
    expect(own.json().data.length).toBeGreaterThan(0);
    expect(own.json().data.every((r: Json) => r.employee.id === me.id)).toBe(true);
    const others = (await t.as(hr, { method: 'GET', url: '/api/payroll-runs?per_page=100' }))
      .json()
      .data.filter((r: Json) => r.employee.id !== me.id);
    expect(
      (await t.as(employee, { method: 'GET', url: `/api/payroll-runs/${others[0].id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.as(employee, {
          method: 'POST',
          url: '/api/payroll/process',
          payload: { employee_id: me.id, ...lastMonth },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses an empty selection with the spec’s message', async () => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: [], ...lastMonth },
    });
    expect(res.json().errors).toEqual({ employee_ids: ['Please select at least one employee'] });
  });
});
