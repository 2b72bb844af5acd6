import { EARNING_FIELDS } from '@hrms/contracts/payroll';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOf, monthsAgo } from '../../../test/months';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { payrollArrears } from '../../db/schema/payroll';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const thisMonth = monthsAgo(0);
const lastMonth = monthsAgo(1);
const twoAgo = monthsAgo(2);
const rupee = (n: number) => Math.round(n);

/**
 * Salary revisions with arrears: the demo pays the month two months ago and leaves last month
 * processed; a revision dated two months back is paid as arrears by this month's run, month by month.
 */
describe('arrears of a back-dated salary revision', () => {
  let t: TestApp;
  let hr: string;
  let employeeId: number;
  const runOf = async (period: { year: number; month: number }) =>
    (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${period.month}&year=${period.year}&employee_id=${employeeId}`,
      })
    ).json().data[0] as Json | undefined;
  const breakdownOf = async (runId: number) =>
    (await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${runId}/breakdown` })).json().breakdown as Json;
  const process = (period: { year: number; month: number }) =>
    t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: [employeeId], ...period },
    });

  beforeAll(async () => {
    t = await createTestApp();
    hr = await t.login('hr@demo.test');
    const hrUser = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user;
    // An employee whose month two months ago is paid and last month's processed (not HR's own pay).
    const open = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&status=processed&per_page=20`,
    });
    const candidates = open
      .json()
      .data.map((r: Json) => r.employee.id)
      .filter((id: number) => id !== hrUser.employee?.id);
    for (const id of candidates) {
      employeeId = id;
      if ((await runOf(twoAgo))?.status === 'paid') break;
    }
    expect((await runOf(twoAgo))?.status).toBe('paid');
  });
  afterAll(() => t.close());

  it('pays each earlier month’s differences in this month’s run, and reprocessing replaces them', async () => {
    const paidBefore = await breakdownOf((await runOf(twoAgo))?.id);
    const processedBefore = await breakdownOf((await runOf(lastMonth))?.id);

    const current = (
      await t.as(hr, { method: 'GET', url: `/api/employees/${employeeId}/salary-structure` })
    ).json();
    const raise = 5_000;
    const components = current.salary_structure.map((l: Json) => ({
      salary_component_id: l.salary_component_id,
      amount: l.salary_component.code === 'BASIC' ? (l.amount as number) + raise : l.amount,
      percentage: l.percentage,
    }));
    const basic = current.salary_structure.find((l: Json) => l.salary_component.code === 'BASIC').amount;
    const saved = await t.as(hr, {
      method: 'PUT',
      url: `/api/employees/${employeeId}/salary-structure`,
      payload: { effective_from: firstOf(twoAgo), components },
    });
    expect(saved.statusCode).toBe(200);

    expect((await process(thisMonth)).statusCode).toBe(200);
    const run = await runOf(thisMonth);
    const b = await breakdownOf(run?.id);
    expect(b.arrear_months.map((a: Json) => [a.year, a.month])).toEqual([
      [twoAgo.year, twoAgo.month],
      [lastMonth.year, lastMonth.month],
    ]);
    // BASIC's difference is the raise earned over each month's days paid, to the rupee (as that month paid it).
    for (const [i, before] of [paidBefore, processedBefore].entries()) {
      const arrear = b.arrear_months[i];
      const earned = rupee(((basic + raise) * before.days_paid) / before.total_days);
      expect(arrear.earnings.basic_salary).toBe(earned - before.earnings.basic_salary);
      expect(arrear.gross).toBeGreaterThanOrEqual(arrear.earnings.basic_salary);
      // PF follows the revised PF wages (capped or not): never less than before.
      expect(arrear.pf_deduction).toBeGreaterThanOrEqual(0);
      // Saved this month, for earlier months: no ESIC on them (ESIC Revenue Manual L 8.19).
      expect(arrear.esic_deduction).toBe(0);
    }
    const total = b.arrear_months.reduce((n: number, a: Json) => n + a.gross, 0);
    expect(b.earnings.arrears).toBeCloseTo(total, 2);
    expect(b.total_earnings).toBeCloseTo(
      EARNING_FIELDS.reduce((n, f) => n + b.earnings[f], 0),
      2,
    );

    // The payslip prints the arrear line and a note per month.
    const pdf = await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run?.id}/payslip` });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Arrears (see below)');
    expect(text.match(/Arrears for /g)).toHaveLength(2);
    // The payroll register carries the arrears column (drafts only when asked for).
    const register = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/reports/payroll-register?month=${thisMonth.month}&year=${thisMonth.year}&status=${run?.status}&per_page=100`,
      })
    ).json();
    const row = register.rows.find((r: Json) => r.employee_code === run?.employee.employee_id);
    expect(row.arrears).toBeCloseTo(total, 2);

    // Reprocessing this month recomputes the same arrears and replaces the rows it saved.
    expect((await process(thisMonth)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(payrollArrears)
      .where(and(eq(payrollArrears.employee_id, employeeId), eq(payrollArrears.payroll_run_id, run?.id)));
    expect(rows).toHaveLength(2);
    expect(rows.reduce((n, r) => n + Number(r.gross), 0)).toBeCloseTo(total, 2);

    // Last month was only processed: reprocessing it recomputes it on the revised structure — and, being the
    // next run after the paid month, it now pays that month's arrears; this month then owes none.
    expect((await process(lastMonth)).statusCode).toBe(200);
    const lastAfter = await breakdownOf((await runOf(lastMonth))?.id);
    expect(lastAfter.earnings.basic_salary).toBe(
      rupee(((basic + raise) * lastAfter.days_paid) / lastAfter.total_days),
    );
    expect(lastAfter.arrear_months.map((a: Json) => a.month)).toEqual([twoAgo.month]);
    expect(lastAfter.arrear_months[0].gross).toBe(b.arrear_months[0].gross);
    expect((await process(thisMonth)).statusCode).toBe(200);
    const again = await breakdownOf((await runOf(thisMonth))?.id);
    expect(again.arrear_months).toEqual([]);
    expect(again.earnings.arrears).toBe(0);
  });
});
