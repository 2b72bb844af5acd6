import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, importCalls, userWith } from '../../../test/imports';
import { createTestApp, type TestApp } from '../../../test/test-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const fileOf = csvOf;

const headerOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\n')[0]
    ?.trim()
    .split(',');

const DEMO_COMPANY = 'Demo Industries';
const HEADER = ['employee_id', 'effective_from', 'BASIC', 'HRA', 'CONVEYANCE', 'OTHER_ALLOWANCE', 'FUEL_F'];

describe('imports: salary structures', () => {
  let t: TestApp;
  let admin: string;
  const { upload, validated, commit, committed, get } = importCalls('salary_structures', () => ({
    t,
    token: admin,
  }));
  let demo: { id: number; name: string };
  let one: Json;
  let two: Json;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const companies = await t.as(admin, { method: 'GET', url: `/api/companies?search=${DEMO_COMPANY}` });
    demo = companies.json().data[0];
    // A formula component (its own rule) and an inactive one (no column: the form cannot pick it).
    for (const payload of [
      { name: 'Fuel', code: 'FUEL_F', calculation_type: 'formula', formula: 'BASIC * 0.05' },
      { name: 'Retired Allowance', code: 'RETIRED', is_active: false },
    ]) {
      const res = await t.as(admin, { method: 'POST', url: '/api/salary-components', payload });
      expect(res.statusCode, res.body).toBe(201);
    }
    const hire = async (n: number) => {
      const res = await t.as(admin, {
        method: 'POST',
        url: '/api/employees',
        payload: {
          first_name: 'Pay',
          last_name: `Mover${n}`,
          email: `pay.mover${n}@demo.test`,
          company_id: demo.id,
          department_id: 1,
          hire_date: '2026-04-01',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().employee as Json;
    };
    one = await hire(1);
    two = await hire(2);
  });
  afterAll(() => t.close());

  /** The structure in force on a date: component code → { amount, percentage, computed }. */
  const structure = async (employee: Json, asOf: string) => {
    const res = (await get(`/api/employees/${employee.id}/salary-structure?as_of=${asOf}`)).json();
    return {
      effective_from: res.effective_from as string | null,
      versions: (res.history as Json[]).map((v) => v.effective_from).sort(),
      lines: Object.fromEntries(
        (res.salary_structure as Json[]).map((l) => [
          l.salary_component.code,
          { amount: l.amount, percentage: l.percentage, computed: l.computed_amount },
        ]),
      ),
    };
  };

  const movingIn = () =>
    fileOf(HEADER, [
      {
        employee_id: one.employee_id,
        effective_from: '01-04-2026',
        BASIC: '₹40,000',
        HRA: '40%',
        CONVEYANCE: '1,600',
      },
      // A revision: HRA as an amount, which overrides the percentage on the form too.
      { employee_id: one.employee_id, effective_from: '2026-10-01', BASIC: '45000', HRA: '8,000.00' },
      {
        employee_id: two.employee_id.toLowerCase(),
        effective_from: '01/04/2026',
        BASIC: '30000',
        HRA: '40 %',
        OTHER_ALLOWANCE: '5000.50',
        FUEL_F: 'Formula',
      },
    ]);

  it('gives a template of the company’s components: the dynamic columns, their formats and an example', async () => {
    const res = await get('/api/imports/templates/salary_structures?format=csv');
    const [header, example] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const columns = header?.split(',') ?? [];
    expect(columns.slice(0, 3)).toEqual(['employee_id', 'effective_from', 'BASIC']);
    expect(columns.at(-1)).toBe('minimum_wage_override_reason');
    expect(columns).toEqual(
      expect.arrayContaining(['HRA', 'CONVEYANCE', 'OTHER_ALLOWANCE', 'VPF', 'FUEL_F']),
    );
    // Payroll computes the statutory ones; an inactive component cannot be picked on the form either.
    for (const left of ['PF', 'ESIC', 'PT', 'TDS', 'RETIRED']) expect(columns).not.toContain(left);
    // Earnings before deductions.
    expect(columns.indexOf('OTHER_ALLOWANCE')).toBeLessThan(columns.indexOf('VPF'));
    const cells = Object.fromEntries(columns.map((c, i) => [c, example?.split(',')[i]]));
    expect(cells).toMatchObject({ employee_id: 'ACM0001', BASIC: '30000', HRA: '40%', CONVEYANCE: '' });

    const xlsx = await get('/api/imports/templates/salary_structures?format=xlsx');
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const notes = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Notes as XLSX.WorkSheet, { header: 1 });
    expect(notes).toContainEqual([
      'HRA',
      'no',
      'House Rent Allowance, earning: a percentage of BASIC like 40%, or a monthly amount in rupees (which overrides it)',
      '40%',
    ]);
    expect(notes).toContainEqual([
      'BASIC',
      'yes',
      'Basic Salary, earning: a monthly amount in rupees',
      '30000',
    ]);
    expect(notes.find((n) => n[0] === 'FUEL_F')?.[2]).toContain('"formula" to work it out by its formula');
  });

  it('validates writing nothing, then commits each dated version through the structure form', async () => {
    const imp = await validated('structures.csv', movingIn());
    expect(imp).toMatchObject({ status: 'validated', rows: 3, valid_rows: 3, errors: [] });
    expect((await structure(one, '2026-05-01')).versions).toEqual([]);

    expect(await committed(imp.id)).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    const april = await structure(one, '2026-05-01');
    expect(april.versions).toEqual(['2026-04-01', '2026-10-01']);
    expect(april.effective_from).toBe('2026-04-01');
    expect(april.lines).toEqual({
      BASIC: { amount: 40_000, percentage: null, computed: 40_000 },
      HRA: { amount: null, percentage: 40, computed: 16_000 },
      CONVEYANCE: { amount: 1_600, percentage: null, computed: 1_600 },
    });
    // A new version holds the lines its row gives: no conveyance from October.
    expect((await structure(one, '2026-11-01')).lines).toEqual({
      BASIC: { amount: 45_000, percentage: null, computed: 45_000 },
      HRA: { amount: 8_000, percentage: null, computed: 8_000 },
    });
    expect((await structure(two, '2026-05-01')).lines).toEqual({
      BASIC: { amount: 30_000, percentage: null, computed: 30_000 },
      HRA: { amount: null, percentage: 40, computed: 12_000 },
      OTHER_ALLOWANCE: { amount: 5_000.5, percentage: null, computed: 5_000.5 },
      FUEL_F: { amount: null, percentage: null, computed: 1_500 },
    });
  });

  it('imports the same file again as unchanged', async () => {
    const imp = await validated('structures.csv', movingIn());
    expect(imp.errors).toEqual([]);
    expect(await committed(imp.id)).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
  });

  it('updates a version changing only the columns given; an amount overrides a percentage, a percentage clears it', async () => {
    const imp = await validated(
      'update.csv',
      fileOf(
        ['employee_id', 'effective_from', 'CONVEYANCE', 'HRA'],
        [
          { employee_id: one.employee_id, effective_from: '2026-04-01', CONVEYANCE: '2000' },
          { employee_id: one.employee_id, effective_from: '2026-10-01', HRA: '45%' },
          { employee_id: two.employee_id, effective_from: '2026-04-01', HRA: '12,500' },
        ],
      ),
    );
    expect(imp.errors).toEqual([]);
    expect(await committed(imp.id)).toMatchObject({ created: 0, updated: 3, unchanged: 0 });
    // As on the form: the amount typed on a percentage line is paid, the percentage stays beside it.
    expect((await structure(two, '2026-05-01')).lines.HRA).toEqual({
      amount: 12_500,
      percentage: 40,
      computed: 12_500,
    });
    const april = await structure(one, '2026-05-01');
    expect(april.versions).toEqual(['2026-04-01', '2026-10-01']);
    expect(april.lines).toEqual({
      BASIC: { amount: 40_000, percentage: null, computed: 40_000 },
      HRA: { amount: null, percentage: 40, computed: 16_000 },
      CONVEYANCE: { amount: 2_000, percentage: null, computed: 2_000 },
    });
    expect((await structure(one, '2026-11-01')).lines.HRA).toEqual({
      amount: null,
      percentage: 45,
      computed: 20_250,
    });
  });

  it("gives the form's messages on the components' columns; all or nothing, or the valid rows", async () => {
    const code = two.employee_id;
    const imp = await validated(
      'bad.csv',
      fileOf(
        [...HEADER, 'minimum_wage_override_reason'],
        [
          { employee_id: 'NOPE404', effective_from: '2026-06-01', BASIC: '1000' },
          { employee_id: code, effective_from: '2026-06-01', BASIC: '40%', HRA: 'lots' },
          { employee_id: code, effective_from: '2026-07-01', HRA: '40%' },
          { employee_id: code, effective_from: '2026-08-01', BASIC: '30000', CONVEYANCE: 'formula' },
          { employee_id: code, effective_from: '2026-09-01', BASIC: '30000', OTHER_ALLOWANCE: '-5' },
          { employee_id: code, effective_from: '31-09-2026', BASIC: '30000' },
          { employee_id: code, effective_from: '2026-11-01', BASIC: '31000' },
          { employee_id: code.toLowerCase(), effective_from: '01-11-2026', BASIC: '32000' },
          { employee_id: code, effective_from: '', BASIC: '32000' },
        ],
      ),
    );
    expect(imp).toMatchObject({ status: 'invalid', rows: 9, valid_rows: 1 });
    expect(imp.errors).toEqual([
      { row: 2, column: 'employee_id', message: 'The selected employee id is invalid.' },
      {
        row: 3,
        column: 'BASIC',
        message: 'Basic Salary is not a percentage of BASIC: give a monthly amount in rupees.',
      },
      {
        row: 3,
        column: 'HRA',
        message: 'The HRA must be an amount in rupees, like 1,23,456.50, or a percentage of BASIC, like 40%.',
      },
      { row: 4, column: 'BASIC', message: 'The salary structure must include BASIC.' },
      {
        row: 5,
        column: 'CONVEYANCE',
        message: 'Conveyance Allowance has no formula: give a monthly amount in rupees.',
      },
      { row: 6, column: 'OTHER_ALLOWANCE', message: 'The amount must be at least 0.' },
      {
        row: 7,
        column: 'effective_from',
        message: 'The effective from must be a real date as DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD.',
      },
      {
        row: 9,
        column: 'employee_id',
        message: 'Row 8 has the same employee id: a record may appear once in a file.',
      },
      { row: 10, column: 'effective_from', message: 'The effective from field is required.' },
    ]);

    const all = await commit(imp.id, 'all');
    expect(all.statusCode).toBe(422);
    expect((await structure(two, '2026-11-15')).effective_from).toBe('2026-04-01');

    expect(await committed(imp.id, 'valid_rows')).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect((await structure(two, '2026-11-15')).lines).toEqual({
      BASIC: { amount: 31_000, percentage: null, computed: 31_000 },
    });

    const unknown = await validated(
      'statutory.csv',
      fileOf(['employee_id', 'effective_from', 'BASIC', 'PF'], [{ employee_id: code }]),
    );
    expect(unknown.errors).toHaveLength(1);
    expect(unknown.errors[0]).toMatchObject({ row: 1, column: '' });
    expect(unknown.errors[0].message).toMatch(/^Unknown columns: PF\. The columns are: employee_id, /);
  });

  it('exports every version in the template columns, and the export imported again changes nothing', {
    timeout: 120_000,
  }, async () => {
    const template = await get('/api/imports/templates/salary_structures?format=csv');
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await get(`/api/exports/salary_structures?company_id=${demo.id}&format=${format}`);
      if (format === 'csv') {
        expect(headerOf(res.body)).toEqual(headerOf(template.body));
        const rows = res.body.split('\n');
        const header = headerOf(res.body) ?? [];
        const of = (line: string | undefined) =>
          Object.fromEntries((line?.trim().split(',') ?? []).map((cell, i) => [header[i], cell]));
        const ours = rows.filter((r) => r.startsWith(`${one.employee_id},`)).map(of);
        expect(ours).toEqual([
          expect.objectContaining({
            effective_from: '2026-04-01',
            BASIC: '40000.00',
            HRA: '40%',
            CONVEYANCE: '2000.00',
            minimum_wage_override_reason: '',
          }),
          expect.objectContaining({
            effective_from: '2026-10-01',
            BASIC: '45000.00',
            HRA: '45%',
            CONVEYANCE: '',
          }),
        ]);
        expect(of(rows.find((r) => r.startsWith(`${two.employee_id},`)))).toMatchObject({
          HRA: '12500.00',
          FUEL_F: 'formula',
          OTHER_ALLOWANCE: '5000.50',
        });
      }
      const imp = await validated(`salary_structures.${format}`, res.rawPayload);
      expect(imp.errors, format).toEqual([]);
      // The demo's people, most with last year's structure and this year's.
      expect(imp.rows).toBeGreaterThan(60);
      expect(await committed(imp.id), format).toMatchObject({ created: 0, updated: 0, unchanged: imp.rows });
    }
  });

  it('needs the structure form’s permission to import, and view-salary-structures to export', async () => {
    const viewer = await userWith(t, admin, 'structure-viewer', ['import-data', 'view-salary-structures']);
    const refused = await upload('structures.csv', movingIn(), viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Importing salary structures needs the update-salary-structures permission.',
    );

    const updater = await userWith(t, admin, 'structure-updater', [
      'import-data',
      'update-salary-structures',
    ]);
    const exported = await t.as(updater, { method: 'GET', url: '/api/exports/salary_structures?format=csv' });
    expect(exported.statusCode).toBe(403);
    expect(exported.json().message).toBe(
      'Exporting salary structures needs the view-salary-structures permission.',
    );
  });

  it("refuses wages below the minimum wage without a reason, in the form's words, and saves them with one", async () => {
    const bonus = (await get('/api/statutory-rates?scheme=BONUS')).json().data[0] as Json;
    const version = await t.as(admin, {
      method: 'POST',
      url: '/api/statutory-rates',
      payload: {
        scheme: 'BONUS',
        effective_from: '2026-04-01',
        rules: { ...bonus.rules, minimum_wages: [{ state_code: 'MH', monthly: 25_000 }] },
      },
    });
    expect(version.statusCode, version.body).toBe(201);
    const row = { employee_id: two.employee_id, effective_from: '2026-12-01', BASIC: '12000' };
    const header = ['employee_id', 'effective_from', 'BASIC', 'minimum_wage_override_reason'];
    const low = await validated('low.csv', fileOf(header, [row]));
    expect(low.errors).toEqual([
      {
        row: 2,
        column: 'minimum_wage_override_reason',
        message:
          'Wages under the Labour Codes of ₹12,000.00 a month are below the minimum wage of ₹25,000.00 (unskilled, MH): give the reason to save it anyway, or raise them.',
      },
    ]);
    const reasoned = await validated(
      'low.csv',
      fileOf(header, [{ ...row, minimum_wage_override_reason: 'Apprentice stipend until March' }]),
    );
    expect(reasoned.errors).toEqual([]);
    expect(await committed(reasoned.id)).toMatchObject({ created: 1 });
    expect((await structure(two, '2026-12-02')).lines.BASIC?.amount).toBe(12_000);
  });
});
