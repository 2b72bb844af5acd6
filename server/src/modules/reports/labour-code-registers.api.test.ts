import { parse } from 'csv-parse/sync';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const today = todayIn();
/** Two months ago: the demo pays it, so every run has its date of payment. */
const paidMonth = (() => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - 2;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
})();
const period = `month=${paidMonth.month}&year=${paidMonth.year}`;

/**
 * The Labour Codes' registers: the register of wages (Code on Wages 2019 s.50(1)) from the month's runs, and the
 * overtime register (OSH Code 2020 s.27) from the days with overtime, each with its quarter against the limit.
 */
describe('the Labour Codes’ registers', () => {
  let t: TestApp;
  let hr: string;
  const get = (url: string) => t.as(hr, { method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
    hr = await t.login('hr@demo.test');
  });
  afterAll(() => t.close());

  it('registers each paid run’s wages: rate, days and hours worked, overtime, pay, deductions and the day paid', async () => {
    const runs = (await get(`/api/payroll-runs?${period}&status=paid&per_page=100`)).json().data as Json[];
    expect(runs.length).toBeGreaterThan(5);
    const res = await get(`/api/reports/wage-register?${period}&status=paid&per_page=100`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ key: 'wage-register', title: 'Register of Wages', total: runs.length });
    const rows = new Map((report.rows as Json[]).map((r) => [r.employee_code, r]));
    for (const run of runs) {
      const row = rows.get(run.employee.employee_id) as Json;
      expect(row).toMatchObject({ gross_salary: run.gross_salary, net_salary: run.net_salary });
      expect(row.basic_da + row.overtime + row.other_earnings).toBeCloseTo(row.gross_salary, 2);
      expect(
        row.pf_deduction +
          row.esic_deduction +
          row.professional_tax +
          row.tds_deduction +
          row.other_deductions,
      ).toBeCloseTo(row.total_deductions, 2);
      expect(row.paid_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.hours_worked).toBeGreaterThan(0);
    }
    // A month paid in full: the rate of wages is its gross (no arrears or claims in the demo's paid months).
    const full = (report.rows as Json[]).filter(
      (r) => r.days_paid === runs[0]?.total_days && r.overtime === 0,
    );
    expect(full.length).toBeGreaterThan(0);
    for (const row of full) expect(row.wage_rate).toBeCloseTo(row.gross_salary, 2);

    const csv = await get(`/api/reports/wage-register?${period}&status=paid&format=csv`);
    const [header] = parse(csv.body) as string[][];
    expect(header).toEqual(
      expect.arrayContaining(['Rate of Wages (month)', 'Hours Worked', 'Date of Payment']),
    );
    const pdf = await get(`/api/reports/wage-register?${period}&status=paid&format=pdf`);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('Register of Wages');
  });

  it('registers every day with overtime, its decision, and the quarter against the limit', async () => {
    const from = addDays(today, -90);
    const res = await get(`/api/reports/overtime-register?start_date=${from}&end_date=${today}&per_page=100`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as Json[];
    // The demo's few evenings of overtime by eligible employees: approved when older than a week.
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.overtime_status))).toEqual(new Set(['approved', 'pending']));
    for (const row of rows) {
      expect(row.overtime_hours).toBeGreaterThan(0);
      // The OSH Code's national limit: 125 hours a quarter.
      expect(row.quarter_limit_hours).toBe(125);
      if (row.overtime_status === 'approved') expect(row.approved_hours).toBe(row.overtime_hours);
      else expect(row.approved_hours).toBe(0);
    }
    const approved = rows.filter((r) => r.overtime_status === 'approved');
    const one = approved[0] as Json;
    const sameQuarter = approved.filter(
      (r) =>
        r.employee_code === one.employee_code &&
        Math.floor((Number(r.attendance_date.slice(5, 7)) - 1) / 3) ===
          Math.floor((Number(one.attendance_date.slice(5, 7)) - 1) / 3),
    );
    expect(one.quarter_approved_hours).toBeGreaterThanOrEqual(
      Math.round(sameQuarter.reduce((n, r) => n + r.approved_hours, 0) * 100) / 100,
    );
    const bad = await get(`/api/reports/overtime-register?start_date=${today}&end_date=${from}`);
    expect(bad.statusCode).toBe(422);
  });
});
