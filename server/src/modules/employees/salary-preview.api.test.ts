import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The salary structure's take-home preview: the payroll engine on a full month, worked by hand for
 * June 2026 in Maharashtra (the demo company's state), the seeded rates in force then.
 */
describe('salary structure preview', () => {
  let t: TestApp;
  let admin: string;
  let c: Record<string, number>;
  const hire = async (email: string, extra: Record<string, unknown> = {}) =>
    (
      await t.as(admin, {
        method: 'POST',
        url: '/api/employees',
        payload: {
          first_name: 'Preview',
          last_name: 'Tester',
          email,
          company_id: 1,
          department_id: 1,
          hire_date: '2026-04-01',
          gender: 'male',
          ...extra,
        },
      })
    ).json().employee.id as number;
  const preview = (token: string, id: number, asOf = '2026-06-15') =>
    t.as(token, { method: 'GET', url: `/api/employees/${id}/salary-structure/preview?as_of=${asOf}` });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const components = (
      await t.as(admin, { method: 'GET', url: '/api/salary-components?per_page=100' })
    ).json().data as { id: number; code: string }[];
    c = Object.fromEntries(components.map((x) => [x.code, x.id]));
  });
  afterAll(() => t.close());

  it('deducts PF, ESIC, PT and LWF from a BASIC of ₹15,000 and shows the employer’s share', async () => {
    const id = await hire('preview.basic@demo.test');
    await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${id}/salary-structure`,
      payload: {
        effective_from: '2026-04-01',
        components: [{ salary_component_id: c.BASIC, amount: 15_000 }],
      },
    });
    // The structure's own totals know nothing of statutory deductions.
    const structure = await t.as(admin, { method: 'GET', url: `/api/employees/${id}/salary-structure` });
    expect(structure.json().totals.total_deductions).toBe(0);

    const res = await preview(admin, id);
    expect(res.statusCode).toBe(200);
    // PF 12% of 15,000 = 1,800. ESIC covers gross ≤ 21,000: 0.75% of 15,000 = 112.50 → 113 (up to the rupee).
    // Maharashtra PT for a man above ₹10,000 = 200. June is an LWF month: employee 25, employer 75.
    // TDS: 15,000 × 12 is far below the new regime's rebate → 0. 15,000 − 2,138 = 12,862.
    expect(res.json()).toEqual({
      preview: {
        year: 2026,
        month: 6,
        total_earnings: 15_000,
        deductions: expect.objectContaining({
          pf_deduction: 1_800,
          vpf_deduction: 0,
          esic_deduction: 113,
          professional_tax: 200,
          lwf_deduction: 25,
          tds_deduction: 0,
          loan_deduction: 0,
        }),
        total_deductions: 2_138,
        net_salary: 12_862,
        // EPS 8.33% = 1,249.50 → 1,250, EPF 12% − 8.33% → 550, EDLI and admin 0.5% = 75 each,
        // ESIC 3.25% = 487.50 → 488, LWF 75: 2,513.
        employer_contributions: {
          pf_pension: 1_250,
          pf_provident_fund: 550,
          edli: 75,
          pf_admin: 75,
          esic: 488,
          lwf: 75,
          nps: 0,
        },
        total_employer_contributions: 2_513,
        // A BASIC alone is all wages under the Labour Codes: nothing excluded, nothing added back.
        code_wages: 15_000,
        code_wages_addback: 0,
      },
      reason: null,
    });
    // July: no LWF; the rest as in June.
    expect((await preview(admin, id, '2026-07-10')).json().preview).toMatchObject({
      total_deductions: 2_113,
      net_salary: 12_887,
    });
  });

  it('counts a structure’s own deductions and a full month even for someone who joined mid-month', async () => {
    const id = await hire('preview.joiner@demo.test', { hire_date: '2026-06-16' });
    await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${id}/salary-structure`,
      payload: {
        effective_from: '2026-06-16',
        components: [
          { salary_component_id: c.BASIC, amount: 40_000 },
          { salary_component_id: c.LOAN, amount: 1_000 },
        ],
      },
    });
    const res = (await preview(admin, id, '2026-06-20')).json().preview;
    // Above the ESIC ceiling: no ESIC; PF on the 15,000 ceiling; PT 200; LWF 25; the loan line 1,000.
    expect(res.total_earnings).toBe(40_000);
    expect(res.deductions).toMatchObject({ pf_deduction: 1_800, esic_deduction: 0, loan_deduction: 1_000 });
    expect(res.total_deductions).toBe(1_800 + 200 + 25 + 1_000 + res.deductions.tds_deduction);
  });

  it('says why when payroll cannot compute the month', async () => {
    const id = await hire('preview.none@demo.test');
    expect((await preview(admin, id)).json()).toEqual({
      preview: null,
      reason: 'No salary structure in force for the month',
    });
  });

  it('is seen as the structure is: one’s own, or anyone’s with view-salary-structures; else 404', async () => {
    const employee = await t.login('employee@demo.test');
    const me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    expect((await preview(employee, me.id)).statusCode).toBe(200);
    const other = await preview(employee, me.id + 1);
    expect([other.statusCode, other.json()]).toEqual([404, { message: 'Employee not found' }]);
    expect((await preview(admin, 999_999)).statusCode).toBe(404);
  });
});
