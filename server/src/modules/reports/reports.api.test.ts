import { dmy } from '@hrms/contracts/formats';
import { COUNTED_RUN_STATUSES } from '@hrms/contracts/payroll';
import { parse } from 'csv-parse/sync';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, create } from '../../../test/fixtures';
import { PAYROLL_SETTINGS_DEFAULTS } from '../../../test/payroll-settings';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** Last month: the demo database has attendance for it. */
const today = todayIn();
const lastMonth = (() => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
})();
const period = `month=${lastMonth.month}&year=${lastMonth.year}`;
const financialYear = (() => {
  const start = lastMonth.month >= 4 ? lastMonth.year : lastMonth.year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
})();
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 100, 0)) / 100;
const byCode = (rows: Json[]) => new Map(rows.map((r) => [r.employee_code as string, r]));

describe('reports', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let employee: string;
  /** Last month's runs in the demo company that count (approved and paid), as the payroll API lists them. */
  let runs: Json[];
  let paidRun: Json;

  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const breakdownOf = async (runId: number) =>
    (await get(hr, `/api/payroll-runs/${runId}/breakdown`)).json().breakdown;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, employee] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const ids = (await get(hr, '/api/employees?per_page=4&department_id=1'))
      .json()
      .data.map((e: Json) => e.id);
    const processed = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: ids, ...lastMonth },
    });
    expect(processed.json().processed).toBeGreaterThan(1);
    const listed = (await get(hr, `/api/payroll-runs?${period}&per_page=100`)).json().data as Json[];
    // HR processed them, so the admin approves (segregation of duties); neither's own pay is taken.
    const own = await Promise.all(
      [hr, admin].map(async (token) => (await get(token, '/api/me')).json().user.employee?.id),
    );
    const first = listed.find((r) => r.status === 'processed' && !own.includes(r.employee.id));
    await t.as(admin, { method: 'PUT', url: `/api/payroll-runs/${first?.id}/approve` });
    paidRun = (await t.as(hr, { method: 'PUT', url: `/api/payroll-runs/${first?.id}/mark-paid` })).json()
      .payroll_run;
    runs = (await get(hr, `/api/payroll-runs?${period}&per_page=100`))
      .json()
      .data.filter((r: Json) => (COUNTED_RUN_STATUSES as readonly string[]).includes(r.status));
  });
  afterAll(() => t.close());

  it('builds the month’s payroll register: a row per run, totals over all of them', async () => {
    const res = await get(hr, `/api/reports/payroll-register?${period}&per_page=100`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ key: 'payroll-register', title: 'Payroll Register', total: runs.length });
    expect(report.subtitle).toContain('Demo Industries');
    expect(report.columns.map((c: Json) => c.key)).toContain('net_salary');
    expect(report.totals.net_salary).toBe(sum(runs.map((r) => r.net_salary)));
    expect(report.totals.gross_salary).toBe(sum(runs.map((r) => r.gross_salary)));
    const rows = byCode(report.rows);
    for (const run of runs) {
      const row = rows.get(run.employee.employee_id);
      expect(row).toMatchObject({
        net_salary: run.net_salary,
        pf_deduction: run.pf_deduction,
        tds_deduction: run.tds_deduction,
        status: run.status,
      });
      // Earnings and deductions add up across the split columns.
      // Arrears, overtime, reimbursements and bonus are columns of their own, loan EMIs too.
      expect(
        row?.basic_salary +
          row?.hra +
          row?.other_earnings +
          row?.arrears +
          row?.overtime +
          row?.reimbursements +
          row?.bonus,
      ).toBeCloseTo(run.gross_salary, 2);
      expect(
        row?.pf_deduction +
          row?.esic_deduction +
          row?.professional_tax +
          row?.tds_deduction +
          row?.loan_deduction +
          row?.other_deductions,
      ).toBeCloseTo(row?.total_deductions, 2);
      expect(row?.gross_salary - row?.total_deductions).toBeCloseTo(run.net_salary, 2);
    }
    // Paged: totals still cover every row.
    const page = (await get(hr, `/api/reports/payroll-register?${period}&per_page=1&page=2`)).json();
    expect(page.rows).toHaveLength(1);
    expect(page.totals.net_salary).toBe(report.totals.net_salary);
  });

  it('lists PF (ECR), ESIC and bank transfers from the runs and their breakdowns', async () => {
    const pf = (await get(hr, `/api/reports/pf-contributions?${period}&per_page=100`)).json();
    const pfRows = byCode(pf.rows);
    for (const run of runs.filter((r) => r.pf_deduction > 0)) {
      const breakdown = await breakdownOf(run.id);
      expect(pfRows.get(run.employee.employee_id)).toMatchObject({
        ee_share: run.pf_deduction,
        er_eps_share: breakdown.employer_contributions.pf_pension,
        er_epf_share: breakdown.employer_contributions.pf_provident_fund,
        gross_wages: run.gross_salary,
      });
      const row = pfRows.get(run.employee.employee_id);
      // The wages the engine charged PF on (capped at the ceiling in force for the month).
      expect(row).toMatchObject({
        epf_wages: breakdown.statutory.pf_wages,
        eps_wages: breakdown.statutory.eps_wages,
      });
      // PF wages are the Codes' wages up to the ceiling (Code on Social Security s.16).
      expect(row?.epf_wages).toBeLessThanOrEqual(breakdown.statutory.code_wages);
    }
    expect(pf.totals.ee_share).toBe(sum(runs.map((r) => r.pf_deduction)));

    const esic = (await get(hr, `/api/reports/esic-contributions?${period}&per_page=100`)).json();
    for (const row of esic.rows) {
      const run = runs.find((r) => r.employee.employee_id === row.employee_code);
      const breakdown = await breakdownOf(run?.id);
      expect(row.employee_contribution).toBe(breakdown.deductions.esic_deduction);
      expect(row.total_contribution).toBeCloseTo(row.employee_contribution + row.employer_contribution, 2);
    }

    // Bank transfers: the approved runs (to be paid) and the paid ones.
    const bank = (await get(hr, `/api/reports/bank-transfer?${period}&per_page=100`)).json();
    const transferable = runs.filter((r) => r.status === 'approved' || r.status === 'paid');
    expect(bank.rows.map((r: Json) => r.employee_code).sort()).toEqual(
      transferable.map((r) => r.employee.employee_id).sort(),
    );
    expect(bank.rows).toContainEqual(
      expect.objectContaining({
        employee_code: paidRun.employee.employee_id,
        net_salary: paidRun.net_salary,
        status: 'paid',
        paid_on: today,
      }),
    );

    const pt = (await get(hr, `/api/reports/professional-tax?${period}`)).json();
    expect(pt.totals.professional_tax).toBe(sum(runs.map((r) => r.professional_tax)));
    expect(pt.totals.employees).toBe(runs.length);
  });

  it('reports TDS per month and year and the projected annual tax of the latest run', async () => {
    const tds = (
      await get(hr, `/api/reports/tds-deducted?financial_year=${financialYear}&per_page=100`)
    ).json();
    const monthKey = `m_${lastMonth.year}_${String(lastMonth.month).padStart(2, '0')}`;
    expect(tds.columns.map((c: Json) => c.key)).toHaveLength(2 + 12 + 1);
    const rows = byCode(tds.rows);
    for (const run of runs) expect(rows.get(run.employee.employee_id)?.[monthKey]).toBe(run.tds_deduction);
    expect(tds.totals[monthKey]).toBe(sum(runs.map((r) => r.tds_deduction)));

    const projected = (
      await get(hr, `/api/reports/projected-tax?financial_year=${financialYear}&per_page=100`)
    ).json();
    const run = runs[0] as Json;
    const breakdown = await breakdownOf(run.id);
    expect(byCode(projected.rows).get(run.employee.employee_id)).toMatchObject({
      annual_tax: breakdown.tds.annual_tax,
      projected_annual_income: breakdown.tds.projected_annual_income,
      regime: expect.stringMatching(/^IN-/),
    });
  });

  it('summarises attendance and leave per employee as the attendance month summary counts', async () => {
    const report = (await get(hr, `/api/reports/attendance-summary?${period}&per_page=100`)).json();
    expect(report.total).toBeGreaterThan(10);
    const rows = byCode(report.rows);
    // Employees who joined after the month have a run (of unpaid days) but no attendance month.
    const compared = runs.filter((run) => rows.has(run.employee.employee_id));
    expect(compared.length).toBeGreaterThan(1);
    for (const run of compared) {
      const summary = (await get(hr, `/api/attendance/employee-summary/${run.employee.id}?${period}`)).json();
      expect(rows.get(run.employee.employee_id)).toMatchObject({
        working_days: summary.working_days,
        days_present: summary.days_present,
        late_days: summary.late_days,
        paid_leave_days: summary.paid_leave_days,
        unpaid_leave_days: summary.unpaid_leave_days,
        absent_days: summary.absent_days,
      });
    }
  });

  it('counts headcount by group and lists joiners, with formula-like names made safe in the CSV', async () => {
    const byStatus = (await get(hr, '/api/reports/headcount?group_by=status')).json();
    const active = (await get(hr, '/api/employees?status=active&per_page=1')).json().total;
    expect(byStatus.totals.active).toBe(active);
    expect(byStatus.totals.total).toBe(sum(byStatus.rows.map((r: Json) => r.total)));

    const joiner = await create(
      t,
      admin,
      '/api/employees',
      {
        first_name: '=HYPERLINK("http://x.test")',
        last_name: 'Smith',
        email: 'formula.smith@demo.test',
        company_id: 1,
        department_id: 1,
        hire_date: today,
      },
      'employee',
    );
    const range = `start_date=${today}&end_date=${today}`;
    const joiners = (await get(hr, `/api/reports/joiners-leavers?${range}`)).json();
    expect(joiners.rows).toContainEqual(
      expect.objectContaining({ event: 'Joined', event_date: today, employee_code: joiner.employee_id }),
    );
    expect(joiners.totals.event).toMatch(/^Joined: \d+, left: 0$/);

    const csv = await get(hr, `/api/reports/joiners-leavers?${range}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`joiners-leavers-${today}-to-${today}.csv`);
    const [header, ...lines] = parse(csv.body, { bom: true }) as string[][];
    expect(header).toEqual(['Event', 'Date', 'Employee ID', 'Employee', 'Department', 'Branch']);
    const line = lines.find((l) => l[2] === joiner.employee_id);
    expect(line?.slice(0, 4)).toEqual([
      'Joined',
      // A CSV for people: the date day first (docs/decisions/accessibility-and-ui.md, "Indian formats"); the JSON above keeps ISO.
      dmy(today),
      joiner.employee_id,
      `'=HYPERLINK("http://x.test") Smith`,
    ]);
  });

  it('downloads the register as CSV and PDF', async () => {
    const csv = await get(hr, `/api/reports/payroll-register?${period}&format=csv`);
    const [header, ...lines] = parse(csv.body, { bom: true }) as string[][];
    expect(header?.[0]).toBe('Employee ID');
    expect(header?.at(-1)).toBe('Net Pay');
    expect(lines).toHaveLength(runs.length);
    expect(sum(lines.map((l) => Number(l.at(-1))))).toBe(sum(runs.map((r) => r.net_salary)));

    const pdf = await get(hr, `/api/reports/payroll-register?${period}&format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('Payroll Register');
    expect(text).toContain(runs[0]?.employee.employee_id);
    expect(text).toContain('₹');
  });

  it('draws the monthly trends', async () => {
    const month = `${lastMonth.year}-${String(lastMonth.month).padStart(2, '0')}`;
    const trends = (
      await get(admin, `/api/reports/trends?start_month=${month}&end_month=${month}&company_id=1`)
    ).json();
    expect(trends.rows).toHaveLength(1);
    // The month as a chart's axis reads it, "Oct 2026", never "2026-10" (docs/decisions/accessibility-and-ui.md, "A long page is in parts").
    const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const label = `${names[lastMonth.month - 1]} ${lastMonth.year}`;
    expect(trends.rows[0]).toMatchObject({
      month: label,
      payroll_cost: sum(runs.map((r) => r.gross_salary)),
    });
    expect(trends.rows[0].headcount).toBeGreaterThan(10);
    expect(trends.rows[0].attendance_rate).toBeGreaterThan(0);
  });

  it('keeps each company’s figures to itself', async () => {
    const other = await create(t, admin, '/api/companies', companyPayload({ name: 'Other Co' }), 'company');
    const department = await create(
      t,
      admin,
      '/api/departments',
      { company_id: other.id, name: 'Works', code: 'WRK' },
      'department',
    );
    const outsider = await create(
      t,
      admin,
      '/api/employees',
      {
        first_name: 'Out',
        last_name: 'Sider',
        email: 'out.sider@other.test',
        company_id: other.id,
        department_id: department.id,
        hire_date: '2020-01-01',
      },
      'employee',
    );
    const basic = (await get(admin, '/api/salary-components?search=BASIC')).json().data[0].id;
    await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${outsider.id}/salary-structure`,
      payload: { effective_from: '2020-01-01', components: [{ salary_component_id: basic, amount: 40_000 }] },
    });
    // Paid on recorded attendance, a month with nothing recorded stays a draft.
    await t.as(admin, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...PAYROLL_SETTINGS_DEFAULTS, company_id: other.id, pay_basis: 'recorded_attendance' },
    });
    const processed = await t.as(admin, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: outsider.id, ...lastMonth },
    });
    expect(processed.json().results[0].status).toBe('draft');

    const drafts = `/api/reports/payroll-register?${period}&status=draft&per_page=100`;
    const codes = async (token: string, url: string) =>
      (await get(token, url)).json().rows.map((r: Json) => r.employee_code);
    expect(await codes(hr, drafts)).not.toContain(outsider.employee_id);
    expect(await codes(admin, drafts)).toContain(outsider.employee_id);
    expect(await codes(admin, `${drafts}&company_id=${other.id}`)).toEqual([outsider.employee_id]);
    expect((await get(hr, `${drafts}&company_id=${other.id}`)).statusCode).toBe(404);
    expect((await get(hr, '/api/reports/headcount?group_by=company')).json().rows).toEqual([
      expect.objectContaining({ group_name: 'Demo Industries' }),
    ]);
  });

  it('refuses callers without the card’s permission and invalid filters', async () => {
    for (const url of [
      `/api/reports/payroll-register?${period}`,
      '/api/reports/headcount',
      `/api/reports/tds-deducted?financial_year=${financialYear}`,
      '/api/reports/trends?start_month=2026-01&end_month=2026-02',
    ]) {
      const res = await get(employee, url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
    }
    const bad = await get(hr, '/api/reports/payroll-register?month=13&year=2026');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['month']);
    expect(
      (await get(hr, '/api/reports/joiners-leavers?start_date=2026-02-01&end_date=2026-01-01')).json().errors,
    ).toEqual({ end_date: ['The end date must be on or after the start date.'] });
    expect(
      (await get(hr, '/api/reports/tds-deducted?financial_year=2025-27')).json().errors.financial_year,
    ).toEqual(['The financial year must be two consecutive years, like 2025-26.']);
    expect((await get(hr, '/api/reports/payroll-register?month=1&year=2026&format=xls')).statusCode).toBe(
      422,
    );
  });
});
