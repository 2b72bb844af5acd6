import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Component = { id: number; code: string };

describe('salary structures', () => {
  let t: TestApp;
  let admin: string;
  let c: Record<string, number>;
  let employeeId: number;
  const put = (payload: Record<string, unknown>, id = employeeId) =>
    t.as(admin, { method: 'PUT', url: `/api/employees/${id}/salary-structure`, payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const components = (
      await t.as(admin, { method: 'GET', url: '/api/salary-components?per_page=100' })
    ).json().data as Component[];
    c = Object.fromEntries(components.map((x) => [x.code, x.id]));
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: {
        first_name: 'Salary',
        last_name: 'Tester',
        email: 'salary.tester@demo.test',
        company_id: 1,
        department_id: 1,
        hire_date: '2026-04-01',
      },
    });
    employeeId = created.json().employee.id;
  });
  afterAll(() => t.close());

  it('starts empty', async () => {
    const res = await t.as(admin, { method: 'GET', url: `/api/employees/${employeeId}/salary-structure` });
    expect(res.json()).toEqual({
      salary_structure: [],
      effective_from: null,
      totals: { total_earnings: 0, total_deductions: 0, net_salary: 0 },
      history: [],
      ctc: null,
    });
  });

  it('saves three components and computes amounts and totals on the server', async () => {
    const res = await put({
      effective_from: '2026-04-01',
      components: [
        { salary_component_id: c.BASIC, amount: 40_000 },
        { salary_component_id: c.HRA, percentage: 40 },
        { salary_component_id: c.LOAN, amount: 2_000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().totals).toEqual({
      total_earnings: 56_000,
      total_deductions: 2_000,
      net_salary: 54_000,
    });
    const hra = res
      .json()
      .salary_structure.find((l: { salary_component: Component }) => l.salary_component.code === 'HRA');
    expect(hra).toMatchObject({
      percentage: 40,
      amount: null,
      computed_amount: 16_000,
      effective_from: '2026-04-01',
    });
  });

  it('keeps history: a later version, and ?as_of= for an earlier date', async () => {
    await put({
      effective_from: '2026-10-01',
      components: [
        { salary_component_id: c.BASIC, amount: 50_000 },
        { salary_component_id: c.HRA, percentage: 40 },
      ],
    });
    const before = await t.as(admin, {
      method: 'GET',
      url: `/api/employees/${employeeId}/salary-structure?as_of=2026-06-30`,
    });
    expect(before.json().totals.total_earnings).toBe(56_000);
    // CTC under June 2026's rules: gross 56,000 and the employer's PF 12% of the ₹15,000 ceiling (1,800), EDLI and
    // PF admin charges 0.5% of it each (75 + 75); no ESIC above ₹21,000 — the employer contributions the preview
    // works out, the labour welfare fund left out.
    expect(before.json().ctc).toEqual({
      gross_monthly: 56_000,
      gross_annual: 672_000,
      employer_monthly: 1_950,
      employer_annual: 23_400,
      monthly: 57_950,
      annual: 695_400,
    });
    const { preview } = (
      await t.as(admin, {
        method: 'GET',
        url: `/api/employees/${employeeId}/salary-structure/preview?as_of=2026-06-30`,
      })
    ).json();
    expect(preview.total_employer_contributions - preview.employer_contributions.lwf).toBe(1_950);
    const after = await t.as(admin, {
      method: 'GET',
      url: `/api/employees/${employeeId}/salary-structure?as_of=2026-10-01`,
    });
    expect(after.json().totals.total_earnings).toBe(70_000);
    expect(after.json().history.map((h: { effective_from: string }) => h.effective_from)).toEqual([
      '2026-10-01',
      '2026-04-01',
    ]);
  });

  it('takes an amount on a percentage component as an override of its percentage', async () => {
    const res = await put({
      effective_from: '2026-12-01',
      components: [
        { salary_component_id: c.BASIC, amount: 40_000 },
        { salary_component_id: c.HRA, amount: 18_000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const hra = res
      .json()
      .salary_structure.find((l: { salary_component: Component }) => l.salary_component.code === 'HRA');
    expect(hra).toMatchObject({ amount: 18_000, percentage: null, computed_amount: 18_000 });
    // Both given: the amount wins.
    const both = await put({
      effective_from: '2026-12-01',
      components: [
        { salary_component_id: c.BASIC, amount: 40_000 },
        { salary_component_id: c.HRA, amount: 17_500, percentage: 40 },
      ],
    });
    expect(both.json().totals.total_earnings).toBe(57_500);
    // Neither: refused.
    const neither = await put({
      effective_from: '2026-12-01',
      components: [{ salary_component_id: c.BASIC, amount: 40_000 }, { salary_component_id: c.HRA }],
    });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors).toEqual({
      'components.1.percentage': [
        'A percentage of BASIC (or an amount) is required for House Rent Allowance.',
      ],
    });
  });

  it('refuses a duplicate component with the spec’s message', async () => {
    const res = await put({
      effective_from: '2026-11-01',
      components: [
        { salary_component_id: c.BASIC, amount: 1 },
        { salary_component_id: c.BASIC, amount: 2 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'components.1.salary_component_id': [
        'This salary component already exists for this employee. Please use a different component or update the existing one.',
      ],
    });
  });

  it('refuses to remove the last component, a structure without BASIC, statutory and inactive components', async () => {
    expect((await put({ effective_from: '2026-11-01', components: [] })).json().errors).toEqual({
      components: ['Cannot remove all salary components. At least one component must remain.'],
    });
    expect(
      (
        await put({
          effective_from: '2026-11-01',
          components: [{ salary_component_id: c.HRA, percentage: 10 }],
        })
      ).json().errors,
    ).toEqual({
      components: ['The salary structure must include BASIC.'],
    });
    const statutory = await put({
      effective_from: '2026-11-01',
      components: [
        { salary_component_id: c.BASIC, amount: 1 },
        { salary_component_id: c.PF, amount: 1 },
      ],
    });
    expect(statutory.json().errors).toEqual({
      'components.1.salary_component_id': [
        'Provident Fund is computed by payroll and cannot be part of a salary structure.',
      ],
    });
    const fixedWithoutAmount = await put({
      effective_from: '2026-11-01',
      components: [{ salary_component_id: c.BASIC }],
    });
    expect(fixedWithoutAmount.json().errors).toEqual({
      'components.0.amount': ['An amount is required for Basic Salary.'],
    });
  });

  it('needs update-salary-structures to save; others’ structures are a 404 without view-salary-structures', async () => {
    const employee = await t.login('employee@demo.test');
    const me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    expect(
      (await t.as(employee, { method: 'GET', url: `/api/employees/${me.id}/salary-structure` })).statusCode,
    ).toBe(200);
    // Another's structure answers as one that does not exist (404, not 403).
    const other = await t.as(employee, {
      method: 'GET',
      url: `/api/employees/${employeeId}/salary-structure`,
    });
    expect([other.statusCode, other.json()]).toEqual([404, { message: 'Employee not found' }]);
    expect(
      (
        await t.as(employee, {
          method: 'PUT',
          url: `/api/employees/${me.id}/salary-structure`,
          payload: { effective_from: '2026-01-01', components: [] },
        })
      ).statusCode,
    ).toBe(403);
  });
});
