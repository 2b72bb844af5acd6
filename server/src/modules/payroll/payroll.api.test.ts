import {
  BULK_PROCESS_MAX,
  bulkProcessRequest,
  DEDUCTION_FIELDS,
  EARNING_FIELDS,
} from '@hrms/contracts/payroll';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { payrollRunEvents, payrollRuns } from '../../db/schema/payroll';
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
    // The demo leaves last month's runs processed (every sixth approved): take three still open, none of
    // them HR's or the admin's own (which they may not approve or pay).
    const signedIn = await Promise.all(
      [hr, admin].map(async (token) => (await t.as(token, { method: 'GET', url: '/api/me' })).json().user),
    );
    const open = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&status=processed&per_page=10`,
    });
    ids = open
      .json()
      .data.map((r: Json) => r.employee.id)
      .filter((id: number) => !signedIn.some((u) => u.employee?.id === id))
      .slice(0, 3);
    expect(ids).toHaveLength(3);
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
    // Each had a run for the month already: replaced, not created.
    expect(res.json().results.map((r: Json) => r.action)).toEqual(['updated', 'updated', 'updated']);
    for (const id of ids) {
      const runs = await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&employee_id=${id}`,
      });
      expect(runs.json().summary).toMatchObject({ total: 1, processed: 1 });
      const [run] = runs.json().data;
      expect(run.status).toBe('processed');
      expect(run.net_salary).toBeCloseTo(run.gross_salary - run.total_deductions, 2);
      expect(run.pf_deduction).toBeGreaterThan(0);
    }
    const [first] = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&employee_id=${ids[0]}`,
      })
    ).json().data;
    const shown = await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${first.id}/breakdown` });
    const { breakdown, inputs } = shown.json();
    // Spec 1 §3 lists ot_hours among the earnings: hours, not an amount, so not part of the total.
    expect(Object.keys(breakdown.earnings).sort()).toEqual([...EARNING_FIELDS, 'ot_hours'].sort());
    expect(Object.keys(breakdown.deductions).sort()).toEqual([...DEDUCTION_FIELDS].sort());
    // Stored without its zero lines, answered with every line: the stored ones as they are.
    const [stored] = await t.database.db
      .select({ breakdown: payrollRuns.breakdown })
      .from(payrollRuns)
      .where(eq(payrollRuns.id, first.id));
    const storedEarnings =
      (stored?.breakdown as { earnings: Record<string, number> } | undefined)?.earnings ?? {};
    expect(Object.values(storedEarnings)).not.toContain(0);
    expect(Object.keys(storedEarnings).length).toBeLessThan(EARNING_FIELDS.length);
    for (const f of EARNING_FIELDS) expect(breakdown.earnings[f]).toBe(storedEarnings[f] ?? 0);
    expect(breakdown).toMatchObject({
      employee_code: first.employee.employee_id,
      pay_period: first.pay_period,
      status: 'processed',
      source: 'engine',
      total_days: new Date(Date.UTC(lastMonth.year, lastMonth.month, 0)).getUTCDate(),
    });
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    expect(breakdown.total_earnings).toBeCloseTo(
      EARNING_FIELDS.reduce((n, f) => n + breakdown.earnings[f], 0),
      2,
    );
    expect(breakdown.total_deductions).toBeCloseTo(sum(breakdown.deductions), 2);
    expect(breakdown.net_salary).toBeCloseTo(first.net_salary, 2);
    expect(breakdown.days_paid).toBe(breakdown.total_days - breakdown.lop_days);
    // The employer's PF share is 12% of the same wages as the employee's, split pension / provident fund.
    const employer = breakdown.employer_contributions;
    expect(employer.pf_pension + employer.pf_provident_fund).toBeCloseTo(
      breakdown.deductions.pf_deduction,
      0,
    );
    expect(inputs.regime).toMatch(/^IN-NEW-/);
    const summary = (await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${first.id}/summary` })).json()
      .summary;
    expect(summary.net_salary).toBe(first.net_salary);
    expect(summary.net_salary_in_words).toMatch(/^Rupees .+ Only$/);
    // The employer's cost is gross and every employer contribution: EPS, EPF, EDLI, PF admin, ESIC and LWF.
    expect(summary.employer_cost).toBeCloseTo(
      breakdown.total_earnings +
        employer.pf_pension +
        employer.pf_provident_fund +
        employer.edli +
        employer.pf_admin +
        employer.esic +
        employer.lwf,
      2,
    );
    expect(employer.edli).toBeGreaterThan(0);
  });

  it('moves processed → approved → paid, each step once, with 409s out of order', async () => {
    const [run] = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&employee_id=${ids[0]}`,
      })
    ).json().data;
    expect((await t.as(hr, { method: 'PUT', url: `/api/payroll-runs/${run.id}/mark-paid` })).statusCode).toBe(
      409,
    );
    // HR processed it, so someone else approves (segregation of duties); two approvals at once: one wins.
    const [a, b] = await Promise.all([
      t.as(admin, { method: 'PUT', url: `/api/payroll-runs/${run.id}/approve` }),
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
    // The trail: processed by the demo, reprocessed, approved, paid.
    const trail = await t.database.db
      .select()
      .from(payrollRunEvents)
      .where(eq(payrollRunEvents.payroll_run_id, run.id));
    expect(trail.map((e) => [e.from_status, e.to_status]).slice(-3)).toEqual([
      ['processed', 'processed'],
      ['processed', 'approved'],
      ['approved', 'paid'],
    ]);
  });

  it('keeps a month that has not ended as a draft', async () => {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: ids[1], year: y, month: m },
    });
    expect(res.json().results[0]).toMatchObject({ status: 'draft', error: null });
    const run = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll-runs/${res.json().results[0].payroll_run_id}`,
    });
    expect(run.json().payroll_run.draft_reason).toBe('The month has not ended yet');
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
      (await t.as(admin, { method: 'PUT', url: `/api/payroll-runs/${result.payroll_run_id}/approve` }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses a month before the employee joined', async () => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: {
        first_name: 'Future',
        last_name: 'Joiner',
        email: 'future.joiner@demo.test',
        company_id: 1,
        department_id: 1,
        hire_date: `${lastMonth.year + 1}-01-01`,
      },
    });
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: created.json().employee.id, ...lastMonth },
    });
    expect(res.json().results[0]).toMatchObject({
      payroll_run_id: null,
      action: null,
      error: 'The employee joined after this month',
    });
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

  it('takes up to 1,00,000 employees in one request, and refuses more', async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => 1_000_000 + i);
    const over = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: ids(BULK_PROCESS_MAX + 1), ...lastMonth },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({
      employee_ids: ['The employee ids may not have more than 100000 items.'],
    });
    // The most is the request the route validates (not sent: its job would refuse 1,00,000 strangers).
    expect(bulkProcessRequest.safeParse({ employee_ids: ids(BULK_PROCESS_MAX), ...lastMonth }).success).toBe(
      true,
    );
  });
});
