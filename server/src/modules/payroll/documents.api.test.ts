import { PAYROLL_CSV_COLUMNS } from '@hrms/contracts/payroll';
import { ACT_WAGE_BASES } from '@hrms/contracts/statutory';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const [thisYear, thisMonth] = todayIn().split('-').map(Number) as [number, number];
const back = (n: number) => {
  const index = thisYear * 12 + thisMonth - 1 - n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
/** The demo pays the month before last and leaves last month processed. */
const paidMonth = back(2);
/** A month of the seeded FY 2025-26 without any demo runs, for uploads. */
const UPLOAD_MONTH = { year: 2025, month: 6 };

const inr = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(n);

describe('payslips', () => {
  let t: TestApp;
  let hr: string;
  let employee: string;
  let own: Json;
  let other: Json;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, employee] = await Promise.all([t.login('hr@demo.test'), t.login('employee@demo.test')]);
    const mine = await t.as(employee, { method: 'GET', url: `/api/payroll-runs?status=paid` });
    own = mine.json().data[0];
    const all = await t.as(hr, { method: 'GET', url: `/api/payroll-runs?status=paid&per_page=100` });
    other = all.json().data.find((r: Json) => r.employee.id !== own.employee.id);
  });
  afterAll(() => t.close());

  it('is a PDF whose text carries the company, the employee, the period and the net pay', async () => {
    expect(own).toMatchObject({
      status: 'paid',
      pay_period: `${paidMonth.year}-${String(paidMonth.month).padStart(2, '0')}`,
    });
    const res = await t.as(employee, { method: 'GET', url: `/api/payroll-runs/${own.id}/payslip` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="payslip_${own.employee.employee_id}_${own.pay_period}.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Demo Industries');
    expect(text).toContain(`${own.employee.first_name} ${own.employee.last_name}`);
    expect(text).toContain(`Net pay: ${inr(own.net_salary)}`);
    expect(text).toMatch(/Rupees .+ Only/);
  });

  it('is refused for someone else’s run (404) and when signed out (401)', async () => {
    expect(
      (await t.as(employee, { method: 'GET', url: `/api/payroll-runs/${other.id}/payslip` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payroll-runs/${own.id}/payslip` })).statusCode,
    ).toBe(401);
  });
});

describe('payroll CSV template and upload', () => {
  let t: TestApp;
  let hr: string;
  let employee: string;
  let people: Json[];

  const upload = (
    token: string,
    csv: string | Buffer,
    fields: Json = {},
    name = 'payroll.csv',
    type = 'text/csv',
  ) =>
    t.as(token, {
      method: 'POST',
      url: '/api/payroll/upload-csv',
      ...multipartForm(
        { ...UPLOAD_MONTH, overwrite: 'false', ...fields },
        { field: 'file', name, data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv), type },
      ),
    });
  const header =
    'employee_code,employee_name,total_days,days_present,days_paid,basic_salary,hra,pf_deduction,professional_tax';
  const line = (p: Json, basic: string, hra = '12000') =>
    `${p.employee_id},${p.first_name} ${p.last_name},30,22,30,${basic},${hra},1800,200`;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, employee] = await Promise.all([t.login('hr@demo.test'), t.login('employee@demo.test')]);
    people = (await t.as(hr, { method: 'GET', url: '/api/employees?status=active&per_page=5' })).json().data;
    // A member of the pension scheme before joining, so that the 2014 exclusion (joined after 1 September
    // 2014 on more than ₹15,000) does not take EPS away from the uploaded month.
    await t.database.db.execute(
      sql`update employees set eps_member_before = true where id = ${(people[0] as Json).id}`,
    );
  });
  afterAll(() => t.close());

  it('downloads a template: the columns alone, or a prefilled row per active employee', async () => {
    const empty = await t.as(hr, { method: 'GET', url: '/api/payroll/csv-template' });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-disposition']).toBe(
      `attachment; filename="payroll_template_${todayIn()}.csv"`,
    );
    expect(parse(empty.body, { bom: true })).toEqual([[...PAYROLL_CSV_COLUMNS]]);

    const full = await t.as(hr, { method: 'GET', url: '/api/payroll/csv-template?include_employees=true' });
    expect(full.headers['content-disposition']).toContain('payroll_template_with_employees_');
    const rows: Json[] = parse(full.body, { bom: true, columns: true });
    const active = (await t.as(hr, { method: 'GET', url: '/api/employees?status=active&per_page=1' })).json()
      .total;
    expect(rows).toHaveLength(active);
    const someone = rows.find((r) => r.employee_code === people[0]?.employee_id);
    expect(someone?.employee_name).toBe(`${people[0]?.first_name} ${people[0]?.last_name}`);
    expect(Number(someone?.basic_salary)).toBeGreaterThan(0);
    expect(someone?.days_paid).toBe('');

    const dept = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll/csv-template?include_employees=true&department_id=${people[0]?.department_id}`,
    });
    const deptRows: Json[] = parse(dept.body, { bom: true, columns: true });
    expect(deptRows.length).toBeGreaterThan(0);
    expect(deptRows.length).toBeLessThan(rows.length);
    const bad = await t.as(hr, {
      method: 'GET',
      url: '/api/payroll/csv-template?include_employees=true&department_id=99999',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ department_id: ['The selected department id is invalid.'] });
    expect((await t.as(employee, { method: 'GET', url: '/api/payroll/csv-template' })).statusCode).toBe(403);
  });

  it('saves good rows, reports bad ones with their row numbers, and never writes a bad row', async () => {
    const [a, b] = people as [Json, Json];
    const csv = [
      header,
      line(a, '30000'),
      'EMP9999,Nobody Here,30,22,30,30000,12000,1800,200',
      line(b, 'thirty'),
      `${b.employee_id},${b.first_name} ${b.last_name},30,31,30,30000,12000,1800,200`,
      line(a, '31000'),
    ].join('\n');
    const res = await upload(hr, csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ total: 5, success: 1, errors: 4, skipped: 0 });
    expect(body.message).toBe('CSV processed with errors: 1 records created/updated, 4 errors, 0 skipped.');
    expect(body.results.success).toEqual([
      {
        row: 2,
        employee_code: a.employee_id,
        employee_name: `${a.first_name} ${a.last_name}`,
        net_salary: 30000 + 12000 - 1800 - 200,
        action: 'created',
      },
    ]);
    expect(body.results.errors.map((e: Json) => [e.row, e.error])).toEqual([
      [3, 'Employee code EMP9999 not found'],
      [4, 'basic_salary must be a non-negative number with at most 2 decimals'],
      [5, 'days_present cannot exceed total_days'],
      [6, `Employee code ${a.employee_id} appears again (first at row 2)`],
    ]);
    const runs = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll-runs?month=${UPLOAD_MONTH.month}&year=${UPLOAD_MONTH.year}`,
    });
    expect(runs.json().data.map((r: Json) => r.employee.id)).toEqual([a.id]);
    const breakdown = (
      await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${runs.json().data[0].id}/breakdown` })
    ).json().breakdown;
    expect(breakdown).toMatchObject({
      source: 'csv',
      total_earnings: 42000,
      total_deductions: 2000,
      days_paid: 30,
    });
    // Employer PF derived by the same rules: 12% of the ₹15,000 ceiling, 8.33% of it to the pension scheme
    // (the employee was an EPS member before joining: see beforeAll), EDLI and admin charges 0.5% each.
    expect(breakdown.employer_contributions).toEqual({
      pf_pension: 1250,
      pf_provident_fund: 550,
      edli: 75,
      pf_admin: 75,
      esic: 0,
      lwf: 0,
      // An uploaded month has no employer NPS column.
      nps: 0,
    });
    expect(breakdown.statutory).toEqual({
      pf_wages: 15000,
      eps_wages: 15000,
      edli_wages: 15000,
      esic_wages: 0,
      esic_covered: false,
      // An uploaded month carries paid figures only: no classes to work the Codes' wages from.
      code_wages: null,
      code_wages_addback: null,
      code_wages_detail: null,
      // …so its PF and ESIC were worked on the old Acts' bases (the uploaded BASIC + DA and gross).
      wage_bases: ACT_WAGE_BASES,
    });
  });

  it('skips existing runs unless overwrite is on, and never touches an approved or paid one', async () => {
    const [a] = people as [Json];
    const again = await upload(hr, [header, line(a, '32000')].join('\n'));
    expect(again.json().summary).toMatchObject({ success: 0, skipped: 1 });
    expect(again.json().results.skipped[0].reason).toBe(
      'A payroll run already exists for this month; choose overwrite to replace it',
    );
    const overwrite = await upload(hr, [header, line(a, '32000')].join('\n'), { overwrite: 'true' });
    expect(overwrite.json().results.success[0]).toMatchObject({
      action: 'updated',
      net_salary: 32000 + 12000 - 2000,
    });

    const paid = (
      await t.as(hr, { method: 'GET', url: `/api/payroll-runs?status=paid&employee_id=${a.id}` })
    ).json().data[0];
    const locked = await upload(hr, [header, line(a, '99999')].join('\n'), {
      year: paid.year,
      month: paid.month,
      overwrite: 'true',
    });
    expect(locked.json().results.skipped[0].reason).toBe('The paid run cannot be changed');
    const still = (await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${paid.id}` })).json().payroll_run;
    expect(still.net_salary).toBe(paid.net_salary);
  });

  it('refuses a file without the required columns, a non-CSV, a file over 10 MB, no file, and an employee', async () => {
    const missing = await upload(hr, 'employee_code,employee_name,total_days\nEMP0001,A B,30');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ file: ['Missing required columns: days_present, days_paid'] });

    const typo = await upload(hr, `${header},hrra\n`);
    expect(typo.json().errors).toEqual({ file: ['Unknown columns: hrra'] });

    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
      Buffer.alloc(64, 1),
    ]);
    const image = await upload(hr, png, {}, 'payroll.csv');
    expect(image.statusCode).toBe(422);
    expect(image.json().errors).toEqual({ file: ['The file must be a file of type: csv.'] });

    const big = Buffer.concat([Buffer.from(`${header}\n`), Buffer.alloc(10 * 1024 * 1024, 'a')]);
    const tooBig = await upload(hr, big);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ file: ['The file may not be greater than 10 MB.'] });

    const none = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/upload-csv',
      ...multipartForm({ ...UPLOAD_MONTH }),
    });
    expect(none.json().errors).toEqual({ file: ['Please select a CSV file'] });

    expect((await upload(employee, `${header}\n`)).statusCode).toBe(403);
    const runs = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll-runs?month=${UPLOAD_MONTH.month}&year=${UPLOAD_MONTH.year}`,
    });
    expect(runs.json().total).toBe(1);
  });
});
