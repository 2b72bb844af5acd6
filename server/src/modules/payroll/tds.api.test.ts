import { payrollBreakdown } from '@hrms/contracts/payroll';
import { taxPosition } from '@hrms/contracts/tax-year';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { payrollRuns } from '../../db/schema/payroll';
import { companyTaxYears, employeeTaxYears, taxDeclarationItems } from '../../db/schema/tax-year';
import { taxPositions, taxPositionView } from '../tax-year/position';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * TDS under s.192 through the real API for FY 2026-27, for an employee of the Mumbai branch on ₹1,00,000 a month
 * (BASIC 50,000, HRA 40% = 20,000, special 30,000; PF 12% of the ₹15,000 ceiling = 1,800; Maharashtra PT 200,
 * ₹300 in February) who chose the old regime and declared rent of ₹25,000 a month in Mumbai (a metro), ₹1,00,000
 * under s.80C and ₹20,000 of health insurance under s.80D. The declarations are inserted directly (their API is
 * the declarations screen's). Every figure is worked by hand from the seeded old regime (Finance Act 2025:
 * standard deduction ₹50,000, s.80C cap ₹1.5 lakh, s.80D ₹25,000, rule 2A 50% in a metro, rent above 10% of
 * salary; slabs 5% / 20% / 30%; cess 4%; s.288A/B to ₹10).
 */
const FY = '2026-27';
const APRIL = { year: 2026, month: 4 };
const MAY = { year: 2026, month: 5 };

