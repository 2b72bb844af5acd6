import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCompany } from '../../../test/tds-company';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { payrollArrears } from '../../db/schema/payroll';
import { todayIn } from '../../platform/dates';
import { addMonths, firstDayOf, type Period, periodOf } from '../../platform/period';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * The filing checklist on the demo data: the month before last approved and paid in full, last month processed
 * with every sixth run approved (server/src/db/seed/demo/payroll.ts).
 */
describe('the monthly filing checklist', () => {
  let t: TestApp;
  let hr: string;
  let employee: string;
  let companyId: number;
  const last = addMonths(periodOf(todayIn()), -1);
  const paidMonth = addMonths(periodOf(todayIn()), -2);

  const checklist = async (period: Period, token = hr, company = companyId) => {
    const res = await t.as(token, {
      method: 'GET',
      url: `/api/reports/filing-checklist?company_id=${company}&month=${period.month}&year=${period.year}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().filing_checklist as Json;
  };
  const filing = (c: Json, kind: string) => {
    const found = c.filings.find((f: Json) => f.kind === kind);
    expect(found, `${kind} in ${c.filings.map((f: Json) => f.kind)}`).toBeDefined();
    return found as Json;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [hr, employee] = await Promise.all([t.login('hr@demo.test'), t.login('employee@demo.test')]);
    companyId = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.employee.company.id;
  });
  afterAll(() => t.close());

  it('blocks every filing of a month whose runs are not all approved, saying why and linking the pay run', async () => {
    const c = await checklist(last);
    expect(c).toMatchObject({ company_id: companyId, ...last, month_ended: true, locked: false });
    const payRun = `/pay-run?company_id=${companyId}&month=${last.month}&year=${last.year}`;
    for (const kind of ['epf-ecr', 'esic', 'tds', 'bank-transfer']) {
      const f = filing(c, kind);
      expect(f.state, kind).toBe('blocked');
      expect(f.blockers[0], kind).toMatchObject({
        kind: 'pay-run',
        link: payRun,
        message: expect.stringMatching(/employees have no approved run for .* yet \(\d+ to approve/),
      });
    }
    expect(filing(c, 'epf-ecr').download).toEqual({
      label: 'Download ECR (.txt)',
      path: '/reports/pf-ecr',
      query: { company_id: companyId, ...last, format: 'txt' },
    });
    expect(filing(c, 'esic').download.query).toMatchObject({ format: 'xls' });
    // The approved sixth is already owed: the amounts are those of the runs that count.
    expect(filing(c, 'epf-ecr').amount).toBeGreaterThan(0);
    expect(c.filings.some((f: Json) => f.kind === 'pt')).toBe(true);
  });

  it('names an employee without a UAN as blocking the ECR, linked to their record', async () => {
    const [member] = await rawRows<{ id: number; code: string; name: string }>(
      t.database.db,
      sql`select e.id, e.employee_id as code, e.first_name || ' ' || e.last_name as name
        from employees e join payroll_runs pr on pr.employee_id = e.id
        where e.company_id = ${companyId} and pr.year = ${paidMonth.year} and pr.month = ${paidMonth.month}
          and pr.status = 'paid' and pr.pf_deduction > 0
        order by e.id limit 1`,
    );
    if (!member) throw new Error('no PF member paid in the demo month');
    const [{ uan } = { uan: null }] = await t.database.db
      .select({ uan: employees.uan })
      .from(employees)
      .where(eq(employees.id, member.id));
    await t.database.db.update(employees).set({ uan: null }).where(eq(employees.id, member.id));
    try {
      const ecr = filing(await checklist(paidMonth), 'epf-ecr');
      expect(ecr.state).toBe('blocked');
      expect(ecr.blockers).toEqual([
        {
          kind: 'employee',
          message: `${member.code} ${member.name}: UAN missing`,
          link: `/employees/${member.id}/edit`,
        },
      ]);
    } finally {
      await t.database.db.update(employees).set({ uan }).where(eq(employees.id, member.id));
    }
  });

  it('reads a paid month ready, filed on a first TRRN short of the challan, and paid once the challans cover it', async () => {
    const before = await checklist(paidMonth);
    const ecr = filing(before, 'epf-ecr');
    expect(ecr).toMatchObject({ state: 'ready', blockers: [], paid: 0 });
    expect(ecr.due_on).toMatch(/^\d{4}-\d{2}-15$/);
    // Every counted run of the month is marked paid: the salaries have gone.
    expect(filing(before, 'bank-transfer')).toMatchObject({ state: 'paid', blockers: [], paid: null });

    // The challan by account, as the compliance summary totals it from the ECR's lines.
    const summary = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/reports/compliance-summary?company_id=${companyId}&month=${paidMonth.month}&year=${paidMonth.year}&per_page=100`,
      })
    ).json();
    const challan: Record<string, number> = { ac1: 0, ac2: 0, ac10: 0, ac21: 0, ac22: 0 };
    for (const row of summary.rows.filter((r: Json) => r.payee === 'EPFO'))
      challan[`ac${/A\/c (\d+)/.exec(row.item)?.[1]}`] = row.amount;
    const pay = (reference: string, accounts: Record<string, number>) =>
      t.as(hr, {
        method: 'POST',
        url: '/api/statutory-payments',
        payload: {
          kind: 'epf',
          ...paidMonth,
          reference,
          paid_on: firstDayOf(last),
          amount: Object.values(accounts).reduce((a, b) => Math.round((a + b) * 100) / 100, 0),
          accounts,
        },
      });
    const first = await pay('3102602001001', { ...challan, ac1: (challan.ac1 ?? 0) - 100 });
    expect(first.statusCode, first.body).toBe(201);
    expect(filing(await checklist(paidMonth), 'epf-ecr')).toMatchObject({
      state: 'filed',
      paid: ecr.amount - 100,
    });

    const second = await pay('3102602001002', { ac1: 100, ac2: 0, ac10: 0, ac21: 0, ac22: 0 });
    expect(second.statusCode, second.body).toBe(201);
    const after = await checklist(paidMonth);
    expect(filing(after, 'epf-ecr')).toMatchObject({ state: 'paid', paid: ecr.amount, owed: 0 });
    // ESIC is its own challan: nothing recorded for it yet.
    expect(filing(after, 'esic')).toMatchObject({ state: 'ready', paid: 0 });

    // TDS: the demo deposited the month's TDS by challan, which covers what was deducted.
    const tds = filing(after, 'tds');
    expect(tds).toMatchObject({ state: 'paid', payment_link: '/tds-challans', download: null });
    expect(tds.paid).toBeGreaterThanOrEqual(tds.amount);
  });

  it('lists the arrear ECR in a month that paid arrears of PF, paid with the month’s EPF challan', async () => {
    const [run] = await rawRows<{ id: number; employee_id: number }>(
      t.database.db,
      sql`select pr.id, pr.employee_id from payroll_runs pr join employees e on e.id = pr.employee_id
        where e.company_id = ${companyId} and pr.year = ${paidMonth.year} and pr.month = ${paidMonth.month}
          and pr.status = 'paid' and pr.pf_deduction > 0
        order by pr.id limit 1`,
    );
    if (!run) throw new Error('no PF member paid in the demo month');
    const before = filing(await checklist(paidMonth), 'epf-ecr');
    expect(before.state).toBe('paid');
    const earlier = addMonths(paidMonth, -1);
    await t.database.db.insert(payrollArrears).values({
      payroll_run_id: run.id,
      employee_id: run.employee_id,
      ...earlier,
      earnings: { basic_salary: 1_000 },
      employer: { pf_pension: 83, pf_provident_fund: 37 },
      gross: '1000.00',
      pf_deduction: '120.00',
      esic_deduction: '0.00',
      professional_tax: '0.00',
      pf_wages: '1000.00',
      eps_wages: '1000.00',
      edli_wages: '1000.00',
    });
    const c = await checklist(paidMonth);
    const arrear = filing(c, 'epf-arrear-ecr');
    expect(arrear).toMatchObject({
      label: 'EPFO arrear ECR',
      amount: null,
      paid: null,
      blockers: [],
      download: { path: '/reports/pf-ecr', query: { format: 'txt', kind: 'arrear' } },
      note: expect.stringContaining('1 member: paid with the month'),
    });
    // The arrears' wages add administration and EDLI charges to the month's challan: what was paid no longer
    // covers it, so both returns read filed until the rest is paid.
    const regular = filing(c, 'epf-ecr');
    expect(regular.amount).toBeGreaterThan(before.amount);
    expect(regular.state).toBe('filed');
    expect(arrear.state).toBe('filed');
  });

  it('keeps another company’s month out of reach (404) and the checklist from employees (403)', async () => {
    const other = await fixtureCompany(t.database.db, 'Filings Elsewhere', 'FLE');
    const url = `/api/reports/filing-checklist?company_id=${other}&month=${paidMonth.month}&year=${paidMonth.year}`;
    expect((await t.as(hr, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(employee, { method: 'GET', url })).statusCode).toBe(403);
    const bad = await t.as(hr, { method: 'GET', url: '/api/reports/filing-checklist?month=13&year=2026' });
    expect(bad.statusCode).toBe(422);
  });
});
