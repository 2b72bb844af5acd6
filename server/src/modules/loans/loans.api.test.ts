import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCompany } from '../../../test/tds-company';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { employees } from '../../db/schema/employees';
import { finalSettlements } from '../../db/schema/exits';
import { loanLedger, loans } from '../../db/schema/loans';
import { auditEvents } from '../../db/schema/platform';
import { todayIn } from '../../platform/dates';
import { outstandingLoans, settleLoans } from './settlement';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const today = todayIn();
const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
const shift = (by: number) => {
  const i = thisYear * 12 + thisMonth - 1 + by;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
};
/** Last month: the demo database has attendance for it and leaves its runs processed. */
const lastMonth = shift(-1);
const first = ({ year, month }: { year: number; month: number }) =>
  `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * Loans and salary advances: the register, its ledger through payroll, early closure once, the
 * employee's read-only view and the settlement hooks. Figures hand-worked in engine/schedule.test.ts: ₹1,00,000
 * at 9% p.a. with an EMI of ₹10,000 → first month interest ₹750, principal ₹9,250.
 */
describe('loans and salary advances', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let employee: string;
  let me: number;
  let workers: number[];
  let outsider: number;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) =>
    t.as(token, { method, url, ...(payload ? { payload } : {}) });
  const newLoan = (over: Json = {}) => ({
    employee_id: workers[0],
    kind: 'loan',
    principal: 100000,
    interest_rate: 9,
    emi: 10000,
    disbursed_on: first(lastMonth),
    start_year: lastMonth.year,
    start_month: lastMonth.month,
    purpose: 'Two-wheeler',
    ...over,
  });
  const process = (employeeId: number, period = lastMonth) =>
    call(hr, 'POST', '/api/payroll/process', { employee_id: employeeId, ...period });
  const breakdownOf = async (employeeId: number) => {
    const runs = await call(
      hr,
      'GET',
      `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&employee_id=${employeeId}`,
    );
    const [run] = runs.json().data;
    return (await call(hr, 'GET', `/api/payroll-runs/${run.id}/breakdown`)).json().breakdown;
  };
  const emis = (loanId: number) =>
    t.database.db
      .select()
      .from(loanLedger)
      .where(and(eq(loanLedger.loan_id, loanId), eq(loanLedger.entry, 'emi')));

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, employee] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const signedIn = await Promise.all(
      [hr, admin, employee].map(async (token) => (await call(token, 'GET', '/api/me')).json().user),
    );
    me = signedIn[2].employee.id;
    const open = await call(
      hr,
      'GET',
      `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&status=processed&per_page=20`,
    );
    // None of the demo sign-ins, and none with a seeded loan.
    const seeded = (await t.database.db.select({ id: loans.employee_id }).from(loans)).map((l) => l.id);
    workers = open
      .json()
      .data.map((r: Json) => r.employee.id)
      .filter((id: number) => !signedIn.some((u) => u.employee?.id === id) && !seeded.includes(id))
      .slice(0, 4);
    expect(workers).toHaveLength(4);
    const company = await fixtureCompany(t.database.db, 'Loans Elsewhere', 'LNE');
    const [row] = await t.database.db
      .insert(employees)
      .values({
        employee_id: 'LNE0001',
        email: 'worker@loans.test',
        company_id: company,
        hire_date: '2020-01-01',
        first_name: 'Other',
        last_name: 'Worker',
      } as typeof employees.$inferInsert)
      .returning({ id: employees.id });
    outsider = row?.id as number;
  });
  afterAll(() => t.close());

  it('refuses what cannot be recovered, with a message per field', async () => {
    const res = await call(
      hr,
      'POST',
      '/api/loans',
      newLoan({
        emi: 150000,
        start_month: lastMonth.month === 1 ? 12 : lastMonth.month - 1,
        start_year: lastMonth.month === 1 ? lastMonth.year - 1 : lastMonth.year,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      emi: ['The EMI may not be more than the amount lent.'],
      start_month: ['Recovery cannot start before the month the amount is paid out.'],
    });
    const advance = await call(hr, 'POST', '/api/loans', newLoan({ kind: 'advance' }));
    expect(advance.json().errors).toEqual({ interest_rate: ['A salary advance carries no interest.'] });
    // ₹2,00,000 at 9%: the first month's interest is ₹1,500, an EMI of ₹1,500 never repays.
    const never = await call(hr, 'POST', '/api/loans', newLoan({ principal: 200000, emi: 1500 }));
    expect(never.json().errors.emi[0]).toMatch(/more than the first month’s interest of ₹1,500\.00/);
    const nobody = await call(hr, 'POST', '/api/loans', newLoan({ employee_id: 99999 }));
    expect(nobody.json().errors).toEqual({ employee_id: ['The selected employee id is invalid.'] });
    // Another company's employee reads as no employee at all.
    const elsewhere = await call(hr, 'POST', '/api/loans', newLoan({ employee_id: outsider }));
    expect(elsewhere.json().errors).toEqual({ employee_id: ['The selected employee id is invalid.'] });
    // An amount that rounds to no paise is none (the database holds principal and EMI above zero).
    const dust = await call(hr, 'POST', '/api/loans', newLoan({ principal: 0.001, emi: Number.MIN_VALUE }));
    expect(dust.json().errors).toMatchObject({
      principal: ['The amount lent must be at least ₹0.01.'],
      emi: ['The monthly instalment (EMI) must be at least ₹0.01.'],
    });
    const missing = await call(hr, 'POST', '/api/loans', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['employee_id', 'kind', 'principal', 'emi', 'disbursed_on']),
    );
  });

  it('refuses a loan whose recovery would start after the employee leaves', async () => {
    const lwd = `${lastMonth.year}-${String(lastMonth.month).padStart(2, '0')}-15`;
    await t.database.db
      .update(employees)
      .set({ notice_date: first(lastMonth), last_working_day: lwd, exit_type: 'resignation' })
      .where(eq(employees.id, workers[3] as number));
    const next = shift(1);
    const res = await call(
      hr,
      'POST',
      '/api/loans',
      newLoan({ employee_id: workers[3], start_year: next.year, start_month: next.month }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.start_month[0]).toMatch(/leaves on .*before recovery would start/);
    await t.database.db
      .update(employees)
      .set({ notice_date: null, last_working_day: null, exit_type: null })
      .where(eq(employees.id, workers[3] as number));
  });

  let loanId: number;

  it('records a loan with its disbursement, balance and projected schedule, audited', async () => {
    const res = await call(hr, 'POST', '/api/loans', newLoan());
    expect(res.statusCode).toBe(201);
    const loan = res.json().loan;
    loanId = loan.id;
    expect(loan).toMatchObject({
      employee_id: workers[0],
      kind: 'loan',
      principal: 100000,
      interest_rate: 9,
      emi: 10000,
      status: 'active',
      state: 'active',
      balance: 100000,
      purpose: 'Two-wheeler',
    });
    expect(loan.ledger).toEqual([
      expect.objectContaining({
        entry: 'disbursement',
        principal: 100000,
        interest: 0,
        balance_after: 100000,
      }),
    ]);
    expect(loan.schedule[0]).toMatchObject({
      ...lastMonth,
      opening_balance: 100000,
      interest: 750,
      principal: 9250,
      emi: 10000,
      closing_balance: 90750,
    });
    expect(loan.schedule.reduce((a: number, r: Json) => a + r.principal, 0)).toBeCloseTo(100000, 2);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'loan.created'));
    expect(audit).toMatchObject({ entity_type: 'loan', entity_id: loanId });

    const list = await call(hr, 'GET', `/api/loans?employee_id=${workers[0]}&status=active&kind=loan`);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: loanId, balance: 100000 }] });
    expect((await call(hr, 'GET', `/api/loans?employee_id=${workers[0]}&kind=advance`)).json().data).toEqual(
      [],
    );
    // The demo's seeded loans are listed too, each with its balance.
    const all = (await call(hr, 'GET', '/api/loans?per_page=100')).json();
    expect(all.total).toBeGreaterThan(1);
    expect(all.data.every((l: Json) => typeof l.balance === 'number')).toBe(true);
  });

  it('deducts the EMI in the month’s payroll and writes the ledger; reprocessing replaces it', async () => {
    expect((await process(workers[0] as number)).json().results[0].error).toBeNull();
    const shown = await breakdownOf(workers[0] as number);
    expect(shown.loan_recoveries).toEqual([
      { loan_id: loanId, kind: 'loan', principal: 9250, interest: 750, balance_after: 90750 },
    ]);
    expect(shown.deductions.loan_deduction).toBeGreaterThanOrEqual(10000);
    const [entry] = await emis(loanId);
    expect(entry).toMatchObject({ principal: '9250.00', interest: '750.00', ...lastMonth });
    expect(entry?.on_date.slice(0, 7)).toBe(first(lastMonth).slice(0, 7));

    // A new EMI, then the month again: one entry, the new figures.
    const changed = await call(hr, 'PUT', `/api/loans/${loanId}`, { emi: 20000, purpose: 'Two-wheeler' });
    expect(changed.statusCode).toBe(200);
    await process(workers[0] as number);
    const entries = await emis(loanId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ principal: '19250.00', interest: '750.00' });
    const detail = (await call(hr, 'GET', `/api/loans/${loanId}`)).json().loan;
    expect(detail).toMatchObject({ balance: 80750, recovered_principal: 19250, recovered_interest: 750 });
    expect(detail.ledger.map((e: Json) => [e.entry, e.balance_after, e.payroll_run_status])).toEqual([
      ['disbursement', 100000, null],
      ['emi', 80750, 'processed'],
    ]);
    // The projection continues the month after the EMI: 80,750 × 0.75% = 605.625 → ₹606.
    expect(detail.schedule[0]).toMatchObject({ ...shift(0), interest: 606, principal: 19394 });
  });

  it('recovers the last EMI as the balance, smaller than the EMI, and then nothing', async () => {
    const created = await call(
      hr,
      'POST',
      '/api/loans',
      newLoan({
        employee_id: workers[1],
        kind: 'advance',
        interest_rate: 0,
        principal: 12000,
        emi: 10000,
        disbursed_on: first(shift(-2)),
        start_year: shift(-2).year,
        start_month: shift(-2).month,
      }),
    );
    expect(created.statusCode).toBe(201);
    const advance = created.json().loan.id;
    // The month before was recovered already (its run is locked in the demo).
    await t.database.db.insert(loanLedger).values({
      loan_id: advance,
      entry: 'emi',
      ...shift(-2),
      on_date: first(shift(-2)),
      principal: '10000.00',
    });
    await process(workers[1] as number);
    const shown = await breakdownOf(workers[1] as number);
    expect(shown.loan_recoveries).toEqual([
      { loan_id: advance, kind: 'advance', principal: 2000, interest: 0, balance_after: 0 },
    ]);
    const repaid = (await call(hr, 'GET', `/api/loans/${advance}`)).json().loan;
    expect(repaid).toMatchObject({ status: 'active', state: 'repaid', balance: 0, schedule: [] });
    // A repaid loan takes no EMI the month after.
    const next = shift(0);
    await process(workers[1] as number, next);
    expect((await emis(advance)).filter((e) => e.month === next.month)).toEqual([]);
    // Closing it records nothing owed.
    const closed = await call(hr, 'POST', `/api/loans/${advance}/close`, { closed_on: today });
    expect(closed.json().loan).toMatchObject({ status: 'closed', state: 'closed', balance: 0 });
    expect(closed.json().loan.ledger.at(-1)).toMatchObject({ entry: 'closure', principal: 0, interest: 0 });
  });

  it('closes a loan early exactly once under parallel requests', async () => {
    const created = await call(
      hr,
      'POST',
      '/api/loans',
      newLoan({ employee_id: workers[2], principal: 50000, interest_rate: 12, emi: 5000 }),
    );
    const id = created.json().loan.id;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call(hr, 'POST', `/api/loans/${id}/close`, { closed_on: today, note: 'Paid by cheque' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const closed = answers.find((a) => a.statusCode === 200)?.json().loan;
    // Closed this month (after the start month, no EMI this month): ₹50,000 + 50,000 × 12% ÷ 12 = ₹500.
    expect(closed).toMatchObject({ status: 'closed', closed_on: today, balance: 0 });
    expect(closed.ledger.at(-1)).toMatchObject({
      entry: 'closure',
      principal: 50000,
      interest: 500,
      note: 'Paid by cheque',
    });
    const closures = await t.database.db
      .select()
      .from(loanLedger)
      .where(and(eq(loanLedger.loan_id, id), eq(loanLedger.entry, 'closure')));
    expect(closures).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'loan.closed'), eq(auditEvents.entity_id, id))),
    ).toHaveLength(1);
    expect((await call(hr, 'PUT', `/api/loans/${id}`, { emi: 4000 })).statusCode).toBe(409);
    // No EMI for a closed loan.
    await process(workers[2] as number);
    expect(await emis(id)).toEqual([]);
  });

  it('keeps a closed loan’s EMI when its month is reprocessed (the closure counted on it)', async () => {
    const future = await call(hr, 'POST', `/api/loans/${loanId}/close`, { closed_on: '2100-01-01' });
    expect(future.json().errors).toEqual({ closed_on: ['The closure date cannot be in the future.'] });
    const early = await call(hr, 'POST', `/api/loans/${loanId}/close`, { closed_on: '2000-01-01' });
    expect(early.json().errors).toEqual({ closed_on: ['The loan cannot be closed before it was paid out.'] });
    const res = await call(hr, 'POST', `/api/loans/${loanId}/close`, { closed_on: today });
    // Balance 80,750 after last month's EMI; this month has none yet: 80,750 × 0.75% = 605.625 → ₹606.
    expect(res.json().loan.ledger.at(-1)).toMatchObject({
      entry: 'closure',
      principal: 80750,
      interest: 606,
    });
    await process(workers[0] as number);
    expect(await emis(loanId)).toHaveLength(1);
    expect((await breakdownOf(workers[0] as number)).loan_recoveries).toEqual([
      { loan_id: loanId, kind: 'loan', principal: 19250, interest: 750, balance_after: 80750 },
    ]);
    expect((await call(hr, 'GET', `/api/loans/${loanId}`)).json().loan.balance).toBe(0);
  });

  it('lets the employee read their own loans and nothing else', async () => {
    const created = await call(
      hr,
      'POST',
      '/api/loans',
      newLoan({
        employee_id: me,
        kind: 'advance',
        interest_rate: 0,
        principal: 20000,
        emi: 5000,
        ...{ start_year: shift(1).year, start_month: shift(1).month },
      }),
    );
    expect(created.statusCode).toBe(201);
    expect((await call(employee, 'GET', '/api/loans')).statusCode).toBe(403);
    expect((await call(employee, 'GET', `/api/loans/${created.json().loan.id}`)).statusCode).toBe(403);
    expect((await call(employee, 'POST', '/api/loans', newLoan({ employee_id: me }))).statusCode).toBe(403);
    expect(
      (await call(employee, 'POST', `/api/loans/${created.json().loan.id}/close`, { closed_on: today }))
        .statusCode,
    ).toBe(403);
    const own = await call(employee, 'GET', `/api/employees/${me}/loans`);
    expect(own.statusCode).toBe(200);
    expect(own.json().loans).toEqual([
      expect.objectContaining({
        kind: 'advance',
        principal: 20000,
        balance: 20000,
        schedule: expect.any(Array),
      }),
    ]);
    expect(own.json().loans[0].schedule).toHaveLength(4);
    expect((await call(employee, 'GET', `/api/employees/${workers[0]}/loans`)).statusCode).toBe(404);
    expect((await call(hr, 'GET', `/api/employees/${workers[0]}/loans`)).json().loans).toHaveLength(1);
    expect((await call(hr, 'GET', `/api/employees/${outsider}/loans`)).statusCode).toBe(404);
  });

  it('hides another company’s loan (404) from HR, not from the super admin', async () => {
    const res = await call(admin, 'POST', '/api/loans', newLoan({ employee_id: outsider }));
    expect(res.statusCode).toBe(201);
    const id = res.json().loan.id;
    expect((await call(hr, 'GET', `/api/loans/${id}`)).statusCode).toBe(404);
    expect((await call(hr, 'PUT', `/api/loans/${id}`, { emi: 5000 })).statusCode).toBe(404);
    expect((await call(hr, 'POST', `/api/loans/${id}/close`, { closed_on: today })).statusCode).toBe(404);
    expect(
      (await call(hr, 'GET', '/api/loans?per_page=100')).json().data.map((l: Json) => l.id),
    ).not.toContain(id);
    expect((await call(admin, 'GET', `/api/loans/${id}`)).statusCode).toBe(200);
  });

  it('gives the full and final settlement the balances and settles them', async () => {
    const db = t.database.db;
    const created = await call(
      hr,
      'POST',
      '/api/loans',
      newLoan({ employee_id: workers[3], kind: 'advance', interest_rate: 0, principal: 30000, emi: 10000 }),
    );
    const id = created.json().loan.id;
    await process(workers[3] as number);
    // The final month's EMI (an unapproved run) counts.
    const owed = await outstandingLoans(db, workers[3] as number);
    expect(owed).toEqual([{ loanId: id, kind: 'advance', balance: 2_000_000 }]);
    const [settlement] = await db
      .insert(finalSettlements)
      .values({ employee_id: workers[3] as number, last_working_day: today, statement: {} })
      .returning({ id: finalSettlements.id });
    const user = (await call(hr, 'GET', '/api/me')).json().user;
    await db.transaction((tx) =>
      settleLoans(tx, workers[3] as number, settlement?.id as number, today, user.id),
    );
    expect(await outstandingLoans(db, workers[3] as number)).toEqual([]);
    const [row] = await db.select().from(loans).where(eq(loans.id, id));
    expect(row).toMatchObject({ status: 'closed', closed_on: today });
    const detail = (await call(hr, 'GET', `/api/loans/${id}`)).json().loan;
    expect(detail.balance).toBe(0);
    expect(detail.ledger.at(-1)).toMatchObject({
      entry: 'settlement',
      principal: 20000,
      final_settlement_id: settlement?.id,
    });
    // Settling again changes nothing.
    await db.transaction((tx) =>
      settleLoans(tx, workers[3] as number, settlement?.id as number, today, user.id),
    );
    expect((await call(hr, 'GET', `/api/loans/${id}`)).json().loan.ledger).toHaveLength(3);
  });
});
