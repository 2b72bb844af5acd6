import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, hireEmployee } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { addDays, todayIn } from '../../platform/dates';
import { addMonths, periodOf } from '../../platform/period';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const TODAY = todayIn();
const YEAR = Number(TODAY.slice(0, 4));
const THIS_MONTH = periodOf(TODAY);
const LAST_MONTH = addMonths(THIS_MONTH, -1);

describe('leave encashment during service', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let priya: string;
  let hrUserId: number;
  let al: Json;
  let sl: Json;
  /** Joined on 1 January: the whole year's 18 days of Annual Leave, BASIC ₹30,000 a month. */
  let worker: Json;
  let workerToken: string;
  let workerUserId: number;
  /** Their manager, with an account. */
  let manager: Json;
  let managerToken: string;
  /** Another employee whose balance HR trims, with an account. */
  let saver: Json;
  let saverToken: string;
  /** Anyone else, with an account. */
  let outsider: Json;
  let outsiderToken: string;
  const made = {} as { paid: Json; spent: Json; withdrawn: Json; unpaidRun: Json };

  const employee = (first_name: string, manager_id: number | null = null) =>
    hireEmployee(t, admin, { first_name, last_name: 'Encasher', hire_date: `${YEAR}-01-01`, manager_id });
  const account = (person: Json) => accountFor(t, admin, person);

  const ask = (token: string, payload: Json) =>
    t.as(token, { method: 'POST', url: '/api/leave-encashments', payload });
  const act = (token: string, id: number, action: string, payload?: Json) =>
    t.as(token, { method: 'POST', url: `/api/leave-encashments/${id}/${action}`, payload });
  const read = (token: string, id: number) =>
    t.as(token, { method: 'GET', url: `/api/leave-encashments/${id}` });
  const encashable = async (token: string, query = '') => {
    const res = await t.as(token, { method: 'GET', url: `/api/leave-encashments/encashable${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Json[];
  };
  const balanceOf = async (employeeId: number, typeId: number) =>
    (
      (await t.as(hr, { method: 'GET', url: `/api/leave-balance?employee_id=${employeeId}` })).json()
        .balances as Json[]
    ).find((b) => b.leave_type_id === typeId) as Json;
  const adjust = async (employeeId: number, days: number) => {
    const res = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${employeeId}/leave-ledger`,
      payload: { leave_type_id: al.id, days, reason: 'Correction' },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const process = async (employeeId: number, period: { year: number; month: number }) => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: employeeId, ...period },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results[0] as Json;
  };
  const runOf = async (id: number): Promise<Json> => {
    const run = (await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${id}` })).json()
      .payroll_run as Json;
    const shown = await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${id}/breakdown` });
    expect(shown.statusCode, shown.body).toBe(200);
    return { ...run, breakdown: shown.json().breakdown as Json };
  };
  const setAnnualLeave = async (over: Json) => {
    const policies = (await t.as(hr, { method: 'GET', url: '/api/leave-policies' })).json().data as Json[];
    const standard = policies.find((p) => p.is_default && p.company_id === 1) as Json;
    const payload = {
      company_id: standard.company_id,
      name: standard.name,
      description: standard.description,
      weekly_offs: standard.weekly_offs,
      pay_basis: standard.pay_basis,
      request_limits: standard.request_limits,
      rules: standard.rules.map(({ leave_type: type, ...rule }: Json) =>
        type.code === 'AL' ? { ...rule, ...over } : rule,
      ),
    };
    const res = await t.as(hr, { method: 'PUT', url: `/api/leave-policies/${standard.id}`, payload });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, priya] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    hrUserId = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.id;
    const types = (await t.as(hr, { method: 'GET', url: '/api/leave-types' })).json().data as Json[];
    al = types.find((x) => x.code === 'AL') as Json;
    sl = types.find((x) => x.code === 'SL') as Json;
    manager = await employee('Meera');
    worker = await employee('Wasim', manager.id);
    saver = await employee('Sanjay', manager.id);
    outsider = await employee('Omar');
    [managerToken, workerToken, saverToken, outsiderToken] = await Promise.all([
      account(manager),
      account(worker),
      account(saver),
      account(outsider),
    ]);
    workerUserId = (await t.as(workerToken, { method: 'GET', url: '/api/me' })).json().user.id;
    const basic = (await t.as(admin, { method: 'GET', url: '/api/salary-components?search=BASIC' })).json()
      .data[0].id;
    const structure = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${worker.id}/salary-structure`,
      payload: {
        effective_from: `${YEAR}-01-01`,
        components: [{ salary_component_id: basic, amount: 30_000 }],
      },
    });
    expect(structure.statusCode, structure.body).toBeLessThan(300);
  });
  afterAll(() => t.close());

  it('allows nothing until the policy makes a type encashable in service', async () => {
    expect(await encashable(workerToken)).toEqual([]);
    const res = await ask(workerToken, { leave_type_id: al.id, days: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      leave_type_id: ['Your leave policy does not allow encashing Annual Leave while in service.'],
    });
  });

  it('shows per encashable type the balance, the cap, the balance kept back, what is available and the day rate', async () => {
    await setAnnualLeave({ encashable_in_service: true, encash_max_days_per_year: 5, encash_min_balance: 2 });
    const [type, ...others] = await encashable(workerToken);
    expect(others).toEqual([]);
    // 18 days; cap 5 → min(18 − 2 kept, 5 − 0) = 5. BASIC 30,000 ÷ 26 = 1,153.846… → ₹1,153.85 a day.
    expect(type).toEqual({
      leave_type: { id: al.id, code: 'AL', name: 'Annual Leave' },
      balance: 18,
      encashed_this_year: 0,
      max_days_per_year: 5,
      min_balance: 2,
      available: 5,
      day_rate: 1_153.85,
    });
    // HR reads anyone's of their company; another employee cannot (404).
    expect((await encashable(hr, `?employee_id=${worker.id}`))[0]).toMatchObject({ available: 5 });
    const theirs = await t.as(outsiderToken, {
      method: 'GET',
      url: `/api/leave-encashments/encashable?employee_id=${worker.id}`,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses what may not be asked with each field’s message, and writes nothing', async () => {
    const count = async () =>
      (await rawRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from leave_encashments`))[0]
        ?.n;
    const before = await count();
    const refused = async (payload: Json, token = workerToken) => {
      const res = await ask(token, payload);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors;
    };
    expect(await refused({ leave_type_id: sl.id, days: 1 })).toEqual({
      leave_type_id: ['Your leave policy does not allow encashing Sick Leave while in service.'],
    });
    expect(await refused({ leave_type_id: 999_999, days: 1 })).toEqual({
      leave_type_id: ['The selected leave type is invalid.'],
    });
    expect(await refused({ leave_type_id: al.id, days: 0.3 })).toEqual({
      days: ['Days are encashed in whole or half days.'],
    });
    expect(await refused({ leave_type_id: al.id, days: 0 })).toEqual({
      days: ['The days to encash must be more than zero.'],
    });
    // One half day over the cap's 5 available.
    expect(await refused({ leave_type_id: al.id, days: 5.5 })).toEqual({
      days: [
        "You may encash at most 5 days of Annual Leave now: this year's cap is 5 days and 0 days are encashed or asked for.",
      ],
    });
    // An employee asks only for themselves.
    expect(await refused({ employee_id: saver.id, leave_type_id: al.id, days: 1 })).toEqual({
      employee_id: ['The selected employee id is invalid.'],
    });
    expect(await count()).toBe(before);
  });

  it('asks for days within the cap; the next ask sees them counted against the cap', async () => {
    const res = await ask(workerToken, { leave_type_id: al.id, days: 3.5, reason: 'School fees' });
    expect(res.statusCode, res.body).toBe(201);
    made.paid = res.json().leave_encashment;
    expect(res.json()).toMatchObject({
      message: 'Leave encashment submitted successfully',
      leave_encashment: {
        employee: { id: worker.id },
        leave_type: { id: al.id, code: 'AL' },
        year: YEAR,
        days: 3.5,
        status: 'pending',
        reason: 'School fees',
        // 30,000 × 3.5 ÷ 26 = 4,038.46 → ₹4,038 (nearest rupee).
        estimated_amount: 4_038,
        paid_in: null,
        waiting: { level: 1, levels: 1, approver: 'Holders of approve-leaves' },
      },
    });
    // 5 − 3.5 = 1.5 left of the cap: 2 is refused, 1.5 accepted (then withdrawn).
    const over = await ask(workerToken, { leave_type_id: al.id, days: 2 });
    expect(over.json().errors).toEqual({
      days: [
        "You may encash at most 1.5 days of Annual Leave now: this year's cap is 5 days and 3.5 days are encashed or asked for.",
      ],
    });
    const atCap = await ask(workerToken, { leave_type_id: al.id, days: 1.5 });
    expect(atCap.statusCode, atCap.body).toBe(201);
    made.withdrawn = atCap.json().leave_encashment;
    expect((await encashable(workerToken))[0]).toMatchObject({
      balance: 18,
      encashed_this_year: 5,
      available: 0,
    });
    // HR's inbox holds it, told in a line.
    const inbox = (
      await t.as(hr, { method: 'GET', url: '/api/approvals/inbox?request_type=leave_encashment' })
    ).json().data as Json[];
    expect(inbox.find((i) => i.request_id === made.paid.id)).toMatchObject({
      summary: `Encash 3.5 days of Annual Leave (${YEAR})`,
      reason: 'School fees',
      link: `/leave/encashments/${made.paid.id}`,
    });
  });

  it('keeps the minimum balance, and of two asks at once that together overdraw it one is refused', async () => {
    // Sanjay's 18 days trimmed to 4: 4 − 2 kept back = 2 available.
    await adjust(saver.id, -14);
    expect((await encashable(saverToken))[0]).toMatchObject({ balance: 4, available: 2 });
    const kept = await ask(saverToken, { leave_type_id: al.id, days: 2.5 });
    expect(kept.json().errors).toEqual({
      days: [
        'You may encash at most 2 days of Annual Leave now: the balance is 4 days, 2 days must stay in the balance.',
      ],
    });
    const both = await Promise.all([
      ask(saverToken, { leave_type_id: al.id, days: 1.5 }),
      ask(saverToken, { leave_type_id: al.id, days: 1.5 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = both.find((r) => r.statusCode === 422)?.json();
    expect(refused.errors.days[0]).toMatch(/^You may encash at most 0\.5 days of Annual Leave now/);
    made.spent = both.find((r) => r.statusCode === 201)?.json().leave_encashment;
  });

  it('lets the requester withdraw a waiting encashment, and nobody else', async () => {
    expect((await act(outsiderToken, made.withdrawn.id, 'cancel')).statusCode).toBe(404);
    expect((await act(managerToken, made.withdrawn.id, 'cancel')).statusCode).toBe(403);
    const res = await act(workerToken, made.withdrawn.id, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().leave_encashment).toMatchObject({ status: 'cancelled', waiting: null });
    expect((await act(workerToken, made.withdrawn.id, 'cancel')).statusCode).toBe(409);
    // Its level closed: out of the inbox; its days back within the cap.
    const inbox = (
      await t.as(hr, { method: 'GET', url: '/api/approvals/inbox?request_type=leave_encashment' })
    ).json().data as Json[];
    expect(inbox.some((i) => i.request_id === made.withdrawn.id)).toBe(false);
    expect((await encashable(workerToken))[0]).toMatchObject({ encashed_this_year: 3.5, available: 1.5 });
  });

  it('shows an encashment to its employee, their manager and HR; lists by scope', async () => {
    expect((await read(workerToken, made.paid.id)).statusCode).toBe(200);
    expect((await read(managerToken, made.paid.id)).statusCode).toBe(200);
    expect((await read(hr, made.paid.id)).statusCode).toBe(200);
    // What it is worth tells the employee's pay: the employee and HR (view-salary-structures) see it, the manager does not.
    expect((await read(workerToken, made.paid.id)).json().leave_encashment.estimated_amount).toBe(4_038);
    expect((await read(hr, made.paid.id)).json().leave_encashment.estimated_amount).toBe(4_038);
    expect((await read(managerToken, made.paid.id)).json().leave_encashment.estimated_amount).toBeNull();
    expect((await read(outsiderToken, made.paid.id)).statusCode).toBe(404);
    expect((await read(hr, 999_999)).statusCode).toBe(404);
    const list = async (token: string, query: string) =>
      t.as(token, { method: 'GET', url: `/api/leave-encashments?${query}` });
    const mine = (await list(workerToken, 'scope=mine')).json();
    expect(mine.data.map((e: Json) => e.id)).toEqual([made.withdrawn.id, made.paid.id]);
    const team = (await list(managerToken, 'scope=team&status=pending')).json();
    expect(team.data.map((e: Json) => e.id).sort()).toEqual([made.paid.id, made.spent.id].sort());
    expect((await list(workerToken, 'scope=all')).statusCode).toBe(403);
    const all = (await list(hr, `scope=all&employee_id=${worker.id}`)).json();
    expect(all.total).toBe(2);
  });

  it('approving re-checks the balance: spent meanwhile, it is refused and still waits; HR rejects it', async () => {
    // 4 − 1 more = 3: 3 − 2 kept back = 1 < 1.5 asked.
    await adjust(saver.id, -1);
    expect((await act(outsiderToken, made.spent.id, 'approve')).statusCode).toBe(403);
    const refused = await act(hr, made.spent.id, 'approve');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'The balance no longer covers this encashment. You may encash at most 1 day of Annual Leave now: the balance is 3 days, 2 days must stay in the balance.',
    );
    expect((await read(hr, made.spent.id)).json().leave_encashment).toMatchObject({
      status: 'pending',
      waiting: { level: 1 },
    });
    // Through the inbox too: the step stays undecided.
    const item = (
      (await t.as(hr, { method: 'GET', url: '/api/approvals/inbox?request_type=leave_encashment' })).json()
        .data as Json[]
    ).find((i) => i.request_id === made.spent.id) as Json;
    const bulk = await t.as(hr, {
      method: 'POST',
      url: '/api/approvals/bulk',
      payload: { ids: [item.id], decision: 'approve' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await read(hr, made.spent.id)).json().leave_encashment.status).toBe('pending');
    expect((await act(hr, made.spent.id, 'reject', { reason: '' })).statusCode).toBe(422);
    const rejected = await act(hr, made.spent.id, 'reject', { reason: 'Balance used for leave' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().leave_encashment).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Balance used for leave',
      decided_by: 'Rahul Mehta',
    });
    expect((await balanceOf(saver.id, al.id)).encashed_days).toBe(0);
    expect((await act(hr, made.spent.id, 'approve')).statusCode).toBe(409);
  });

  it('approved: one ledger line takes the days out of the balance, the employee is told, the trail kept', async () => {
    // This month's run processed while it waits does not carry it.
    const waiting = await process(worker.id, THIS_MONTH);
    expect(waiting.error).toBeNull();
    made.unpaidRun = await runOf(waiting.payroll_run_id);
    expect(made.unpaidRun.breakdown.earnings.leave_encashment).toBe(0);
    expect(made.unpaidRun.breakdown.encashment_detail).toBeNull();
    // Sanjay may not decide (no approve-leaves).
    expect((await act(saverToken, made.paid.id, 'approve')).statusCode).toBe(403);
    const item = (
      (await t.as(hr, { method: 'GET', url: '/api/approvals/inbox?request_type=leave_encashment' })).json()
        .data as Json[]
    ).find((i) => i.request_id === made.paid.id) as Json;
    const bulk = await t.as(hr, {
      method: 'POST',
      url: '/api/approvals/bulk',
      payload: { ids: [item.id], decision: 'approve' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const approved = (await read(workerToken, made.paid.id)).json().leave_encashment;
    expect(approved).toMatchObject({
      status: 'approved',
      decided_by: 'Rahul Mehta',
      waiting: null,
      paid_in: null,
    });
    expect(await balanceOf(worker.id, al.id)).toMatchObject({ encashed_days: 3.5, remaining_days: 14.5 });
    const lines = await rawRows<Json>(
      t.database.db,
      sql`select kind, days::float as days, year, effective_date::text as date from leave_ledger
          where encashment_id = ${made.paid.id}`,
    );
    expect(lines).toEqual([{ kind: 'encashment', days: -3.5, year: YEAR, date: TODAY }]);
    const told = await rawRows<Json>(
      t.database.db,
      sql`select title from notifications where user_id = ${workerUserId} and event = 'leave_encashment.decided'`,
    );
    expect(told.map((n) => n.title)).toEqual(['Your leave encashment was approved']);
    const audit = await rawRows<Json>(
      t.database.db,
      sql`select action, user_id from audit_events where entity_type = 'leave_encashment' and entity_id = ${made.paid.id}`,
    );
    expect(audit).toEqual([{ action: 'leave_encashment.approved', user_id: hrUserId }]);
    // Deciding again: already approved.
    expect((await act(hr, made.paid.id, 'reject', { reason: 'Too late' })).statusCode).toBe(409);
    // The encashable figures now count it as encashed: 18 − 3.5 = 14.5; cap 5 − 3.5 = 1.5.
    expect((await encashable(workerToken))[0]).toMatchObject({
      balance: 14.5,
      encashed_this_year: 3.5,
      available: 1.5,
    });
  });

  it('the first month processed after the approval pays it, as taxable salary outside PF; reprocessing pays it once', async () => {
    // Approved this month: last month's run does not carry it.
    const lastMonth = await process(worker.id, LAST_MONTH);
    expect(lastMonth.error).toBeNull();
    expect((await runOf(lastMonth.payroll_run_id)).breakdown.earnings.leave_encashment).toBe(0);

    const first = await process(worker.id, THIS_MONTH);
    expect(first.error).toBeNull();
    const run = await runOf(first.payroll_run_id);
    // 30,000 × 3.5 ÷ 26 = 4,038.46 → ₹4,038 (nearest rupee).
    expect(run.breakdown.earnings.leave_encashment).toBe(4_038);
    expect(run.breakdown.encashment_detail).toEqual({
      encashments: [{ id: made.paid.id, days: 3.5, amount: 4_038 }],
      days: 3.5,
      day_rate: 1_153.85,
      amount: 4_038,
    });
    // The same month before the approval: gross and the taxable salary TDS is worked on (s.192) up by exactly
    // the encashment (no exemption during service); PF wages and PF as they were (not "basic wages"); the net up
    // by the encashment less the TDS it adds.
    const before = made.unpaidRun;
    expect(first.payroll_run_id).toBe(before.id);
    expect(run.breakdown.total_earnings - before.breakdown.total_earnings).toBe(4_038);
    expect(run.breakdown.tds.this_month - before.breakdown.tds.this_month).toBe(4_038);
    expect(run.breakdown.statutory).toEqual(before.breakdown.statutory);
    expect(run.pf_deduction).toBe(before.pf_deduction);
    expect(run.professional_tax).toBe(before.professional_tax);
    const extraTds = run.tds_deduction - before.tds_deduction;
    expect(run.net_salary - before.net_salary).toBeCloseTo(4_038 - extraTds, 2);
    const paid = (await read(workerToken, made.paid.id)).json().leave_encashment;
    expect(paid.paid_in).toEqual({
      payroll_run_id: first.payroll_run_id,
      year: THIS_MONTH.year,
      month: THIS_MONTH.month,
      status: run.status,
      amount: 4_038,
    });

    const again = await process(worker.id, THIS_MONTH);
    expect(again.payroll_run_id).toBe(first.payroll_run_id);
    expect((await runOf(again.payroll_run_id)).breakdown.earnings.leave_encashment).toBe(4_038);
    const tied = await rawRows<Json>(
      t.database.db,
      sql`select payroll_run_id, amount::float as amount from leave_encashments where id = ${made.paid.id}`,
    );
    expect(tied).toEqual([{ payroll_run_id: first.payroll_run_id, amount: 4_038 }]);
    // Last month reprocessed still does not take it from this month's run.
    await process(worker.id, LAST_MONTH);
    expect((await read(hr, made.paid.id)).json().leave_encashment.paid_in.payroll_run_id).toBe(
      first.payroll_run_id,
    );
  });

  it('HR asks for an employee; an exit on record stops an encashment during service', async () => {
    const forOther = await ask(hr, { employee_id: outsider.id, leave_type_id: al.id, days: 1 });
    expect(forOther.statusCode, forOther.body).toBe(201);
    expect(forOther.json().leave_encashment).toMatchObject({ employee: { id: outsider.id }, days: 1 });
    // HR may ask for their own but not decide it; Priya (an employee) may not ask for another's.
    const own = await ask(hr, { leave_type_id: al.id, days: 0.5 });
    expect(own.statusCode, own.body).toBe(201);
    const ownApproval = await act(hr, own.json().leave_encashment.id, 'approve');
    expect(ownApproval.statusCode).toBe(403);
    expect(ownApproval.json().message).toBe('You cannot approve your own leave encashment');
    expect((await act(hr, own.json().leave_encashment.id, 'cancel')).statusCode).toBe(200);
    expect((await ask(priya, { employee_id: outsider.id, leave_type_id: al.id, days: 1 })).statusCode).toBe(
      422,
    );
    const exit = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${outsider.id}/exit`,
      payload: {
        notice_date: TODAY,
        last_working_day: addDays(TODAY, 30),
        exit_type: 'resignation',
        reason: 'Moving on',
      },
    });
    expect(exit.statusCode, exit.body).toBe(200);
    const refused = await ask(outsiderToken, { leave_type_id: al.id, days: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.employee_id[0]).toMatch(
      /^An exit is recorded for Omar Encasher \(last working day .+\): their leave is encashed in the full and final settlement\.$/,
    );
    // The one asked before the exit cannot be approved now.
    const late = await act(hr, forOther.json().leave_encashment.id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'An exit is now recorded for the employee: their leave is encashed in the full and final settlement.',
    );
  });
});
