import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * Minimum wages (Code on Wages 2019 s.6) by state and skill category, kept with the BONUS rules: a salary
 * structure whose wages under the Labour Codes fall below the employee's is saved only with a reason (audited),
 * and the Below the Minimum Wage report lists every such employee.
 */
describe('minimum wages by skill category', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let c: Record<string, number>;
  const [year, month] = todayIn().split('-').map(Number) as [number, number];

  const hire = async (n: number, skill_category: string | null) =>
    (
      await t.as(admin, {
        method: 'POST',
        url: '/api/employees',
        payload: {
          first_name: 'Wage',
          last_name: `Floor${n}`,
          email: `wage.floor${n}@demo.test`,
          company_id: 1,
          department_id: 1,
          hire_date: '2026-04-01',
          skill_category,
        },
      })
    ).json().employee as Json;
  const save = (id: number, components: Json[], reason?: string) =>
    t.as(hr, {
      method: 'PUT',
      url: `/api/employees/${id}/salary-structure`,
      payload: { effective_from: '2026-04-01', components, minimum_wage_override_reason: reason },
    });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr] = await Promise.all([t.login('admin@demo.test'), t.login('hr@demo.test')]);
    const components = (
      await t.as(admin, { method: 'GET', url: '/api/salary-components?per_page=100' })
    ).json().data as Json[];
    c = Object.fromEntries(components.map((x) => [x.code, x.id]));
    // Maharashtra's minimum wages for the test: ₹25,000 a month for the skilled, ₹15,000 for everyone else.
    const bonus = (await t.as(admin, { method: 'GET', url: '/api/statutory-rates?scheme=BONUS' })).json()
      .data[0] as Json;
    const version = await t.as(admin, {
      method: 'POST',
      url: '/api/statutory-rates',
      payload: {
        scheme: 'BONUS',
        effective_from: '2026-04-01',
        rules: {
          ...bonus.rules,
          minimum_wages: [
            { state_code: 'MH', monthly: 25_000, skill_category: 'skilled' },
            { state_code: 'MH', monthly: 15_000 },
          ],
        },
      },
    });
    expect(version.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('refuses wages below the category’s minimum without a reason, and keeps the reason given', async () => {
    const skilled = await hire(1, 'skilled');
    expect(skilled.skill_category).toBe('skilled');
    // BASIC 12,000 + HRA 12,000 (excluded, exactly half) are ₹12,000 of wages under the Codes: below 25,000.
    const lines = [
      { salary_component_id: c.BASIC, amount: 12_000 },
      { salary_component_id: c.HRA, amount: 12_000 },
    ];
    const refused = await save(skilled.id, lines);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      minimum_wage_override_reason: [
        'Wages under the Labour Codes of ₹12,000.00 a month are below the minimum wage of ₹25,000.00 (skilled, MH): give the reason to save it anyway, or raise them.',
      ],
    });
    const structure = (
      await t.as(hr, { method: 'GET', url: `/api/employees/${skilled.id}/salary-structure` })
    ).json();
    expect(structure.salary_structure).toEqual([]);

    const saved = await save(skilled.id, lines, 'Apprentice stipend agreed with the union until March');
    expect(saved.statusCode).toBe(200);
    const [audit] = await rawRows<{ changes: Json }>(
      t.database.db,
      sql`select changes from audit_events where action = 'employee.salary_structure_saved'
          and entity_id = ${skilled.id}`,
    );
    expect(audit?.changes.minimum_wage_override).toEqual({
      code_wages: 12_000,
      minimum_wage: 25_000,
      state_code: 'MH',
      skill_category: 'skilled',
      reason: 'Apprentice stipend agreed with the union until March',
    });
  });

  it('holds an unclassified employee to the state’s minimum for every category, and passes wages at it', async () => {
    const anyone = await hire(2, null);
    // Exactly the minimum for every category: ₹15,000 of BASIC is saved without a word.
    expect((await save(anyone.id, [{ salary_component_id: c.BASIC, amount: 15_000 }])).statusCode).toBe(200);
    // A rupee below is refused.
    const below = await save(anyone.id, [{ salary_component_id: c.BASIC, amount: 14_999 }]);
    expect(below.json().errors.minimum_wage_override_reason[0]).toContain('(unskilled, MH)');
    // The rule is the wages under the Codes, not the gross: HRA beyond half is added back and counts.
    const addedBack = await save(anyone.id, [
      { salary_component_id: c.BASIC, amount: 5_000 },
      { salary_component_id: c.HRA, amount: 25_000 },
    ]);
    // 5,000 of wages + (25,000 − 15,000) added back = 15,000.
    expect(addedBack.statusCode).toBe(200);
  });

  it('lists every employee paid below the minimum, with the reason given', async () => {
    const res = await t.as(hr, {
      method: 'GET',
      url: `/api/reports/minimum-wages?month=${month}&year=${year}&per_page=100`,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as Json[];
    const mine = rows.find((r) => r.employee_name === 'Wage Floor1');
    expect(mine).toEqual({
      employee_code: expect.any(String),
      employee_name: 'Wage Floor1',
      state_code: 'MH',
      skill_category: 'skilled',
      code_wages: 12_000,
      minimum_wage: 25_000,
      shortfall: 13_000,
      reason: 'Apprentice stipend agreed with the union until March',
    });
    expect(rows.find((r) => r.employee_name === 'Wage Floor2')).toBeUndefined();
    const pdf = await t.as(hr, {
      method: 'GET',
      url: `/api/reports/minimum-wages?month=${month}&year=${year}&format=pdf`,
    });
    expect(pdf.statusCode).toBe(200);
  });
});
