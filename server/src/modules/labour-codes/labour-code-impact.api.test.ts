import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * The Labour Codes impact report and applying its proposal, hand-worked on November 2026's rates: PF 12% up to
 * ₹25,000 (from 17 September 2026; EPS 8.33%, EDLI and administration 0.5%, each to the nearest rupee), ESIC 0.75%
 * and 3.25% up to the next rupee for wages up to ₹21,000, gratuity 15 ÷ 26 a year (a twelfth provided a month, to
 * the rupee). See labour-codes/engine/impact.test.ts for the same structure at the ₹15,000 ceiling.
 */
describe('the Labour Codes impact and its proposed restructure', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  let id: number;
  let componentIds: Map<string, number>;
  const url = (month: number) => `/api/reports/labour-code-impact?month=${month}&year=2026&per_page=100`;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const components = (
      await t.as(admin, { method: 'GET', url: '/api/salary-components?per_page=100&country_id=1' })
    ).json().data as Json[];
    componentIds = new Map(components.map((c) => [c.code, c.id]));
    const hired = await create<Json>(
      t,
      admin,
      '/api/employees',
      {
        first_name: 'Impact',
        last_name: 'Case',
        email: 'impact.case@demo.test',
        company_id: 1,
        department_id: 1,
        gender: 'female',
        date_of_birth: '1990-05-20',
        hire_date: '2024-01-01',
      },
      'employee',
    );
    id = hired.id;
    // BASIC 10,000, HRA 20,000 (excluded by (f)), conveyance 10,000 (by (d)): 10,000 added back.
    const saved = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${id}/salary-structure`,
      payload: {
        effective_from: '2024-01-01',
        components: [
          { salary_component_id: componentIds.get('BASIC'), amount: 10_000 },
          { salary_component_id: componentIds.get('HRA'), amount: 20_000 },
          { salary_component_id: componentIds.get('CONVEYANCE'), amount: 10_000 },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('reports the change per employee, with totals and the restructure that keeps the cost', async () => {
    const res = await t.as(hr, { method: 'GET', url: url(11) });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ key: 'labour-code-impact', title: 'Labour Codes Impact' });
    const row = (report.rows as Json[]).find((r) => r.employee_name === 'Impact Case');
    // Old Acts: PF on 10,000 (1,200; 833 + 367 + 50 + 50 = 1,300), no ESIC (gross 40,000), gratuity 480.77 → 481:
    // cost 41,781, take-home 38,800. The Codes: 20,000 (PF 2,400; 1,666 + 734 + 100 + 100 = 2,600), ESIC on
    // 20,000 (150; 650), gratuity 961.54 → 962: cost 44,212, take-home 37,450.
    expect(row).toMatchObject({
      pf_wages_acts: 10_000,
      code_wages: 20_000,
      addback: 10_000,
      employee_pf_change: 1_200,
      employer_pf_change: 1_300,
      employer_esic_change: 650,
      gratuity_change: 481,
      take_home_change: -1_350,
      cost_change: 2_431,
      // The 10,000 into BASIC out of HRA and conveyance in proportion (6,667 and 3,333), then the 2,431 of extra
      // cost out of them the same way (1,621 and 810): gross 37,569, cost 41,781 as before.
      proposed_structure: 'BASIC 20,000; HRA 11,712; CONVEYANCE 5,857',
      proposed_take_home: 35_019,
      proposed_cost: 41_781,
    });
    // The same for one employee, on their salary page: both bases and the proposal line by line.
    const one = await t.as(hr, {
      method: 'GET',
      url: `/api/employees/${id}/salary-structure/labour-code-impact?as_of=2026-11-30`,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().impact).toMatchObject({
      as_of: '2026-11-30',
      old_acts: { cost_to_company: 41_781, take_home: 38_800, esic_covered: false },
      codes: { cost_to_company: 44_212, take_home: 37_450, esic_covered: true, addback: 10_000 },
      proposal: {
        lines: [
          { code: 'BASIC', name: 'Basic Salary', now: 10_000, proposed: 20_000 },
          { code: 'HRA', now: 20_000, proposed: 11_712 },
          { code: 'CONVEYANCE', now: 10_000, proposed: 5_857 },
        ],
        figures: { cost_to_company: 41_781, take_home: 35_019, addback: 0 },
      },
    });
    const own = await t.as(employee, {
      method: 'GET',
      url: `/api/employees/${id}/salary-structure/labour-code-impact`,
    });
    expect(own.statusCode).toBe(403);
    // Totals over every employee of the company.
    const sum = (key: string) => (report.rows as Json[]).reduce((n, r) => n + (r[key] ?? 0), 0);
    expect(report.totals.cost_change).toBeCloseTo(sum('cost_change'), 2);
    expect(report.rows.length).toBeGreaterThan(10);
  });

  it('applies the proposal as a new dated structure, audited; refuses it twice, and to those without the permission', async () => {
    const refused = await t.as(employee, {
      method: 'POST',
      url: `/api/employees/${id}/salary-structure/apply-proposal`,
      payload: { effective_from: '2026-12-01' },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.as(admin, {
      method: 'POST',
      url: `/api/employees/${id}/salary-structure/apply-proposal`,
      payload: { effective_from: '1 December' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.effective_from).toBeDefined();

    const res = await t.as(admin, {
      method: 'POST',
      url: `/api/employees/${id}/salary-structure/apply-proposal`,
      payload: { effective_from: '2026-12-01' },
    });
    expect(res.statusCode).toBe(200);
    const applied = res.json();
    expect(applied.effective_from).toBe('2026-12-01');
    const amounts = Object.fromEntries(
      (applied.salary_structure as Json[]).map((l) => [l.salary_component.code, l.amount]),
    );
    expect(amounts).toEqual({ BASIC: 20_000, HRA: 11_712, CONVEYANCE: 5_857 });
    // The month before keeps the old structure.
    const before = (
      await t.as(admin, { method: 'GET', url: `/api/employees/${id}/salary-structure?as_of=2026-11-30` })
    ).json();
    expect(before.effective_from).toBe('2024-01-01');

    const audit = (
      await t.as(admin, { method: 'GET', url: `/api/audit-events?entity_type=employee&entity_id=${id}` })
    ).json().data as Json[];
    const entry = audit.find(
      (e) => e.action === 'employee.salary_structure_saved' && e.changes?.labour_code_proposal,
    );
    expect(entry?.changes.labour_code_proposal).toEqual({
      cost_to_company: 41_781,
      code_wages: 20_000,
      take_home: { from: 37_450, to: 35_019 },
    });

    // Nothing is added back any more: no proposal in December's report, and applying again is refused.
    const december = (await t.as(hr, { method: 'GET', url: url(12) })).json().rows as Json[];
    expect(december.find((r) => r.employee_name === 'Impact Case')).toMatchObject({
      addback: 0,
      proposed_structure: 'None needed',
      proposed_cost: null,
    });
    const again = await t.as(admin, {
      method: 'POST',
      url: `/api/employees/${id}/salary-structure/apply-proposal`,
      payload: { effective_from: '2026-12-01' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for an employee out of reach and 409 with no structure', async () => {
    const missing = await t.as(admin, {
      method: 'POST',
      url: '/api/employees/999999/salary-structure/apply-proposal',
      payload: { effective_from: '2026-12-01' },
    });
    expect(missing.statusCode).toBe(404);
    const early = await t.as(admin, {
      method: 'POST',
      url: `/api/employees/${id}/salary-structure/apply-proposal`,
      payload: { effective_from: '2023-01-01' },
    });
    expect(early.statusCode).toBe(409);
  });
});
