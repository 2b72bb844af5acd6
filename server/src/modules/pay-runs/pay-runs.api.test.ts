import { monthBeingPaid, PAY_RUN_STEPS } from '@hrms/contracts/pay-runs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { monthYearName, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * The pay run on the demo data: last month's runs were processed by HR, every sixth approved by the admin
 * (a super admin with an employee record of their own) and none released; the month before was paid.
 */
describe('the pay run: a company’s month approved, released, paid and locked as one', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let employee: string;
  let companyId: number;
  let me: Json;
  const month = monthBeingPaid(todayIn());
  const q = `month=${month.month}&year=${month.year}`;
  const body = () => ({ company_id: companyId, ...month });
  const post = (token: string, path: string, payload: Json) =>
    t.as(token, { method: 'POST', url: `/api/pay-runs/${path}`, payload });
  const payRun = async (token = hr, query = q) =>
    (await t.as(token, { method: 'GET', url: `/api/pay-runs?${query}&company_id=${companyId}` })).json()
      .pay_run as Json;
  const myRuns = async (query = q) =>
    (await t.as(employee, { method: 'GET', url: `/api/payroll-runs?${query}` })).json();

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, employee] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    companyId = me.company_id;
  });
  afterAll(() => t.close());

  it('opens on the month being paid with its counts, totals and steps in order', async () => {
    const res = await t.as(hr, { method: 'GET', url: '/api/pay-runs' });
    expect(res.statusCode).toBe(200);
    const run = res.json().pay_run;
    expect(run).toMatchObject({ ...month, month_ended: true, locked: null, company_id: companyId });
    expect(run.steps.map((s: Json) => s.key)).toEqual([...PAY_RUN_STEPS]);
    expect(run.counts.processed).toBeGreaterThan(0);
    expect(run.counts.approved).toBeGreaterThan(0);
    expect(run.counts.released).toBe(0);
    expect(run.steps.find((s: Json) => s.key === 'approve')).toMatchObject({
      state: 'todo',
      summary: `${run.counts.processed} runs to approve`,
    });
    expect(run.totals.net).toBeCloseTo(run.totals.gross - run.totals.deductions, 2);
    expect(run.totals.employer_cost).toBeGreaterThan(run.totals.gross);
    expect(run.inputs.map((i: Json) => i.key)).toContain('without_attendance');

    // This month has not ended: nothing can be processed for it yet.
    const today = todayIn();
    const now = await payRun(hr, `month=${Number(today.slice(5, 7))}&year=${today.slice(0, 4)}`);
    expect(now.month_ended).toBe(false);
    expect(now.steps[1]).toMatchObject({ key: 'process', state: 'waiting' });

    expect((await t.as(employee, { method: 'GET', url: '/api/pay-runs' })).statusCode).toBe(403);
  });

  it('shows an employee nothing of the month before release, and their paid months as before', async () => {
    expect((await myRuns()).total).toBe(0);
    const before = monthBeingPaid(`${month.year}-${String(month.month).padStart(2, '0')}-01`);
    const paid = await myRuns(`month=${before.month}&year=${before.year}`);
    expect(paid.data.map((r: Json) => r.status)).toEqual(['paid']);
  });

  it('keeps duties apart in bulk: HR processed the month, so HR approves none of it, each skip saying why', async () => {
    const res = await post(hr, 'approve', body());
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toBe(0);
    const reasons = new Set(res.json().skipped.map((s: Json) => s.reason));
    expect(reasons).toContain('You processed this run: someone else must approve it');
    expect(reasons).toContain('Your own run: someone else must approve it');
  });

  it('refuses runs that are not of the company’s month, naming the field', async () => {
    const [other] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select id from payroll_runs where not (year = ${month.year} and month = ${month.month}) limit 1`,
    );
    const res = await post(admin, 'approve', { ...body(), run_ids: [other?.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.run_ids[0]).toMatch(/1 of the selected runs is not a run of/);
  });

  it('will not lock a month with runs not yet approved', async () => {
    const { counts } = await payRun();
    const open = counts.not_processed + counts.draft + counts.processed;
    const res = await post(admin, 'lock', body());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`cannot be locked: ${open} employees have no approved run yet`);
  });

  it('asks a note of a single flagged run’s approval, keeps it, and none of a run the review does not flag', async () => {
    const adminSelf = (await t.as(admin, { method: 'GET', url: '/api/me' })).json().user.employee?.id;
    const [last] = await rawRows<{ id: number; employee_id: number }>(
      t.database.db,
      sql`select id, employee_id from payroll_runs where year = ${month.year} and month = ${month.month}
        and status = 'processed' and employee_id <> ${adminSelf ?? 0} order by id desc limit 1`,
    );
    await t.database.db.execute(
      sql`update employees set bank_account_number = null where id = ${last?.employee_id}`,
    );
    const { rows } = (
      await t.as(admin, { method: 'GET', url: `/api/payroll/variance?${q}&company_id=${companyId}` })
    ).json();
    const clean = rows.find(
      (r: Json) => r.status === 'processed' && !r.flags.length && r.employee_id !== adminSelf,
    );
    const approve = (id: number, payload?: Json) =>
      t.as(admin, { method: 'PUT', url: `/api/payroll-runs/${id}/approve`, payload });
    const unnoted = await approve(last?.id as number);
    expect(unnoted.statusCode).toBe(422);
    expect(unnoted.json().errors.note[0]).toMatch(
      /^The review flags this run \(.*No bank account.*\): give a note/,
    );
    const noted = await approve(last?.id as number, { note: 'Bank account to follow; paid by cheque' });
    expect(noted.json().payroll_run.status).toBe('approved');
    const [kept] = await rawRows<{ approval_note: string }>(
      t.database.db,
      sql`select approval_note from payroll_runs where id = ${last?.id}`,
    );
    expect(kept?.approval_note).toBe('Bank account to follow; paid by cheque');
    expect((await approve(clean.run_id)).json().payroll_run.status).toBe('approved');
  });

  it('approves every processed run exactly once under two parallel requests', async () => {
    const { counts } = await payRun();
    // A processed run whose employee has no bank account: the review flags it, so approving needs a note.
    const [open] = await rawRows<{ employee_id: number }>(
      t.database.db,
      sql`select employee_id from payroll_runs where year = ${month.year} and month = ${month.month}
        and status = 'processed' order by id limit 1`,
    );
    await t.database.db.execute(
      sql`update employees set bank_account_number = null where id = ${open?.employee_id}`,
    );
    const review = (
      await t.as(admin, { method: 'GET', url: `/api/payroll/variance?${q}&company_id=${companyId}` })
    ).json();
    const noBank = review.rows.find((r: Json) => r.employee_id === open?.employee_id);
    expect(noBank.flags.map((f: Json) => f.flag)).toContain('no_bank_account');
    const unnoted = await post(admin, 'approve', body());
    expect(unnoted.statusCode).toBe(422);
    expect(unnoted.json().errors.note[0]).toMatch(/flagged by the review: give a note to approve/);
    const noted = { ...body(), note: 'Checked each flagged run against its attendance' };
    const [a, b] = await Promise.all([post(admin, 'approve', noted), post(admin, 'approve', noted)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const changed = a.json().changed + b.json().changed;
    expect(changed).toBe(counts.processed);
    const [events] = await rawRows<{ n: number; runs: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(distinct e.payroll_run_id)::int as runs from payroll_run_events e
        join payroll_runs r on r.id = e.payroll_run_id
        where r.year = ${month.year} and r.month = ${month.month} and e.to_status = 'approved'
`,
    );
    // One approval each, the demo's earlier ones included.
    expect(events).toEqual({ n: counts.approved + changed, runs: counts.approved + changed });
    const after = await payRun();
    expect(after.counts).toMatchObject({ processed: 0, approved: counts.approved + changed });
    expect(after.steps.find((s: Json) => s.key === 'approve').state).toBe('done');
  });

  it('releases the approved payslips: the employee then sees the month and is told', async () => {
    const { counts } = await payRun();
    const res = await post(admin, 'release', body());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      changed: counts.approved,
      skipped: [],
      pay_run: { counts: { released: counts.approved } },
    });
    const mine = await myRuns();
    expect(mine.data.map((r: Json) => r.status)).toEqual(['approved']);
    const payslip = await t.as(employee, {
      method: 'GET',
      url: `/api/payroll-runs/${mine.data[0].id}/payslip`,
    });
    expect(payslip.statusCode).toBe(200);
    const told = await rawRows<{ title: string }>(
      t.database.db,
      sql`select n.title from notifications n join users u on u.id = n.user_id
        where u.email = 'employee@demo.test' and n.event = 'payroll.approved'`,
    );
    expect(told.map((n) => n.title)).toEqual([`Your payslip for ${monthYearName(month)} is ready`]);
    // Released once: a second release moves nothing.
    expect((await post(admin, 'release', body())).json().changed).toBe(0);
  });

  it('marks the month paid, each paying someone else’s pay, then locks it', async () => {
    const paid = await post(hr, 'mark-paid', body());
    expect(paid.statusCode).toBe(200);
    // HR's own run waits for someone else to pay it.
    expect(paid.json().skipped.map((s: Json) => s.reason)).toEqual([
      'Your own run: someone else must mark it paid',
    ]);
    expect((await post(admin, 'mark-paid', body())).json().changed).toBe(1);
    const run = await payRun();
    expect(run.counts).toMatchObject({ approved: 0, processed: 0 });
    expect(run.steps.find((s: Json) => s.key === 'pay').state).toBe('done');

    const locked = await post(admin, 'lock', body());
    expect(locked.statusCode).toBe(200);
    expect(locked.json().pay_run).toMatchObject({ state: 'closed', locked: { by: expect.any(String) } });
    expect((await post(admin, 'lock', body())).json().message).toMatch(/is already locked/);
  });

  it('refuses processing, attendance corrections and revisions into a locked month until an admin unlocks it', async () => {
    const [day] = await rawRows<{ id: number; employee_id: number }>(
      t.database.db,
      sql`select a.id, a.employee_id from attendance_records a join employees e on e.id = a.employee_id
        where e.company_id = ${companyId} and a.clock_in is not null
          and extract(year from a.attendance_date) = ${month.year} and extract(month from a.attendance_date) = ${month.month}
        limit 1`,
    );
    const process = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: day?.employee_id, ...month },
    });
    expect(process.json().results[0].error).toMatch(
      /^This month’s run is already approved or paid|is locked/,
    );

    const correction = await t.as(hr, {
      method: 'PUT',
      url: `/api/attendance/${day?.id}`,
      payload: { clock_in: '09:00', clock_out: '18:00', reason: 'Forgot to clock out' },
    });
    expect(correction.statusCode).toBe(409);
    expect(correction.json().message).toMatch(
      /is locked: its attendance cannot change until an admin unlocks the month/,
    );

    const structure = (
      await t.as(hr, { method: 'GET', url: `/api/employees/${day?.employee_id}/salary-structure` })
    ).json();
    const components = structure.salary_structure.map((c: Json) => ({
      salary_component_id: c.salary_component.id,
      amount: c.amount,
      percentage: c.percentage,
    }));
    const revision = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${day?.employee_id}/salary-structure`,
      payload: { effective_from: `${month.year}-${String(month.month).padStart(2, '0')}-15`, components },
    });
    expect(revision.statusCode).toBe(409);
    expect(revision.json().message).toMatch(/salary revisions dated in it cannot change/);

    // Unlocking is an admin's: HR may not.
    expect((await post(hr, 'unlock', body())).statusCode).toBe(403);
    const unlocked = await post(admin, 'unlock', body());
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().pay_run.locked).toBeNull();
    expect((await post(admin, 'unlock', body())).statusCode).toBe(409);
    const audit = await rawRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_events where action like 'pay_month.%' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['pay_month.locked', 'pay_month.unlocked']);
  });
});
