import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/*
 * A fixture company's months, written straight into payroll_runs (breakdowns in rupees, as the engine keeps
 * them) so that the registers, bank files and compliance summary are checked against hand-worked figures:
 *
 *   FXT001 Asha Rao          Pune (MH)       approved  gross 30,000.00  PF 1,800 + VPF 300  PT 200  LWF 12/36  TDS 1,000
 *   FXT002 Vikram Shetty     Bengaluru (KA)  paid      gross 20,000.00  PF 1,200  ESIC 150/650  PT 200  LWF 50/100
 *   FXT003 Meera Iyer        Delhi (no LWF)  processed gross 18,000.00  PF 1,080  ESIC 135/585
 *   FXT004 Zoë D'Souza-Kumar no branch (MH)  approved  gross 45,123.75  PF 1,800  PT 200  LWF 12/36  TDS 2,500
 *   FXT005 Yash Patel        Pune            draft     (never counted; has no bank account and blocks nothing)
 *
 * December 2026 is Maharashtra's half-yearly and Karnataka's yearly LWF month; November is neither.
 */
const DEC = 'month=12&year=2026';
const NOV = 'month=11&year=2026';
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

type RunFixture = {
  code: string;
  /** 2026 unless given. */
  year?: number;
  month: number;
  status: string;
  basic: number;
  gross: number;
  deductions: Record<string, number>;
  employer: Record<string, number>;
};

const RUNS: RunFixture[] = [
  {
    code: 'FXT001',
    month: 12,
    status: 'approved',
    basic: 15_000,
    gross: 30_000,
    deductions: {
      pf_deduction: 1800,
      vpf_deduction: 300,
      esic_deduction: 0,
      professional_tax: 200,
      lwf_deduction: 12,
      tds_deduction: 1000,
    },
    employer: { pf_provident_fund: 550, pf_pension: 1250, edli: 75, pf_admin: 75, esic: 0, lwf: 36 },
  },
  {
    code: 'FXT002',
    month: 12,
    status: 'paid',
    basic: 10_000,
    gross: 20_000,
    deductions: {
      pf_deduction: 1200,
      esic_deduction: 150,
      professional_tax: 200,
      lwf_deduction: 50,
      tds_deduction: 0,
    },
    employer: { pf_provident_fund: 367, pf_pension: 833, edli: 50, pf_admin: 50, esic: 650, lwf: 100 },
  },
  {
    code: 'FXT003',
    month: 12,
    status: 'processed',
    basic: 9000,
    gross: 18_000,
    deductions: { pf_deduction: 1080, esic_deduction: 135, professional_tax: 0, tds_deduction: 0 },
    employer: { pf_provident_fund: 330, pf_pension: 750, edli: 45, pf_admin: 45, esic: 585 },
  },
  {
    code: 'FXT004',
    month: 12,
    status: 'approved',
    basic: 25_000,
    gross: 45_123.75,
    deductions: { pf_deduction: 1800, professional_tax: 200, lwf_deduction: 12, tds_deduction: 2500 },
    employer: { pf_provident_fund: 550, pf_pension: 1250, edli: 75, pf_admin: 75, lwf: 36 },
  },
  {
    code: 'FXT005',
    month: 12,
    status: 'draft',
    basic: 50_000,
    gross: 90_000,
    deductions: { pf_deduction: 1800, professional_tax: 200, lwf_deduction: 12, tds_deduction: 9000 },
    employer: { pf_provident_fund: 550, pf_pension: 1250, edli: 75, pf_admin: 75, lwf: 36 },
  },
  {
    code: 'FXT001',
    month: 11,
    status: 'approved',
    basic: 15_000,
    gross: 30_000,
    deductions: { pf_deduction: 1800, professional_tax: 200, lwf_deduction: 0, tds_deduction: 1000 },
    employer: { pf_provident_fund: 550, pf_pension: 1250, edli: 75, pf_admin: 75, lwf: 0 },
  },
  // Tamil Nadu's half-year April–September: its return and tax are due by 30 September itself.
  {
    code: 'FXT006',
    month: 8,
    status: 'approved',
    basic: 15_000,
    gross: 30_000,
    deductions: { pf_deduction: 1800, professional_tax: 200, tds_deduction: 0 },
    employer: { pf_provident_fund: 550, pf_pension: 1250, edli: 75, pf_admin: 75 },
  },
  {
    code: 'FXT001',
    year: 2027,
    month: 3,
    status: 'approved',
    basic: 15_000,
    gross: 30_000,
    deductions: { pf_deduction: 1800, professional_tax: 200, lwf_deduction: 0, tds_deduction: 1500 },
    employer: { pf_provident_fund: 550, pf_pension: 1250, edli: 75, pf_admin: 75, lwf: 0 },
  },
];

