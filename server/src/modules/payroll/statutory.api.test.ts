import { ACT_WAGE_BASES, CODE_WAGE_BASE_DEFAULTS } from '@hrms/contracts/statutory';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchPayload, create } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * PF, ESIC, LWF and PT through the real API for June 2026 (ESIC contribution period April–September 2026), for
 * employees set up with the attributes each rule turns on. Every figure is worked by hand in rupees from the
 * seeded rates: EPF Scheme para 29 (12%, nearest rupee), EPS para 3(2) (8.33% of wages up to ₹15,000), EDLI
 * and administration charges 0.5% each, ESI (Central) Rules 51–52 (0.75% + 3.25%, up to the next rupee, no
 * employee share at ₹176 a day or less), Maharashtra's labour welfare fund ₹25 + ₹75 in June (Amendment Act
 * 2024, s.6BB).
 */
const JUNE = { year: 2026, month: 6 };

type Line = { code: string; amount?: number; percentage?: number };

describe('statutory contributions through payroll', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let componentIds: Map<string, number>;
  let mumbai: number;
  let n = 0;

  const structure = async (employeeId: number, effectiveFrom: string, lines: Line[]) => {
    const res = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${employeeId}/salary-structure`,
      payload: {
        effective_from: effectiveFrom,
        components: lines.map((l) => ({
          salary_component_id: componentIds.get(l.code),
          amount: l.amount ?? null,
          percentage: l.percentage ?? null,
        })),
      },
    });
    if (res.statusCode !== 200) throw new Error(`structure ${res.statusCode} ${res.body}`);
  };

  /** Every day present from `from` to `to` (weekly offs and holidays are paid whatever the record). */
  const present = (employeeId: number, from: string, to: string) =>
    t.database.db.execute(sql`
      insert into attendance_records (employee_id, attendance_date, status, total_hours, is_approved)
      select ${employeeId}, d::date, 'present', 8, true
      from generate_series(${from}::date, ${to}::date, interval '1 day') d`);

  /** A male employee of the Mumbai branch (Maharashtra), hired in 2024, present all June unless told. */
  const hire = async (
    lines: Line[],
    fields: Json = {},
    attendance: [string, string] | null = ['2026-06-01', '2026-06-30'],
  ) => {
    n += 1;
    const employee = await create<Json>(
      t,
      admin,
      '/api/employees',
      {
        first_name: 'Statutory',
        last_name: `Case${n}`,
        email: `statutory.case${n}@demo.test`,
        company_id: 1,
        department_id: 1,
        branch_id: mumbai,
        gender: 'male',
        date_of_birth: '1990-05-20',
        hire_date: '2024-01-01',
        ...fields,
      },
      'employee',
    );
    await structure(employee.id, fields.hire_date ?? '2024-01-01', lines);
    if (attendance) await present(employee.id, ...attendance);
    return employee.id as number;
  };

  const process = async (ids: number[], period = JUNE) => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: ids, ...period },
    });
    expect(res.statusCode).toBe(200);
    return res.json().results as Json[];
  };

  /** The employee's run for the month and its stored breakdown. */
  const runOf = async (employeeId: number, period = JUNE) => {
    const list = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll-runs?month=${period.month}&year=${period.year}&employee_id=${employeeId}`,
    });
    const [run] = list.json().data;
    const shown = (await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run.id}/breakdown` })).json();
    return { run, breakdown: shown.breakdown as Json, inputs: shown.inputs as Json };
  };

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = await Promise.all([t.login('hr@demo.test'), t.login('admin@demo.test')]);
    const components = (
      await t.as(admin, { method: 'GET', url: '/api/salary-components?per_page=100&country_id=1' })
    ).json().data as Json[];
    componentIds = new Map(components.map((c) => [c.code, c.id]));
    const [branch] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select id from branches where company_id = 1 and state_code = 'MH' order by id limit 1`,
    );
    mumbai = branch?.id as number;
  });
  afterAll(() => t.close());

  it('PF: the ceiling, an excluded employee, EPS in the month of turning 58, full basic with VPF, and DA', async () => {
    const member = { eps_member_before: true };
    const ids = {
      // BASIC 20,000: PF wages capped at 15,000.
      ceiling: await hire(
        [
          { code: 'BASIC', amount: 20_000 },
          { code: 'HRA', percentage: 40 },
        ],
        member,
      ),
      // Joined in 2024 on BASIC 20,000 and never an EPS member: the 2014 exclusion.
      excluded: await hire([
        { code: 'BASIC', amount: 20_000 },
        { code: 'HRA', percentage: 40 },
      ]),
      // Born 10 June 1968: 58 on 10 June 2026, in the pension scheme 1–9 June.
      turning58: await hire([{ code: 'BASIC', amount: 20_000 }], { ...member, date_of_birth: '1968-06-10' }),
      // 12% on the full BASIC 30,000, VPF 10% of it and a VPF line of ₹500.
      fullBasic: await hire(
        [
          { code: 'BASIC', amount: 30_000 },
          { code: 'HRA', percentage: 40 },
          { code: 'VPF', amount: 500 },
        ],
        { ...member, pf_on_full_basic: true, vpf_percentage: 10 },
      ),
      // BASIC 10,000 + DA 2,000: PF wages 12,000.
      da: await hire(
        [
          { code: 'BASIC', amount: 10_000 },
          { code: 'DA', amount: 2_000 },
          { code: 'HRA', percentage: 40 },
          { code: 'OTHER_ALLOWANCE', amount: 1_000 },
        ],
        member,
      ),
    };
    const results = await process(Object.values(ids));
    expect(results.map((r) => r.error)).toEqual(Object.values(ids).map(() => null));
    expect(results.map((r) => r.status)).toEqual(Object.values(ids).map(() => 'processed'));

    const ceiling = await runOf(ids.ceiling);
    // EE 12% of 15,000 = 1,800; EPS 8.33% = 1,249.50 → 1,250; EPF 550; EDLI 75; admin 75.
    expect(ceiling.breakdown.deductions).toMatchObject({ pf_deduction: 1800, vpf_deduction: 0 });
    expect(ceiling.breakdown.employer_contributions).toMatchObject({
      pf_pension: 1250,
      pf_provident_fund: 550,
      edli: 75,
      pf_admin: 75,
      // ESIC covers the employee under the Codes (Code on Social Security s.2(88)): the Codes' wages 20,000 are
      // within the ₹21,000 ceiling though the gross (28,000) is not. 0.75% = 150, 3.25% = 650.
      esic: 650,
    });
    expect(ceiling.breakdown.deductions.esic_deduction).toBe(150);
    expect(ceiling.breakdown.statutory).toEqual({
      pf_wages: 15000,
      eps_wages: 15000,
      edli_wages: 15000,
      esic_wages: 20000,
      esic_covered: true,
      wage_bases: CODE_WAGE_BASE_DEFAULTS,
      // The Code on Wages s.2(y): BASIC 20,000 is wages; HRA 8,000 (excluded by (f)) is within half of 28,000.
      code_wages: 20000,
      code_wages_addback: 0,
      code_wages_detail: {
        wages: 20000,
        excluded: 8000,
        remuneration: 28000,
        limit: 14000,
        threshold_percent: 50,
      },
    });
    expect(ceiling.run.pf_deduction).toBe(1800);
    expect(ceiling.inputs).toMatchObject({ eps_excluded: false, eps_days: 30, state_code: 'MH' });

    const excluded = await runOf(ids.excluded);
    // No EPS: the employer's 1,800 all to EPF; the employee's 1,800 and EDLI unchanged.
    expect(excluded.breakdown.deductions.pf_deduction).toBe(1800);
    expect(excluded.breakdown.employer_contributions).toMatchObject({
      pf_pension: 0,
      pf_provident_fund: 1800,
      edli: 75,
    });
    expect(excluded.breakdown.statutory.eps_wages).toBe(0);
    expect(excluded.inputs).toMatchObject({ eps_excluded: true, pf_wages_at_joining: 20000, eps_days: 0 });

    const turning58 = await runOf(ids.turning58);
    // EPS wages 15,000 × 9 ÷ 30 = 4,500; EPS 8.33% = 374.85 → 375; EPF 1,800 − 375 = 1,425.
    expect(turning58.breakdown.statutory).toMatchObject({ pf_wages: 15000, eps_wages: 4500 });
    expect(turning58.breakdown.employer_contributions).toMatchObject({
      pf_pension: 375,
      pf_provident_fund: 1425,
    });
    // July: 58 already, no EPS at all.
    await present(ids.turning58, '2026-07-01', '2026-07-31');
    await process([ids.turning58], { year: 2026, month: 7 });
    const july = await runOf(ids.turning58, { year: 2026, month: 7 });
    expect(july.breakdown.employer_contributions).toMatchObject({ pf_pension: 0, pf_provident_fund: 1800 });

    const fullBasic = await runOf(ids.fullBasic);
    // 12% of 30,000 = 3,600 each side; EPS on 15,000 = 1,250, EPF 2,350; VPF 10% of 30,000 = 3,000 + the
    // ₹500 line = 3,500 (no employer match); EDLI on 15,000 = 75; admin 0.5% of 30,000 = 150.
    expect(fullBasic.breakdown.deductions).toMatchObject({ pf_deduction: 3600, vpf_deduction: 3500 });
    expect(fullBasic.breakdown.employer_contributions).toMatchObject({
      pf_pension: 1250,
      pf_provident_fund: 2350,
      edli: 75,
      pf_admin: 150,
    });
    expect(fullBasic.breakdown.statutory).toMatchObject({
      pf_wages: 30000,
      eps_wages: 15000,
      edli_wages: 15000,
    });
    expect(fullBasic.run.pf_deduction).toBe(3600);

    const da = await runOf(ids.da);
    // PF and ESIC on the Codes' wages: BASIC 10,000 + DA 2,000 + special 1,000 = 13,000 (HRA 4,000 is within
    // half of 17,000). PF: EE 12% = 1,560; EPS 8.33% = 1,082.90 → 1,083; EPF 477; EDLI and admin 0.5% = 65.
    // ESIC: 0.75% = 97.50 → 98, 3.25% = 422.50 → 423 (up to the next rupee).
    expect(da.breakdown.earnings).toMatchObject({ basic_salary: 10000, dearness_allowance: 2000, hra: 4000 });
    expect(da.breakdown.deductions).toMatchObject({ pf_deduction: 1560, esic_deduction: 98 });
    expect(da.breakdown.employer_contributions).toMatchObject({
      pf_pension: 1083,
      pf_provident_fund: 477,
      edli: 65,
      pf_admin: 65,
      esic: 423,
    });
    expect(da.breakdown.statutory).toMatchObject({
      pf_wages: 13000,
      eps_wages: 13000,
      edli_wages: 13000,
      esic_wages: 13000,
      esic_covered: true,
      // BASIC 10,000 + DA 2,000 + special 1,000 are wages; HRA 4,000 is within half of 17,000.
      code_wages: 13000,
      code_wages_addback: 0,
    });

    // Every run adds up: deductions include VPF and LWF, and the run's columns agree with the breakdown.
    for (const id of Object.values(ids)) {
      const { run, breakdown } = await runOf(id);
      const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
      expect(breakdown.total_deductions).toBeCloseTo(sum(breakdown.deductions), 2);
      expect(run.total_deductions).toBeCloseTo(breakdown.total_deductions, 2);
      expect(run.net_salary).toBeCloseTo(breakdown.total_earnings - breakdown.total_deductions, 2);
      // June is a Maharashtra labour welfare fund month: ₹25 + ₹75 for each Mumbai employee.
      expect(breakdown.deductions.lwf_deduction).toBe(25);
      expect(breakdown.employer_contributions.lwf).toBe(75);
    }
  });

  /** The demo company's wage bases through its payroll settings: the Labour Codes' (the default) or the old Acts'. */
  const wageDefinition = async (value: 'codes' | 'acts') => {
    const now = (await t.as(admin, { method: 'GET', url: '/api/payroll-settings' })).json().payroll_settings;
    const { company_id: _c, bonus_rate_range: _r, updated_at: _u, ...fields } = now;
    const res = await t.as(admin, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...fields, wage_definition: value },
    });
    if (res.statusCode !== 200) throw new Error(`payroll settings ${res.statusCode} ${res.body}`);
  };

  it('ESIC under the Codes: coverage and contributions on the Codes’ wages, not the gross', async () => {
    const ids = {
      // Gross 15,000 + 40% (6,000) + 1,600 = 22,600, above ₹21,000; the Codes' wages are BASIC 15,000 (HRA and
      // conveyance, 7,600, are within half of 22,600): covered. 0.75% of 15,000 = 112.50 → 113; 3.25% = 487.50 → 488.
      hraPercent: await hire([
        { code: 'BASIC', amount: 15_000 },
        { code: 'HRA', percentage: 40 },
        { code: 'CONVEYANCE', amount: 1_600 },
      ]),
      // BASIC 12,000 + HRA 4,800 + special 2,400 + a structure's overtime line 3,600 (excluded by (h)): the
      // Codes' wages 14,400 (exclusions 8,400 within half of 22,800). 0.75% = 108; 3.25% = 468.
      overtime: await hire([
        { code: 'BASIC', amount: 12_000 },
        { code: 'HRA', percentage: 40 },
        { code: 'OTHER_ALLOWANCE', amount: 2_400 },
        { code: 'OT', amount: 3_600 },
      ]),
    };
    const results = await process(Object.values(ids));
    expect(results.map((r) => r.error)).toEqual([null, null]);
    const hraPercent = await runOf(ids.hraPercent);
    expect(hraPercent.inputs.esic_coverage_wages).toBe(15000);
    expect(hraPercent.breakdown.statutory).toMatchObject({
      esic_covered: true,
      esic_wages: 15000,
      wage_bases: { esic: 'code_wages' },
    });
    expect(hraPercent.breakdown.deductions.esic_deduction).toBe(113);
    expect(hraPercent.breakdown.employer_contributions.esic).toBe(488);
    const overtime = await runOf(ids.overtime);
    expect(overtime.breakdown.statutory).toMatchObject({ esic_wages: 14400, code_wages: 14400 });
    expect(overtime.breakdown.deductions.esic_deduction).toBe(108);
    expect(overtime.breakdown.employer_contributions.esic).toBe(468);
  });

  // A company whose state has not notified its rules keeps the ESI Act's wages (s.2(22)): every wage paid.
  it('ESIC under the old Acts: HRA as a percentage of BASIC, a raise within the period, the ₹25,000 ceiling, overtime, the daily-wage exemption and a loss-of-pay month', async () => {
    await wageDefinition('acts');
    try {
      await esicUnderTheActs();
    } finally {
      await wageDefinition('codes');
    }
  });

  const esicUnderTheActs = async () => {
    const ids = {
      // 15,000 + 40% (6,000) + 1,600 = 22,600: not covered (the fixed lines alone, 16,600, would be).
      hraPercent: await hire([
        { code: 'BASIC', amount: 15_000 },
        { code: 'HRA', percentage: 40 },
        { code: 'CONVEYANCE', amount: 1_600 },
      ]),
      // 20,000 at the start of April, 24,000 from 1 June: still covered until September.
      raised: await hire([
        { code: 'BASIC', amount: 12_000 },
        { code: 'HRA', percentage: 40 },
        { code: 'OTHER_ALLOWANCE', amount: 3_200 },
      ]),
      // 24,000 with a disability: under the ₹25,000 ceiling.
      disability: await hire(
        [
          { code: 'BASIC', amount: 16_000 },
          { code: 'HRA', percentage: 40 },
          { code: 'OTHER_ALLOWANCE', amount: 1_600 },
        ],
        { person_with_disability: true },
      ),
      // 19,200 a month and 3,600 of overtime: covered on 19,200, contributing on 22,800.
      overtime: await hire([
        { code: 'BASIC', amount: 12_000 },
        { code: 'HRA', percentage: 40 },
        { code: 'OTHER_ALLOWANCE', amount: 2_400 },
        { code: 'OT', amount: 3_600 },
      ]),
      // 4,500 a month: 4,500 ÷ 26 = 173.08 a day ≤ 176.
      lowPaid: await hire([{ code: 'BASIC', amount: 4_500 }]),
      // 40,000 a month, present only 1–5 June: paid for 13 days (with the weekly offs), 17,333, never covered.
      lossOfPay: await hire(
        [
          { code: 'BASIC', amount: 24_000 },
          { code: 'HRA', percentage: 40 },
          { code: 'OTHER_ALLOWANCE', amount: 6_400 },
        ],
        {},
        ['2026-06-01', '2026-06-05'],
      ),
    };
    await structure(ids.raised, '2026-06-01', [
      { code: 'BASIC', amount: 14_400 },
      { code: 'HRA', percentage: 40 },
      { code: 'OTHER_ALLOWANCE', amount: 3_840 },
    ]);
    const results = await process(Object.values(ids));
    expect(results.map((r) => r.error)).toEqual(Object.values(ids).map(() => null));

    const hraPercent = await runOf(ids.hraPercent);
    expect(hraPercent.breakdown.deductions.esic_deduction).toBe(0);
    expect(hraPercent.breakdown.statutory).toMatchObject({ esic_covered: false, esic_wages: 0 });
    expect(hraPercent.inputs.esic_coverage_wages).toBe(22600);

    const raised = await runOf(ids.raised);
    // Covered on the 20,000 of 1 April; June's 24,000: 0.75% = 180, 3.25% = 780.
    expect(raised.breakdown.total_earnings).toBe(24000);
    expect(raised.inputs.esic_coverage_wages).toBe(20000);
    expect(raised.breakdown.deductions.esic_deduction).toBe(180);
    expect(raised.breakdown.employer_contributions.esic).toBe(780);
    expect(raised.breakdown.statutory).toMatchObject({ esic_covered: true, esic_wages: 24000 });

    const disability = await runOf(ids.disability);
    expect(disability.breakdown.total_earnings).toBe(24000);
    expect(disability.breakdown.deductions.esic_deduction).toBe(180);
    expect(disability.breakdown.employer_contributions.esic).toBe(780);

    const overtime = await runOf(ids.overtime);
    // 22,800 × 0.75% = 171; × 3.25% = 741.
    expect(overtime.inputs.esic_coverage_wages).toBe(19200);
    expect(overtime.breakdown.earnings.ot_amount).toBe(3600);
    expect(overtime.breakdown.deductions.esic_deduction).toBe(171);
    expect(overtime.breakdown.employer_contributions.esic).toBe(741);

    const lowPaid = await runOf(ids.lowPaid);
    // No employee share; employer 3.25% of 4,500 = 146.25 → 147.
    expect(lowPaid.breakdown.deductions.esic_deduction).toBe(0);
    expect(lowPaid.breakdown.employer_contributions.esic).toBe(147);
    expect(lowPaid.breakdown.statutory).toMatchObject({ esic_covered: true, esic_wages: 4500 });

    const lossOfPay = await runOf(ids.lossOfPay);
    expect(lossOfPay.breakdown.lop_days).toBeGreaterThan(0);
    expect(lossOfPay.breakdown.total_earnings).toBeLessThan(21000);
    expect(lossOfPay.inputs.esic_coverage_wages).toBe(40000);
    expect(lossOfPay.breakdown.deductions.esic_deduction).toBe(0);
    expect(lossOfPay.breakdown.employer_contributions.esic).toBe(0);
    expect(lossOfPay.breakdown.statutory.esic_covered).toBe(false);
    expect(lossOfPay.breakdown.statutory.wage_bases).toEqual(ACT_WAGE_BASES);
  };

  it('professional tax: a half-yearly state (Tamil Nadu) totals exactly its amount over April–September', async () => {
    const chennai = await create<Json>(
      t,
      admin,
      '/api/branches',
      branchPayload(1, {
        name: 'Chennai Office',
        code: 'chn',
        address: {
          street: '1 Anna Salai',
          city: 'Chennai',
          state: 'Tamil Nadu',
          postal_code: '600002',
          country: 'India',
        },
      }),
      'branch',
    );
    // 20,000 a month: 1,20,000 a half-year, Tamil Nadu's top band (above 75,000): ₹1,250 for the half-year.
    const id = await hire(
      [
        { code: 'BASIC', amount: 12_000 },
        { code: 'HRA', percentage: 40 },
        { code: 'OTHER_ALLOWANCE', amount: 3_200 },
      ],
      { branch_id: chennai.id },
      ['2026-04-01', '2026-09-30'],
    );
    const deducted: number[] = [];
    for (let month = 4; month <= 9; month += 1) {
      const [result] = await process([id], { year: 2026, month });
      expect(result?.error).toBeNull();
      deducted.push((await runOf(id, { year: 2026, month })).run.professional_tax);
    }
    // Each month the rest of the ₹1,250 spread over the months left; September takes the remainder.
    expect(deducted.reduce((a, b) => a + b, 0)).toBe(1250);
    expect(deducted[0]).toBe(208);
    // Tamil Nadu has no labour welfare fund contribution in these months.
    expect((await runOf(id, { year: 2026, month: 6 })).breakdown.deductions.lwf_deduction).toBe(0);
  });

  it('refuses a month without PF rates in force, naming it', async () => {
    const id = await hire([{ code: 'BASIC', amount: 20_000 }]);
    await t.database.db.execute(sql`delete from statutory_rates where scheme = 'PF'`);
    const [result] = await process([id]);
    expect(result).toMatchObject({ status: null, error: 'No PF rates in force for June 2026' });
  });
});