describe('TDS under s.192 in payroll', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let employeeId: number;
  let taxYearId: number;

  const process = async (period: { year: number; month: number }) => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: [employeeId], ...period },
    });
    expect(res.statusCode).toBe(200);
    const [result] = res.json().results as Json[];
    expect(result?.error).toBeNull();
    return result as Json;
  };

  const breakdownOf = async (runId: number) => {
    const res = await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${runId}/breakdown` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return { breakdown: payrollBreakdown.parse(body.breakdown), inputs: body.inputs as Json };
  };

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = await Promise.all([t.login('hr@demo.test'), t.login('admin@demo.test')]);
    const components = (
      await t.as(admin, { method: 'GET', url: '/api/salary-components?per_page=100&country_id=1' })
    ).json().data as Json[];
    const id = new Map(components.map((c) => [c.code, c.id]));
    const [mumbai] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select id from branches where company_id = 1 and state_code = 'MH' order by id limit 1`,
    );
    const employee = await create<Json>(
      t,
      admin,
      '/api/employees',
      {
        first_name: 'Tara',
        last_name: 'Oldregime',
        email: 'tara.oldregime@demo.test',
        company_id: 1,
        department_id: 1,
        branch_id: mumbai?.id,
        gender: 'female',
        date_of_birth: '1990-05-20',
        hire_date: '2024-01-01',
      },
      'employee',
    );
    employeeId = employee.id;
    const structure = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${employeeId}/salary-structure`,
      payload: {
        effective_from: '2024-01-01',
        components: [
          { salary_component_id: id.get('BASIC'), amount: 50_000, percentage: null },
          { salary_component_id: id.get('HRA'), amount: null, percentage: 40 },
          { salary_component_id: id.get('OTHER_ALLOWANCE'), amount: 30_000, percentage: null },
        ],
      },
    });
    expect(structure.statusCode).toBe(200);
    await t.database.db.execute(sql`
      insert into attendance_records (employee_id, attendance_date, status, total_hours, is_approved)
      select ${employeeId}, d::date, 'present', 8, true
      from generate_series('2026-04-01'::date, '2026-05-31'::date, interval '1 day') d`);

    const [year] = await t.database.db
      .insert(employeeTaxYears)
      .values({
        employee_id: employeeId,
        financial_year: FY,
        regime: 'old',
        regime_chosen_at: new Date('2026-04-02T10:00:00Z'),
        metro_city: true,
        landlords: [{ name: 'R. Landlord', address: null, pan: 'ABCPL1234D', relationship: 'none' }],
      })
      .returning({ id: employeeTaxYears.id });
    taxYearId = year?.id as number;
    await t.database.db.insert(taxDeclarationItems).values([
      { employee_tax_year_id: taxYearId, section: 'rent_paid_monthly', declared_amount: '25000.00' },
      { employee_tax_year_id: taxYearId, section: 'section_80c', declared_amount: '100000.00' },
      { employee_tax_year_id: taxYearId, section: 'section_80d_self', declared_amount: '20000.00' },
    ]);
  });
  afterAll(() => t.close());

  it('April under the old regime with declarations: the breakdown shows each figure of the year', async () => {
    const { payroll_run_id } = await process(APRIL);
    const { breakdown, inputs } = await breakdownOf(payroll_run_id);
    // HRA exemption each month: least of 20,000 received, 25,000 − 10% of 50,000 = 20,000, 50% of 50,000 =
    // 25,000 → 20,000; × 12 = 2,40,000. Standard deduction 50,000; PT 11 × 200 + 300 = 2,500 (s.16(iii)).
    // s.80C 12 × 1,800 PF + 1,00,000 = 1,21,600; s.80D 20,000 → deductions 50,000 + 2,500 + 1,41,600 = 1,94,100.
    // 12,00,000 − 2,40,000 − 1,94,100 = 7,65,900: 12,500 + 20% of 2,65,900 (53,180) = 65,680 + cess 2,627.20
    // = 68,307.20 → 68,310 (s.288B). TDS 68,310 ÷ 12 = 5,692.50 → 5,693.
    expect(breakdown.tds).toMatchObject({
      regime: 'IN-OLD-2026-27',
      regime_kind: 'old',
      earned_before_month: 0,
      previous_employment_income: 0,
      this_month: 1_00_000,
      rest_of_year: 11_00_000,
      other_income: 0,
      projected_annual_income: 12_00_000,
      exemptions: 2_40_000,
      deductions: 1_94_100,
      taxable_income: 7_65_900,
      annual_tax: 68_310,
      tds_before_month: 0,
      months_remaining: 12,
    });
    expect(breakdown.deductions.tds_deduction).toBe(5_693);
    const line = (key: string) => breakdown.tds?.lines.find((l) => l.key === key)?.amount;
    expect(line('hra_exemption')).toBe(-2_40_000);
    expect(line('section_80c')).toBe(-1_21_600);
    expect(line('section_80d_self')).toBe(-20_000);
    expect(line('professional_tax')).toBe(-2_500);
    // What decided TDS stays with the run.
    expect(inputs).toMatchObject({
      regime: 'IN-OLD-2026-27',
      regime_kind: 'old',
      lapsed_sections: [],
      declarations: {
        rent_paid_monthly: 25_000,
        section_80c: 1_00_000,
        section_80d_self: 20_000,
        metro_city: true,
      },
    });
  });

  it('after the proof deadline, a lower verified 80C and a rejected 80D change May’s TDS', async () => {
    await t.database.db
      .insert(companyTaxYears)
      .values({
        company_id: 1,
        financial_year: FY,
        proof_window_from: '2026-01-01',
        proof_deadline: '2026-01-31',
      })
      // The demo seeds the year's window (deadline 60 days ahead): move it into the past.
      .onConflictDoUpdate({
        target: [companyTaxYears.company_id, companyTaxYears.financial_year],
        set: { proof_window_from: '2026-01-01', proof_deadline: '2026-01-31' },
      });
    await t.database.db.execute(sql`
      update tax_declaration_items set
        status = case section when 'section_80d_self' then 'rejected' else 'accepted' end,
        verified_amount = case section when 'section_80c' then 40000 when 'rent_paid_monthly' then 25000 end,
        rejection_reason = case section when 'section_80d_self' then 'The policy is in someone else''s name' end,
        verified_at = now()
      where employee_tax_year_id = ${taxYearId}`);
    const { payroll_run_id } = await process(MAY);
    const { breakdown, inputs } = await breakdownOf(payroll_run_id);
    // s.80C now 21,600 + 40,000 = 61,600; s.80D lapsed. 12,00,000 − 2,40,000 − 50,000 − 2,500 − 61,600 =
    // 8,45,900: 12,500 + 20% of 3,45,900 (69,180) = 81,680 + cess 3,267.20 = 84,947.20 → 84,950.
    // (84,950 − April's 5,693) ÷ 11 = 7,205.18 → 7,205.
    expect(breakdown.tds).toMatchObject({
      earned_before_month: 1_00_000,
      this_month: 1_00_000,
      rest_of_year: 10_00_000,
      exemptions: 2_40_000,
      deductions: 1_14_100,
      taxable_income: 8_45_900,
      annual_tax: 84_950,
      tds_before_month: 5_693,
      months_remaining: 11,
    });
    expect(breakdown.deductions.tds_deduction).toBe(7_205);
    expect(inputs.lapsed_sections).toEqual(['section_80d_self']);
  });

  it('the year’s position: the same figures projected, only the paid months without projection', async () => {
    const today = '2026-11-25';
    const projected = (await taxPositions(t.database.db, [employeeId], FY, { project: true, today })).get(
      employeeId,
    );
    expect(projected).toBeDefined();
    const view = taxPosition.parse(taxPositionView(projected as NonNullable<typeof projected>));
    // April and May paid, June–March at the full 1,00,000: the same year as May's run worked out.
    expect(view.months.map((m) => m.projected)).toEqual([false, false, ...Array(10).fill(true)]);
    expect(view).toMatchObject({
      regime: 'old',
      regime_code: 'IN-OLD-2026-27',
      gross_salary: 12_00_000,
      exemptions: 2_40_000,
      hra_exemption: 2_40_000,
      total_income: 8_45_900,
      total_tax: 84_950,
      tds_deducted: 5_693 + 7_205,
      months_remaining: 10,
      // (84,950 − 12,898) ÷ 10 = 7,205.20 → 7,205.
      tds_remaining: 72_052,
      monthly_tds: 7_205,
      lapsed_sections: ['section_80d_self'],
    });

    // Paid months only (Form 16, 24Q Annexure II): 2,00,000 − HRA 40,000 − 50,000 − PT 400 − 80C (3,600 +
    // 40,000) = 66,000: no tax.
    const paid = (await taxPositions(t.database.db, [employeeId], FY, { project: false, today })).get(
      employeeId,
    );
    expect(paid?.result.totalIncome).toBe(66_000_00);
    expect(paid?.result.totalTax).toBe(0);
    expect(paid?.monthsRemaining).toBe(0);

    // The new regime on the same pay (the comparison): 12,00,000 − 75,000 = 11,25,000, within the 87A rebate.
    const other = (
      await taxPositions(t.database.db, [employeeId], FY, { project: true, today, regime: 'new' })
    ).get(employeeId);
    expect(other?.regimeCode).toBe('IN-NEW-2026-27');
    expect(other?.result.totalIncome).toBe(11_25_000_00);
    expect(other?.result.totalTax).toBe(0);
  });

  it('a run saved before the TDS workings were kept reads its missing TDS figures as null', async () => {
    const [april] = await t.database.db
      .select({ id: payrollRuns.id, breakdown: payrollRuns.breakdown })
      .from(payrollRuns)
      .where(sql`${payrollRuns.employee_id} = ${employeeId} and ${payrollRuns.month} = 4`);
    const legacy = {
      ...(april?.breakdown as Json),
      tds: { regime: 'IN-NEW-2026-27', projected_annual_income: 12_00_000, annual_tax: 0 },
    };
    await t.database.db
      .update(payrollRuns)
      .set({ breakdown: legacy })
      .where(eq(payrollRuns.id, april?.id as number));
    const { breakdown } = await breakdownOf(april?.id as number);
    expect(breakdown.tds).toEqual({
      regime: 'IN-NEW-2026-27',
      regime_kind: null,
      projected_annual_income: 12_00_000,
      earned_before_month: null,
      previous_employment_income: null,
      this_month: null,
      rest_of_year: null,
      other_income: null,
      exemptions: null,
      deductions: null,
      taxable_income: null,
      annual_tax: 0,
      tds_before_month: null,
      months_remaining: null,
      lines: [],
    });
  });
});
