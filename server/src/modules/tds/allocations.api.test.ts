import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYROLL_SETTINGS_DEFAULTS } from '../../../test/payroll-settings';
import { fixtureCompany, fixtureEmployee, fixtureRun } from '../../../test/tds-company';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * Two challans for one month (October 2025 of a fixture company, in Mumbai): ₹6,000 deposited on 7 November
 * and ₹3,620 on 10 November against ₹2,500 + ₹6,120 + ₹1,000 deducted from three employees. By default the
 * first challan takes SPL0001 and ₹3,500 of SPL0002, the second the rest of SPL0002 and SPL0003 (the
 * statement lists each deductee under the challan that paid it); HR may choose otherwise, never more than a
 * challan paid in. Form 24Q's Annexure I and its text file follow the allocation; the file is compared byte
 * for byte with fixtures/form-24q-2025-26-q3.txt, worked out by hand from Protean's Form 24Q file format
 * (Q1–Q3, version 6.3). Today is 15 January 2026 (Q3's statement is being prepared), then 20 July 2026 for
 * Form 138's first quarter (fixtures/form-138-2026-27-q1.txt, Form 138 file format version 1.1).
 */
describe('which challan paid whose tax', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let company: number;
  const runs: Record<string, number> = {};
  const ids: Record<string, number> = {};
  const challans: number[] = [];
  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const put = (token: string, id: number, allocations: Json[]) =>
    t.as(token, { method: 'PUT', url: `/api/tds-challans/${id}/allocations`, payload: { allocations } });
  const lines = async (id: number) =>
    ((await get(hr, `/api/tds-challans/${id}/allocations`)).json().tds_challan_allocations.lines as Json[])
      .filter((l) => l.amount > 0)
      .map((l) => [l.employee_code, l.amount]);
  const annexure = async () =>
    (
      (
        await get(admin, `/api/reports/form-24q?company_id=${company}&financial_year=2025-26&quarter=3`)
      ).json().rows as Json[]
    ).map((r) => [r.challan_no, r.deductee_no, r.employee_code, r.tds, r.amount_paid, r.challan_serial]);

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T12:00:00+05:30'));
    t = await createTestApp();
    [admin, hr] = await Promise.all([t.login('admin@demo.test'), t.login('hr@demo.test')]);
    const db = t.database.db;
    company = await fixtureCompany(db, 'Split Challans', 'SPL', { tan: 'MUMS12345F', pan: 'AAACS1234F' });
    const october = { year: 2025, month: 10 };
    const people: [string, string, [string, string], number, number][] = [
      ['SPL0001', 'ABCPR1234K', ['Asha', 'Rao'], 60_000, 2_500],
      ['SPL0002', 'ABCPS5678L', ['Vikram', 'Singh'], 85_500, 6_120],
      ['SPL0003', 'ABCPT9012M', ['Ravi', 'Kumar'], 40_000, 1_000],
    ];
    for (const [code, pan, name, gross, tds] of people) {
      const id = await fixtureEmployee(db, company, code, name, pan);
      ids[code] = id;
      runs[code] = await fixtureRun(db, id, october, gross, tds, '2025-10-31T12:00:00+05:30');
    }
    // The responsible person of the statement's batch header (Payroll Settings).
    const signatory = await t.as(admin, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: {
        company_id: company,
        ...PAYROLL_SETTINGS_DEFAULTS,
        tds_signatory: {
          name: 'Meera Iyer',
          designation: 'Head of Payroll',
          pan: 'abcpi1234m',
          mobile: '9820012345',
          email: 'meera@tds.test',
        },
      },
    });
    expect(signatory.statusCode, signatory.body).toBe(200);
    for (const [on, serial, tax] of [
      ['2025-11-07', '00012', 6_000],
      ['2025-11-10', '00044', 3_620],
    ] as const) {
      const res = await t.as(admin, {
        method: 'POST',
        url: '/api/tds-challans',
        payload: {
          company_id: company,
          ...october,
          bsr_code: '0510308',
          deposited_on: on,
          challan_serial: serial,
          tax,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      challans.push(res.json().tds_challan.id);
    }
    // The demo HR manager keeps the demo company's challans only; the fixture company's are the admin's.
    hr = admin;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it('splits the month by default: the earlier challan first, in employee-code order', async () => {
    const [first, second] = challans as [number, number];
    expect(await lines(first)).toEqual([
      ['SPL0001', 2_500],
      ['SPL0002', 3_500],
    ]);
    expect(await lines(second)).toEqual([
      ['SPL0002', 2_620],
      ['SPL0003', 1_000],
    ]);
    const answer = (await get(hr, `/api/tds-challans/${first}/allocations`)).json().tds_challan_allocations;
    expect(answer).toMatchObject({ deposited: 6_000, allocated: 6_000, chosen: false });
    // Annexure I: two challans, the straddling run in both; its amount paid split in proportion (₹85,500
    // × 3,500 ÷ 6,120 = ₹48,897.058… → ₹48,897.06, the rest ₹36,602.94 with the second).
    expect(await annexure()).toEqual([
      [1, 1, 'SPL0001', 2_500, 60_000, '00012'],
      [1, 2, 'SPL0002', 3_500, 48_897.06, '00012'],
      [2, 1, 'SPL0002', 2_620, 36_602.94, '00044'],
      [2, 2, 'SPL0003', 1_000, 40_000, '00044'],
    ]);
    // The statement's text file, byte for byte as worked out by hand.
    const file = await get(
      admin,
      `/api/reports/form-24q?company_id=${company}&financial_year=2025-26&quarter=3&format=txt`,
    );
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="form-24q-2025-26-q3.txt"');
    const expected = readFileSync(new URL('../reports/fixtures/form-24q-2025-26-q3.txt', import.meta.url));
    expect(file.rawPayload.toString('latin1')).toBe(expected.toString('latin1'));
    expect(file.rawPayload.equals(expected)).toBe(true);
  });

  it('takes HR’s choice for a challan; the month’s other challan takes what is left', async () => {
    const [first, second] = challans as [number, number];
    const chosen = await put(hr, second, [
      { payroll_run_id: runs.SPL0001, amount: 2_500 },
      { payroll_run_id: runs.SPL0003, amount: 1_000 },
    ]);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().tds_challan_allocations).toMatchObject({ chosen: true, allocated: 3_500 });
    expect(await lines(first)).toEqual([['SPL0002', 6_000]]);
    // ₹120.40 of SPL0002's ₹6,120.40 is paid by no challan: the month is short and the statement blocked.
    const report = (
      await get(admin, `/api/reports/form-24q?company_id=${company}&financial_year=2025-26&quarter=3`)
    ).json();
    expect(report.blockers).toEqual([
      {
        field: 'challans',
        employee_code: 'Oct 2025',
        employee_name: 'TDS deposit',
        missing: ['challan for ₹120.00 (deducted ₹9620.00, covered ₹9500.00)'],
        // The screen links to where it is fixed: a new challan of the month on TDS Challans.
        link: '/tds-challans?financial_year=2025-26&record=2025-10',
      },
    ]);
    // A challan corrected below what HR credited from it is over-allocated: the line links to its Deductees.
    await t.database.db.execute(sql`update tds_challans set tax = tax - 1000 where id = ${second}`);
    const over = (
      await get(admin, `/api/reports/form-24q?company_id=${company}&financial_year=2025-26&quarter=3`)
    )
      .json()
      .blockers.find((b: Json) => b.employee_name === 'Challan of Oct 2025');
    expect(over?.link).toBe(`/tds-challans?financial_year=2025-26&allocate=${second}`);
    await t.database.db.execute(sql`update tds_challans set tax = tax + 1000 where id = ${second}`);
    // Back to the default split.
    expect((await put(hr, second, [])).json().tds_challan_allocations.chosen).toBe(false);
    expect(await lines(second)).toEqual([
      ['SPL0002', 2_620],
      ['SPL0003', 1_000],
    ]);
  });

  it('refuses more than a challan paid in, more than a run deducted, a run twice or of another month', async () => {
    const [first, second] = challans as [number, number];
    const over = await put(hr, second, [{ payroll_run_id: runs.SPL0002, amount: 6_120 }]);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.allocations).toEqual([
      'The challan paid in ₹3620.00; ₹6120.00 is more than it can cover.',
    ]);
    const wrong = await put(hr, first, [
      { payroll_run_id: runs.SPL0001, amount: 2_600 },
      { payroll_run_id: runs.SPL0001, amount: 1 },
      { payroll_run_id: 999_999, amount: 1 },
    ]);
    expect(wrong.json().errors.allocations).toEqual([
      "Line 1: SPL0001's TDS is ₹2500.00; at most ₹2500.00 is left for this one.",
      'Line 2: SPL0001 is listed twice.',
      'Line 3: not an approved or paid payroll run of this challan’s company and month.',
    ]);
    const [{ n }] = (await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from tds_challan_allocations`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    const demoHr = await t.login('hr@demo.test');
    expect((await get(demoHr, `/api/tds-challans/${first}/allocations`)).statusCode).toBe(404);
    expect((await put(demoHr, first, [])).statusCode).toBe(404);
  });

  it('refuses the file without what its header needs, Form 138’s fourth quarter, and the other Act’s year', async () => {
    const q = (query: string) =>
      get(admin, `/api/reports/form-24q?company_id=${company}&${query}&format=txt`);
    // Form 24Q's fourth quarter is written (salary details after the challans): this company has none to report.
    const q4 = await q('financial_year=2025-26&quarter=4');
    expect(q4.statusCode).toBe(422);
    expect(q4.json().errors.statement).toEqual(['The quarter has no deductee under a challan to report.']);
    // Form 138's is not: Protean has not published its layout.
    const q4Of138 = await get(
      admin,
      `/api/reports/form-138?company_id=${company}&tax_year=2026-27&quarter=4&format=txt`,
    );
    expect(q4Of138.statusCode).toBe(422);
    expect(q4Of138.json().errors.statement[0]).toMatch(
      /^Protean has not published the fourth quarter’s file format of Form 138/,
    );
    const wrongAct = await q('financial_year=2026-27&quarter=1');
    expect(wrongAct.statusCode).toBe(422);
    expect(wrongAct.json().errors.financial_year).toEqual([
      '2026-27 is reported in Form 138 (Income-tax Act, 2025).',
    ]);
    const asForm138 = await get(
      admin,
      `/api/reports/form-138?company_id=${company}&tax_year=2025-26&quarter=3&format=txt`,
    );
    expect(asForm138.json().errors.tax_year).toEqual([
      '2025-26 is reported in Form 24Q (Income-tax Act, 1961).',
    ]);
  });

  it('keeps the Q3 statement as filed with its receipt, and writes its correction (a C5 for a PAN; the C3 of an amount is in the engine’s fixture)', async () => {
    vi.setSystemTime(new Date('2026-02-10T12:00:00+05:30'));
    admin = await t.login('admin@demo.test');
    const record = (receipt_number: string) =>
      t.as(admin, {
        method: 'POST',
        url: '/api/tds-statements',
        payload: {
          company_id: company,
          tax_year: '2025-26',
          quarter: 3,
          form: '24Q',
          receipt_number,
          filed_on: '2026-01-28',
        },
      });
    // An 8-letter receipt: the statement is kept, but a correction needs the 15-digit token.
    const recorded = await record('QWERTYUI');
    expect(recorded.statusCode, recorded.body).toBe(201);
    const id = recorded.json().tds_statement.id as number;
    const [kept] = await rawRows<{ filed_text: string | null }>(
      t.database.db,
      sql`select filed_text from tds_statements where id = ${id}`,
    );
    expect(kept?.filed_text).toMatch(/^1\^FH\^SL1\^R\^/);
    const correction = (token = admin) =>
      t.as(token, { method: 'GET', url: `/api/tds-statements/${id}/correction` });
    expect((await correction()).json().errors.correction).toEqual([
      'A correction quotes the 15-digit token number of the filed statement: record it as the statement’s receipt.',
    ]);
    expect((await record('123456789012345')).statusCode).toBe(201);
    expect((await correction()).json().errors.correction).toEqual([
      'Nothing differs from the statement as filed: there is nothing to correct.',
    ]);

    // SPL0002's PAN was filed wrong: corrected on the employee, the correction is a C5.
    await t.database.db.execute(sql`update employees set pan = 'AAAPL9999Q' where id = ${ids.SPL0002}`);
    const file = await correction();
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain('form-24q-2025-26-q3-correction.txt');
    const lines = file.body
      .split('\r\n')
      .filter(Boolean)
      .map((l: string) => l.split('^'));
    expect(file.body.endsWith('\r\n')).toBe(true);
    // FH 4: a correction; one batch (C5) naming the filed statement's token as original and previous.
    expect(lines[0]?.[3]).toBe('C');
    const batches = lines.filter((f: string[]) => f[1] === 'BH');
    expect(batches.map((b: string[]) => [b[5], b[7], b[8]])).toEqual([
      ['C5', '123456789012345', '123456789012345'],
    ]);
    const deductee = lines.find((f: string[]) => f[1] === 'DD') as string[];
    // The last PAN as filed (DD 9) and the PAN now (DD 10).
    expect([deductee[8], deductee[9]]).toEqual(['ABCPS5678L', 'AAAPL9999Q']);
    // Once the receipt is corrected, what was filed stays as first kept.
    const [still] = await rawRows<{ filed_text: string }>(
      t.database.db,
      sql`select filed_text from tds_statements where id = ${id}`,
    );
    expect(still?.filed_text).toBe(kept?.filed_text);
    await t.database.db.execute(sql`update employees set pan = 'ABCPS5678L' where id = ${ids.SPL0002}`);
  });

  it('writes Form 138 for the first quarter of tax year 2026-27, byte for byte', async () => {
    vi.setSystemTime(new Date('2026-07-20T12:00:00+05:30'));
    admin = await t.login('admin@demo.test');
    await fixtureRun(
      t.database.db,
      ids.SPL0001 as number,
      { year: 2026, month: 4 },
      60_000,
      2_500,
      '2026-05-02T12:00:00+05:30',
    );
    const challan = await t.as(admin, {
      method: 'POST',
      url: '/api/tds-challans',
      payload: {
        company_id: company,
        year: 2026,
        month: 4,
        bsr_code: '0510308',
        deposited_on: '2026-05-07',
        challan_serial: '00031',
        tax: 2_500,
      },
    });
    expect(challan.statusCode, challan.body).toBe(201);
    const report = (
      await get(admin, `/api/reports/form-138?company_id=${company}&tax_year=2026-27&quarter=1`)
    ).json();
    expect(report.blockers).toEqual([]);
    expect(report.rows.map((r: Json) => [r.employee_code, r.section_code, r.payment_date])).toEqual([
      // The pay date (the month's last working day), not the day the run was marked paid.
      ['SPL0001', '1002', '30/04/2026'],
    ]);
    const file = await get(
      admin,
      `/api/reports/form-138?company_id=${company}&tax_year=2026-27&quarter=1&format=txt`,
    );
    expect(file.statusCode, file.body).toBe(200);
    const expected = readFileSync(new URL('../reports/fixtures/form-138-2026-27-q1.txt', import.meta.url));
    expect(file.rawPayload.toString('latin1')).toBe(expected.toString('latin1'));
  });
});
