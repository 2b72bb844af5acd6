import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCompany } from '../../../test/tds-company';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { employees } from '../../db/schema/employees';
import { payrollArrears, payrollRuns } from '../../db/schema/payroll';
import { ESIC_UPLOAD_HEADERS } from './esic-reports';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * The ESIC monthly contribution (MC) file across the October 2025 boundary of the contribution periods
 * (April–September, October–March), for a fixture company whose runs are inserted with their breakdowns, so
 * the file is checked against figures worked out by hand. ESI 0.75% + 3.25%, each share up to the next rupee
 * (ESI (Central) Rules r.51). The rules are the MC template's (its instruction sheet and reason-code table;
 * see docs/decisions/statutory.md, "Every IP mapped to the employer is in the MC file"):
 *
 * - Anil Kumar: covered all along, ESIC wages 14,000 a month (EE 105, ER 455). November pays the arrears of a
 *   raise declared in October, 2,000 of ESIC wages for October (EE 15, ER 65): the run deducted 120 and the
 *   employer owes 520, and the November file carries 16,000 — 0.75% and 3.25% of it are exactly 120 and 520.
 * - Bina Rao: retired on 30 September 2025 after a full September: listed in October with 0 days, 0 wages,
 *   reason 3 (retired) and 30/09/2025; gone from November.
 * - Chetan Shah: covered April–September (20,000), his rate of wages at 1 October (24,000) is above ₹21,000,
 *   so October's run is not covered: listed in October with reason 4 (out of coverage, "valid only if Wage
 *   Period is April/October") and the period's last day, 30/09/2025; gone from November.
 * - Deepa Nair: resigned, last working day 20 October 2025, paid 20 days (9,032.26; EE 67.74 → 68, ER 293.55
 *   → 294): October lists her days and wages with reason 0 and no date ("In case IP has worked for part of
 *   the month … and left in between of the month, then last working day shouldn't be mentioned"); November
 *   lists her with 0 days, reason 2 (left service) and 20/10/2025; December not at all.
 * - Esha Iyer: covered, no paid day in October (her run: 0 days) and no run in November: reason 1 (on leave).
 * - Farid Khan: joins in November, covered, no IP number yet: blocks November's file.
 * - Gita Menon and Hari Das: join in January 2026, paid and covered all January; Gita dies on 10 February, Hari
 *   is retrenched on 13 February, neither paid in February: February lists them with 0 days and the codes of
 *   their exits, 5 (expired) and 10 (retrenchment), with their last working days.
 * - Ira Sen: joins in January 2026, paid all January (14,000); on leave without pay all February, her February
 *   run (0 days) pays 2,000 of January's arrear ESIC wages (EE 15, ER 65). The portal takes no wages on a row
 *   of 0 days, and wages payable belong to their own wage period: January's file carries 16,000, February's
 *   lists her with 0 days, 0 wages, reason 1.
 * - At the April 2026 boundary nobody has a run. Esha's structure then (BASIC 12,000 + HRA 40%) keeps her
 *   covered: 1 in April and still listed in May; Jai Roy (joined January 2026, covered; raised to BASIC 30,000
 *   from March) is above the ceiling on 1 April: 4 with 31/03/2026 in April, gone from May. Anil, Farid and Ira
 *   have no structure (coverage not known): still mapped, 1.
 */
const SEPTEMBER = 'month=9&year=2025';
const OCTOBER = 'month=10&year=2025';
const NOVEMBER = 'month=11&year=2025';
const DECEMBER = 'month=12&year=2025';
const JANUARY = 'month=1&year=2026';
const FEBRUARY = 'month=2&year=2026';
const APRIL = 'month=4&year=2026';
const MAY = 'month=5&year=2026';

type RunSpec = {
  days: number;
  basic: number;
  hra: number;
  esic?: number;
  esicEmployer?: number;
  /** The month's own ESIC wages (the engine's breakdown.statutory.esic_wages); 0 when not covered. */
  esicWages: number;
  covered: boolean;
  arrears?: number;
};

describe('the ESIC monthly contribution file', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  const ids: Record<string, number> = {};

  const get = (url: string) => t.as(admin, { method: 'GET', url });
  const db = () => t.database.db;
  const scoped = (query: string) => `${query}&company_id=${companyId}&per_page=100`;

  async function employee(key: string, values: Record<string, unknown>) {
    const [row] = await db()
      .insert(employees)
      .values({
        employee_id: `ESF${String(Object.keys(ids).length + 1).padStart(4, '0')}`,
        email: `${key}@esic.test`,
        company_id: companyId,
        hire_date: '2020-01-01',
        last_name: 'Test',
        ...values,
      } as typeof employees.$inferInsert)
      .returning({ id: employees.id });
    ids[key] = row?.id as number;
  }

  async function run(key: string, month: number, r: RunSpec, year = 2025) {
    const gross = Math.round((r.basic + r.hra + (r.arrears ?? 0)) * 100) / 100;
    const esic = r.esic ?? 0;
    const [saved] = await db()
      .insert(payrollRuns)
      .values({
        employee_id: ids[key] as number,
        year,
        month,
        status: 'approved',
        total_days: 30,
        days_paid: r.days.toFixed(1),
        basic_salary: r.basic.toFixed(2),
        gross_salary: gross.toFixed(2),
        total_deductions: esic.toFixed(2),
        net_salary: (gross - esic).toFixed(2),
        pf_deduction: '0.00',
        professional_tax: '0.00',
        tds_deduction: '0.00',
        breakdown: {
          total_days: 30,
          days_paid: r.days,
          lop_days: 0,
          earnings: { basic_salary: r.basic, hra: r.hra, ...(r.arrears ? { arrears: r.arrears } : {}) },
          deductions: { pf_deduction: 0, esic_deduction: esic, professional_tax: 0, tds_deduction: 0 },
          employer_contributions: { esic: r.esicEmployer ?? 0 },
          statutory: {
            pf_wages: 0,
            eps_wages: 0,
            edli_wages: 0,
            esic_wages: r.esicWages,
            esic_covered: r.covered,
          },
        },
        inputs: {},
      })
      .returning({ id: payrollRuns.id });
    return saved?.id as number;
  }

  const full = {
    days: 30,
    basic: 10_000,
    hra: 4_000,
    esic: 105,
    esicEmployer: 455,
    esicWages: 14_000,
    covered: true,
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    companyId = await fixtureCompany(db(), 'ESIC Fixture', 'ESF', {
      esic_employer_code: '31000543210000888',
    });

    await employee('anil', { first_name: 'Anil', last_name: 'Kumar', esic_ip_number: '3100000101' });
    await employee('bina', {
      first_name: 'Bina',
      last_name: 'Rao',
      esic_ip_number: '3100000102',
      status: 'terminated',
      notice_date: '2025-06-30',
      last_working_day: '2025-09-30',
      exit_type: 'retirement',
    });
    await employee('chetan', { first_name: 'Chetan', last_name: 'Shah', esic_ip_number: '3100000103' });
    await employee('deepa', {
      first_name: 'Deepa',
      last_name: 'Nair',
      esic_ip_number: '3100000104',
      status: 'terminated',
      notice_date: '2025-09-20',
      last_working_day: '2025-10-20',
      exit_type: 'resignation',
    });
    await employee('esha', { first_name: 'Esha', last_name: 'Iyer', esic_ip_number: '3100000105' });
    await employee('farid', { first_name: 'Farid', last_name: 'Khan', hire_date: '2025-11-01' });
    for (const [key, first, last, ip, lwd, type] of [
      ['gita', 'Gita', 'Menon', '3100000107', '2026-02-10', 'death'],
      ['hari', 'Hari', 'Das', '3100000108', '2026-02-13', 'retrenchment'],
    ] as const) {
      await employee(key, {
        first_name: first,
        last_name: last,
        esic_ip_number: ip,
        hire_date: '2026-01-01',
        status: 'terminated',
        notice_date: lwd,
        last_working_day: lwd,
        exit_type: type,
      });
    }

    // September, the last month of the April–September period: everyone paid and covered.
    await run('anil', 9, full);
    await run('bina', 9, { ...full, basic: 8_000, esic: 90, esicEmployer: 390, esicWages: 12_000 });
    await run('chetan', 9, {
      ...full,
      basic: 14_000,
      hra: 6_000,
      esic: 150,
      esicEmployer: 650,
      esicWages: 20_000,
    });
    await run('deepa', 9, full);
    await run('esha', 9, full);
    // October, the first month of the October–March period.
    await run('anil', 10, { ...full, days: 31 });
    await run('chetan', 10, { days: 31, basic: 16_800, hra: 7_200, esicWages: 0, covered: false });
    await run('deepa', 10, {
      days: 20,
      basic: 6_451.61,
      hra: 2_580.65,
      esic: 68,
      esicEmployer: 294,
      esicWages: 9_032.26,
      covered: true,
    });
    await run('esha', 10, { days: 0, basic: 0, hra: 0, esicWages: 0, covered: true });
    // November: Anil's run pays October's arrears; Chetan is no longer covered; Farid joins without an IP number.
    const anilNovember = await run('anil', 11, { ...full, arrears: 2_000, esic: 120, esicEmployer: 520 });
    await db()
      .insert(payrollArrears)
      .values({
        payroll_run_id: anilNovember,
        employee_id: ids.anil as number,
        year: 2025,
        month: 10,
        earnings: { basic_salary: 2_000 },
        employer: { esic: 65 },
        gross: '2000.00',
        pf_deduction: '0.00',
        esic_deduction: '15.00',
        professional_tax: '0.00',
        esic_wages: '2000.00',
      });
    await run('chetan', 11, { days: 30, basic: 16_800, hra: 7_200, esicWages: 0, covered: false });
    await run('farid', 11, {
      ...full,
      basic: 7_000,
      hra: 3_000,
      esic: 75,
      esicEmployer: 325,
      esicWages: 10_000,
    });
    await run('gita', 1, { ...full, days: 31 }, 2026);
    await run('hari', 1, { ...full, days: 31 }, 2026);
    await employee('ira', {
      first_name: 'Ira',
      last_name: 'Sen',
      esic_ip_number: '3100000109',
      hire_date: '2026-01-01',
    });
    await employee('jai', {
      first_name: 'Jai',
      last_name: 'Roy',
      esic_ip_number: '3100000110',
      hire_date: '2026-01-01',
    });
    await run('ira', 1, { ...full, days: 31 }, 2026);
    const iraFebruary = await run(
      'ira',
      2,
      { days: 0, basic: 0, hra: 0, arrears: 2_000, esic: 15, esicEmployer: 65, esicWages: 0, covered: true },
      2026,
    );
    await db()
      .insert(payrollArrears)
      .values({
        payroll_run_id: iraFebruary,
        employee_id: ids.ira as number,
        year: 2026,
        month: 1,
        earnings: { basic_salary: 2_000 },
        employer: { esic: 65 },
        gross: '2000.00',
        pf_deduction: '0.00',
        esic_deduction: '15.00',
        professional_tax: '0.00',
        esic_wages: '2000.00',
      });
    await run('jai', 1, { ...full, days: 31 }, 2026);
    // Structures for the April boundary: BASIC and HRA 40%.
    for (const [key, from, basic] of [
      ['esha', '2025-01-01', 12_000],
      ['jai', '2026-01-01', 10_000],
      ['jai', '2026-03-01', 30_000],
    ] as const) {
      await db().execute(sql`with s as (
          insert into salary_structures (employee_id, effective_from) values (${ids[key]}, ${from}) returning id)
        insert into salary_structure_lines (salary_structure_id, salary_component_id, amount, percentage)
        select s.id, c.id, case c.code when 'BASIC' then ${basic}::numeric end, case c.code when 'HRA' then 40 end
        from s cross join salary_components c where c.code in ('BASIC', 'HRA') and c.country_id = 1`);
    }
  });
  afterAll(() => t.close());

  it('lists every IP paid in the last month of a period with reason 0', async () => {
    const rows = (await get(`/api/reports/esic-upload?${scoped(SEPTEMBER)}`)).json().rows as Json[];
    expect(rows.map((r) => [r.ip_name, r.days_paid, r.wages, r.reason_code])).toEqual([
      ['Anil Kumar', 30, 14_000, 0],
      ['Bina Rao', 30, 12_000, 0],
      ['Chetan Shah', 30, 20_000, 0],
      ['Deepa Nair', 30, 14_000, 0],
      ['Esha Iyer', 30, 14_000, 0],
    ]);
  });

  it('lists in October the retiree (3), the IP out of coverage at the boundary (4), a part-month leaver and an IP on leave (1)', async () => {
    const report = (await get(`/api/reports/esic-upload?${scoped(OCTOBER)}`)).json();
    expect(report.columns.map((c: Json) => c.label)).toEqual([...ESIC_UPLOAD_HEADERS]);
    expect(report.blockers).toEqual([]);
    expect(report.rows).toEqual([
      {
        ip_number: '3100000101',
        ip_name: 'Anil Kumar',
        days_paid: 31,
        wages: 14_000,
        reason_code: 0,
        last_working_day: null,
      },
      {
        ip_number: '3100000102',
        ip_name: 'Bina Rao',
        days_paid: 0,
        wages: 0,
        reason_code: 3,
        last_working_day: '30/09/2025',
      },
      {
        ip_number: '3100000103',
        ip_name: 'Chetan Shah',
        days_paid: 0,
        wages: 0,
        reason_code: 4,
        last_working_day: '30/09/2025',
      },
      {
        ip_number: '3100000104',
        ip_name: 'Deepa Nair',
        days_paid: 20,
        wages: 9_032.26,
        reason_code: 0,
        last_working_day: null,
      },
      {
        ip_number: '3100000105',
        ip_name: 'Esha Iyer',
        days_paid: 0,
        wages: 0,
        reason_code: 1,
        last_working_day: null,
      },
    ]);
  });

  it('writes October as the template’s Excel 97–2003 workbook: BIFF8, one sheet, every cell text', async () => {
    const res = await get(`/api/reports/esic-upload?${scoped(OCTOBER)}&format=xls`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(res.headers['content-disposition']).toBe('attachment; filename="esic-upload-2025-10.xls"');
    const bytes = res.rawPayload;
    // An OLE2 compound file whose Workbook stream opens with a BIFF8 BOF record (0x0809, version 0x0600,
    // workbook globals 0x0005), as Excel 97–2003 writes it.
    expect(bytes.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
    const workbookStream = XLSX.CFB.find(XLSX.CFB.read(bytes, { type: 'buffer' }), 'Workbook');
    expect(
      Buffer.from(workbookStream?.content as Uint8Array)
        .subarray(0, 8)
        .toString('hex'),
    ).toBe('0908100000060500');

    const book = XLSX.read(bytes, { type: 'buffer', cellNF: true });
    expect(book.SheetNames).toEqual(['Sheet1']);
    const sheet = book.Sheets.Sheet1 as XLSX.WorkSheet;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, defval: null })).toEqual([
      [...ESIC_UPLOAD_HEADERS],
      ['3100000101', 'Anil Kumar', '31', '14000', '0', null],
      ['3100000102', 'Bina Rao', '0', '0', '3', '30/09/2025'],
      ['3100000103', 'Chetan Shah', '0', '0', '4', '30/09/2025'],
      ['3100000104', 'Deepa Nair', '20', '9032.26', '0', null],
      ['3100000105', 'Esha Iyer', '0', '0', '1', null],
    ]);
    // Every written cell a text cell in the Text format '@' (an IP number never 3.1E+09, a date never a serial).
    const cells = Object.keys(sheet).filter((k) => !k.startsWith('!'));
    expect(cells).toHaveLength(6 + 5 * 5 + 2);
    for (const at of cells) expect(sheet[at]).toMatchObject({ t: 's', z: '@' });

    // The .xlsx and the CSV carry the same cells.
    const xlsx = await get(`/api/reports/esic-upload?${scoped(OCTOBER)}&format=xlsx`);
    const fromXlsx = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    expect(
      XLSX.utils.sheet_to_json(fromXlsx.Sheets.Sheet1 as XLSX.WorkSheet, { header: 1, defval: null }),
    ).toEqual(XLSX.utils.sheet_to_json(sheet, { header: 1, defval: null }));
  });

  it('lists in November the October leaver with reason 2 and her last day, and the arrears in the wages', async () => {
    const report = (await get(`/api/reports/esic-upload?${scoped(NOVEMBER)}`)).json();
    expect(report.rows).toEqual([
      {
        ip_number: '3100000101',
        ip_name: 'Anil Kumar',
        days_paid: 30,
        wages: 16_000,
        reason_code: 0,
        last_working_day: null,
      },
      {
        ip_number: '3100000104',
        ip_name: 'Deepa Nair',
        days_paid: 0,
        wages: 0,
        reason_code: 2,
        last_working_day: '20/10/2025',
      },
      {
        ip_number: '3100000105',
        ip_name: 'Esha Iyer',
        days_paid: 0,
        wages: 0,
        reason_code: 1,
        last_working_day: null,
      },
      {
        ip_number: null,
        ip_name: 'Farid Khan',
        days_paid: 30,
        wages: 10_000,
        reason_code: 0,
        last_working_day: null,
      },
    ]);
    // The register carries the same wages as the contributions deducted on them.
    const register = (await get(`/api/reports/esic-contributions?${scoped(NOVEMBER)}`)).json();
    expect(register.rows[0]).toMatchObject({
      ip_number: '3100000101',
      wages: 16_000,
      employee_contribution: 120,
      employer_contribution: 520,
    });
    // December: the leaver was reported once and is gone; the others are still on the employer's list.
    const december = (await get(`/api/reports/esic-upload?${scoped(DECEMBER)}`)).json();
    expect(december.rows.map((r: Json) => [r.ip_name, r.reason_code])).toEqual([
      ['Anil Kumar', 1],
      ['Esha Iyer', 1],
      ['Farid Khan', 1],
    ]);
  });

  it('lists a death with reason 5 and a retrenchment with reason 10, each with the last working day', async () => {
    const report = (await get(`/api/reports/esic-upload?${scoped(FEBRUARY)}`)).json();
    expect(
      report.rows.map((r: Json) => [r.ip_name, r.days_paid, r.wages, r.reason_code, r.last_working_day]),
    ).toEqual([
      ['Anil Kumar', 0, 0, 1, null],
      ['Esha Iyer', 0, 0, 1, null],
      ['Farid Khan', 0, 0, 1, null],
      ['Gita Menon', 0, 0, 5, '10/02/2026'],
      ['Hari Das', 0, 0, 10, '13/02/2026'],
      ['Ira Sen', 0, 0, 1, null],
      ['Jai Roy', 0, 0, 1, null],
    ]);
  });

  it('reports arrears paid in a month of 0 days with the month they belong to, not on a 0-day row', async () => {
    const january = (await get(`/api/reports/esic-upload?${scoped(JANUARY)}`)).json();
    expect(january.rows.find((r: Json) => r.ip_name === 'Ira Sen')).toEqual({
      ip_number: '3100000109',
      ip_name: 'Ira Sen',
      days_paid: 31,
      wages: 16_000,
      reason_code: 0,
      last_working_day: null,
    });
    // 0.75% and 3.25% of the 2,000 added are what February's run deducted and owes: 15 and 65.
    const february = (await get(`/api/reports/esic-upload?${scoped(FEBRUARY)}`)).json();
    expect(february.rows.find((r: Json) => r.ip_name === 'Ira Sen')).toMatchObject({
      days_paid: 0,
      wages: 0,
      reason_code: 1,
    });
    // The register still records the contribution where it was deducted, February's run.
    const register = (await get(`/api/reports/esic-contributions?${scoped(FEBRUARY)}`)).json();
    expect(register.rows.find((r: Json) => r.ip_number === '3100000109')).toMatchObject({
      wages: 2_000,
      employee_contribution: 15,
      employer_contribution: 65,
    });
  });

  it('decides coverage at the April boundary without a run from the structure then, and keeps the covered listed', async () => {
    const cells = (rows: Json[]) =>
      rows.map((r) => [r.ip_name, r.days_paid, r.wages, r.reason_code, r.last_working_day]);
    const april = (await get(`/api/reports/esic-upload?${scoped(APRIL)}`)).json();
    expect(cells(april.rows)).toEqual([
      ['Anil Kumar', 0, 0, 1, null],
      ['Esha Iyer', 0, 0, 1, null],
      ['Farid Khan', 0, 0, 1, null],
      ['Ira Sen', 0, 0, 1, null],
      ['Jai Roy', 0, 0, 4, '31/03/2026'],
    ]);
    // May: no run for anyone since March, yet the IPs still covered stay on the list; Jai's 4 removed him.
    const may = (await get(`/api/reports/esic-upload?${scoped(MAY)}`)).json();
    expect(cells(may.rows)).toEqual([
      ['Anil Kumar', 0, 0, 1, null],
      ['Esha Iyer', 0, 0, 1, null],
      ['Farid Khan', 0, 0, 1, null],
      ['Ira Sen', 0, 0, 1, null],
    ]);
  });

  it('blocks every download while an IP on the list has no IP number', async () => {
    const report = (await get(`/api/reports/esic-upload?${scoped(NOVEMBER)}`)).json();
    expect(report.blockers).toEqual([
      { employee_code: 'ESF0006', employee_name: 'Farid Khan', missing: ['ESIC IP number'] },
    ]);
    for (const format of ['xls', 'xlsx', 'csv']) {
      const res = await get(`/api/reports/esic-upload?${scoped(NOVEMBER)}&format=${format}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ employees: ['ESF0006 Farid Khan: ESIC IP number missing'] });
    }
  });

  it('refuses a spreadsheet the portal would refuse, naming the row as the sheet numbers it', async () => {
    // An IP number one digit short, stored before the form checked it.
    await db().execute(
      sql`update ${employees} set esic_ip_number = '310000010' where ${employees.id} = ${ids.esha}`,
    );
    const res = await get(`/api/reports/esic-upload?${scoped(OCTOBER)}&format=xls`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      'Row 6 (Esha Iyer, IP 310000010): the IP number is not 10 digits',
    ]);
    await db().execute(
      sql`update ${employees} set esic_ip_number = '3100000105' where ${employees.id} = ${ids.esha}`,
    );
  });
});
