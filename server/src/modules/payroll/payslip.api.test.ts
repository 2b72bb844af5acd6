import { EARNING_FIELDS } from '@hrms/contracts/payroll';
import { DEDUCTION_LABELS, EARNING_LABELS } from '@hrms/contracts/payroll-labels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { shortDate } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** A month of the seeded FY 2025-26 without any demo runs. */
const MONTH = { year: 2025, month: 6 };
const PERIOD = '2025-06';

/**
 * Overtime hours among the earnings (spec 1 §3) but never in a total, and the payslip's order,
 * labels, dates and file name. The month is uploaded from CSV so that every figure is known; on PostgreSQL a
 * stored breakdown's keys come back in jsonb's order, not the fields', which the payslip must not follow.
 */
describe('breakdown earnings and the payslip', () => {
  let t: TestApp;
  let hr: string;
  let person: Json;
  let run: Json;

  beforeAll(async () => {
    t = await createTestApp();
    hr = await t.login('hr@demo.test');
    [person] = (
      await t.as(hr, { method: 'GET', url: '/api/employees?status=active&per_page=1' })
    ).json().data;
    const csv = [
      'employee_code,employee_name,total_days,days_present,days_paid,ot_hours,basic_salary,hra,ot_amount,other_allowance,pf_deduction,professional_tax',
      `${person.employee_id},${person.first_name} ${person.last_name},30,30,30,12.5,30000,12000,1500,5000,1800,200`,
    ].join('\n');
    const uploaded = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/upload-csv',
      ...multipartForm(
        { ...MONTH, overwrite: 'true' },
        { field: 'file', name: 'payroll.csv', data: Buffer.from(csv), type: 'text/csv' },
      ),
    });
    expect(uploaded.json().summary).toMatchObject({ success: 1, errors: 0 });
    run = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${MONTH.month}&year=${MONTH.year}&employee_id=${person.id}`,
      })
    ).json().data[0];
  });
  afterAll(() => t.close());

  it('lists ot_hours under earnings (and at the top level) without adding hours to any total', async () => {
    const { breakdown } = (
      await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run.id}/breakdown` })
    ).json();
    expect(breakdown.earnings.ot_hours).toBe(12.5);
    expect(breakdown.ot_hours).toBe(12.5);
    expect(Object.keys(breakdown.earnings).sort()).toEqual([...EARNING_FIELDS, 'ot_hours'].sort());
    const amounts = EARNING_FIELDS.reduce((n, f) => n + breakdown.earnings[f], 0);
    expect(amounts).toBe(30000 + 12000 + 1500 + 5000);
    expect(breakdown.total_earnings).toBe(amounts);
    expect(breakdown.net_salary).toBe(amounts - breakdown.total_deductions);
    expect(run.gross_salary).toBe(amounts);

    const summary = (await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run.id}/summary` })).json()
      .summary;
    expect(summary.gross_salary).toBe(amounts);
    const register = (
      await t.as(hr, {
        method: 'GET',
        // The run is processed, not approved: the register previews it when its status is asked for.
        url: `/api/reports/payroll-register?month=${MONTH.month}&year=${MONTH.year}&status=${run.status}&per_page=100`,
      })
    ).json();
    const row = register.rows.find((r: Json) => r.employee_code === person.employee_id);
    expect(row.gross_salary).toBe(amounts);
    expect(register.totals.gross_salary).toBe(amounts);
  });

  it('prints basic first and the earnings in the run page’s order and labels, dates as the app shows them', async () => {
    const res = await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run.id}/payslip` });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    const table = text.slice(text.indexOf('Earnings'));
    const at = (label: string) => {
      const i = table.indexOf(label);
      expect(i, label).toBeGreaterThanOrEqual(0);
      return i;
    };
    const order = [
      EARNING_LABELS.basic_salary,
      EARNING_LABELS.hra,
      `${EARNING_LABELS.ot_amount} ₹`,
      EARNING_LABELS.other_allowance,
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain('Special Allowance');
    expect(text).not.toContain('Other Allowance');
    expect(text).toContain(DEDUCTION_LABELS.pf_deduction);
    expect(text).toContain(DEDUCTION_LABELS.professional_tax);
    expect(text).toContain('Overtime Hours: 12.5');

    const { breakdown } = (
      await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run.id}/breakdown` })
    ).json();
    expect(breakdown.join_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(text).toContain(`Date of joining: ${shortDate(breakdown.join_date)}`);
    expect(text).toMatch(/Date of joining: \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).not.toContain(breakdown.join_date);
  });

  it('says of each processed run whether it was created or updated (the banner counts them)', async () => {
    const others = (await t.as(hr, { method: 'GET', url: '/api/employees?status=active&per_page=20' }))
      .json()
      .data.filter((e: Json) => e.id !== person.id && e.hire_date < '2025-06-01');
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process',
      payload: { employee_ids: [person.id, others[0].id], ...MONTH },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: Json) => [r.employee_id, r.action, r.error])).toEqual([
      [person.id, 'updated', null],
      [others[0].id, 'created', null],
    ]);
  });

  it('names the file for the pay period', async () => {
    const res = await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run.id}/payslip` });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="payslip_${person.employee_id}_${PERIOD}.pdf"`,
    );
  });
});
