import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCompany } from '../../../test/tds-company';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { payrollRuns } from '../../db/schema/payroll';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * The TDS challan register. Deposit due dates: Income-tax Rules 1962 rule 30(1)(b) — the 7th of
 * the next month, 30 April for March — read from the seeded TDS version of statutory_rates.
 */
describe('TDS challans', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  let otherCompany: number;
  let otherChallan: number;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    t.as(token, { method, url, ...(payload ? { payload } : {}) });
  const challan = (over: Json = {}) => ({
    year: 2025,
    month: 10,
    bsr_code: '0510308',
    deposited_on: '2025-11-07',
    challan_serial: '00012',
    tax: 8620.4,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const db = t.database.db;
    otherCompany = await fixtureCompany(db, 'Challan Elsewhere', 'CHE');
    const [worker] = await db
      .insert(employees)
      .values({
        employee_id: 'CHE0001',
        email: 'worker@tds.test',
        company_id: otherCompany,
        hire_date: '2020-01-01',
        first_name: 'Other',
        last_name: 'Worker',
      } as typeof employees.$inferInsert)
      .returning({ id: employees.id });
    for (const [month, tds, status] of [
      [4, 1000, 'paid'],
      [5, 1000, 'approved'],
      [6, 1200, 'processed'],
    ] as const) {
      await db.insert(payrollRuns).values({
        employee_id: worker?.id as number,
        year: 2025,
        month,
        status,
        total_days: 30,
        days_paid: '30.0',
        basic_salary: '30000.00',
        gross_salary: '50000.00',
        total_deductions: tds.toFixed(2),
        net_salary: (50000 - tds).toFixed(2),
        pf_deduction: '0.00',
        professional_tax: '0.00',
        tds_deduction: tds.toFixed(2),
        breakdown: {},
        inputs: {},
      });
    }
    const res = await call(admin, 'POST', '/api/tds-challans', {
      ...challan({ month: 4, deposited_on: '2025-05-07', tax: 1000 }),
      company_id: otherCompany,
    });
    expect(res.statusCode, res.body).toBe(201);
    otherChallan = res.json().tds_challan.id;
  });
  afterAll(() => t.close());

  it('an employee may neither read nor record challans (403)', async () => {
    expect((await call(employee, 'GET', '/api/tds-challans')).statusCode).toBe(403);
    expect((await call(employee, 'GET', '/api/tds-challans/summary')).statusCode).toBe(403);
    expect((await call(employee, 'POST', '/api/tds-challans', challan())).statusCode).toBe(403);
    expect((await call(employee, 'DELETE', `/api/tds-challans/${otherChallan}`)).statusCode).toBe(403);
  });

  it('HR records a challan for their own company, with the year, quarter and due date derived', async () => {
    const res = await call(
      hr,
      'POST',
      '/api/tds-challans',
      challan({ surcharge: 10, cess: 5.5, interest: 12 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json().tds_challan;
    expect(c).toMatchObject({
      company_id: 1,
      financial_year: '2025-26',
      quarter: 3,
      bsr_code: '0510308',
      challan_serial: '00012',
      tax: 8620.4,
      surcharge: 10,
      cess: 5.5,
      interest: 12,
      total: 8647.9,
      minor_head: '200',
      due_on: '2025-11-07',
      late: false,
    });
    const [audit] = await rawRows<Json>(
      t.database.db,
      sql`select action, company_id from audit_events where entity_type = 'tds_challan' and entity_id = ${c.id}`,
    );
    expect(audit).toEqual({ action: 'tds_challan.created', company_id: 1 });
  });

  it('refuses a second challan with the same BSR code, date and serial (422 on challan_serial)', async () => {
    const res = await call(hr, 'POST', '/api/tds-challans', challan({ tax: 1 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.challan_serial).toEqual([
      'A challan with this BSR code, date and serial number is already recorded.',
    ]);
  });

  it('answers every field problem with 422 and its message', async () => {
    const res = await call(hr, 'POST', '/api/tds-challans', {
      ...challan(),
      bsr_code: '51030',
      challan_serial: '12',
      tax: -1,
      month: 13,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['bsr_code', 'challan_serial', 'month', 'tax']);
    expect(res.json().errors.bsr_code).toEqual(['The BSR code is the bank branch’s 7 digits.']);

    const early = await call(hr, 'POST', '/api/tds-challans', challan({ deposited_on: '2025-09-30' }));
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.deposited_on).toEqual(['The deposit cannot be before the month it covers.']);
    const future = await call(hr, 'POST', '/api/tds-challans', challan({ deposited_on: '2099-01-01' }));
    expect(future.json().errors.deposited_on).toEqual(['The deposit date cannot be in the future.']);
  });

  it("keeps other companies' challans out of reach (404)", async () => {
    expect((await call(hr, 'GET', `/api/tds-challans/${otherChallan}`)).statusCode).toBe(404);
    expect((await call(hr, 'PUT', `/api/tds-challans/${otherChallan}`, challan())).statusCode).toBe(404);
    expect((await call(hr, 'DELETE', `/api/tds-challans/${otherChallan}`)).statusCode).toBe(404);
    const list = await call(hr, 'GET', `/api/tds-challans?company_id=${otherCompany}&financial_year=2025-26`);
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('Company not found');
    const create = await call(hr, 'POST', '/api/tds-challans', { ...challan(), company_id: otherCompany });
    expect(create.statusCode).toBe(404);
    const own = await call(hr, 'GET', '/api/tds-challans?financial_year=2025-26');
    expect(own.json().data.map((c: Json) => c.company_id)).toEqual([1]);
  });

  it('updates a challan, flags a deposit after the due date as late, and deletes it', async () => {
    const created = await call(
      hr,
      'POST',
      '/api/tds-challans',
      challan({ month: 3, year: 2026, deposited_on: '2026-04-30', challan_serial: '00099', tax: 100 }),
    );
    expect(created.json().tds_challan).toMatchObject({
      financial_year: '2025-26',
      due_on: '2026-04-30',
      late: false,
    });
    const id = created.json().tds_challan.id;
    const updated = await call(
      hr,
      'PUT',
      `/api/tds-challans/${id}`,
      challan({ month: 3, year: 2026, deposited_on: '2026-05-02', challan_serial: '00099', tax: 150 }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().tds_challan).toMatchObject({ tax: 150, late: true, quarter: 4 });
    const deleted = await call(hr, 'DELETE', `/api/tds-challans/${id}`);
    expect(deleted.json()).toEqual({ message: 'TDS challan deleted successfully' });
    expect((await call(hr, 'GET', `/api/tds-challans/${id}`)).statusCode).toBe(404);
    const trail = await rawRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_events where entity_type = 'tds_challan' and entity_id = ${id} order by id`,
    );
    expect(trail.map((a) => a.action)).toEqual([
      'tds_challan.created',
      'tds_challan.updated',
      'tds_challan.deleted',
    ]);
  });

  it('summarises the year: approved and paid deductions against deposits, month and quarter', async () => {
    const res = await call(
      admin,
      'GET',
      `/api/tds-challans/summary?company_id=${otherCompany}&financial_year=2025-26`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().tds_challan_summary;
    expect(s.months).toHaveLength(12);
    // April: paid 1,000, deposited 1,000; May: approved 1,000, nothing deposited; June: processed (not counted).
    expect(s.months.slice(0, 3)).toEqual([
      expect.objectContaining({
        month: 4,
        deducted: 1000,
        deposited: 1000,
        shortfall: 0,
        covered: true,
        late: false,
      }),
      expect.objectContaining({ month: 5, deducted: 1000, deposited: 0, shortfall: 1000, covered: false }),
      expect.objectContaining({ month: 6, deducted: 0, deposited: 0, covered: true, due_on: '2025-07-07' }),
    ]);
    expect(s.quarters[0]).toEqual({
      quarter: 1,
      deducted: 2000,
      deposited: 1000,
      shortfall: 1000,
      late: false,
      covered: false,
    });
    expect(s.quarters[1].covered).toBe(true);
    const list = await call(
      admin,
      'GET',
      `/api/tds-challans?company_id=${otherCompany}&financial_year=2025-26`,
    );
    expect(list.json()).toMatchObject({ total: 1, current_page: 1 });
    expect(list.json().data[0]).toMatchObject({ deducted: 1000, month_deposited: 1000, covered: true });
  });
});
