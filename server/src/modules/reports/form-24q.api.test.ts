import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCompany, fixtureEmployee, fixtureRun } from '../../../test/tds-company';
import { createTestApp, type TestApp } from '../../../test/test-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * Form 24Q of a fixture quarter (Q3 of FY 2025-26: October–December 2025), runs inserted directly so the
 * file is checked against figures worked out by hand, independently of the payroll engine:
 *
 * - Asha Rao (CHF0001, PAN ABCPR1234K): gross ₹60,000 and TDS ₹2,500 each month, paid 31 Oct, 30 Nov (paid
 *   at 18:30 UTC on 29 Nov: 30 Nov in India) and 31 Dec.
 * - Vikram Singh (CHF0002, PAN ABCPS5678L): gross ₹85,500.50 and TDS ₹6,120.40 in October and November
 *   (paid with Asha), ₹90,000 and ₹7,015.20 in December, approved but not yet paid: the date of payment is
 *   the month's last day.
 * - One challan a month, BSR 0510308: 07-11-2025 #00012 ₹8,620.40; 05-12-2025 #00031 ₹8,620.40;
 *   07-01-2026 #00007 ₹9,515.20 — each equal to the month's deductions, so every row is deposited.
 *
 * The expected CSV (fixtures/form-24q-2025-26-q3.csv) has the Annexure I deductee columns of the NSDL
 * Form 24Q deductee detail record in the RPU's order, section code 92B, dates dd/mm/yyyy; the RPU imports
 * it, so no byte-order mark, amounts with exactly two decimals, BSR codes and serials with their zeros.
 */
