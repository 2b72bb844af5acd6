import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';
import { payrollArrears, payrollRuns } from '../../db/schema/payroll';
import { ESIC_UPLOAD_HEADERS } from './esic-reports';
import { pfChallan } from './pf-reports';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * The PF and ESIC monthly files of a small fixture month (October 2025) whose runs are inserted directly
 * with their breakdowns, so the files are checked against amounts worked out by hand, independently of
 * the payroll engine. Hand-worked figures (EPF Scheme 1952 para 29: 12% + 12% on PF wages up to ₹15,000,
 * para 29(4): each contribution to the nearest rupee, 50 paise up; EPS 1995 para 3: 8.33% up to the ceiling;
 * EDLI 0.5% and admin charges 0.5% with a ₹500 minimum, MoLE GSR 5(E) of 2018; ESI 0.75% + 3.25%):
 *
 * - Asha Rao: basic 12,000, gross 20,500, full month. EE 1,440; EPS 999.60 → 1,000; ER EPF 440. No
 *   `breakdown.statutory`: the wages come from the basic and the PF rates. ESIC 154 + 667.
 * - Vikram Singh: basic 37,419.35, gross 56,129.03, 2 loss-of-pay days, VPF 1,500. PF wages capped at
 *   15,000 (stored under breakdown.statutory): EE 1,800 + VPF 1,500 = 3,300; EPS 1,250; ER EPF 550. Not
 *   covered by ESIC.
 * - Méera D'Souza: 59, so no EPS (EPS para 12): basic 10,250.50 → EPF wages 10,251 (half up), EE 1,230.06
 *   → 1,230, all the employer's 1,230 to EPF, EPS wages 0 (ECR rule for members over 58); 1.5 loss-of-pay
 *   days → NCP 2, 29.5 days paid → ESIC days 30 (rounded up); name → MEERA D SOUZA (ECR error code 004).
 * - Sunil Verma: left on 20 October: 20 days, basic 5,161.29: EE 619.35 → 619, EPS 429.93 → 430, ER EPF
 *   189.42 → 189, NCP 11; in October's ESIC file with his 20 days and reason 0, no last working day (the MC
 *   template: a leaver paid part of the month gets no last working day), on the ESIC wages the engine stored
 *   (7,500: an earning outside ESI wages), not the gross; in November's with 0 days, reason 2 (left service)
 *   and 20/10/2025.
 * - Kiran Das: ESIC-covered, no paid day this month: only in the ESIC file, reason 1 (on leave).
 *
 * The ECR fixture (fixtures/ecr-2025-10.txt) follows the EPFO UAN-based ECR 2.0 file structure: eleven
 * fields separated by #~#, no header, whole rupees, one line per member, CRLF line ends, no trailing break.
 */
const OCTOBER = 'month=10&year=2025';
const NOVEMBER = 'month=11&year=2025';

type RunSpec = {
  days_paid: number;
  lop_days: number;
  basic: number;
  hra: number;
  pf?: number;
  vpf?: number;
  pension?: number;
  provident?: number;
  esic?: number;
  esic_employer?: number;
  employer?: Record<string, number>;
  statutory?: Record<string, number | boolean>;
  /** Earnings besides basic and HRA (arrears, reimbursements, bonus), in the gross. */
  extra?: Record<string, number>;
};

