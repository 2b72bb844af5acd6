import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCompany } from '../../../test/tds-company';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { seedReferenceData } from '../../db/seed/reference';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * The statutory payments register. Due dates and charges come from the seeded statutory_rates: EPF s.7Q interest
 * 12% a year and, from G.S.R. 329(E) of 14 June 2024, s.14B damages at 1% a month or part (para 32A, to the
 * rupee); ESI Regulations 31A (12% a year) and 31C (5/10/15/25% a year by period of delay); Maharashtra PT rule
 * 11C-1 (1.25% the first month); Karnataka LWF 12% a year for the first three months.
 */
describe('statutory payments', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  let demoCompany: number;
  let otherCompany: number;
  let otherPayment: number;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    t.as(token, { method, url, ...(payload ? { payload } : {}) });
  const accounts = { ac1: 80_000, ac2: 5_000, ac10: 10_000, ac21: 4_000, ac22: 1_000 };
  const epf = (over: Json = {}) => ({
    kind: 'epf',
    year: 2026,
    month: 1,
    reference: '3102602001234',
    paid_on: '2026-05-15',
    amount: 100_000,
    accounts,
    ...over,
  });
  const audits = (id: number) =>
    rawRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_events where entity_type = 'statutory_payment' and entity_id = ${id} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    demoCompany = (await call(hr, 'GET', '/api/me')).json().user.employee.company.id;
    otherCompany = await fixtureCompany(t.database.db, 'Payments Elsewhere', 'PYE');
    const res = await call(admin, 'POST', '/api/statutory-payments', {
      ...epf({ reference: '9999999999999', paid_on: '2026-02-10' }),
      company_id: otherCompany,
    });
    expect(res.statusCode, res.body).toBe(201);
    otherPayment = res.json().statutory_payment.id;
  });
  afterAll(() => t.close());

  it('records an EPF payment by TRRN and accounts, three months late: s.7Q interest per day, s.14B 1% a month', async () => {
    const res = await call(hr, 'POST', '/api/statutory-payments', epf());
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json().statutory_payment;
    expect(payment).toMatchObject({
      company_id: demoCompany,
      kind: 'epf',
      year: 2026,
      month: 1,
      state: null,
      reference: '3102602001234',
      paid_on: '2026-05-15',
      amount: 100_000,
      accounts,
      due_on: '2026-02-15',
      days_late: 89,
      // Each account × 12% × 89/365: 2,340.82 + 146.30 + 292.60 + 117.04 + 29.26.
      interest: 2_926.02,
      // 1% a month or part for 3 months, each account to the rupee: 2,400 + 150 + 300 + 120 + 30.
      damages: 3_000,
    });
    expect(payment.account_charges.ac1).toEqual({ interest: 2_340.82, damages: 2_400 });
    expect(await audits(payment.id)).toEqual([{ action: 'statutory_payment.created' }]);
  });

  it('takes partial EPF challans against one month, each under its own TRRN, and one paid on time costs nothing', async () => {
    const res = await call(
      hr,
      'POST',
      '/api/statutory-payments',
      epf({
        reference: '3102602005678',
        paid_on: '2026-02-14',
        amount: 600.5,
        accounts: { ac1: 500.5, ac2: 100, ac10: 0, ac21: 0, ac22: 0 },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().statutory_payment).toMatchObject({ days_late: 0, interest: 0, damages: 0 });
  });

  it('computes ESIC interest (Reg. 31A) and damages at 10% a year from two months late (Reg. 31C)', async () => {
    const res = await call(hr, 'POST', '/api/statutory-payments', {
      kind: 'esic',
      year: 2026,
      month: 6,
      reference: 'esic-2026-06-01',
      paid_on: '2026-09-20',
      amount: 12_345.67,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().statutory_payment).toMatchObject({
      reference: 'ESIC-2026-06-01',
      due_on: '2026-07-15',
      days_late: 67,
      interest: 271.94, // 12,345.67 × 12% × 67/365
      damages: 226.62, // × 10% × 67/365
      accounts: null,
      account_charges: null,
    });
  });

  it('computes Maharashtra PT interest (rule 11C-1) and Karnataka LWF interest per state', async () => {
    const pt = await call(hr, 'POST', '/api/statutory-payments', {
      kind: 'pt',
      year: 2026,
      month: 10,
      state: 'mh',
      reference: 'MH-GRN-100200',
      paid_on: '2026-12-01',
      amount: 2_400,
    });
    expect(pt.statusCode, pt.body).toBe(201);
    expect(pt.json().statutory_payment).toMatchObject({
      state: 'MH',
      state_name: 'Maharashtra',
      due_on: '2026-11-30',
      days_late: 1,
      interest: 30, // 1.25% for the first month or part
      damages: 0,
    });
    const lwf = await call(hr, 'POST', '/api/statutory-payments', {
      kind: 'lwf',
      year: 2025,
      month: 12,
      state: 'KA',
      reference: 'KLWB-2025-77',
      paid_on: '2026-02-15',
      amount: 150,
    });
    expect(lwf.statusCode, lwf.body).toBe(201);
    expect(lwf.json().statutory_payment).toMatchObject({
      due_on: '2026-01-15',
      days_late: 31,
      interest: 1.53, // 150 × 12% × 31/365
    });
  });

  it('answers bad input with 422 and field messages, writing nothing', async () => {
    const before = await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from statutory_payments`,
    );
    const cases: [Json, string[]][] = [
      [{ kind: 'gst' }, ['kind']],
      [{ kind: 'pt', accounts: undefined }, ['state']],
      [{ kind: 'esic', state: 'MH', accounts: undefined }, ['state']],
      [{ accounts: undefined }, ['accounts']],
      [{ accounts: { ...accounts, ac1: 79_999.99 } }, ['accounts']],
      [{ kind: 'esic' }, ['accounts']],
      [{ amount: 0, accounts: undefined, kind: 'esic' }, ['amount']],
      [{ amount: 10.555, accounts: undefined, kind: 'esic' }, ['amount']],
      [{ reference: 'TRRN 12' }, ['reference']],
      [{ month: 13 }, ['month']],
      [{ paid_on: '2025-12-31' }, ['paid_on']],
      [{ paid_on: '2099-01-01' }, ['paid_on']],
      [{ kind: 'lwf', state: 'RJ', accounts: undefined }, ['state']],
      [{ kind: 'pt', state: 'ZZ', accounts: undefined }, ['state']],
    ];
    for (const [over, fields] of cases) {
      const res = await call(hr, 'POST', '/api/statutory-payments', epf({ reference: 'NEW-1', ...over }));
      expect(res.statusCode, `${JSON.stringify(over)}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(over)).toEqual(fields);
    }
    const accountsSum = await call(
      hr,
      'POST',
      '/api/statutory-payments',
      epf({ accounts: { ...accounts, ac22: 0 } }),
    );
    expect(accountsSum.json().errors.accounts).toEqual(['The accounts must add up to the amount paid.']);
    const after = await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from statutory_payments`,
    );
    expect(after).toEqual(before);
  });

  it('refuses a reference already recorded for the kind, even from two requests at once (the unique index)', async () => {
    const again = await call(hr, 'POST', '/api/statutory-payments', epf({ month: 2 }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.reference).toEqual([
      'This reference is already recorded for another EPF payment of the company.',
    ]);
    // The same number as an ESIC challan is another kind's reference: allowed.
    const esic = await call(hr, 'POST', '/api/statutory-payments', {
      kind: 'esic',
      year: 2026,
      month: 1,
      reference: '3102602001234',
      paid_on: '2026-02-10',
      amount: 500,
    });
    expect(esic.statusCode, esic.body).toBe(201);

    const body = epf({ month: 3, reference: '3102603009999', paid_on: '2026-04-10' });
    const answers = await Promise.all([
      call(hr, 'POST', '/api/statutory-payments', body),
      call(hr, 'POST', '/api/statutory-payments', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.statusCode === 422)?.json().errors).toHaveProperty('reference');
    const rows = await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from statutory_payments where reference = '3102603009999'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('lists payments by company, kind, month and year, paged, each with its lateness', async () => {
    const all = (await call(hr, 'GET', '/api/statutory-payments?per_page=100')).json();
    expect(all).toMatchObject({ current_page: 1, per_page: 100 });
    expect(all.data.every((p: Json) => p.company_id === demoCompany)).toBe(true);
    expect(all.data.map((p: Json) => p.id)).not.toContain(otherPayment);

    const january = (await call(hr, 'GET', '/api/statutory-payments?kind=epf&month=1&year=2026')).json();
    expect(january.total).toBe(2);
    expect(january.data.map((p: Json) => p.reference).sort()).toEqual(['3102602001234', '3102602005678']);

    const paged = (await call(hr, 'GET', '/api/statutory-payments?per_page=2&page=2')).json();
    expect(paged).toMatchObject({ current_page: 2, per_page: 2 });
    expect(paged.data).toHaveLength(2);

    const bad = await call(hr, 'GET', '/api/statutory-payments?kind=gst');
    expect(bad.statusCode).toBe(422);
  });

  it('updates a payment (its lateness recomputed) and deletes one, each audited', async () => {
    const created = (
      await call(
        hr,
        'POST',
        '/api/statutory-payments',
        epf({ month: 4, reference: '3102604000001', paid_on: '2026-05-15' }),
      )
    ).json().statutory_payment;
    expect(created).toMatchObject({ due_on: '2026-05-15', days_late: 0 });
    const moved = await call(
      hr,
      'PUT',
      `/api/statutory-payments/${created.id}`,
      epf({ month: 4, reference: '3102604000001', paid_on: '2026-06-16' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // 32 days late: two months or part of damages (₹2,000), interest 100,000 × 12% × 32/365 by account.
    expect(moved.json().statutory_payment).toMatchObject({ days_late: 32, damages: 2_000 });
    const gone = await call(hr, 'DELETE', `/api/statutory-payments/${created.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await call(hr, 'GET', `/api/statutory-payments/${created.id}`)).statusCode).toBe(404);
    expect(await audits(created.id)).toEqual([
      { action: 'statutory_payment.created' },
      { action: 'statutory_payment.updated' },
      { action: 'statutory_payment.deleted' },
    ]);
  });

  it('keeps another company’s payments out of reach (404) and the register from employees (403)', async () => {
    for (const [method, payload] of [
      ['GET'],
      ['PUT', epf({ reference: '9999999999999' })],
      ['DELETE'],
    ] as const) {
      const res = await call(hr, method, `/api/statutory-payments/${otherPayment}`, payload);
      expect(res.statusCode, `${method}: ${res.body}`).toBe(404);
    }
    expect((await call(hr, 'GET', `/api/statutory-payments?company_id=${otherCompany}`)).statusCode).toBe(
      404,
    );
    const named = await call(
      hr,
      'POST',
      '/api/statutory-payments',
      epf({ company_id: otherCompany, reference: 'X-1' }),
    );
    expect(named.statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/statutory-payments/${otherPayment}`)).statusCode).toBe(200);
    expect((await call(employee, 'GET', '/api/statutory-payments')).statusCode).toBe(403);
    expect(
      (await call(employee, 'POST', '/api/statutory-payments', epf({ reference: 'X-2' }))).statusCode,
    ).toBe(403);
    // A payment stays with its company.
    const mine = (await call(hr, 'GET', '/api/statutory-payments?kind=esic&month=6&year=2026')).json()
      .data[0];
    const moved = await call(admin, 'PUT', `/api/statutory-payments/${mine.id}`, {
      kind: 'esic',
      company_id: otherCompany,
      year: 2026,
      month: 6,
      reference: mine.reference,
      paid_on: mine.paid_on,
      amount: mine.amount,
    });
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['company_id']);
  });

  it('shows on the compliance summary what was paid against each line, its days late, interest, damages and what is owed', async () => {
    const summary = async () =>
      (await call(hr, 'GET', '/api/reports/compliance-summary?month=10&year=2026&per_page=100')).json();
    const before = await summary();
    const epfLines = before.rows.filter((r: Json) => r.challan === 'EPF challan');
    expect(epfLines).toHaveLength(5);
    expect(epfLines.every((r: Json) => r.paid === 0 && r.owed === r.amount && r.days_late === null)).toBe(
      true,
    );
    const byAccount = Object.fromEntries(
      epfLines.map((r: Json) => [`ac${String(r.item).match(/^A\/c (\d+)/)?.[1]}`, r.amount]),
    );
    const total = Math.round(epfLines.reduce((a: number, r: Json) => a + r.amount * 100, 0)) / 100;
    const paid = await call(
      hr,
      'POST',
      '/api/statutory-payments',
      epf({
        year: 2026,
        month: 10,
        reference: '3102611000042',
        paid_on: '2026-11-20',
        amount: total,
        accounts: byAccount,
      }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const charges = paid.json().statutory_payment.account_charges;

    // ESIC: half of it paid on time.
    const esicLine = before.rows.find((r: Json) => r.challan === 'ESIC challan');
    const half = Math.round(esicLine.amount * 50) / 100;
    const esic = await call(hr, 'POST', '/api/statutory-payments', {
      kind: 'esic',
      year: 2026,
      month: 10,
      reference: 'ESIC-OCT-1',
      paid_on: '2026-11-14',
      amount: half,
    });
    expect(esic.statusCode, esic.body).toBe(201);

    const after = await summary();
    for (const line of after.rows.filter((r: Json) => r.challan === 'EPF challan')) {
      const account = `ac${String(line.item).match(/^A\/c (\d+)/)?.[1]}`;
      // 5 days late: 12% a year × 5/365 interest, and 1% for the month or part, to the rupee, per account.
      expect(line, account).toMatchObject({
        paid: line.amount,
        paid_on: '2026-11-20',
        days_late: 5,
        interest: charges[account].interest,
        damages: charges[account].damages,
      });
      expect(line.interest).toBe(Math.round((line.amount * 12 * 5 * 100) / 36_500) / 100);
      expect(line.owed).toBeCloseTo(charges[account].interest + charges[account].damages, 2);
    }
    expect(after.rows.find((r: Json) => r.challan === 'ESIC challan')).toMatchObject({
      paid: half,
      days_late: 0,
      interest: 0,
      owed: Math.round((esicLine.amount - half) * 100) / 100,
    });
    // The lines already due keep their figures.
    expect(after.rows.map((r: Json) => [r.item, r.amount, r.due_on])).toEqual(
      before.rows.map((r: Json) => [r.item, r.amount, r.due_on]),
    );
  });

  it('gives a stored rates version the late-payment keys at the next start, keeping what it already has', async () => {
    const db = t.database.db;
    // As a database seeded before the keys existed: the 2024 PF version without interest, its damages edited.
    await db.execute(sql`update statutory_rates set rules = (rules - 'late_interest')
        || '{"late_damages": [{"per": "once", "bands": [{"from_months": 0, "rate": 2}]}]}'::jsonb
      where scheme = 'PF' and effective_from = '2024-06-14'`);
    await seedReferenceData(db);
    const [pf] = await rawRows<{ rules: Json }>(
      db,
      sql`select rules from statutory_rates where scheme = 'PF' and effective_from = '2024-06-14'`,
    );
    expect(pf?.rules.late_interest).toEqual([
      { per: 'year', graded: 'whole_delay', bands: [{ from_months: 0, rate: 12 }], round_to: 'paise' },
    ]);
    expect(pf?.rules.late_damages).toEqual([{ per: 'once', bands: [{ from_months: 0, rate: 2 }] }]);
  });
});
