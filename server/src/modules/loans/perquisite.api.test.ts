import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loans } from '../../db/schema/loans';
import { todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const [thisYear, thisMonth] = todayIn().split('-').map(Number) as [number, number];
const at = thisYear * 12 + thisMonth - 2;
/** Last month: the demo database has attendance for it and leaves its runs processed. */
const lastMonth = { year: Math.floor(at / 12), month: (at % 12) + 1 };
const firstDay = `${lastMonth.year}-${String(lastMonth.month).padStart(2, '0')}-01`;
/** The months of the financial year from last month to March (the TDS estimate's months). */
const monthsToMarch = lastMonth.month >= 4 ? 12 - lastMonth.month + 4 : 4 - lastMonth.month;

/**
 * A concessional loan's perquisite through payroll (s.17(2); rule 3(7)(i), rule 15(5)(a) from 2026-27): the
 * month's value on its largest balance in the run's breakdown, the months ahead following the EMIs, all of it
 * salary for TDS; a loan within the year's exempt aggregate, or without SBI's rate, adds nothing.
 */
describe('loan perquisites in payroll', () => {
  let t: TestApp;
  let hr: string;
  let worker: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) =>
    t.as(hr, { method, url, ...(payload ? { payload } : {}) });
  const breakdown = async () => {
    const processed = await call('POST', '/api/payroll/process', { employee_id: worker, ...lastMonth });
    expect(processed.statusCode, processed.body).toBe(200);
    const runs = await call(
      'GET',
      `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&employee_id=${worker}`,
    );
    return (await call('GET', `/api/payroll-runs/${runs.json().data[0].id}/breakdown`)).json()
      .breakdown as Json;
  };

  /** An interest-free loan to the worker, EMI ₹10,000 from last month, valued at SBI's 9%. */
  const interestFree = (principal: number) =>
    call('POST', '/api/loans', {
      employee_id: worker,
      kind: 'loan',
      principal,
      interest_rate: 0,
      emi: 10000,
      disbursed_on: firstDay,
      start_year: lastMonth.year,
      start_month: lastMonth.month,
      perquisite_rate: 9,
    });

  beforeAll(async () => {
    t = await createTestApp();
    hr = await t.login('hr@demo.test');
    const open = await call(
      'GET',
      `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&status=processed&per_page=20`,
    );
    const withLoans = (await t.database.db.select({ id: loans.employee_id }).from(loans)).map((l) => l.id);
    const me = (await call('GET', '/api/me')).json().user.employee?.id;
    worker = open
      .json()
      .data.map((r: Json) => r.employee.id)
      .find((id: number) => id !== me && !withLoans.includes(id));
    expect(worker).toBeTruthy();
  });
  afterAll(() => t.close());

  it('values an interest-free ₹3,00,000 at SBI’s 9% and counts it, and the months ahead, as salary for TDS', async () => {
    const before = await breakdown();
    expect(before.perquisites).toBeNull();
    const created = await interestFree(300000);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().loan).toMatchObject({ perquisite_rate: 9, medical: false });
    const loanId = created.json().loan.id;

    const after = await breakdown();
    // ₹3,00,000 × 9% ÷ 12 = ₹2,250 on the month's largest balance (before its EMI).
    expect(after.perquisites).toEqual({
      total: 2250,
      exempt: false,
      loans: [
        {
          loan_id: loanId,
          balance: 300000,
          benchmark_rate: 9,
          charged_rate: 0,
          value: 2250,
          recovered: 0,
          taxable: 2250,
        },
      ],
    });
    // The year's perquisites: this month and each month to March on a balance ₹10,000 lower each month —
    // ₹2,250, ₹2,175, ₹2,100 … (₹75 less a month).
    const expected = Array.from({ length: monthsToMarch }, (_, i) => 2250 - 75 * i).reduce(
      (a, b) => a + b,
      0,
    );
    expect(after.tds.this_month - before.tds.this_month).toBe(2250);
    expect(after.tds.projected_annual_income - before.tds.projected_annual_income).toBe(expected);
    expect(after.tds.annual_tax).toBeGreaterThanOrEqual(before.tds.annual_tax);

    // Without SBI's rate the loan is not valued; the year's income is as before.
    const unvalued = await call('PUT', `/api/loans/${loanId}`, {
      emi: 10000,
      purpose: null,
      perquisite_rate: null,
    });
    expect(unvalued.statusCode, unvalued.body).toBe(200);
    const cleared = await breakdown();
    expect(cleared.perquisites).toBeNull();
    expect(cleared.tds.projected_annual_income).toBe(before.tds.projected_annual_income);
    // Gone, for the next case to stand alone.
    await t.database.db.execute(sql`delete from loan_ledger where loan_id = ${loanId}`);
    await t.database.db.execute(sql`delete from loans where id = ${loanId}`);
  });

  it('adds nothing while the loans in aggregate stay within the year’s exempt limit (₹2,00,000 from 2026-27)', async () => {
    const base = await breakdown();
    const created = await interestFree(200000);
    expect(created.statusCode, created.body).toBe(201);
    const b = await breakdown();
    expect(b.perquisites).toMatchObject({ total: 0, exempt: true });
    expect(b.perquisites.loans[0]).toMatchObject({ value: 1500, taxable: 0 });
    // Valued (₹2,00,000 × 9% ÷ 12 = ₹1,500) but exempt: the year's income is as without the loan.
    expect(b.tds.projected_annual_income).toBe(base.tds.projected_annual_income);
  });
});
