import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFor } from '../../../test/accounts';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { addDays, longDate, todayIn } from '../../platform/dates';
import { escalateOverdue } from './escalation';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const YEAR = Number(todayIn().slice(0, 4));
/** The k-th Wednesday from March next year: a future weekday, in months no payroll has touched. */
const wednesday = (k: number) => {
  const d = new Date(Date.UTC(YEAR + 1, 2, 1));
  d.setUTCDate(d.getUTCDate() + ((10 - d.getUTCDay()) % 7) + (k - 1) * 7);
  return d.toISOString().slice(0, 10);
};

describe('approval chains and the inbox', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  /** Priya, employee@demo.test: the engineering department's head, who manages the engineers. */
  let manager: string;
  /** An engineer reporting to Priya, and another colleague, given sign-ins here. */
  let employee: string;
  let colleague: string;
  let me: Json;
  let lop: number;
  let week = 0;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, manager] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const { id } = (await t.as(manager, { method: 'GET', url: '/api/me' })).json().user.employee;
    const free = sql`not exists (select 1 from users u where u.employee_id = e.id) and e.archived_at is null`;
    const [row] = await rawRows<Json>(
      t.database.db,
      sql`select e.id, e.company_id, e.manager_id, d.head_of_department_id as head,
            (select c.id from employees c where c.company_id = e.company_id and c.manager_id <> e.manager_id
               and c.archived_at is null and not exists (select 1 from users u where u.employee_id = c.id)
             order by c.id limit 1) as colleague_id
          from employees e left join departments d on d.id = e.department_id
          where e.manager_id = ${id} and ${free} order by e.id limit 1`,
    );
    me = row ?? {};
    employee = await signInFor(t, admin, me.id, 'approvals.engineer@demo.test');
    colleague = await signInFor(t, admin, me.colleague_id, 'approvals.colleague@demo.test');
    const types = (await t.as(employee, { method: 'GET', url: '/api/leave-types' })).json().data as Json[];
    lop = types.find((x) => x.code === 'LOP')?.id;
  });
  afterAll(() => t.close());

  const apply = async (token: string) => {
    week += 1;
    const res = await t.as(token, {
      method: 'POST',
      url: '/api/leaves',
      payload: {
        leave_type_id: lop,
        start_date: wednesday(week),
        end_date: wednesday(week),
        reason: 'Errand',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().leave_request.id as number;
  };
  const inboxOf = async (token: string) =>
    (await t.as(token, { method: 'GET', url: '/api/approvals/inbox' })).json().data as Json[];
  const itemFor = async (token: string, requestId: number) =>
    (await inboxOf(token)).find((i) => i.request_type === 'leave' && i.request_id === requestId);
  const decide = (token: string, ids: number[], decision: 'approve' | 'reject', reason?: string) =>
    t.as(token, { method: 'POST', url: '/api/approvals/bulk', payload: { ids, decision, reason } });
  const statusOf = async (id: number) =>
    (await t.as(hr, { method: 'GET', url: `/api/leaves/${id}` })).json().leave_request.status;
  const trail = async (token: string, id: number) =>
    t.as(token, { method: 'GET', url: `/api/approvals/trail?request_type=leave&request_id=${id}` });
  const setChain = async (levels: Json[], escalate: number | null = null) => {
    const chains = (await t.as(hr, { method: 'GET', url: '/api/approval-chains' })).json().data as Json[];
    const leave = chains.find((c) => c.request_type === 'leave') as Json;
    const payload = { request_type: 'leave', levels, escalate_after_days: escalate };
    const res = leave.id
      ? await t.as(hr, { method: 'PUT', url: `/api/approval-chains/${leave.id}`, payload })
      : await t.as(hr, { method: 'POST', url: '/api/approval-chains', payload });
    expect(res.statusCode).toBeLessThan(300);
    return res.json().chain as Json;
  };

  it('without a chain, the holders of approve-leaves decide; the manager and the applicant see nothing', async () => {
    const chains = (await t.as(hr, { method: 'GET', url: '/api/approval-chains' })).json().data as Json[];
    expect(chains.map((c) => [c.request_type, c.id, c.levels])).toEqual([
      ['leave', null, []],
      ['regularisation', null, []],
      ['on_duty', null, []],
      ['work_from_home', null, []],
      ['expense_claim', null, []],
      ['comp_off', null, []],
      ['leave_encashment', null, []],
      ['shift_change', null, []],
      ['overtime', null, []],
      ['profile_change', null, []],
      ['letter', null, []],
    ]);
    expect((await t.as(employee, { method: 'GET', url: '/api/approval-chains' })).statusCode).toBe(403);
    const id = await apply(employee);
    const item = await itemFor(hr, id);
    expect(item).toMatchObject({ level: 1, levels: 1, delegated_from: null, link: `/leaves/${id}` });
    expect(item?.summary).toMatch(/^Loss of Pay, .* \(1 day\)$/);
    expect(await itemFor(manager, id)).toBeUndefined();
    expect(await itemFor(employee, id)).toBeUndefined();
    const done = await decide(hr, [item?.id], 'approve');
    expect(done.json().results).toEqual([{ id: item?.id, outcome: 'approved', message: 'Approved.' }]);
    expect(await statusOf(id)).toBe('approved');
  });

  it('checks a chain: a permission level names its permission, one chain a type, HR only', async () => {
    const bad = await t.as(hr, {
      method: 'POST',
      url: '/api/approval-chains',
      payload: { request_type: 'on_duty', levels: [{ approver: 'permission' }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['levels.0.permission']).toEqual([
      'Choose the permission whose holders decide this level (and only for such a level).',
    ]);
    const none = await t.as(hr, {
      method: 'POST',
      url: '/api/approval-chains',
      payload: { request_type: 'on_duty', levels: [] },
    });
    expect(none.json().errors.levels).toEqual(['A chain needs at least one level.']);
    const payload = { request_type: 'on_duty', levels: [{ approver: 'reporting_manager' }] };
    const [a, b] = await Promise.all([
      t.as(hr, { method: 'POST', url: '/api/approval-chains', payload }),
      t.as(hr, { method: 'POST', url: '/api/approval-chains', payload }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const made = (a.statusCode === 201 ? a : b).json().chain;
    expect((await t.as(employee, { method: 'POST', url: '/api/approval-chains', payload })).statusCode).toBe(
      403,
    );
    expect((await t.as(hr, { method: 'DELETE', url: `/api/approval-chains/${made.id}` })).statusCode).toBe(
      200,
    );
    const after = (await t.as(hr, { method: 'GET', url: '/api/approval-chains' })).json().data as Json[];
    expect(after.find((c) => c.request_type === 'on_duty')?.id).toBeNull();
  });

  it('goes from the reporting manager to HR; each sees it only at their level; the trail tells the course', async () => {
    await setChain([
      { approver: 'reporting_manager' },
      { approver: 'permission', permission: 'approve-leaves' },
    ]);
    const id = await apply(employee);
    expect(await itemFor(hr, id)).toBeUndefined();
    const first = await itemFor(manager, id);
    expect(first).toMatchObject({ level: 1, levels: 2 });
    // The applicant cannot decide their own request from anywhere.
    const own = await decide(employee, [first?.id], 'approve');
    expect(own.json().results[0]).toMatchObject({
      outcome: 'failed',
      message: 'This request does not wait for you.',
    });
    const forwarded = await decide(manager, [first?.id], 'approve');
    expect(forwarded.json().results[0].outcome).toBe('forwarded');
    expect(await statusOf(id)).toBe('pending');
    expect(await itemFor(manager, id)).toBeUndefined();
    const second = await itemFor(hr, id);
    expect(second).toMatchObject({ level: 2, levels: 2 });
    // Two HR decisions at once: one approves, the other finds it decided.
    const [x, y] = await Promise.all([
      decide(hr, [second?.id], 'approve'),
      decide(hr, [second?.id], 'approve'),
    ]);
    expect([x.json().results[0].outcome, y.json().results[0].outcome].sort()).toEqual(['approved', 'failed']);
    expect(await statusOf(id)).toBe('approved');
    const steps = (await trail(employee, id)).json().data as Json[];
    expect(steps.map((s) => [s.level, s.status, s.decided_by !== null])).toEqual([
      [1, 'approved', true],
      [2, 'approved', true],
    ]);
    expect(steps[1]?.approver).toBe('Holders of approve-leaves');
    expect((await trail(colleague, id)).statusCode).toBe(404);
    // The manager decided a level, so they may open the request.
    expect((await t.as(manager, { method: 'GET', url: `/api/leaves/${id}` })).statusCode).toBe(200);
  });

  it('rejects at the first level with a reason, which the request keeps', async () => {
    const id = await apply(employee);
    const item = await itemFor(manager, id);
    const noReason = await decide(manager, [item?.id], 'reject');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Say why the requests are rejected.']);
    const res = await decide(manager, [item?.id], 'reject', 'Release week');
    expect(res.json().results[0].outcome).toBe('rejected');
    const leave = (await t.as(employee, { method: 'GET', url: `/api/leaves/${id}` })).json().leave_request;
    expect([leave.status, leave.rejection_reason]).toEqual(['rejected', 'Release week']);
    expect(await itemFor(hr, id)).toBeUndefined();
  });

  it('skips the level whose approver is the requester: the department head’s own request goes to HR', async () => {
    await setChain([
      { approver: 'department_head' },
      { approver: 'permission', permission: 'approve-leaves' },
    ]);
    expect(me.head).toBe(me.manager_id);
    const id = await apply(manager);
    expect(await itemFor(manager, id)).toBeUndefined();
    expect(await itemFor(hr, id)).toMatchObject({ level: 2, levels: 2 });
    const steps = (await trail(manager, id)).json().data as Json[];
    expect(steps.map((s) => [s.level, s.status, s.note])).toEqual([
      [1, 'skipped', 'The approver is the requester.'],
      [2, 'pending', null],
    ]);
  });

  it('lets a delegate decide for an approver away, and only on the delegation’s days', async () => {
    await setChain([
      { approver: 'reporting_manager' },
      { approver: 'permission', permission: 'approve-leaves' },
    ]);
    const id = await apply(employee);
    expect(await itemFor(colleague, id)).toBeUndefined();
    // The manager, who may not list employees, finds a delegate by name or code among current colleagues.
    const found = await t.as(manager, {
      method: 'GET',
      url: '/api/approval-delegations/colleagues?search=rahul',
    });
    expect(found.json().data.map((c: Json) => `${c.first_name} ${c.last_name}`)).toEqual(['Rahul Mehta']);
    expect(Object.keys(found.json().data[0]).sort()).toEqual([
      'employee_id',
      'first_name',
      'id',
      'job_title',
      'last_name',
    ]);
    const all = (await t.as(manager, { method: 'GET', url: '/api/approval-delegations/colleagues' })).json()
      .data;
    expect(all.length).toBe(50);
    expect(all.some((c: Json) => c.id === me.manager_id)).toBe(false);
    const today = todayIn();
    const later = await t.as(manager, {
      method: 'POST',
      url: '/api/approval-delegations',
      payload: { delegate_id: me.colleague_id, from_date: addDays(today, 5), to_date: addDays(today, 9) },
    });
    expect(later.statusCode).toBe(201);
    expect(await itemFor(colleague, id)).toBeUndefined();
    const overlapping = await t.as(manager, {
      method: 'POST',
      url: '/api/approval-delegations',
      payload: { delegate_id: me.colleague_id, from_date: addDays(today, 8), to_date: addDays(today, 12) },
    });
    expect(overlapping.json().errors.from_date).toEqual([
      'A delegation for these dates already exists; change or delete it first.',
    ]);
    const now = await t.as(manager, {
      method: 'POST',
      url: '/api/approval-delegations',
      payload: { delegate_id: me.colleague_id, from_date: today, to_date: addDays(today, 2) },
    });
    expect(now.statusCode).toBe(201);
    const item = await itemFor(colleague, id);
    expect(item?.delegated_from).toEqual({ id: me.manager_id, name: expect.any(String) });
    expect((await decide(colleague, [item?.id], 'approve')).json().results[0].outcome).toBe('forwarded');
    // The delegate cannot end the manager's delegation; the manager can.
    const del = now.json().delegation.id;
    expect(
      (await t.as(colleague, { method: 'DELETE', url: `/api/approval-delegations/${del}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.as(manager, { method: 'DELETE', url: `/api/approval-delegations/${del}` })).statusCode,
    ).toBe(200);
    await t.as(manager, { method: 'DELETE', url: `/api/approval-delegations/${later.json().delegation.id}` });
  });

  it('escalates a level left waiting past its days to the next, exactly once with two instances sweeping', async () => {
    await setChain([{ approver: 'reporting_manager' }, { approver: 'department_head' }], 2);
    const id = await apply(employee);
    const waiting = await itemFor(manager, id);
    expect(waiting?.due_at).not.toBeNull();
    expect(await escalateOverdue(t.database.db, new Date(Date.now() + 86_400_000))).toBe(0);
    const later = new Date(Date.now() + 3 * 86_400_000);
    const moved = await Promise.all([
      escalateOverdue(t.database.db, later),
      escalateOverdue(t.database.db, later),
    ]);
    // Level 2 (the department head) is the manager again, who is skipped; HR takes it as the end of the line.
    expect(moved.reduce((a, b) => a + b, 0)).toBe(1);
    const steps = (await trail(hr, id)).json().data as Json[];
    expect(steps.map((s) => [s.level, s.status])).toEqual([
      [1, 'escalated'],
      [2, 'skipped'],
      [3, 'pending'],
    ]);
    expect(steps[0]?.note).toBe('Not decided in 3 days.');
    expect(await itemFor(hr, id)).toMatchObject({ level: 3, due_at: null });
    // HR's own level never escalates further.
    expect(await escalateOverdue(t.database.db, new Date(Date.now() + 30 * 86_400_000))).toBe(0);
  });

  it('HR decides outright on the request’s page, and a cancelled request leaves every inbox', async () => {
    await setChain([
      { approver: 'reporting_manager' },
      { approver: 'permission', permission: 'approve-leaves' },
    ]);
    const id = await apply(employee);
    const outright = await t.as(hr, { method: 'POST', url: `/api/leaves/${id}/approve` });
    expect(outright.statusCode).toBe(200);
    expect(await itemFor(manager, id)).toBeUndefined();
    const steps = (await trail(employee, id)).json().data as Json[];
    expect(steps.map((s) => [s.level, s.status, s.note])).toEqual([
      [1, 'approved', 'Decided outright on the request.'],
    ]);
    const withdrawn = await apply(employee);
    expect(await itemFor(manager, withdrawn)).toBeDefined();
    expect(
      (await t.as(employee, { method: 'POST', url: `/api/leaves/${withdrawn}/cancel` })).statusCode,
    ).toBe(200);
    expect(await itemFor(manager, withdrawn)).toBeUndefined();
    expect(((await trail(employee, withdrawn)).json().data as Json[])[0]?.status).toBe('closed');
  });

  it('takes an expense claim through its own chain: the manager, then approve-reimbursements, then it is approved', async () => {
    const made = await t.as(hr, {
      method: 'POST',
      url: '/api/approval-chains',
      payload: {
        request_type: 'expense_claim',
        levels: [
          { approver: 'reporting_manager' },
          { approver: 'permission', permission: 'approve-reimbursements' },
        ],
      },
    });
    expect(made.statusCode).toBe(201);
    const categories = (await t.as(employee, { method: 'GET', url: '/api/reimbursement-categories' })).json()
      .data;
    const fuel = categories.find((c: Json) => !c.requires_receipt);
    const form = multipartForm({
      category_id: String(fuel.id),
      amount: '1250.50',
      expense_date: todayIn(),
      description: 'Client visit',
    });
    const claim = await t.as(employee, { method: 'POST', url: '/api/reimbursements', ...form });
    expect(claim.statusCode).toBe(201);
    const id = claim.json().reimbursement.id;
    const first = (await inboxOf(manager)).find(
      (i) => i.request_type === 'expense_claim' && i.request_id === id,
    );
    expect(first?.summary).toBe(`${fuel.name}, ₹1,250.50 (${longDate(todayIn())})`);
    // The manager may open the claim their level decides.
    expect((await t.as(manager, { method: 'GET', url: `/api/reimbursements/${id}` })).statusCode).toBe(200);
    expect((await decide(manager, [first?.id], 'approve')).json().results[0].outcome).toBe('forwarded');
    const second = (await inboxOf(hr)).find((i) => i.request_type === 'expense_claim' && i.request_id === id);
    expect((await decide(hr, [second?.id], 'approve')).json().results[0].outcome).toBe('approved');
    const after = (await t.as(employee, { method: 'GET', url: `/api/reimbursements/${id}` })).json()
      .reimbursement;
    expect(after.status).toBe('approved');
  });
});
