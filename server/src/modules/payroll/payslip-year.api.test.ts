import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { formatRupees } from '../../platform/money';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const inr = (rupees: number) => formatRupees(rupees);

/**
 * The months uploaded for one employee (rupees), around the April boundary of FY 2025-26, and the status each
 * run is left in: March belongs to the year before; May stays processed (not counted); July comes after June.
 */
const MONTHS = [
  { month: 3, year: 2025, basic: 20_000, hra: 8_000, ot: 0, status: 'approved' },
  { month: 4, year: 2025, basic: 30_000, hra: 12_000, ot: 0, status: 'paid' },
  { month: 5, year: 2025, basic: 30_000, hra: 12_000, ot: 1_500, status: 'processed' },
  { month: 6, year: 2025, basic: 31_000, hra: 12_400, ot: 0, status: 'processed' },
  { month: 7, year: 2025, basic: 32_000, hra: 12_800, ot: 0, status: 'approved' },
] as const;

/** Year to date on the payslip: the tax year's approved and paid runs through its month, and its own run. */
describe('the payslip’s year to date, leave balances and CTC', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let person: Json;
  const runs = new Map<number, Json>();

  const payslip = async (month: number) => {
    const res = await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${runs.get(month)?.id}/payslip` });
    expect(res.statusCode).toBe(200);
    return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
  };

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = await Promise.all([t.login('hr@demo.test'), t.login('admin@demo.test')]);
    person = (await t.as(hr, { method: 'GET', url: '/api/employees?status=active&per_page=50' }))
      .json()
      .data.find((e: Json) => e.hire_date < '2025-03-01');
    for (const m of MONTHS) {
      const csv = [
        'employee_code,employee_name,total_days,days_present,days_paid,basic_salary,hra,ot_amount,pf_deduction,esic_deduction,professional_tax',
        `${person.employee_id},${person.first_name} ${person.last_name},30,30,30,${m.basic},${m.hra},${m.ot},1800,0,200`,
      ].join('\n');
      const uploaded = await t.as(hr, {
        method: 'POST',
        url: '/api/payroll/upload-csv',
        ...multipartForm(
          { month: String(m.month), year: String(m.year), overwrite: 'true' },
          { field: 'file', name: 'payroll.csv', data: Buffer.from(csv), type: 'text/csv' },
        ),
      });
      expect(uploaded.json().results.errors, `${m.month}/${m.year}`).toEqual([]);
      expect(uploaded.json().summary.success).toBe(1);
      const [run] = (
        await t.as(hr, {
          method: 'GET',
          url: `/api/payroll-runs?month=${m.month}&year=${m.year}&employee_id=${person.id}`,
        })
      ).json().data;
      if (m.status !== 'processed') {
        // HR uploaded it, so the admin approves (segregation of duties).
        const approved = await t.as(admin, {
          method: 'PUT',
          url: `/api/payroll-runs/${run.id}/approve`,
          // The review flags a month far from the structure; approved as uploaded.
          payload: { note: 'Figures as uploaded' },
        });
        expect(approved.json().message).toBe('Payroll approved successfully');
        expect(approved.statusCode).toBe(200);
      }
      if (m.status === 'paid') {
        const paid = await t.as(hr, { method: 'PUT', url: `/api/payroll-runs/${run.id}/mark-paid` });
        expect(paid.statusCode).toBe(200);
      }
      runs.set(m.month, { ...run, status: m.status });
    }
  });
  afterAll(() => t.close());

  it('counts from April: the March run of the year before is left out', async () => {
    const text = await payslip(4);
    expect(text).toContain('Year to date from 1 Apr 2025');
    expect(text).toContain('This month Year to date');
    expect(text).toContain(`Basic Salary ${inr(30_000)} ${inr(30_000)}`);
    expect(text).toContain(`House Rent Allowance ${inr(12_000)} ${inr(12_000)}`);
    expect(text).toContain(`Gross pay ${inr(42_000)} ${inr(42_000)}`);
  });

  it('adds the approved and paid runs before the month to the run itself, even a run not yet approved', async () => {
    // May (processed) is its own payslip's month: April (paid) and May.
    const may = await payslip(5);
    expect(may).toContain(`Basic Salary ${inr(30_000)} ${inr(60_000)}`);
    expect(may).toContain(`Overtime ${inr(1_500)} ${inr(1_500)}`);
    expect(may).toContain(`Gross pay ${inr(43_500)} ${inr(85_500)}`);
    expect(may).toContain(`Provident Fund ${inr(1_800)} ${inr(3_600)}`);

    // June: April and June. May is only processed and counts nowhere else; July comes after June.
    const june = await payslip(6);
    expect(june).toContain(`Basic Salary ${inr(31_000)} ${inr(61_000)}`);
    expect(june).toContain(`House Rent Allowance ${inr(12_400)} ${inr(24_400)}`);
    expect(june).not.toMatch(/Overtime ₹/);
    expect(june).toContain(`Gross pay ${inr(43_400)} ${inr(85_400)}`);
    expect(june).toContain(`Provident Fund ${inr(1_800)} ${inr(3_600)}`);
    expect(june).toContain(`Professional Tax ${inr(200)} ${inr(400)}`);
    expect(june).toContain(`Total deductions ${inr(2_000)} ${inr(4_000)}`);
    expect(june).toContain(`Net pay year to date ${inr(81_400)}`);

    // The employer's contributions: this month's and April's, as the breakdowns hold them.
    const employer = async (month: number) =>
      (await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${runs.get(month)?.id}/breakdown` })).json()
        .breakdown.employer_contributions;
    const [april, thisMonth] = [await employer(4), await employer(6)];
    const total = (e: Json) => Object.values<number>(e).reduce((n, v) => n + Math.round(v * 100), 0) / 100;
    expect(june).toContain(
      `Total employer contributions ${inr(total(thisMonth))} ${inr(total(thisMonth) + total(april))}`,
    );
  });

  it('states the leave balances at the month’s end and the annual CTC the salary page states', async () => {
    const june = await payslip(6);
    expect(june).toContain('Leave balances On 30 Jun 2025');
    expect(june).toMatch(/Leave balances On 30 Jun 2025 [A-Z][A-Za-z ]+ \d+(\.\d+)? days?/);
    const structure = (
      await t.as(hr, { method: 'GET', url: `/api/employees/${person.id}/salary-structure?as_of=2025-06-30` })
    ).json();
    // The demo's structures of the year before start on 1 April 2025 for those who had joined by then.
    expect(structure.effective_from).toBe('2025-04-01');
    expect(structure.ctc.annual).toBe(structure.ctc.monthly * 12);
    expect(structure.ctc.monthly).toBeCloseTo(
      structure.ctc.gross_monthly + structure.ctc.employer_monthly,
      2,
    );
    expect(june).toContain(`Annual CTC ${inr(structure.ctc.annual)}`);
    expect(june).toContain(`Gross salary ${inr(structure.ctc.gross_annual)}`);
  });
});
