import { financialYearOf } from '@hrms/contracts/tax-year';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCompany } from '../../../test/tds-company';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bonusEntries } from '../../db/schema/bonus';
import { employees } from '../../db/schema/employees';
import { finalSettlements } from '../../db/schema/exits';
import { payrollRuns } from '../../db/schema/payroll';
import { todayIn } from '../../platform/dates';
import { bonusDue, settleBonus } from './settlement';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const DAYS = [30, 31, 30, 31, 31, 30, 31, 30, 31, 31, 28, 31]; // April 2025 to March 2026

/**
 * Statutory bonus runs (Payment of Bonus Act 1965) with the seeded BONUS rules: eligible up to
 * ₹21,000 a month (s.2(13)), at least 30 days (s.8), 8.33%–20% (s.10, s.11), each month counted at most at
 * ₹7,000 (s.12; no state minimum wage entered).
 */
describe('bonus runs', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  let company: number;
  const staff: Record<string, number> = {};

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    t.as(token, { method, url, ...(payload ? { payload } : {}) });

  /** A fixture employee paid every listed month of 2025-26 at a BASIC of `basic` (paid runs). */
  async function worker(
    code: string,
    basic: number,
    months: { index: number; days?: number }[],
    companyId = company,
  ) {
    const db = t.database.db;
    const [row] = await db
      .insert(employees)
      .values({
        employee_id: code,
        email: `${code.toLowerCase()}@bonus.test`,
        company_id: companyId,
        hire_date: '2020-01-01',
        first_name: 'Bonus',
        last_name: code,
      } as typeof employees.$inferInsert)
      .returning({ id: employees.id });
    const id = row?.id as number;
    for (const { index, days } of months) {
      const total = DAYS[index] as number;
      const paid = days ?? total;
      const earned = Math.round((basic * paid * 100) / total) / 100;
      await db.insert(payrollRuns).values({
        employee_id: id,
        year: index < 9 ? 2025 : 2026,
        month: ((index + 3) % 12) + 1,
        status: 'paid',
        total_days: total,
        days_paid: paid.toFixed(1),
        basic_salary: earned.toFixed(2),
        gross_salary: earned.toFixed(2),
        total_deductions: '0.00',
        net_salary: earned.toFixed(2),
        pf_deduction: '0.00',
        professional_tax: '0.00',
        tds_deduction: '0.00',
        breakdown: { earnings: { basic_salary: earned, dearness_allowance: 0 } },
        inputs: { state_code: 'MH' },
      });
    }
    return id;
  }
  const everyMonth = DAYS.map((_, index) => ({ index }));

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    company = await fixtureCompany(t.database.db, 'Bonus Works', 'BNW');
    staff.low = await worker('BNW0001', 15_000, everyMonth);
    staff.atLimit = await worker('BNW0002', 21_000, everyMonth);
    staff.above = await worker('BNW0003', 21_001, everyMonth);
    staff.short = await worker('BNW0004', 10_000, [{ index: 11, days: 29 }]);
  });
  afterAll(() => t.close());

  let fixtureRun: number;

  it('computes a draft at the company’s rate (8.33%), eligible or not with the reason — hand-worked', async () => {
    const res = await call(admin, 'POST', '/api/bonus-runs', {
      company_id: company,
      accounting_year: '2025-26',
      pay_year: 2026,
      pay_month: 4,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    fixtureRun = body.bonus_run.id;
    expect(body.bonus_run).toMatchObject({
      status: 'draft',
      rate: 8.33,
      employees: 4,
      eligible: 2,
      rules: { eligibility_limit: 21_000, calculation_ceiling: 7_000 },
    });
    const by = new Map(body.entries.map((e: Json) => [e.employee_id, e]));
    // ₹15,000 a month counted at ₹7,000 (s.12): 84,000 × 8.33% = 6,997.20 → ₹6,997
    expect(by.get(staff.low)).toMatchObject({
      eligible: true,
      working_days: 365,
      salary_earned: 180_000,
      salary_for_bonus: 84_000,
      bonus: 6_997,
    });
    // At the limit (s.2(13) "not exceeding"): eligible, the same ₹6,997.
    expect(by.get(staff.atLimit)).toMatchObject({ eligible: true, bonus: 6_997 });
    // One rupee above: not an employee under the Act in any month.
    expect(by.get(staff.above)).toMatchObject({ eligible: false, bonus: 0 });
    expect((by.get(staff.above) as Json).reason).toMatch(/above ₹21,000/);
    // 29 days (s.8: at least 30).
    expect(by.get(staff.short)).toMatchObject({ eligible: false, working_days: 29, bonus: 0 });
    expect(body.bonus_run.total_bonus).toBe(13_994);
  });

  it('shows the new-run form the company’s rate and the year’s legal range', async () => {
    const res = await call(
      admin,
      'GET',
      `/api/bonus-runs/defaults?company_id=${company}&accounting_year=2025-26`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().bonus_defaults).toMatchObject({
      company_id: company,
      accounting_year: '2025-26',
      rate: 8.33,
      rules: { min_rate: 8.33, max_rate: 20, eligibility_limit: 21_000, minimum_bonus: 100 },
    });
    expect((await call(hr, 'GET', `/api/bonus-runs/defaults?company_id=${company}`)).statusCode).toBe(404);
  });

  it('answers 422 on a rate outside 8.33%–20%, 409 on a second run for the year', async () => {
    for (const rate of [8, 20.5]) {
      const res = await call(admin, 'POST', '/api/bonus-runs', {
        company_id: company,
        accounting_year: '2024-25',
        rate,
        pay_year: 2025,
        pay_month: 10,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.rate[0]).toMatch(/between 8.33% and 20%/);
    }
    const again = await call(admin, 'POST', '/api/bonus-runs', {
      company_id: company,
      accounting_year: '2025-26',
      pay_year: 2026,
      pay_month: 5,
    });
    expect(again.statusCode).toBe(409);
    const early = await call(admin, 'POST', '/api/bonus-runs', {
      company_id: company,
      accounting_year: '2025-26',
      pay_year: 2025,
      pay_month: 3,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.pay_month).toBeDefined();
  });

  it('keeps another company’s run from HR (404) and bonus runs from an employee (403)', async () => {
    expect((await call(hr, 'GET', `/api/bonus-runs/${fixtureRun}`)).statusCode).toBe(404);
    expect((await call(hr, 'PUT', `/api/bonus-runs/${fixtureRun}/approve`)).statusCode).toBe(404);
    const listed = await call(hr, 'GET', '/api/bonus-runs');
    expect(listed.json().data.some((r: Json) => r.id === fixtureRun)).toBe(false);
    expect((await call(employee, 'GET', '/api/bonus-runs')).statusCode).toBe(403);
    expect((await call(employee, 'GET', `/api/bonus-runs/${fixtureRun}/register`)).statusCode).toBe(403);
    expect(
      (
        await call(employee, 'POST', '/api/bonus-runs', {
          accounting_year: '2025-26',
          pay_year: 2026,
          pay_month: 4,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('downloads the register (Form C) as CSV', async () => {
    const res = await call(admin, 'GET', `/api/bonus-runs/${fixtureRun}/register`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/bonus-register-form-c-Bonus-Works-2025-26\.csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/Number of days worked in the year/);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^1,BNW0001,Bonus BNW0001,,365,180000\.00,84000\.00,Yes,,6997\.00/);
  });

  it('lists the register in Reports (bonus-register) for the accounting year, with its totals', async () => {
    const res = await call(
      admin,
      'GET',
      `/api/reports/bonus-register?financial_year=2025-26&company_id=${company}&per_page=100`,
    );
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ key: 'bonus-register', total: 4 });
    expect(report.totals.bonus).toBe(13_994);
    const low = report.rows.find((r: Json) => r.employee_code === 'BNW0001');
    expect(low).toMatchObject({ eligible: 'Yes', salary_for_bonus: 84_000, bonus: 6_997, rate: '8.33' });
    // Another year has no run.
    const none = await call(
      admin,
      'GET',
      `/api/reports/bonus-register?financial_year=2024-25&company_id=${company}&per_page=100`,
    );
    expect(none.json().total).toBe(0);
  });

  it('approves exactly once under parallel requests; an approved run is neither recomputed nor deleted', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(admin, 'PUT', `/api/bonus-runs/${fixtureRun}/approve`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await call(admin, 'PUT', `/api/bonus-runs/${fixtureRun}/recompute`)).statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/api/bonus-runs/${fixtureRun}`)).statusCode).toBe(409);
    const audit = await call(admin, 'GET', `/api/audit-events?entity_type=bonus_run&entity_id=${fixtureRun}`);
    expect(audit.statusCode).toBe(200);
    const actions = audit.json().data.map((e: Json) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['bonus_run.computed', 'bonus_run.approved']));
    expect(actions.filter((a: string) => a === 'bonus_run.approved')).toHaveLength(1);
  });

  it('hands a leaver’s approved unpaid bonus to the settlement, which ties it (bonusDue, settleBonus)', async () => {
    const db = t.database.db;
    const due = await bonusDue(db, staff.low as number, '2026-06-30');
    expect(due.amount).toBe(6_997_00);
    expect(due.entryIds).toHaveLength(1);
    // The running year 2026-27 has no runs for them: nothing more, and why.
    expect(due.currentYear).toMatchObject({ accountingYear: '2026-27', amount: 0, eligible: false });
    const [settlement] = await db
      .insert(finalSettlements)
      .values({ employee_id: staff.low as number, last_working_day: '2026-06-30', statement: {} })
      .returning({ id: finalSettlements.id });
    await settleBonus(db, due.entryIds, settlement?.id as number);
    expect((await bonusDue(db, staff.low as number, '2026-06-30')).entryIds).toEqual([]);
    const shown = (await call(admin, 'GET', `/api/bonus-runs/${fixtureRun}`)).json();
    const line = shown.entries.find((e: Json) => e.employee_id === staff.low);
    expect(line).toMatchObject({
      final_settlement_id: settlement?.id,
      paid_through: 'Full and final settlement',
    });
  });

  it('works out a leaver’s running year to the last working day (s.13), and the year’s run records it as paid', async () => {
    const db = t.database.db;
    // The year's run is approved for Bonus Works: its entry is what is due, no running-year figure.
    const covered = await bonusDue(db, staff.atLimit as number, '2026-03-31');
    expect(covered).toMatchObject({ amount: 6_997_00, currentYear: null });
    expect(covered.entryIds).toHaveLength(1);

    // Another company with no run: April–June 2025 at ₹15,000, leaving 30 June 2025.
    const other = await fixtureCompany(db, 'Bonus Leavers', 'BNL');
    const leaver = await worker('BNL0001', 15_000, [{ index: 0 }, { index: 1 }, { index: 2 }], other);
    const due = await bonusDue(db, leaver, '2025-06-30');
    // 3 × ₹7,000 = 21,000 × 8.33% = 1,749.30 → ₹1,749 (above the minimum ₹100 × 91 ÷ 365 → ₹25)
    expect(due.currentYear).toEqual({
      accountingYear: '2025-26',
      amount: 1_749_00,
      eligible: true,
      reason: null,
    });
    expect(due.amount).toBe(1_749_00);
    expect(due.entryIds).toEqual([]);

    // Once the settlement is approved, the year's run records the leaver's line as paid by it.
    const [settlement] = await db
      .insert(finalSettlements)
      .values({ employee_id: leaver, last_working_day: '2025-06-30', status: 'approved', statement: {} })
      .returning({ id: finalSettlements.id });
    const run = await call(admin, 'POST', '/api/bonus-runs', {
      company_id: other,
      accounting_year: '2025-26',
      pay_year: 2026,
      pay_month: 4,
    });
    expect(run.statusCode).toBe(201);
    expect(run.json().entries[0]).toMatchObject({
      employee_id: leaver,
      bonus: 1_749,
      final_settlement_id: settlement?.id,
      paid_through: 'Full and final settlement',
    });
  });
});

/** Last month: the demo has processed (every sixth approved) runs for it; the month before is paid. */
const lastMonth = (() => {
  const [y, m] = todayIn().split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
})();
const thisMonth = (() => {
  const [y, m] = todayIn().split('-').map(Number) as [number, number];
  return { year: y, month: m };
})();

describe('bonus paid through payroll', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr] = await Promise.all([t.login('admin@demo.test'), t.login('hr@demo.test')]);
  });
  afterAll(() => t.close());

  it('computes, recomputes and deletes a draft; once approved, the pay month’s payroll pays it once', async () => {
    const year = financialYearOf(`${lastMonth.year}-${String(lastMonth.month).padStart(2, '0')}-01`);
    const request = { accounting_year: year, rate: 20, pay_year: lastMonth.year, pay_month: lastMonth.month };
    const first = await t.as(hr, { method: 'POST', url: '/api/bonus-runs', payload: request });
    expect(first.statusCode).toBe(201);
    const draft = first.json().bonus_run.id;
    expect(first.json().bonus_run).toMatchObject({ rate: 20, status: 'draft' });
    const recomputed = await t.as(hr, { method: 'PUT', url: `/api/bonus-runs/${draft}/recompute` });
    expect(recomputed.statusCode).toBe(200);
    expect(recomputed.json().bonus_run.total_bonus).toBe(first.json().bonus_run.total_bonus);
    expect((await t.as(hr, { method: 'DELETE', url: `/api/bonus-runs/${draft}` })).statusCode).toBe(200);
    expect((await t.as(hr, { method: 'GET', url: `/api/bonus-runs/${draft}` })).statusCode).toBe(404);

    const created = await t.as(hr, { method: 'POST', url: '/api/bonus-runs', payload: request });
    expect(created.statusCode).toBe(201);
    const run = created.json();
    expect(
      (await t.as(hr, { method: 'PUT', url: `/api/bonus-runs/${run.bonus_run.id}/approve` })).statusCode,
    ).toBe(200);

    // An eligible employee whose last-month run is still open (processed), and not HR's or the admin's own.
    const own = await Promise.all(
      [hr, admin].map(
        async (token) => (await t.as(token, { method: 'GET', url: '/api/me' })).json().user.employee?.id,
      ),
    );
    const open = await t.database.db
      .select({ employee_id: payrollRuns.employee_id })
      .from(payrollRuns)
      .where(eq(payrollRuns.status, 'processed'));
    const openIds = new Set(open.map((r) => r.employee_id));
    const entry = run.entries.find(
      (e: Json) => e.eligible && e.bonus > 0 && openIds.has(e.employee_id) && !own.includes(e.employee_id),
    );
    expect(entry).toBeDefined();
    // 20% of the salary counted for bonus, to the rupee (s.11), at least the minimum.
    expect(entry.bonus).toBe(Math.max(Math.round(entry.salary_for_bonus * 0.2), 0));

    const process = async (period: { year: number; month: number }) => {
      const res = await t.as(hr, {
        method: 'POST',
        url: '/api/payroll/process',
        payload: { employee_id: entry.employee_id, ...period },
      });
      expect(res.statusCode).toBe(200);
      const runs = await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${period.month}&year=${period.year}&employee_id=${entry.employee_id}`,
      });
      const [payrollRun] = runs.json().data;
      const shown = await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${payrollRun.id}/breakdown` });
      return { id: payrollRun.id as number, breakdown: shown.json().breakdown as Json };
    };
    const paid = await process(lastMonth);
    expect(paid.breakdown.earnings.bonus).toBe(entry.bonus);
    expect(paid.breakdown.bonus_detail).toEqual({
      bonus_run_id: run.bonus_run.id,
      accounting_year: year,
      amount: entry.bonus,
    });
    // Reprocessing the open month recomputes it: still paid once.
    const again = await process(lastMonth);
    expect(again.breakdown.earnings.bonus).toBe(entry.bonus);
    const [linked] = await t.database.db
      .select({ payroll_run_id: bonusEntries.payroll_run_id })
      .from(bonusEntries)
      .where(eq(bonusEntries.id, entry.id));
    expect(linked?.payroll_run_id).toBe(again.id);

    // HR processed it; the admin approves (segregation of duties). The next month pays no bonus again.
    expect(
      (await t.as(admin, { method: 'PUT', url: `/api/payroll-runs/${again.id}/approve` })).statusCode,
    ).toBe(200);
    const next = await process(thisMonth);
    expect(next.breakdown.earnings.bonus).toBe(0);
    expect(next.breakdown.bonus_detail).toBeNull();
    const shown = (await t.as(hr, { method: 'GET', url: `/api/bonus-runs/${run.bonus_run.id}` })).json();
    expect(shown.entries.find((e: Json) => e.id === entry.id).paid_through).toMatch(/^Payroll /);
    expect(shown.bonus_run.paid).toBe(1);
  });
});