describe('Form 24Q', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let fixture: number;
  let unregistered: number;
  const ids: Record<string, number> = {};
  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });

  const person = async (
    key: string,
    company: number,
    code: string,
    first: string,
    last: string,
    pan: string | null,
  ) => {
    ids[key] = await fixtureEmployee(t.database.db, company, code, [first, last], pan);
  };
  const run = (key: string, year: number, month: number, gross: number, tds: number, paidAt: string | null) =>
    fixtureRun(t.database.db, ids[key] as number, { year, month }, gross, tds, paidAt);

  const challan = (company: number, year: number, month: number, on: string, serial: string, tax: number) =>
    t.as(admin, {
      method: 'POST',
      url: '/api/tds-challans',
      payload: {
        company_id: company,
        year,
        month,
        bsr_code: '0510308',
        deposited_on: on,
        challan_serial: serial,
        tax,
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr] = await Promise.all([t.login('admin@demo.test'), t.login('hr@demo.test')]);
    const db = t.database.db;
    fixture = await fixtureCompany(db, 'Challan Fixture', 'CHF', { tan: 'MUMC12345F', pan: 'AAACC1234F' });
    unregistered = await fixtureCompany(db, 'Untanned Works', 'UNT', { tan: null, pan: 'AAACU12F' });
    await person('asha', fixture, 'CHF0001', 'Asha', 'Rao', 'ABCPR1234K');
    await person('vikram', fixture, 'CHF0002', 'Vikram', 'Singh', 'ABCPS5678L');
    await person('ravi', fixture, 'CHF0003', 'Ravi', 'Kumar', null);
    await person('malformed', unregistered, 'UNT0001', 'Mala', 'Formed', 'ABCDE123');
    await run('asha', 2025, 10, 60_000, 2_500, '2025-10-31T12:00:00+05:30');
    await run('vikram', 2025, 10, 85_500.5, 6_120.4, '2025-10-31T12:00:00+05:30');
    await run('asha', 2025, 11, 60_000, 2_500, '2025-11-29T18:30:00Z');
    await run('vikram', 2025, 11, 85_500.5, 6_120.4, '2025-11-29T18:30:00Z');
    await run('asha', 2025, 12, 60_000, 2_500, '2025-12-31T10:00:00+05:30');
    await run('vikram', 2025, 12, 90_000, 7_015.2, null);
    for (const res of await Promise.all([
      challan(fixture, 2025, 10, '2025-11-07', '00012', 8_620.4),
      challan(fixture, 2025, 11, '2025-12-05', '00031', 8_620.4),
      challan(fixture, 2025, 12, '2026-01-07', '00007', 9_515.2),
    ])) {
      expect(res.statusCode, res.body).toBe(201);
    }
    // Q4: Asha's January TDS has no challan; Ravi has no PAN.
    await run('asha', 2026, 1, 60_000, 2_500, '2026-01-31T12:00:00+05:30');
    await run('ravi', 2026, 1, 30_000, 0, '2026-01-31T12:00:00+05:30');
    await run('malformed', 2026, 1, 40_000, 1_000, '2026-01-31T12:00:00+05:30');
  });
  afterAll(() => t.close());

  const q3 = () => `company_id=${fixture}&financial_year=2025-26&quarter=3`;

  it('lists Annexure I: each deductee under the challan that paid it, dated on the month’s pay date', async () => {
    const res = await get(admin, `/api/reports/form-24q?${q3()}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.blockers).toEqual([]);
    expect(body.total).toBe(6);
    expect(body.subtitle).toBe('FY 2025-26 Q3 · Annexure I · Challan Fixture');
    expect(body.rows[3]).toEqual({
      sr_no: 4,
      challan_no: 2,
      deductee_no: 2,
      employee_code: 'CHF0002',
      pan: 'ABCPS5678L',
      employee_name: 'Vikram Singh',
      section_code: '92B',
      // The pay date, not the click: 30 November 2025 was a Sunday, the 29th the fifth Saturday (banks open).
      payment_date: '29/11/2025',
      amount_paid: 85500.5,
      tds: 6120.4,
      surcharge: 0,
      cess: 0,
      total_deducted: 6120.4,
      total_deposited: 6120.4,
      deduction_date: '29/11/2025',
      deposit_date: '05/12/2025',
      bsr_code: '0510308',
      challan_serial: '00031',
      remarks: null,
    });
    expect(body.totals).toMatchObject({ amount_paid: 441001, total_deducted: 26756, total_deposited: 26756 });
  });

  it('writes the RPU-import CSV byte for byte as worked out by hand', async () => {
    const res = await get(admin, `/api/reports/form-24q?${q3()}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="form-24q-2025-26-q3.csv"');
    const expected = readFileSync(new URL('./fixtures/form-24q-2025-26-q3.csv', import.meta.url));
    expect(res.rawPayload.equals(expected)).toBe(true);
  });

  it('shows what blocks filing: a missing PAN and a month without a covering challan', async () => {
    const q4 = `/api/reports/form-24q?company_id=${fixture}&financial_year=2025-26&quarter=4`;
    const res = await get(admin, q4);
    expect(res.json().blockers).toEqual([
      {
        employee_id: ids.ravi,
        field: 'employees',
        employee_code: 'CHF0003',
        employee_name: 'Ravi Kumar',
        missing: ['PAN'],
      },
      {
        field: 'challans',
        employee_code: 'Jan 2026',
        employee_name: 'TDS deposit',
        missing: ['challan for ₹2500.00 (deducted ₹2500.00, covered ₹0.00)'],
        link: '/tds-challans?financial_year=2025-26&record=2026-01',
      },
    ]);
    const file = await get(admin, `${q4}&format=csv`);
    expect(file.statusCode).toBe(422);
    expect(file.json().errors).toEqual({
      employees: ['CHF0003 Ravi Kumar: PAN missing'],
      challans: ['Jan 2026 TDS deposit: challan for ₹2500.00 (deducted ₹2500.00, covered ₹0.00) missing'],
    });
  });

  it("blocks a deductor without a valid TAN and PAN, and an employee's malformed PAN", async () => {
    const res = await get(
      admin,
      `/api/reports/form-24q?company_id=${unregistered}&financial_year=2025-26&quarter=4`,
    );
    const blockers = res.json().blockers.map((b: Json) => [b.field, b.employee_name, b.missing]);
    // The company's line links to its form.
    expect(res.json().blockers.find((b: Json) => b.field === 'company').link).toBe(
      `/companies/${unregistered}/edit`,
    );
    expect(blockers).toEqual(
      expect.arrayContaining([
        ['company', 'Untanned Works', ['TAN', 'valid PAN']],
        ['employees', 'Mala Formed', ['valid PAN']],
        ['challans', 'TDS deposit', ['challan for ₹1000.00 (deducted ₹1000.00, covered ₹0.00)']],
      ]),
    );
  });

  it('keeps to the caller’s company and refuses Annexure II outside the fourth quarter', async () => {
    expect((await get(hr, `/api/reports/form-24q?${q3()}`)).statusCode).toBe(404);
    const annexure = await get(admin, `/api/reports/form-24q?${q3()}&annexure=2`);
    expect(annexure.statusCode).toBe(422);
    expect(annexure.json().errors.annexure).toEqual([
      'Annexure II is filed with the fourth quarter (January to March).',
    ]);
    const quarter = await get(
      admin,
      `/api/reports/form-24q?company_id=${fixture}&financial_year=2025-26&quarter=5`,
    );
    expect(quarter.json().errors.quarter).toEqual(['The quarter is 1 to 4.']);
  });

  it('lists Annexure II with the fourth quarter: the year of each employee from the tax-year engine', async () => {
    const res = await get(
      admin,
      `/api/reports/form-24q?company_id=${fixture}&financial_year=2025-26&quarter=4&annexure=2`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as Json[];
    expect(rows.map((r) => [r.employee_code, r.opting_out_115bac, r.period_from])).toEqual([
      ['CHF0001', 'N', '01/04/2025'],
      ['CHF0003', 'N', '01/04/2025'],
      ['CHF0002', 'N', '01/04/2025'],
    ]);
    // TDS of the year's approved and paid runs: Asha 4 × ₹2,500; Vikram ₹6,120.40 × 2 + ₹7,015.20.
    expect(rows.map((r) => r.tds_total)).toEqual([10000, 0, 19256]);
    // No gender or date of birth kept: "G" (others); on the new regime, no HRA claim, no landlord reported.
    expect(
      rows.map((r) => [r.employee_category, r.rent_above_limit, r.landlord_1_pan, r.lender_pan]),
    ).toEqual([
      ['G', 'N', null, null],
      ['G', 'N', null, null],
      ['G', 'N', null, null],
    ]);
  });

  it('lists the challan register of the year with each month’s deductions', async () => {
    const res = await get(admin, `/api/reports/tds-challans?company_id=${fixture}&financial_year=2025-26`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().rows.map((r: Json) => [r.month_label, r.challan_serial, r.tax, r.month_deducted]),
    ).toEqual([
      ['Oct 2025', '00012', 8620.4, 8620.4],
      ['Nov 2025', '00031', 8620.4, 8620.4],
      ['Dec 2025', '00007', 9515.2, 9515.2],
    ]);
  });
});
