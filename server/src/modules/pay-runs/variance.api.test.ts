import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { payrollRuns } from '../../db/schema/payroll';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * The review before approval on a hand-worked pair of months, written straight into payroll_runs for one
 * demo employee in 2030 (no other runs then). May (31 days, all paid): basic 15,000 + HRA 15,000, PF 1,800,
 * PT 200, TDS 1,000: net 27,000. June (30 days, all paid): a 10% raise to 16,500 + 16,500, May's difference
 * of 3,000 paid as arrears, overtime 1,650, PF 1,800 (capped), PT 200, TDS re-estimated to 1,900: net
 * 33,750. The change of 6,750 is the revision 3,000 (a full month of 33,000 against 30,000, at 30 of 30
 * days), arrears 3,000, overtime 1,650 and TDS −900; 25% of May's net, above the 10% threshold.
 */
describe('the variance review (GET /api/payroll/variance)', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let companyId: number;
  let employeeId: number;
  let juneId: number;
  const MAY = { year: 2030, month: 5 };
  const JUNE = { year: 2030, month: 6 };

  const runOf = (period: typeof MAY, status: string, m: Json) => ({
    employee_id: employeeId,
    ...period,
    status,
    total_days: m.total_days,
    days_paid: String(m.total_days),
    basic_salary: String(m.earnings.basic_salary),
    gross_salary: String(m.gross),
    total_deductions: String(m.deductions),
    net_salary: String(m.gross - m.deductions),
    pf_deduction: '1800',
    professional_tax: '200',
    tds_deduction: String(m.tds),
    breakdown: {
      earnings: m.earnings,
      deductions: { pf_deduction: 1800, professional_tax: 200, tds_deduction: m.tds },
      statutory: { pf_wages: 15_000 },
    },
    inputs: { structure: m.structure },
    ...(status === 'paid' ? { released_at: new Date() } : {}),
  });

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = await Promise.all([t.login('hr@demo.test'), t.login('admin@demo.test')]);
    const me = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.employee;
    companyId = me.company_id;
    // Someone whose pay neither HR nor the admin may approve for themselves: the employee's.
    const employee = await t.login('employee@demo.test');
    employeeId = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee.id;
    const structure = (amount: number) => [
      { code: 'BASIC', amount },
      { code: 'HRA', amount },
    ];
    await t.database.db.insert(payrollRuns).values(
      runOf(MAY, 'paid', {
        total_days: 31,
        earnings: { basic_salary: 15_000, hra: 15_000 },
        gross: 30_000,
        deductions: 3_000,
        tds: 1_000,
        structure: structure(15_000),
      }),
    );
    const [june] = await t.database.db
      .insert(payrollRuns)
      .values(
        runOf(JUNE, 'processed', {
          total_days: 30,
          earnings: { basic_salary: 16_500, hra: 16_500, arrears: 3_000, overtime: 1_650 },
          gross: 37_650,
          deductions: 3_900,
          tds: 1_900,
          structure: structure(16_500),
        }),
      )
      .returning({ id: payrollRuns.id });
    juneId = june?.id as number;
  });
  afterAll(() => t.close());

  const variance = async (query = '') =>
    (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll/variance?company_id=${companyId}&month=6&year=2030${query}`,
      })
    ).json();

  it('explains the change in net pay by its causes, to the rupee, and flags it', async () => {
    const answer = await variance();
    expect(answer).toMatchObject({ year: 2030, month: 6, threshold_percent: 10, flagged: 1 });
    expect(answer.rows).toHaveLength(1);
    const [row] = answer.rows;
    expect(row).toMatchObject({
      run_id: juneId,
      net_salary: 33_750,
      previous_net_salary: 27_000,
      net_change: 6_750,
      net_change_percent: 25,
    });
    expect(row.causes).toEqual([
      { cause: 'revision', label: 'Salary revision', amount: 3_000 },
      { cause: 'arrears', label: 'Arrears', amount: 3_000 },
      { cause: 'overtime', label: 'Overtime', amount: 1_650 },
      { cause: 'tds', label: 'TDS re-estimate', amount: -900 },
    ]);
    expect(row.flags).toEqual([{ flag: 'net_change', label: 'Net pay changed by more than the threshold' }]);
    // A higher threshold lets the change pass; the causes stay.
    expect((await variance('&threshold_percent=30')).flagged).toBe(0);
    expect((await variance('&threshold_percent=-1')).errors).toHaveProperty('threshold_percent');
  });

  it('shows the flag on the pay run and asks a note of whoever approves the flagged run, then keeps it', async () => {
    const run = (
      await t.as(hr, { method: 'GET', url: `/api/pay-runs?company_id=${companyId}&month=6&year=2030` })
    ).json().pay_run;
    expect(run.counts.flagged).toBe(1);
    expect(run.steps.find((s: Json) => s.key === 'review')).toMatchObject({
      state: 'attention',
      summary: '1 flagged run to check',
    });
    const approve = (payload: Json) =>
      t.as(admin, {
        method: 'POST',
        url: '/api/pay-runs/approve',
        payload: { company_id: companyId, ...JUNE, ...payload },
      });
    const refused = await approve({});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.note).toEqual([
      '1 of the runs to approve is flagged by the review: give a note to approve it.',
    ]);
    const approved = await approve({ note: 'Raise of 1 June, arrears for May' });
    expect(approved.json()).toMatchObject({ changed: 1, skipped: [] });
    const [kept] = await rawRows<{ status: string; approval_note: string }>(
      t.database.db,
      sql`select status, approval_note from payroll_runs where id = ${juneId}`,
    );
    expect(kept).toEqual({ status: 'approved', approval_note: 'Raise of 1 June, arrears for May' });
  });
});