describe('PF and ESIC monthly files', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let companyId: number;
  let otherId: number;
  const codes: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const db = () => t.database.db;

  async function employee(key: string, company: number, values: Record<string, unknown>) {
    const code = `STF${String(Object.keys(codes).length + 1).padStart(4, '0')}`;
    const [row] = await db()
      .insert(employees)
      .values({
        employee_id: code,
        email: `${key}@statutory.test`,
        company_id: company,
        hire_date: '2020-01-01',
        first_name: key,
        last_name: 'Test',
        ...values,
      } as typeof employees.$inferInsert)
      .returning({ id: employees.id });
    codes[key] = code;
    ids[key] = row?.id as number;
  }

  async function run(key: string, year: number, month: number, r: RunSpec) {
    const extra = Object.values(r.extra ?? {}).reduce((a, b) => a + b, 0);
    const gross = Math.round((r.basic + r.hra + extra) * 100) / 100;
    const deductions = {
      pf_deduction: r.pf ?? 0,
      vpf_deduction: r.vpf ?? 0,
      esic_deduction: r.esic ?? 0,
      professional_tax: 0,
      tds_deduction: 0,
    };
    const total = Math.round(Object.values(deductions).reduce((a, b) => a + b * 100, 0)) / 100;
    const [saved] = await db()
      .insert(payrollRuns)
      .values({
        employee_id: ids[key] as number,
        year,
        month,
        status: 'approved',
        total_days: 31,
        days_paid: r.days_paid.toFixed(1),
        basic_salary: r.basic.toFixed(2),
        gross_salary: gross.toFixed(2),
        total_deductions: total.toFixed(2),
        net_salary: (gross - total).toFixed(2),
        pf_deduction: deductions.pf_deduction.toFixed(2),
        professional_tax: '0.00',
        tds_deduction: '0.00',
        breakdown: {
          total_days: 31,
          days_paid: r.days_paid,
          lop_days: r.lop_days,
          earnings: { basic_salary: r.basic, hra: r.hra, ...r.extra },
          deductions,
          employer_contributions: {
            pf_pension: r.pension ?? 0,
            pf_provident_fund: r.provident ?? 0,
            esic: r.esic_employer ?? 0,
            ...r.employer,
          },
          ...(r.statutory ? { statutory: r.statutory } : {}),
        },
        inputs: {},
      })
      .returning({ id: payrollRuns.id });
    return saved?.id as number;
  }

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr] = await Promise.all([t.login('admin@demo.test'), t.login('hr@demo.test')]);
    const company = (name: string, prefix: string, codes: Record<string, string | null>) =>
      db()
        .insert(companies)
        .values({
          name,
          legal_name: `${name} Private Limited`,
          registration_number: `U74999MH2020PTC${prefix}`,
          tax_id: 'AAACS1234F',
          country_id: 1,
          email: `${prefix.toLowerCase()}@statutory.test`,
          phone: '+91 22 4000 0000',
          address_line1: '1 Mill Road',
          city: 'Mumbai',
          state: 'Maharashtra',
          state_code: 'MH',
          postal_code: '400001',
          address_country: 'India',
          employee_code_prefix: prefix,
          ...codes,
        })
        .returning({ id: companies.id });
    [{ id: companyId }] = (await company('Statutory Fixture', 'STF', {
      pf_establishment_code: 'MHBAN0054321000',
      esic_employer_code: '31000543210000999',
    })) as [{ id: number }];
    [{ id: otherId }] = (await company('Unregistered Works', 'UNR', {})) as [{ id: number }];

    await employee('asha', companyId, {
      first_name: 'Asha',
      last_name: 'Rao',
      uan: '100200340102',
      esic_ip_number: '3100000001',
    });
    await employee('vikram', companyId, { first_name: 'Vikram', last_name: 'Singh', uan: '100200340207' });
    await employee('meera', companyId, {
      first_name: 'Méera',
      last_name: "D'Souza",
      date_of_birth: '1966-05-01',
      uan: '100200340305',
      esic_ip_number: '3100000003',
    });
    await employee('kiran', companyId, {
      first_name: 'Kiran',
      last_name: 'Das',
      uan: '100200340403',
      esic_ip_number: '3100000004',
    });
    // Terminated on 20 October 2025 (the record's last change is the day they left: see leftOn).
    await employee('sunil', companyId, {
      first_name: 'Sunil',
      last_name: 'Verma',
      status: 'terminated',
      uan: '100200340501',
      esic_ip_number: '3100000005',
    });
    await employee('ravi', companyId, { first_name: 'Ravi', last_name: 'Kumar' });
    await employee('outsider', otherId, {
      first_name: 'Out',
      last_name: 'Sider',
      uan: '100200349908',
      esic_ip_number: '3100000099',
    });
    await db().execute(
      sql`update ${employees} set updated_at = '2025-10-20T11:00:00+05:30' where ${employees.id} = ${ids.sunil}`,
    );

    await run('asha', 2025, 10, {
      days_paid: 31,
      lop_days: 0,
      basic: 12_000,
      hra: 8_500,
      pf: 1_440,
      pension: 1_000,
      provident: 440,
      esic: 154,
      esic_employer: 667,
    });
    await run('vikram', 2025, 10, {
      days_paid: 29,
      lop_days: 2,
      basic: 37_419.35,
      hra: 18_709.68,
      pf: 1_800,
      vpf: 1_500,
      pension: 1_250,
      provident: 550,
      employer: { edli: 75, pf_admin: 75 },
      statutory: { pf_wages: 15_000, eps_wages: 15_000, edli_wages: 15_000, esic_covered: false },
    });
    await run('meera', 2025, 10, {
      days_paid: 29.5,
      lop_days: 1.5,
      basic: 10_250.5,
      hra: 3_750.25,
      pf: 1_230.06,
      pension: 0,
      provident: 1_230.06,
      esic: 106,
      esic_employer: 456,
    });
    await run('sunil', 2025, 10, {
      days_paid: 20,
      lop_days: 11,
      basic: 5_161.29,
      hra: 2_580.65,
      pf: 619.35,
      pension: 429.93,
      provident: 189.42,
      esic: 57,
      esic_employer: 244,
      statutory: {
        pf_wages: 5_161.29,
        eps_wages: 5_161.29,
        edli_wages: 5_161.29,
        esic_wages: 7_500,
        esic_covered: true,
      },
    });
    await run('kiran', 2025, 10, {
      days_paid: 0,
      lop_days: 31,
      basic: 0,
      hra: 0,
      statutory: { pf_wages: 0, eps_wages: 0, edli_wages: 0, esic_covered: true },
    });
    await run('outsider', 2025, 10, {
      days_paid: 31,
      lop_days: 0,
      basic: 10_000,
      hra: 5_000,
      pf: 1_200,
      pension: 833,
      provident: 367,
      esic: 113,
      esic_employer: 488,
    });
    // November: Ravi has PF and ESIC but no UAN and no IP number; Asha has no paid day and her run carries
    // no coverage flag: she is still covered, as October (same contribution period) carried ESIC.
    await run('ravi', 2025, 11, {
      days_paid: 30,
      lop_days: 0,
      basic: 9_000,
      hra: 4_500,
      pf: 1_080,
      pension: 750,
      provident: 330,
      esic: 102,
      esic_employer: 439,
    });
    await run('asha', 2025, 11, { days_paid: 0, lop_days: 30, basic: 0, hra: 0 });

    // January 2026: Neha (name as per UAN with a hyphen) is paid her month, a reimbursement, a bonus and the
    // arrears of a raise back-dated to October 2025: ₹1,000 more basic, PF wages 1,000 → EE 120, EPS 8.33%
    // = 83.30 → 83 (para 29(4)), ER EPF 120 − 83 = 37. Her run holds both: PF 1,800 + 120, EPS 1,250 + 83,
    // ER EPF 550 + 37. The regular ECR takes her own month only (gross 20,000 = 24,200 less arrears 1,000,
    // reimbursement 1,200 and bonus 2,000); the arrear ECR the arrears.
    await employee('neha', companyId, {
      first_name: 'Neha',
      last_name: 'Sharma',
      pf_name: 'Neha Sharma-Iyer',
      uan: '100200340604',
    });
    const neha = await run('neha', 2026, 1, {
      days_paid: 31,
      lop_days: 0,
      basic: 15_000,
      hra: 5_000,
      extra: { arrears: 1_000, reimbursements: 1_200, bonus: 2_000 },
      pf: 1_920,
      pension: 1_333,
      provident: 587,
      statutory: { pf_wages: 15_000, eps_wages: 15_000, edli_wages: 15_000 },
    });
    await db()
      .insert(payrollArrears)
      .values({
        payroll_run_id: neha,
        employee_id: ids.neha as number,
        year: 2025,
        month: 10,
        earnings: { basic_salary: 1_000 },
        employer: { pf_pension: 83, pf_provident_fund: 37 },
        gross: '1000.00',
        pf_deduction: '120.00',
        esic_deduction: '0.00',
        professional_tax: '0.00',
        pf_wages: '1000.00',
        eps_wages: '1000.00',
        edli_wages: '1000.00',
      });
  });
  afterAll(() => t.close());

  const scoped = (query: string, company = companyId) => `${query}&company_id=${company}&per_page=100`;

  it('writes the EPFO ECR 2.0 text file byte for byte: UAN, name, six amounts, NCP days, refunds, #~#, CRLF', async () => {
    const res = await get(admin, `/api/reports/pf-ecr?${scoped(OCTOBER)}&format=txt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="pf-ecr-2025-10.txt"');
    const fixture = readFileSync(new URL('./fixtures/ecr-2025-10.txt', import.meta.url));
    expect(res.rawPayload.equals(fixture)).toBe(true);
    // Plain ASCII (the ECR is ANSI text), eleven fields a line, never the other company's member.
    expect([...res.rawPayload].every((b) => b < 128)).toBe(true);
    for (const line of res.body.split('\r\n')) expect(line.split('#~#')).toHaveLength(11);
    expect(res.body).not.toContain('100200349908');
  });

  it('shows the same ECR fields as JSON and CSV columns, with totals', async () => {
    const report = (await get(admin, `/api/reports/pf-ecr?${scoped(OCTOBER)}`)).json();
    expect(report.columns.map((c: Json) => c.key)).toEqual([
      'uan',
      'member_name',
      'gross_wages',
      'epf_wages',
      'eps_wages',
      'edli_wages',
      'epf_contribution',
      'eps_contribution',
      'epf_eps_difference',
      'ncp_days',
      'refund_of_advances',
    ]);
    expect(report.blockers).toEqual([]);
    expect(report.rows[2]).toEqual({
      uan: '100200340305',
      member_name: 'MEERA D SOUZA',
      gross_wages: 14_001,
      epf_wages: 10_251,
      eps_wages: 0,
      edli_wages: 10_251,
      epf_contribution: 1_230,
      eps_contribution: 0,
      epf_eps_difference: 1_230,
      // Outside EPS but paid: no NCP days (the portal: "NCP Days should be zero as EPS wages are zero").
      ncp_days: 0,
      refund_of_advances: 0,
    });
    // Kiran Das, paid nothing, is listed all the same: nil wages and his 31 days employed as NCP days.
    expect(report.rows[1]).toMatchObject({ member_name: 'KIRAN DAS', epf_wages: 0, ncp_days: 31 });
    expect(report.totals).toMatchObject({ epf_contribution: 6_589, eps_contribution: 2_680, ncp_days: 33 });

    const csv = await get(admin, `/api/reports/pf-ecr?${scoped(OCTOBER)}&format=csv`);
    const [header, ...rows] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual(report.columns.map((c: Json) => c.label));
    expect(rows.map((r) => r.join('#~#')).join('\r\n')).toBe(
      readFileSync(new URL('./fixtures/ecr-2025-10.txt', import.meta.url), 'utf8'),
    );
  });

  it('lists the PF register with VPF apart, EDLI and admin charges, stored or computed from the rates', async () => {
    const report = (await get(admin, `/api/reports/pf-contributions?${scoped(OCTOBER)}`)).json();
    const rows = new Map(report.rows.map((r: Json) => [r.employee_code, r]));
    expect(report.rows.map((r: Json) => r.employee_code)).toEqual(
      ['asha', 'kiran', 'meera', 'sunil', 'vikram'].map((k) => codes[k]),
    );
    expect(rows.get(codes.asha)).toMatchObject({
      uan: '100200340102',
      gross_wages: 20_500,
      epf_wages: 12_000,
      eps_wages: 12_000,
      edli_wages: 12_000,
      ncp_days: 0,
      ee_share: 1_440,
      vpf_share: 0,
      er_eps_share: 1_000,
      er_epf_share: 440,
      // No stored EDLI or admin charge: 0.5% of the EDLI and EPF wages from the PF rates in force.
      edli_contribution: 60,
      admin_charges: 60,
    });
    expect(rows.get(codes.vikram)).toMatchObject({
      epf_wages: 15_000,
      ee_share: 1_800,
      vpf_share: 1_500,
      edli_contribution: 75,
      admin_charges: 75,
      ncp_days: 2,
    });
    // Over 58: no EPS, so no EPS wages (EPFO ECR file structure, EPS wages).
    expect(rows.get(codes.meera)).toMatchObject({ eps_wages: 0, er_eps_share: 0, er_epf_share: 1_230.06 });
    expect(report.totals).toMatchObject({ ee_share: 5_089.41, vpf_share: 1_500, er_eps_share: 2_679.93 });
  });

  it('totals the employer challan account-wise: A/c 1, 2 (₹500 minimum), 10, 21 and 22, due on the 15th', async () => {
    const challan = await pfChallan(
      db(),
      { year: 2025, month: 10 },
      sql`${employees.company_id} in (${companyId}, ${otherId})`,
    );
    expect(challan).toEqual([
      {
        company_id: companyId,
        company_name: 'Statutory Fixture',
        pf_establishment_code: 'MHBAN0054321000',
        members: 5,
        epf_wages: 42_412,
        eps_wages: 32_161,
        edli_wages: 42_412,
        ac1_employee: 6_589,
        ac1_employer: 2_409,
        ac1: 8_998,
        // 0.5% of ₹42,412 is ₹212: the monthly minimum of ₹500 applies.
        ac2: 500,
        ac10: 2_680,
        ac21: 212,
        ac22: 0,
        total: 12_390,
        due_date: '2025-11-15',
      },
      expect.objectContaining({ company_id: otherId, members: 1, ac1: 1_567, ac10: 833, ac2: 500 }),
    ]);
  });

  it('builds the ESIC register and the MC upload with zero-day rows, a part-month leaver without a date', async () => {
    const register = (await get(admin, `/api/reports/esic-contributions?${scoped(OCTOBER)}`)).json();
    expect(register.rows).toEqual([
      expect.objectContaining({
        employee_code: codes.asha,
        ip_number: '3100000001',
        days_paid: 31,
        wages: 20_500,
      }),
      expect.objectContaining({ employee_code: codes.kiran, days_paid: 0, wages: 0, total_contribution: 0 }),
      expect.objectContaining({
        employee_code: codes.meera,
        days_paid: 30,
        wages: 14_000.75,
        employee_contribution: 106,
        employer_contribution: 456,
      }),
      expect.objectContaining({
        employee_code: codes.sunil,
        days_paid: 20,
        wages: 7_500,
        total_contribution: 301,
      }),
    ]);
    expect(register.totals).toMatchObject({ employee_contribution: 317, employer_contribution: 1_367 });

    const upload = (await get(admin, `/api/reports/esic-upload?${scoped(OCTOBER)}`)).json();
    expect(upload.columns.map((c: Json) => c.label)).toEqual([...ESIC_UPLOAD_HEADERS]);
    expect(upload.rows).toEqual([
      {
        ip_number: '3100000001',
        ip_name: 'Asha Rao',
        days_paid: 31,
        wages: 20_500,
        reason_code: 0,
        last_working_day: null,
      },
      {
        ip_number: '3100000004',
        ip_name: 'Kiran Das',
        days_paid: 0,
        wages: 0,
        reason_code: 1,
        last_working_day: null,
      },
      {
        ip_number: '3100000003',
        ip_name: 'Meera D Souza',
        days_paid: 30,
        wages: 14_000.75,
        reason_code: 0,
        last_working_day: null,
      },
      // Paid 20 days: reason 0 and no last working day (MC template, instructions 5 and 6); reason 2 and his
      // last day come in November's file, the month his days are 0.
      {
        ip_number: '3100000005',
        ip_name: 'Sunil Verma',
        days_paid: 20,
        wages: 7_500,
        reason_code: 0,
        last_working_day: null,
      },
    ]);
  });

  it('writes the ESIC MC spreadsheet: one sheet, the template headings, every cell text', async () => {
    const res = await get(admin, `/api/reports/esic-upload?${scoped(OCTOBER)}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="esic-upload-2025-10.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Sheet1']);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(5);
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([...ESIC_UPLOAD_HEADERS]);
    expect(values(2)).toEqual(['3100000001', 'Asha Rao', '31', '20500', '0']);
    expect(values(3)).toEqual(['3100000004', 'Kiran Das', '0', '0', '1']);
    expect(values(4)).toEqual(['3100000003', 'Meera D Souza', '30', '14000.75', '0']);
    expect(values(5)).toEqual(['3100000005', 'Sunil Verma', '20', '7500', '0']);
    // Text cells in a text-formatted column, as the ESIC MC instructions ask (never 3.1E+09 or a date).
    for (let column = 1; column <= 5; column++) {
      const cell = sheet.getRow(5).getCell(column);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.numFmt).toBe('@');
    }

    const csv = await get(admin, `/api/reports/esic-upload?${scoped(OCTOBER)}&format=csv`);
    const [header, , , , sunil] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual([...ESIC_UPLOAD_HEADERS]);
    expect(sunil).toEqual(['3100000005', 'Sunil Verma', '20', '7500', '0', '']);
  });

  it('lists the employees who block the files and refuses every download while they do', async () => {
    const ecr = (await get(admin, `/api/reports/pf-ecr?${scoped(NOVEMBER)}`)).json();
    expect(ecr.blockers).toEqual([
      { employee_code: codes.ravi, employee_name: 'Ravi Kumar', missing: ['UAN'] },
    ]);
    // Asha had no pay in November: listed with nil wages and her 30 days as NCP days.
    expect(ecr.rows).toEqual([
      expect.objectContaining({ uan: '100200340102', member_name: 'ASHA RAO', epf_wages: 0, ncp_days: 30 }),
      expect.objectContaining({ uan: null, member_name: 'RAVI KUMAR', epf_contribution: 1_080 }),
    ]);
    for (const format of ['txt', 'csv', 'pdf']) {
      const res = await get(admin, `/api/reports/pf-ecr?${scoped(NOVEMBER)}&format=${format}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ employees: [`${codes.ravi} Ravi Kumar: UAN missing`] });
    }

    const esic = (await get(admin, `/api/reports/esic-upload?${scoped(NOVEMBER)}`)).json();
    expect(esic.blockers).toEqual([
      { employee_code: codes.ravi, employee_name: 'Ravi Kumar', missing: ['ESIC IP number'] },
    ]);
    // Every IP covered in the contribution period is listed: Asha (no pay in November, her run without a
    // coverage flag: covered through October's ESIC), Kiran and Meera (no November run) on leave (1); Sunil,
    // paid part of October, now with 0 days, reason 2 and his last working day.
    expect(esic.rows).toEqual([
      expect.objectContaining({ ip_number: '3100000001', days_paid: 0, reason_code: 1 }),
      expect.objectContaining({ ip_number: '3100000004', days_paid: 0, wages: 0, reason_code: 1 }),
      expect.objectContaining({ ip_number: '3100000003', days_paid: 0, wages: 0, reason_code: 1 }),
      expect.objectContaining({ ip_number: null, ip_name: 'Ravi Kumar', days_paid: 30 }),
      {
        ip_number: '3100000005',
        ip_name: 'Sunil Verma',
        days_paid: 0,
        wages: 0,
        reason_code: 2,
        last_working_day: '20/10/2025',
      },
    ]);
    for (const format of ['xls', 'xlsx', 'csv']) {
      const res = await get(admin, `/api/reports/esic-upload?${scoped(NOVEMBER)}&format=${format}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ employees: [`${codes.ravi} Ravi Kumar: ESIC IP number missing`] });
    }
    // The registers are listings, never blocked.
    expect(
      (await get(admin, `/api/reports/pf-contributions?${scoped(NOVEMBER)}&format=csv`)).statusCode,
    ).toBe(200);
  });

  it('files for one registered company only, and never with nothing to file', async () => {
    const all = await get(admin, `/api/reports/pf-ecr?${OCTOBER}&format=txt`);
    expect(all.statusCode).toBe(422);
    expect(Object.keys(all.json().errors)).toEqual(['company_id']);

    const unregistered = await get(admin, `/api/reports/pf-ecr?${scoped(OCTOBER, otherId)}&format=txt`);
    expect(unregistered.statusCode).toBe(422);
    expect(unregistered.json().errors.pf_establishment_code).toEqual([
      'Unregistered Works has no PF establishment code: add it to the company before producing the ECR file.',
    ]);
    const noEsic = await get(admin, `/api/reports/esic-upload?${scoped(OCTOBER, otherId)}&format=xlsx`);
    expect(Object.keys(noEsic.json().errors)).toEqual(['esic_employer_code']);

    const empty = await get(
      admin,
      `/api/reports/pf-ecr?month=12&year=2025&company_id=${companyId}&format=txt`,
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.month).toEqual(['No member was paid in Dec 2025: there is no ECR to file.']);
  });

  it('writes the arrear ECR apart: the regular ECR keeps the month’s own wages and contributions', async () => {
    const JANUARY = 'month=1&year=2026';
    const regular = await get(admin, `/api/reports/pf-ecr?${scoped(JANUARY)}&format=txt`);
    expect(regular.statusCode).toBe(200);
    expect(regular.body).toBe(
      '100200340604#~#NEHA SHARMA-IYER#~#20000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#0#~#0',
    );
    const arrear = await get(admin, `/api/reports/pf-ecr?${scoped(JANUARY)}&kind=arrear&format=txt`);
    expect(arrear.headers['content-disposition']).toBe('attachment; filename="pf-ecr-2026-01-arrear.txt"');
    // Eight fields: UAN, name, arrear EPF, EPS and EDLI wages, EE share, ER (EPF) share, EPS share.
    expect(
      arrear.rawPayload.equals(readFileSync(new URL('./fixtures/ecr-arrear-2026-01.txt', import.meta.url))),
    ).toBe(true);
    const shown = (await get(admin, `/api/reports/pf-ecr?${scoped(JANUARY)}&kind=arrear`)).json();
    expect(shown.columns.map((c: Json) => c.label)).toEqual([
      'UAN',
      'Member Name',
      'Arrear EPF Wages',
      'Arrear EPS Wages',
      'Arrear EDLI Wages',
      'Arrear EPF EE Share',
      'Arrear EPF ER Share',
      'Arrear EPS Share',
    ]);
    // The challan takes both: A/c 1 = 1,800 + 550 + 120 + 37; A/c 10 = 1,250 + 83.
    const [challan] = await pfChallan(
      db(),
      { year: 2026, month: 1 },
      sql`${employees.company_id} = ${companyId}`,
    );
    expect(challan).toMatchObject({ members: 1, ac1: 2_507, ac10: 1_333, epf_wages: 16_000 });
    // No arrears paid in October: nothing to file.
    const none = await get(admin, `/api/reports/pf-ecr?${scoped(OCTOBER)}&kind=arrear&format=txt`);
    expect(none.json().errors.month).toEqual([
      'No arrears of PF were paid in Oct 2025: there is no arrear ECR to file.',
    ]);
  });

  it('checks the file as the portal would and lists each line it would refuse', async () => {
    // A UAN one digit off its check digit, stored before the check existed.
    await db().execute(sql`update ${employees} set uan = '100200340600' where ${employees.id} = ${ids.neha}`);
    const res = await get(admin, `/api/reports/pf-ecr?month=1&year=2026&company_id=${companyId}&format=txt`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      'Line 1 (NEHA SHARMA-IYER, UAN 100200340600): the UAN is not 12 digits with a valid check digit',
    ]);
    await db().execute(sql`update ${employees} set uan = '100200340604' where ${employees.id} = ${ids.neha}`);
  });

  it('keeps each company’s members to itself', async () => {
    const other = (await get(admin, `/api/reports/pf-ecr?${scoped(OCTOBER, otherId)}`)).json();
    expect(other.rows.map((r: Json) => r.uan)).toEqual(['100200349908']);
    const esic = (await get(admin, `/api/reports/esic-upload?${scoped(OCTOBER, otherId)}`)).json();
    expect(esic.rows.map((r: Json) => r.ip_number)).toEqual(['3100000099']);
    // HR of the demo company sees none of these companies' members, and may not ask for them.
    expect((await get(hr, `/api/reports/pf-ecr?${scoped(OCTOBER)}`)).statusCode).toBe(404);
    const own = (await get(hr, `/api/reports/pf-contributions?${OCTOBER}&per_page=100`)).json();
    const theirs = new Set(Object.values(codes));
    expect(own.rows.filter((r: Json) => theirs.has(r.employee_code))).toEqual([]);
  });
});