describe('statutory registers, bank files and the compliance summary', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let companyId: number;
  const ids = new Map<string, number>();
  let outsiderCode: string;

  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const report = async (key: string, query: string, token = admin) => {
    const res = await get(token, `/api/reports/${key}?${query}&company_id=${companyId}&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Json;
  };
  const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = await Promise.all([t.login('hr@demo.test'), t.login('admin@demo.test')]);
    const db = t.database.db;

    const [company] = await rawRows<{ id: number }>(
      db,
      sql`insert into companies (name, legal_name, registration_number, tax_id, country_id, email, phone,
          address_line1, city, state, state_code, postal_code, address_country,
          salary_account_number, salary_account_ifsc, bank_corporate_id)
        values ('Fixture Textiles', 'Fixture Textiles Private Limited', 'U17100MH2020PTC000017', 'AAACF0017F', 1,
          'hello@fixture.test', '+91 20 5000 0000', '1 Mill Road', 'Pune', 'Maharashtra', 'MH', '411001', 'India',
          '520101234567890', 'UBIN0531234', 'FIXTEX01')
        returning id`,
    );
    companyId = company?.id as number;
    const branch = async (
      code: string,
      city: string,
      state: string,
      stateCode: string,
      pt: string | null,
      lwf: boolean,
    ) => {
      const [row] = await rawRows<{ id: number }>(
        db,
        sql`insert into branches (company_id, name, code, email, phone, street, city, state, state_code, postal_code,
            country, pt_registration_number, lwf_applicable)
          values (${companyId}, ${city}, ${code}, ${`${code}@fixture.test`}, '+91 0', '1 Main Road', ${city}, ${state},
            ${stateCode}, '400001', 'India', ${pt}, ${lwf})
          returning id`,
      );
      return row?.id as number;
    };
    const pune = await branch('PUN', 'Pune', 'Maharashtra', 'MH', 'PTRC27123456789P', true);
    const bengaluru = await branch('BLR', 'Bengaluru', 'Karnataka', 'KA', 'PTKA00112233', true);
    const delhi = await branch('DEL', 'New Delhi', 'Delhi', 'DL', null, false);
    const chennai = await branch('CHE', 'Chennai', 'Tamil Nadu', 'TN', 'TNPT0099', true);

    const people: [string, string, string, number | null, string | null, string | null, string][] = [
      ['FXT001', 'Asha', 'Rao', pune, '50100012345678', 'HDFC0001234', 'asha.rao@fixture.test'],
      [
        'FXT002',
        'Vikram',
        'Shetty',
        bengaluru,
        '912010012345678',
        'UTIB0000123',
        'vikram.shetty@fixture.test',
      ],
      ['FXT003', 'Meera', 'Iyer', delhi, '00011122233', 'SBIN0000456', 'meera.iyer@fixture.test'],
      // No IFSC yet: blocks the bank files until it is filled in.
      ['FXT004', 'Zoë', "D'Souza-Kumar", null, '123456789012', null, 'zoe.dsouza@fixture.test'],
      ['FXT005', 'Yash', 'Patel', pune, null, null, 'yash.patel@fixture.test'],
      ['FXT006', 'Kavya', 'Sundaram', chennai, '60011122233', 'IOBA0000123', 'kavya.s@fixture.test'],
    ];
    for (const [code, first, last, branchId, account, ifsc, email] of people) {
      const [row] = await rawRows<{ id: number }>(
        db,
        sql`insert into employees (employee_id, first_name, last_name, email, company_id, branch_id, hire_date,
            bank_account_number, bank_ifsc)
          values (${code}, ${first}, ${last}, ${email}, ${companyId}, ${branchId}, '2024-04-01', ${account}, ${ifsc})
          returning id`,
      );
      ids.set(code, row?.id as number);
    }

    // The rules in force for the fixture months (newer than any seeded version).
    const rates: [string, string | null, Record<string, unknown>][] = [
      [
        'PF',
        null,
        {
          employee_rate: 12,
          employer_rate: 12,
          eps_rate: 8.33,
          wage_ceiling: 15_000,
          eps_max_age: 58,
          eps_excluded_joined_from: '2014-09-01',
          edli_rate: 0.5,
          edli_wage_ceiling: 15_000,
          admin_charge_rate: 0.5,
          admin_charge_minimum: 500,
          due_day: 15,
        },
      ],
      [
        'ESIC',
        null,
        {
          employee_rate: 0.75,
          employer_rate: 3.25,
          wage_ceiling: 21_000,
          disability_wage_ceiling: 25_000,
          exempt_daily_wage: 176,
          due_day: 15,
        },
      ],
      // Maharashtra: an annual PT return (March) due by the 31st of the next month, i.e. 30 April.
      ['PT', 'MH', { return_months: [3], due_day: 31 }],
      ['PT', 'KA', { return_months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], due_day: 20 }],
      [
        'LWF',
        'MH',
        {
          frequency: 'half_yearly',
          deduction_months: [6, 12],
          bands: [{ min_wage: 0, max_wage: null, employee: 12, employer: 36 }],
          due_day: 15,
        },
      ],
      [
        'LWF',
        'KA',
        {
          frequency: 'yearly',
          deduction_months: [12],
          bands: [{ min_wage: 0, max_wage: null, employee: 50, employer: 100 }],
          due_day: 15,
        },
      ],
    ];
    for (const [scheme, state, rules] of rates) {
      await exec(
        sql`insert into statutory_rates (country_id, scheme, state_code, effective_from, rules)
          values (1, ${scheme}, ${state}, '2026-11-01', ${JSON.stringify(rules)}::jsonb)`,
      );
    }

    const insertRun = (employeeId: number, run: RunFixture) => {
      const total = Object.values(run.deductions).reduce((a, b) => a + b, 0);
      const breakdown = {
        earnings: { basic_salary: run.basic },
        deductions: run.deductions,
        employer_contributions: run.employer,
        total_earnings: run.gross,
        total_deductions: total,
        net_salary: run.gross - total,
      };
      return exec(
        sql`insert into payroll_runs (employee_id, year, month, status, total_days, days_paid, basic_salary,
            gross_salary, total_deductions, net_salary, pf_deduction, professional_tax, tds_deduction, breakdown,
            inputs, paid_at)
          values (${employeeId}, ${run.year ?? 2026}, ${run.month}, ${run.status}, 30, 30, ${run.basic}, ${run.gross}, ${total},
            ${run.gross - total}, ${run.deductions.pf_deduction ?? 0}, ${run.deductions.professional_tax ?? 0},
            ${run.deductions.tds_deduction ?? 0}, ${JSON.stringify(breakdown)}::jsonb, '{}'::jsonb,
            ${run.status === 'paid' ? sql`'2027-01-01T10:00:00+05:30'::timestamptz` : sql`null`})`,
      );
    };
    for (const run of RUNS) await insertRun(ids.get(run.code) as number, run);

    // Another company's employee, paid the same month: never in the fixture company's figures.
    const [outsider] = await rawRows<{ id: number; employee_id: string }>(
      db,
      sql`update employees set bank_account_number = '999988887777', bank_ifsc = 'SBIN0000001'
        where id = (select id from employees where company_id = 1 order by id limit 1)
        returning id, employee_id`,
    );
    outsiderCode = outsider?.employee_id as string;
    await insertRun(outsider?.id as number, {
      code: outsiderCode,
      month: 12,
      status: 'approved',
      basic: 60_000,
      gross: 99_999,
      deductions: { pf_deduction: 1800, professional_tax: 200, tds_deduction: 7777 },
      employer: { pf_provident_fund: 550, pf_pension: 1250, edli: 75, pf_admin: 75 },
    });
  });
  afterAll(() => t.close());

  it('registers professional tax per employee and sums the return per state with its due date', async () => {
    // Meera Iyer's run is only processed: it counts in no register until approved (a preview shows it).
    const register = await report('pt-register', DEC);
    expect(register.rows).toEqual([
      {
        employee_code: 'FXT002',
        employee_name: 'Vikram Shetty',
        state: 'Karnataka',
        pt_registration_number: 'PTKA00112233',
        gross_wages: 20_000,
        professional_tax: 200,
      },
      {
        employee_code: 'FXT001',
        employee_name: 'Asha Rao',
        state: 'Maharashtra',
        pt_registration_number: 'PTRC27123456789P',
        gross_wages: 30_000,
        professional_tax: 200,
      },
      {
        employee_code: 'FXT004',
        employee_name: "Zoë D'Souza-Kumar",
        state: 'Maharashtra',
        pt_registration_number: null,
        gross_wages: 45_123.75,
        professional_tax: 200,
      },
    ]);
    expect(register.totals).toMatchObject({ gross_wages: 95_123.75, professional_tax: 600 });
    expect(register.blockers).toEqual([]);
    const preview = await report('pt-register', `${DEC}&status=processed`);
    expect(preview.rows.map((r: Json) => [r.employee_code, r.state, r.gross_wages])).toEqual([
      ['FXT003', 'Delhi', 18_000],
    ]);

    const byState = await report('professional-tax', DEC);
    expect(byState.columns.map((c: Json) => c.key)).toEqual([
      'state',
      'pt_registration_number',
      'employees',
      'gross_wages',
      'professional_tax',
      'return_due_on',
      'remarks',
    ]);
    expect(byState.rows).toEqual([
      {
        state: 'Karnataka',
        pt_registration_number: 'PTKA00112233',
        employees: 1,
        gross_wages: 20_000,
        professional_tax: 200,
        return_due_on: '2027-01-20',
        remarks: null,
      },
      // The annual March return: due the 31st of April, that is its last day.
      {
        state: 'Maharashtra',
        pt_registration_number: 'PTRC27123456789P',
        employees: 2,
        gross_wages: 75_123.75,
        professional_tax: 400,
        return_due_on: '2027-04-30',
        remarks: null,
      },
    ]);
    expect(byState.totals).toMatchObject({ employees: 3, gross_wages: 95_123.75, professional_tax: 600 });
  });

  it('registers LWF in a state’s contribution month only, with the period it covers', async () => {
    const december = await report('lwf-register', DEC);
    expect(december.subtitle).toContain('Dec 2026');
    expect(december.subtitle).toContain('contribution period');
    expect(december.rows).toEqual([
      {
        employee_code: 'FXT002',
        employee_name: 'Vikram Shetty',
        state: 'Karnataka',
        period: 'Jan–Dec 2026',
        gross_wages: 20_000,
        employee_lwf: 50,
        employer_lwf: 100,
        total_lwf: 150,
      },
      {
        employee_code: 'FXT001',
        employee_name: 'Asha Rao',
        state: 'Maharashtra',
        period: 'Jul–Dec 2026',
        gross_wages: 30_000,
        employee_lwf: 12,
        employer_lwf: 36,
        total_lwf: 48,
      },
      {
        employee_code: 'FXT004',
        employee_name: "Zoë D'Souza-Kumar",
        state: 'Maharashtra',
        period: 'Jul–Dec 2026',
        gross_wages: 45_123.75,
        employee_lwf: 12,
        employer_lwf: 36,
        total_lwf: 48,
      },
    ]);
    // Delhi's branch is marked out of LWF, so Meera Iyer is not listed.
    expect(december.totals).toMatchObject({ employee_lwf: 74, employer_lwf: 172, total_lwf: 246 });

    const november = await report('lwf-register', NOV);
    expect(november.rows).toEqual([]);
  });

  it('lists the net pay of approved and paid runs with masked accounts, blocked by a missing IFSC', async () => {
    const bank = await report('bank-transfer', DEC);
    expect(
      bank.rows.map((r: Json) => [r.employee_code, r.status, r.bank_account, r.bank_ifsc, r.net_salary]),
    ).toEqual([
      ['FXT001', 'approved', 'XXXXXXXXXX5678', 'HDFC0001234', 26_688],
      ['FXT002', 'paid', 'XXXXXXXXXXX5678', 'UTIB0000123', 18_400],
      ['FXT004', 'approved', 'XXXXXXXX9012', null, 40_611.75],
    ]);
    expect(bank.rows[1].paid_on).toBe('2027-01-01');
    expect(bank.totals.net_salary).toBe(85_699.75);
    // The draft run's employee has no account either, but a draft is not paid, so only FXT004 blocks.
    expect(bank.blockers).toEqual([
      {
        employee_id: ids.get('FXT004'),
        employee_code: 'FXT004',
        employee_name: "Zoë D'Souza-Kumar",
        missing: ['IFSC'],
      },
    ]);

    for (const format of ['neft', 'ubi', 'hdfc', 'icici', 'bob', 'csv', 'pdf']) {
      const res = await get(
        admin,
        `/api/reports/bank-transfer?${DEC}&company_id=${companyId}&format=${format}`,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: '1 employee must have their statutory details completed before this file can be produced.',
        errors: { employees: ["FXT004 Zoë D'Souza-Kumar: IFSC missing"] },
      });
    }
  });

  it('blocks only the Union Bank file for an employee without a usable e-mail', async () => {
    await exec(sql`update employees set bank_ifsc = 'ICIC0000789' where id = ${ids.get('FXT004')}`);
    expect((await report('bank-transfer', DEC)).blockers).toEqual([]);
    const long = `${'v'.repeat(75)}@fixture.test`;
    await exec(sql`update employees set email = ${long} where id = ${ids.get('FXT002')}`);
    expect((await report('bank-transfer', DEC)).blockers).toEqual([
      {
        employee_id: ids.get('FXT002'),
        employee_code: 'FXT002',
        employee_name: 'Vikram Shetty',
        missing: ['user e-mail of at most 80 characters (Union Bank file)'],
      },
    ]);
    const ubi = await get(admin, `/api/reports/bank-transfer?${DEC}&company_id=${companyId}&format=ubi`);
    expect(ubi.statusCode).toBe(422);
    expect(ubi.json().errors).toEqual({
      employees: ['FXT002 Vikram Shetty: user e-mail of at most 80 characters (Union Bank file) missing'],
    });
    for (const format of ['neft', 'hdfc', 'icici', 'bob', 'csv']) {
      const res = await get(
        admin,
        `/api/reports/bank-transfer?${DEC}&company_id=${companyId}&format=${format}`,
      );
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
    }
    await exec(
      sql`update employees set email = 'vikram.shetty@fixture.test' where id = ${ids.get('FXT002')}`,
    );
  });

  it('blocks only the HDFC file for an HDFC account holder whose ID cannot be the beneficiary code', async () => {
    await exec(sql`update employees set employee_id = 'FXT-0000000000001' where id = ${ids.get('FXT001')}`);
    const blockers = (await report('bank-transfer', DEC)).blockers;
    expect(blockers.map((b: Json) => [b.employee_code, b.missing])).toEqual([
      [
        'FXT-0000000000001',
        [
          'employee ID of 1 to 13 letters and digits (the beneficiary code of a transfer within HDFC Bank) (HDFC Bank file)',
        ],
      ],
    ]);
    const base = `/api/reports/bank-transfer?${DEC}&company_id=${companyId}&format=`;
    expect((await get(admin, `${base}hdfc`)).statusCode).toBe(422);
    expect((await get(admin, `${base}icici`)).statusCode).toBe(200);
    expect((await get(admin, `${base}bob`)).statusCode).toBe(200);
    await exec(sql`update employees set employee_id = 'FXT001' where id = ${ids.get('FXT001')}`);
  });

  describe('on the day the files are made', () => {
    // The banks' transaction date is the day the file is made (India time): pinned, with a session signed in then.
    afterEach(() => vi.useRealTimers());

    it('writes each bank upload byte for byte: NEFT, Union Bank, HDFC Bank, ICICI Bank and Bank of Baroda', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-28T06:30:00Z'));
      const pinned = await t.login('admin@demo.test');
      const files: [format: string, contentType: string, name: string][] = [
        ['neft', 'text/csv; charset=utf-8', 'bank-transfer-2026-12.neft.csv'],
        ['ubi', 'text/plain; charset=utf-8', 'bank-transfer-2026-12.ubi.txt'],
        ['hdfc', 'text/plain; charset=utf-8', 'bank-transfer-2026-12.hdfc.txt'],
        ['icici', 'text/csv; charset=utf-8', 'bank-transfer-2026-12.icici.csv'],
        ['bob', 'text/csv; charset=utf-8', 'bank-transfer-2026-12.bob.csv'],
      ];
      for (const [format, contentType, name] of files) {
        const res = await get(
          pinned,
          `/api/reports/bank-transfer?${DEC}&company_id=${companyId}&format=${format}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe(contentType);
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
        expect(res.body, format).toBe((await fixture(name)).toString('utf8'));
        expect(res.rawPayload.equals(await fixture(name))).toBe(true);
      }
    });

    it('gives each Union Bank file its own serial, the screen none, parallel downloads different ones', async () => {
      const ubiUrl = `/api/reports/bank-transfer?${DEC}&company_id=${companyId}&format=ubi`;
      const serialOf = (body: string) => body.split('\r\n')[0];
      // The fixture took serial 1; previewing the report on screen takes none.
      await report('bank-transfer', DEC);
      expect(serialOf((await get(admin, ubiUrl)).body)).toBe('FILEHDR,FIXTEX01,2');
      const parallel = await Promise.all([get(admin, ubiUrl), get(admin, ubiUrl), get(admin, ubiUrl)]);
      expect(parallel.map((r) => serialOf(r.body)).sort()).toEqual([
        'FILEHDR,FIXTEX01,3',
        'FILEHDR,FIXTEX01,4',
        'FILEHDR,FIXTEX01,5',
      ]);
      // The NEFT file carries no serial and takes none.
      await get(admin, ubiUrl.replace('format=ubi', 'format=neft'));
      expect(serialOf((await get(admin, ubiUrl)).body)).toBe('FILEHDR,FIXTEX01,6');
    });
  });

  it('refuses a bank file without one paying company or its bank details', async () => {
    await exec(
      sql`update companies set bank_corporate_id = null, salary_account_ifsc = ' ', salary_account_number = null
        where id = ${companyId}`,
    );
    const refusals: [format: string, message: string, missing: string][] = [
      [
        'ubi',
        'salary account number, salary account IFSC and bank corporate id set before the Union Bank file',
        'salary account number, salary account IFSC, bank corporate id',
      ],
      ['icici', 'salary account number set before the ICICI Bank file', 'salary account number'],
      ['bob', 'salary account number set before the Bank of Baroda file', 'salary account number'],
    ];
    for (const [format, message, missing] of refusals) {
      const res = await get(
        admin,
        `/api/reports/bank-transfer?${DEC}&company_id=${companyId}&format=${format}`,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: `Fixture Textiles must have its ${message} can be produced.`,
        errors: { company: [`Fixture Textiles: ${missing} missing`] },
      });
    }
    // The generic NEFT file and HDFC Bank's (whose debit account is chosen in ENet) name no debit account.
    for (const format of ['neft', 'hdfc']) {
      const res = await get(
        admin,
        `/api/reports/bank-transfer?${DEC}&company_id=${companyId}&format=${format}`,
      );
      expect(res.statusCode, format).toBe(200);
    }
    await exec(
      sql`update companies set bank_corporate_id = 'FIXTEX01', salary_account_ifsc = 'UBIN0531234',
        salary_account_number = '520101234567890' where id = ${companyId}`,
    );

    // Across every company (a super admin without a company filter) no bank file can be made.
    const all = await get(admin, `/api/reports/bank-transfer?${DEC}&format=neft`);
    expect(all.statusCode, all.body).toBe(422);
    expect(Object.keys(all.json().errors)).toEqual(['company_id']);

    // A month with nothing approved or paid has nothing to transfer.
    const empty = await get(
      admin,
      `/api/reports/bank-transfer?month=10&year=2026&company_id=${companyId}&format=ubi`,
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.month).toEqual([
      'There is no approved or paid net pay to transfer for Oct 2026.',
    ]);
  });

  it('sums the month’s compliance: EPF challan by account, ESIC, PT and LWF per state, TDS, with due dates', async () => {
    const summary = await report('compliance-summary', DEC);
    const line = (r: Json) => [
      r.payee,
      r.item,
      r.employees,
      r.employee_share,
      r.employer_share,
      r.amount,
      r.due_on,
    ];
    expect(summary.rows.map(line)).toEqual([
      // Approved and paid runs only: Meera Iyer's processed run (PF 1,080 + 330, EPS 750, EDLI 45, admin 45,
      // ESIC 135 + 585) is not yet payable.
      ['EPFO', 'A/c 1 · EPF, employee and employer shares', 3, 5100, 1467, 6567, '2027-01-15'],
      // Administration charges of 200 are below the monthly minimum of 500.
      ['EPFO', 'A/c 2 · EPF administration charges', 3, 0, 500, 500, '2027-01-15'],
      ['EPFO', 'A/c 10 · Pension fund (EPS)', 3, 0, 3333, 3333, '2027-01-15'],
      ['EPFO', 'A/c 21 · EDLI contribution', 3, 0, 200, 200, '2027-01-15'],
      ['EPFO', 'A/c 22 · EDLI administration charges', 3, 0, 0, 0, '2027-01-15'],
      ['ESIC', 'ESIC contribution, employee and employer shares', 1, 150, 650, 800, '2027-01-15'],
      ['Professional tax authority, Karnataka', 'Professional tax deducted', 1, 200, 0, 200, '2027-01-20'],
      ['Professional tax authority, Maharashtra', 'Professional tax deducted', 2, 400, 0, 400, '2027-04-30'],
      [
        'Labour welfare board, Karnataka',
        'Labour welfare fund for Jan–Dec 2026',
        1,
        50,
        100,
        150,
        '2027-01-15',
      ],
      [
        'Labour welfare board, Maharashtra',
        'Labour welfare fund for Jul–Dec 2026',
        2,
        24,
        72,
        96,
        '2027-01-15',
      ],
      ['Income Tax Department', 'TDS on salaries (section 392(1))', 2, 3500, 0, 3500, '2027-01-07'],
    ]);
    const epf = summary.rows.filter((r: Json) => r.challan === 'EPF challan');
    expect(new Set(epf.map((r: Json) => r.challan_total))).toEqual(new Set([10_600]));
    expect(summary.rows.every((r: Json) => r.company === 'Fixture Textiles')).toBe(true);
    expect(summary.totals).toMatchObject({ employee_share: 9424, employer_share: 6322, amount: 15_746 });

    // November: no LWF month anywhere; TDS is due on the 7th of December.
    const november = await report('compliance-summary', NOV);
    expect(november.rows.map((r: Json) => r.challan)).toEqual([
      'EPF challan',
      'EPF challan',
      'EPF challan',
      'EPF challan',
      'EPF challan',
      'Professional tax · Maharashtra',
      'TDS',
    ]);
    expect(november.rows.at(-1)).toMatchObject({ amount: 1000, due_on: '2026-12-07' });

    // Tamil Nadu (seeded: half-yearly returns in September and March, due in the return month itself).
    const august = await report('professional-tax', 'month=8&year=2026');
    expect(august.rows).toEqual([
      expect.objectContaining({ state: 'Tamil Nadu', return_due_on: '2026-09-30' }),
    ]);

    // March, the year's last month: its TDS is due on 30 April (rule 30(1)(b), the seeded TDS version).
    const march = await report('compliance-summary', 'month=3&year=2027');
    expect(march.rows.at(-1)).toMatchObject({ challan: 'TDS', amount: 1500, due_on: '2027-04-30' });

    // A status narrows the runs: only Vikram Shetty's pay is paid.
    const paid = await report('compliance-summary', `${DEC}&status=paid`);
    expect(paid.rows.find((r: Json) => r.challan === 'ESIC challan')).toMatchObject({
      amount: 800,
      employees: 1,
    });
  });

  it('keeps another company’s employees out, and the fixture company out of another’s reports', async () => {
    for (const key of ['pt-register', 'lwf-register', 'bank-transfer']) {
      const codes = (await report(key, DEC)).rows.map((r: Json) => r.employee_code);
      expect(codes).not.toContain(outsiderCode);
      expect(codes.every((c: string) => c.startsWith('FXT'))).toBe(true);
    }
    // HR of the demo company cannot name the fixture company, and their own summary holds only their own.
    expect((await get(hr, `/api/reports/compliance-summary?${DEC}&company_id=${companyId}`)).statusCode).toBe(
      404,
    );
    const own = (await get(hr, `/api/reports/compliance-summary?${DEC}&per_page=100`)).json();
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((r: Json) => r.company !== 'Fixture Textiles')).toBe(true);
    expect(own.rows.find((r: Json) => r.challan === 'TDS')).toMatchObject({ amount: 7777, employees: 1 });
    const bank = (await get(hr, `/api/reports/bank-transfer?${DEC}&per_page=100`)).json();
    expect(bank.rows.map((r: Json) => r.employee_code)).toEqual([outsiderCode]);
  });
});
