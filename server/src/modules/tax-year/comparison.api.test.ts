import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from '../../../test/fixtures';
import { FY, type Json, type TaxYearTestBed, taxYearTestBed } from '../../../test/tax-year-bed';
import { rawRows } from '../../db/client';
import { payrollRuns } from '../../db/schema/payroll';

/**
 * The regime comparison on hand-worked figures for FY 2026-27 (seeded regimes: Finance Act 2025 rates carried
 * forward), for employees of the Mumbai branch hired in 2024 with no payroll run in the year, so all twelve
 * months are projected at the structure's full rate. PF 12% of the ₹15,000 wage ceiling = ₹1,800 a month (EPF
 * Scheme para 29); Maharashtra PT ₹200 a month and ₹300 in February = ₹2,500.
 */
describe('regime comparison and the year’s position', () => {
  let bed: TaxYearTestBed;
  let components: Map<string, number>;
  let mumbai: number;
  let n = 0;

  /** An employee of the Mumbai branch with a structure from April 2024 (none when `lines` is empty). */
  const hire = async (lines: { code: string; amount?: number; percentage?: number }[]) => {
    n += 1;
    const employee = await create<Json>(
      bed.t,
      bed.admin,
      '/api/employees',
      {
        first_name: 'Compare',
        last_name: `Case${n}`,
        email: `compare.case${n}@demo.test`,
        company_id: bed.demoCompany,
        department_id: 1,
        branch_id: mumbai,
        gender: 'female',
        date_of_birth: '1990-05-20',
        hire_date: '2024-04-01',
      },
      'employee',
    );
    if (lines.length) {
      const res = await bed.put(bed.admin, `/api/employees/${employee.id}/salary-structure`, {
        effective_from: '2024-04-01',
        components: lines.map((l) => ({
          salary_component_id: components.get(l.code),
          amount: l.amount ?? null,
          percentage: l.percentage ?? null,
        })),
      });
      if (res.statusCode !== 200) throw new Error(`structure ${res.statusCode} ${res.body}`);
    }
    return employee.id as number;
  };
  const compare = (employeeId: number) =>
    bed.get(bed.hr, `/api/employees/${employeeId}/tax-comparison?financial_year=${FY}`);

  beforeAll(async () => {
    bed = await taxYearTestBed();
    await bed.cutOffs({ regime_choice_until: null, proof_window_from: null, proof_deadline: null });
    const list = (await bed.get(bed.admin, '/api/salary-components?per_page=100&country_id=1')).json()
      .data as Json[];
    components = new Map(list.map((c) => [c.code, c.id]));
    const [branch] = await rawRows<{ id: number }>(
      bed.t.database.db,
      sql`select id from branches where company_id = ${bed.demoCompany} and state_code = 'MH' order by id limit 1`,
    );
    mumbai = branch?.id ?? 0;
  });
  afterAll(() => bed.close());

  it('recommends the old regime when rent, s.80C, s.80CCD(1B), s.80D and home-loan interest outweigh its slabs', async () => {
    // ₹2,00,000 a month: BASIC 1,00,000, HRA 40% = 40,000, other allowance 60,000 → ₹24,00,000 a year.
    const id = await hire([
      { code: 'BASIC', amount: 100_000 },
      { code: 'HRA', percentage: 40 },
      { code: 'OTHER_ALLOWANCE', amount: 60_000 },
    ]);
    const saved = await bed.put(bed.hr, `/api/employees/${id}/tax-declaration?financial_year=${FY}`, {
      regime: 'old',
      declarations: {
        rent_paid_monthly: 60_000,
        metro_city: true,
        landlord_name: 'S. Kulkarni',
        landlord_pan: 'AAAPK1234L',
        section_80c: 150_000,
        section_80ccd_1b: 50_000,
        section_80d_self: 25_000,
        section_80d_parents: 50_000,
        parents_senior: true,
        home_loan_interest: 200_000,
      },
    });
    expect(saved.statusCode).toBe(200);

    const res = await compare(id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Old regime. HRA (s.10(13A), rule 2A) each month: least of 40,000 received, 60,000 − 10% of 1,00,000 =
    // 50,000, and 50% of 1,00,000 (Mumbai) = 50,000 → 40,000; × 12 = 4,80,000.
    // Deductions besides the standard ₹50,000: PT 2,500 (s.16(iii)); s.24(b) 2,00,000; s.80C 21,600 PF +
    // 1,50,000 declared, capped at 1,50,000; s.80CCD(1B) 50,000; s.80D 25,000 + 50,000 (senior parents) →
    // 4,77,500. Total income 24,00,000 − 4,80,000 − 50,000 − 4,77,500 = 13,92,500.
    // Tax: 12,500 + 1,00,000 + 30% of 3,92,500 (1,17,750) = 2,30,250; cess 4% 9,210 → 2,39,460 (s.288B: already
    // a multiple of ₹10). Twelve months remain: 2,39,460 ÷ 12 = 19,955.
    expect(body.old).toMatchObject({
      gross_salary: 2_400_000,
      exemptions: 480_000,
      standard_deduction: 50_000,
      deductions: 477_500,
      taxable_income: 1_392_500,
      total_tax: 239_460,
      monthly_tax: 19_955,
    });
    // New regime (s.115BAC): standard deduction 75,000 only → 23,25,000. Slabs: 20,000 + 40,000 + 60,000 +
    // 80,000 + 25% of 3,25,000 (81,250) = 2,81,250; cess 11,250 → 2,92,500; ÷ 12 = 24,375.
    expect(body.new).toMatchObject({
      gross_salary: 2_400_000,
      exemptions: 0,
      standard_deduction: 75_000,
      deductions: 0,
      taxable_income: 2_325_000,
      total_tax: 292_500,
      monthly_tax: 24_375,
    });
    expect(body).toMatchObject({ financial_year: FY, recommended: 'old', saving: 53_040 });
    const [regimes] = await rawRows<{ new_id: number; old_id: number }>(
      bed.t.database.db,
      sql`select (select id from tax_regimes where code = 'IN-NEW-2026-27') as new_id,
                 (select id from tax_regimes where code = 'IN-OLD-2026-27') as old_id`,
    );
    expect([body.new.regime_id, body.old.regime_id]).toEqual([regimes?.new_id, regimes?.old_id]);

    // The year's position under the regime the employee chose (old), and under the new one when asked.
    const position = await bed.get(bed.hr, `/api/employees/${id}/tax-position?financial_year=${FY}`);
    expect(position.statusCode).toBe(200);
    expect(position.json().tax_position).toMatchObject({
      employee_id: id,
      regime: 'old',
      regime_code: 'IN-OLD-2026-27',
      total_income: 1_392_500,
      total_tax: 239_460,
      months_remaining: 12,
      monthly_tds: 19_955,
    });
    expect(position.json().tax_position.months).toHaveLength(12);
    const asNew = await bed.get(bed.hr, `/api/employees/${id}/tax-position?financial_year=${FY}&regime=new`);
    expect(asNew.json().tax_position).toMatchObject({ regime: 'new', total_tax: 292_500 });
  });

  it('recommends the new regime, the default, when both come to the same tax', async () => {
    // ₹30,000 a month: both regimes' tax is nil after the s.87A rebate. Old: 3,60,000 − 50,000 − 2,500 − 21,600
    // = 2,85,900 → 1,795 less the rebate = 0. New: 3,60,000 − 75,000 = 2,85,000 → 0.
    const id = await hire([
      { code: 'BASIC', amount: 15_000 },
      { code: 'OTHER_ALLOWANCE', amount: 15_000 },
    ]);
    const body = (await compare(id)).json();
    expect(body.old).toMatchObject({ taxable_income: 285_900, total_tax: 0 });
    expect(body.new).toMatchObject({ taxable_income: 285_000, total_tax: 0 });
    expect(body).toMatchObject({ recommended: 'new', saving: 0 });
  });

  it('gives each month of the position its run’s status: processed and approved months are not paid yet', async () => {
    const id = await hire([
      { code: 'BASIC', amount: 15_000 },
      { code: 'OTHER_ALLOWANCE', amount: 15_000 },
    ]);
    for (const [month, status] of [
      [4, 'paid'],
      [5, 'approved'],
      [6, 'processed'],
    ] as const) {
      await bed.t.database.db.insert(payrollRuns).values({
        employee_id: id,
        year: 2026,
        month,
        status,
        total_days: 30,
        days_paid: '30.0',
        basic_salary: '15000.00',
        gross_salary: '30000.00',
        total_deductions: '0.00',
        net_salary: '30000.00',
        pf_deduction: '0.00',
        professional_tax: '0.00',
        tds_deduction: '0.00',
        breakdown: {},
        inputs: {},
      });
    }
    const position = (await bed.get(bed.hr, `/api/employees/${id}/tax-position?financial_year=${FY}`)).json()
      .tax_position as Json;
    expect(position.months.slice(0, 4).map((m: Json) => [m.month, m.projected, m.status])).toEqual([
      [4, false, 'paid'],
      [5, false, 'approved'],
      [6, false, 'processed'],
      [7, true, null],
    ]);
  });

  it('answers 422, not 500, for an employee with no salary structure and no run in the year', async () => {
    const id = await hire([]);
    const res = await compare(id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        salary_structure: [
          `No income tax can be worked out for FY ${FY}: the employee has no salary structure in force and no payroll run in the year.`,
        ],
      },
    });
  });

  it('lets an employee compare on their own record only', async () => {
    const own = await bed.get(bed.employee, `/api/employees/${bed.me}/tax-comparison?financial_year=${FY}`);
    expect(own.statusCode).toBe(200);
    expect(['new', 'old']).toContain(own.json().recommended);
    expect(
      (await bed.get(bed.acmeHr, `/api/employees/${bed.me}/tax-comparison?financial_year=${FY}`)).statusCode,
    ).toBe(404);
  });
});
