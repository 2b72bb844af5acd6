import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCompany, fixtureEmployee, fixtureRun } from '../../../test/tds-company';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * Two challans for one month (October 2025 of a fixture company): ₹6,000 deposited on 7 November and
 * ₹3,620.40 on 10 November against ₹2,500 + ₹6,120.40 + ₹1,000 deducted from three employees. By default the
 * first challan takes CHF0001 and ₹3,500 of CHF0002, the second the rest of CHF0002 and CHF0003 (the
 * statement lists each deductee under the challan that paid it); HR may choose otherwise, never more than a
 * challan paid in. Form 24Q's Annexure I follows the allocation.
 */
describe('which challan paid whose tax', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let company: number;
  const runs: Record<string, number> = {};
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
    t = await createTestApp();
    [admin, hr] = await Promise.all([t.login('admin@demo.test'), t.login('hr@demo.test')]);
    const db = t.database.db;
    company = await fixtureCompany(db, 'Split Challans', 'SPL', { tan: 'MUMS12345F', pan: 'AAACS1234F' });
    const october = { year: 2025, month: 10 };
    const people: [string, string, number, number][] = [
      ['SPL0001', 'ABCPR1234K', 60_000, 2_500],
      ['SPL0002', 'ABCPS5678L', 85_500.5, 6_120.4],
      ['SPL0003', 'ABCPT9012M', 40_000, 1_000],
    ];
    for (const [code, pan, gross, tds] of people) {
      const id = await fixtureEmployee(db, company, code, ['Staff', code], pan);
      runs[code] = await fixtureRun(db, id, october, gross, tds, '2025-10-31T12:00:00+05:30');
    }
    for (const [on, serial, tax] of [
      ['2025-11-07', '00012', 6_000],
      ['2025-11-10', '00044', 3_620.4],
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
  afterAll(() => t.close());

  it('splits the month by default: the earlier challan first, in employee-code order', async () => {
    const [first, second] = challans as [number, number];
    expect(await lines(first)).toEqual([
      ['SPL0001', 2_500],
      ['SPL0002', 3_500],
    ]);
    expect(await lines(second)).toEqual([
      ['SPL0002', 2_620.4],
      ['SPL0003', 1_000],
    ]);
    const answer = (await get(hr, `/api/tds-challans/${first}/allocations`)).json().tds_challan_allocations;
    expect(answer).toMatchObject({ deposited: 6_000, allocated: 6_000, chosen: false });
    // Annexure I: two challans, the straddling run in both; its amount paid split in proportion (₹85,500.50
    // × 3,500 ÷ 6,120.40 = ₹48,894.149… → ₹48,894.15, the rest ₹36,606.35 with the second).
    expect(await annexure()).toEqual([
      [1, 1, 'SPL0001', 2_500, 60_000, '00012'],
      [1, 2, 'SPL0002', 3_500, 48_894.15, '00012'],
      [2, 1, 'SPL0002', 2_620.4, 36_606.35, '00044'],
      [2, 2, 'SPL0003', 1_000, 40_000, '00044'],
    ]);
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
        missing: ['challan for ₹120.40 (deducted ₹9620.40, covered ₹9500.00)'],
      },
    ]);
    // Back to the default split.
    expect((await put(hr, second, [])).json().tds_challan_allocations.chosen).toBe(false);
    expect(await lines(second)).toEqual([
      ['SPL0002', 2_620.4],
      ['SPL0003', 1_000],
    ]);
  });

  it('refuses more than a challan paid in, more than a run deducted, a run twice or of another month', async () => {
    const [first, second] = challans as [number, number];
    const over = await put(hr, second, [{ payroll_run_id: runs.SPL0002, amount: 6_120.4 }]);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.allocations).toEqual([
      'The challan paid in ₹3620.40; ₹6120.40 is more than it can cover.',
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
});
