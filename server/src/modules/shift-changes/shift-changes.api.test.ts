import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountFor, hireEmployee } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { addDays, monthOfDate, shortDate, todayIn } from '../../platform/dates';
import { addMonths, monthDay, periodOf } from '../../platform/period';
import { dateSpan } from './engine/summary';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const TODAY = todayIn();
/** A day `n` days from today. */
const day = (n: number) => addDays(TODAY, n);
const reason = 'Family function in the mornings';

describe('shift change and swap requests', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let night: Json;
  let manager: Json;
  let managerToken: string;
  let worker: Json;
  let workerToken: string;
  let kiran: Json;
  let kiranToken: string;
  let other: Json;
  let otherToken: string;
  const hireDate = day(-60);

  const employee = (first_name: string, manager_id: number | null = null) =>
    hireEmployee(t, admin, { first_name, last_name: 'Tester', hire_date: hireDate, manager_id });
  const account = (person: Json) => accountFor(t, admin, person);

  const ask = (token: string, payload: Json) =>
    t.as(token, { method: 'POST', url: '/api/shift-change-requests', payload: { reason, ...payload } });
  const act = (token: string, id: number, action: string, payload?: Json) =>
    t.as(token, { method: 'POST', url: `/api/shift-change-requests/${id}/${action}`, payload });
  const read = (token: string, id: number) =>
    t.as(token, { method: 'GET', url: `/api/shift-change-requests/${id}` });
  const list = async (token: string, query: string) => {
    const res = await t.as(token, { method: 'GET', url: `/api/shift-change-requests?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Json;
  };
  const made = async (token: string, payload: Json) => {
    const res = await ask(token, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().shift_change_request as Json;
  };
  const count = async () =>
    (
      await rawRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shift_change_requests`)
    )[0]?.n;
  const notified = (employeeId: number, event: string) =>
    rawRows<Json>(
      t.database.db,
      sql`select n.title, n.body, n.link from notifications n join users u on u.id = n.user_id
          where u.employee_id = ${employeeId} and n.event = ${event} order by n.id`,
    );
  /** The shift the attendance clock reads for the employee on a date (HR asks, the clock pinned to that day). */
  async function clockShift(person: Json, date: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${date}T10:00:00+05:30`));
    // Sessions expire by the server's clock, so sign in again in the pinned time.
    const token = await t.login('hr@demo.test');
    const res = await t.as(token, { method: 'GET', url: `/api/attendance/status/${person.id}` });
    vi.useRealTimers();
    expect(res.statusCode, res.body).toBe(200);
    return res.json().current_shift?.shift?.name as string | undefined;
  }

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = await Promise.all([t.login('hr@demo.test'), t.login('admin@demo.test')]);
    const shift = await t.as(hr, {
      method: 'POST',
      url: '/api/shifts',
      payload: { name: 'Night', start_time: '22:00', end_time: '06:00', weekly_offs: [] },
    });
    expect(shift.statusCode, shift.body).toBe(201);
    night = shift.json().shift;
    manager = await employee('Mona');
    worker = await employee('Wasim', manager.id);
    kiran = await employee('Kiran', manager.id);
    other = await employee('Otto');
    [managerToken, workerToken, kiranToken, otherToken] = await Promise.all([
      account(manager),
      account(worker),
      account(kiran),
      account(other),
    ]);
    const assigned = await t.as(hr, {
      method: 'PUT',
      url: '/api/shifts/assignment',
      payload: { shift_id: night.id, employee_ids: [kiran.id] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  it('refuses, field by field and writing nothing, what cannot be asked', async () => {
    const before = await count();
    const invalid = async (token: string, payload: Json, errors: Json) => {
      const res = await ask(token, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual(errors);
    };
    const change = { kind: 'change', shift_id: night.id };
    await invalid(
      workerToken,
      { ...change, from_date: day(-1), to_date: day(1) },
      {
        from_date: [
          'A shift change is asked for before the day: for a day already worked, ask for a regularisation.',
        ],
      },
    );
    await invalid(
      workerToken,
      { ...change, from_date: day(1), to_date: day(32) },
      { to_date: ['A request covers at most 31 days; ask for the rest in another request.'] },
    );
    await invalid(
      workerToken,
      { ...change, from_date: day(2), to_date: day(1) },
      { to_date: ['The end date must be on or after the start date.'] },
    );
    await invalid(
      workerToken,
      { kind: 'change', from_date: day(1), to_date: day(1) },
      { shift_id: ['Choose the shift you want to work.'] },
    );
    await invalid(
      workerToken,
      { kind: 'change', shift_id: 999_999, from_date: day(1), to_date: day(1) },
      { shift_id: ['The selected shift id is invalid.'] },
    );
    // Kiran works nights already.
    await invalid(
      kiranToken,
      { ...change, from_date: day(1), to_date: day(3) },
      { shift_id: ['You already work this shift on these days.'] },
    );
    const swap = { kind: 'swap', from_date: day(1), to_date: day(2) };
    await invalid(
      workerToken,
      { kind: 'swap', from_date: day(1), to_date: day(1) },
      {
        swap_with_employee_id: ['Choose the colleague to swap with.'],
      },
    );
    await invalid(
      workerToken,
      { ...swap, swap_with_employee_id: worker.id },
      { swap_with_employee_id: ['Choose a colleague other than the employee asking.'] },
    );
    await invalid(
      workerToken,
      { ...swap, swap_with_employee_id: 999_999 },
      { swap_with_employee_id: ['The selected colleague is invalid.'] },
    );
    // Otto works the company's default shift, as Wasim does.
    await invalid(
      workerToken,
      { ...swap, swap_with_employee_id: other.id },
      { swap_with_employee_id: ['You and Otto Tester work the same shift on these days.'] },
    );
    // An employee asks only for themselves; HR (manage-attendance) for anyone of their company.
    await invalid(
      otherToken,
      { ...change, employee_id: worker.id, from_date: day(1), to_date: day(1) },
      { employee_id: ['The selected employee id is invalid.'] },
    );

    // A leaver's request ends by their last working day, and nobody swaps with them past it.
    const leaver = await employee('Lea');
    const exit = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${leaver.id}/exit`,
      payload: {
        notice_date: TODAY,
        last_working_day: day(3),
        exit_type: 'resignation',
        reason: 'Moving cities',
      },
    });
    expect(exit.statusCode, exit.body).toBe(200);
    await invalid(
      hr,
      { ...change, employee_id: leaver.id, from_date: day(2), to_date: day(5) },
      { to_date: [`The end date cannot be after the last working day (${shortDate(day(3))}).`] },
    );
    await invalid(
      workerToken,
      { kind: 'swap', swap_with_employee_id: leaver.id, from_date: day(2), to_date: day(5) },
      { swap_with_employee_id: ['Lea Tester is not employed on all of these days.'] },
    );
    expect(await count()).toBe(before);
  });

  it('enters a change into the chain: the manager approves from the inbox, and the clock reads the new shift', async () => {
    const chain = await t.as(admin, {
      method: 'POST',
      url: '/api/approval-chains',
      payload: { request_type: 'shift_change', levels: [{ approver: 'reporting_manager' }] },
    });
    expect(chain.statusCode, chain.body).toBe(201);
    const asked = await ask(workerToken, {
      kind: 'change',
      shift_id: night.id,
      from_date: day(3),
      to_date: day(5),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().message).toBe('Shift change request submitted successfully');
    const request = asked.json().shift_change_request;
    expect(request).toMatchObject({
      employee: { id: worker.id },
      kind: 'change',
      from_date: day(3),
      to_date: day(5),
      shift: {
        id: night.id,
        name: 'Night',
        start_time: '22:00:00',
        end_time: '06:00:00',
        crosses_midnight: true,
      },
      swap_with: null,
      status: 'pending',
      colleague_answered_at: null,
      waiting: { level: 1, levels: 1, approver: 'Mona Tester' },
    });
    expect(request.days).toHaveLength(3);
    expect(request.days[0]).toMatchObject({
      date: day(3),
      from_shift: { name: 'General Shift' },
      to_shift: { name: 'Night', crosses_midnight: true },
    });

    const inbox = (await t.as(managerToken, { method: 'GET', url: '/api/approvals/inbox' })).json();
    const item = inbox.data.find(
      (i: Json) => i.request_type === 'shift_change' && i.request_id === request.id,
    );
    expect(item).toMatchObject({
      employee: { id: worker.id },
      summary: `Shift change to Night (22:00–06:00) on ${dateSpan(day(3), day(5))}`,
      reason,
      link: `/attendance/shift-changes/${request.id}`,
    });
    expect(await notified(manager.id, 'approval.waiting')).toHaveLength(1);
    const decided = await t.as(managerToken, {
      method: 'POST',
      url: '/api/approvals/bulk',
      payload: { ids: [item.id], decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().results).toEqual([{ id: item.id, outcome: 'approved', message: 'Approved.' }]);

    const after = (await read(workerToken, request.id)).json().shift_change_request;
    expect(after).toMatchObject({ status: 'approved', decided_by: 'Mona Tester', waiting: null });
    // Approved: each day shows the shift the request set.
    expect(after.days.map((d: Json) => [d.date, d.from_shift, d.to_shift?.name])).toEqual([
      [day(3), null, 'Night'],
      [day(4), null, 'Night'],
      [day(5), null, 'Night'],
    ]);
    expect(await clockShift(worker, day(4))).toBe('Night');
    expect(await clockShift(worker, day(6))).toBe('General Shift');
    expect((await notified(worker.id, 'shift_change.decided')).map((n) => n.title)).toEqual([
      'Your request to work Night was approved',
    ]);
    const audit = await rawRows<Json>(
      t.database.db,
      sql`select action, summary from audit_events where entity_type = 'shift_change_request' and entity_id = ${request.id}`,
    );
    expect(audit).toEqual([
      {
        action: 'shift_change_request.approved',
        summary: `Approved the shift change request of Wasim Tester: Shift change to Night (22:00–06:00) on ${dateSpan(day(3), day(5))}`,
      },
    ]);
    // Approving twice, from anywhere, is refused.
    expect((await act(hr, request.id, 'approve')).statusCode).toBe(409);
  });

  it('keeps one live request a day: of two parallel asks one is made, the other refused', async () => {
    const payload = { kind: 'change', shift_id: night.id, from_date: day(7), to_date: day(8) };
    const both = await Promise.all([ask(workerToken, payload), ask(workerToken, payload)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.statusCode === 422)?.json().errors).toEqual({
      from_date: ['You already have a shift change request overlapping these dates.'],
    });
    const one = (both.find((r) => r.statusCode === 201) as { json(): Json }).json().shift_change_request;
    // A swap sharing a day is refused as well.
    const swap = await ask(workerToken, {
      kind: 'swap',
      swap_with_employee_id: kiran.id,
      from_date: day(8),
      to_date: day(8),
    });
    expect(swap.statusCode).toBe(422);

    // Cancelled, the days are free again, and the level it waited at is closed.
    const cancelled = await act(workerToken, one.id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().shift_change_request).toMatchObject({ status: 'cancelled', waiting: null });
    expect((await act(workerToken, one.id, 'cancel')).statusCode).toBe(409);
    const inbox = (await t.as(managerToken, { method: 'GET', url: '/api/approvals/inbox' })).json();
    expect(
      inbox.data.filter((i: Json) => i.request_type === 'shift_change' && i.request_id === one.id),
    ).toEqual([]);
    const again = await made(workerToken, payload);
    expect((await act(workerToken, again.id, 'cancel')).statusCode).toBe(200);
  });

  it('swaps with a colleague who accepts: once approved each works the other’s shift', async () => {
    const asked = await ask(workerToken, {
      kind: 'swap',
      swap_with_employee_id: kiran.id,
      from_date: day(9),
      to_date: day(10),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().message).toBe('Shift swap asked: it waits for your colleague’s answer');
    const swap = asked.json().shift_change_request;
    expect(swap).toMatchObject({
      kind: 'swap',
      shift: null,
      swap_with: { id: kiran.id, first_name: 'Kiran' },
      status: 'awaiting_colleague',
      waiting: null,
    });
    expect(swap.days.map((d: Json) => [d.from_shift.name, d.to_shift.name])).toEqual([
      ['General Shift', 'Night'],
      ['General Shift', 'Night'],
    ]);
    expect(await notified(kiran.id, 'shift_swap.asked')).toEqual([
      {
        title: 'Wasim Tester asks to swap shifts with you',
        body: expect.stringContaining('Accept or decline the request.'),
        link: `/attendance/shift-changes/${swap.id}`,
      },
    ]);
    // Nothing waits for approval before the colleague answers.
    const inbox = (await t.as(managerToken, { method: 'GET', url: '/api/approvals/inbox' })).json();
    expect(inbox.data.some((i: Json) => i.request_type === 'shift_change' && i.request_id === swap.id)).toBe(
      false,
    );

    // The colleague finds it among the swaps asked of them; a stranger cannot see it at all.
    expect((await list(kiranToken, 'scope=swaps')).data.map((r: Json) => r.id)).toEqual([swap.id]);
    expect((await list(kiranToken, 'scope=mine')).total).toBe(0);
    expect((await list(workerToken, 'scope=swaps')).total).toBe(0);
    expect((await read(kiranToken, swap.id)).statusCode).toBe(200);
    expect((await read(otherToken, swap.id)).statusCode).toBe(404);
    expect((await act(otherToken, swap.id, 'accept')).statusCode).toBe(404);
    // The requester's manager sees it but does not answer for the colleague; the requester neither.
    const byManager = await act(managerToken, swap.id, 'accept');
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe('Only the colleague asked to swap may answer this request');
    expect((await act(workerToken, swap.id, 'accept')).statusCode).toBe(403);
    // HR does not decide it before the colleague answers.
    const early = await act(hr, swap.id, 'approve');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This shift swap still waits for the colleague’s answer');

    const accepted = await act(kiranToken, swap.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().shift_change_request).toMatchObject({
      status: 'pending',
      colleague_answered_at: expect.any(String),
      waiting: { level: 1, levels: 1, approver: 'Mona Tester' },
    });
    expect((await notified(worker.id, 'shift_swap.answered')).map((n) => n.title)).toEqual([
      'Kiran Tester accepted your shift swap',
    ]);
    const twice = await act(kiranToken, swap.id, 'decline');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This shift swap has already been answered');
    const waiting = (await t.as(managerToken, { method: 'GET', url: '/api/approvals/inbox' })).json();
    expect(
      waiting.data.find((i: Json) => i.request_id === swap.id && i.request_type === 'shift_change'),
    ).toMatchObject({
      summary: `Swap shifts with Kiran Tester on ${dateSpan(day(9), day(10))}`,
    });
    // Kiran is a party: even holding approve-attendance they could not decide it. HR decides outright.
    const approved = await act(hr, swap.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().shift_change_request.days.map((d: Json) => d.to_shift?.name)).toEqual([
      'Night',
      'Night',
    ]);
    expect(await clockShift(worker, day(9))).toBe('Night');
    expect(await clockShift(kiran, day(9))).toBe('General Shift');
    expect(await clockShift(kiran, day(11))).toBe('Night');
    expect((await notified(kiran.id, 'shift_change.decided')).map((n) => n.title)).toEqual([
      'The shift swap Wasim Tester asked of you was approved',
    ]);
    expect((await notified(worker.id, 'shift_change.decided')).at(-1)?.title).toBe(
      'Your shift swap with Kiran Tester was approved',
    );
    // The manager's level was closed by HR's decision.
    const closed = (await t.as(managerToken, { method: 'GET', url: '/api/approvals/inbox' })).json();
    expect(closed.data.some((i: Json) => i.request_id === swap.id && i.request_type === 'shift_change')).toBe(
      false,
    );
  });

  it('ends a swap the colleague declines, and lets the requester cancel one still waiting for them', async () => {
    const declined = await made(workerToken, {
      kind: 'swap',
      swap_with_employee_id: kiran.id,
      from_date: day(12),
      to_date: day(12),
    });
    const answer = await act(kiranToken, declined.id, 'decline');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().shift_change_request).toMatchObject({
      status: 'declined',
      colleague_answered_at: expect.any(String),
      waiting: null,
    });
    expect((await notified(worker.id, 'shift_swap.answered')).at(-1)?.title).toBe(
      'Kiran Tester declined your shift swap',
    );
    expect((await act(kiranToken, declined.id, 'accept')).statusCode).toBe(409);
    expect((await act(workerToken, declined.id, 'cancel')).statusCode).toBe(409);

    // The declined swap no longer holds its day.
    const waiting = await made(workerToken, {
      kind: 'swap',
      swap_with_employee_id: kiran.id,
      from_date: day(12),
      to_date: day(13),
    });
    expect((await act(otherToken, waiting.id, 'cancel')).statusCode).toBe(404);
    const byColleague = await act(kiranToken, waiting.id, 'cancel');
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().message).toBe('Only the employee who asked may cancel a shift change request');
    const cancelled = await act(workerToken, waiting.id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().shift_change_request.status).toBe('cancelled');
    const late = await act(kiranToken, waiting.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This shift swap is already cancelled');
  });

  it('lets only HR decide outright, never their own, and lists by scope', async () => {
    const request = await made(workerToken, {
      kind: 'change',
      shift_id: night.id,
      from_date: day(16),
      to_date: day(16),
    });
    // Deciding outright is approve-attendance's: the employee, a colleague and the manager (outside the inbox) cannot.
    expect((await act(workerToken, request.id, 'approve')).statusCode).toBe(403);
    expect((await act(otherToken, request.id, 'reject', { reason: 'no' })).statusCode).toBe(403);
    expect((await act(managerToken, request.id, 'approve')).statusCode).toBe(403);
    const noReason = await act(hr, request.id, 'reject', {});
    expect(noReason.statusCode).toBe(422);
    const rejected = await act(hr, request.id, 'reject', { reason: 'The night team is full that week' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().shift_change_request).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The night team is full that week',
      decided_by: 'Rahul Mehta',
    });
    expect((await notified(worker.id, 'shift_change.decided')).at(-1)).toMatchObject({
      title: 'Your request to work Night was rejected',
    });

    // HR asks for themselves like anyone, and cannot approve it.
    const own = await made(hr, { kind: 'change', shift_id: night.id, from_date: day(2), to_date: day(2) });
    const self = await act(hr, own.id, 'approve');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot approve your own shift change request');
    // HR asks for an employee of their company.
    const forOtto = await made(hr, {
      kind: 'change',
      employee_id: other.id,
      shift_id: night.id,
      from_date: day(2),
      to_date: day(2),
    });
    expect(forOtto.employee.id).toBe(other.id);

    expect((await read(otherToken, request.id)).statusCode).toBe(404);
    expect((await read(managerToken, request.id)).statusCode).toBe(200);
    expect((await read(otherToken, 999_999)).statusCode).toBe(404);
    const mine = await list(workerToken, 'scope=mine');
    expect(mine.total).toBe(7);
    expect((await list(workerToken, 'scope=mine&status=approved')).total).toBe(2);
    const team = await list(managerToken, 'scope=team');
    expect(team.data.every((r: Json) => [worker.id, kiran.id].includes(r.employee.id))).toBe(true);
    expect(team.total).toBe(7);
    expect(
      (await t.as(workerToken, { method: 'GET', url: '/api/shift-change-requests?scope=all' })).statusCode,
    ).toBe(403);
    expect((await list(hr, `scope=all&employee_id=${other.id}`)).data.map((r: Json) => r.id)).toEqual([
      forOtto.id,
    ]);
    expect((await list(hr, 'scope=all&status=pending')).total).toBe(2);

    // HR asked to swap answers as any colleague, but then does not decide the swap: someone else does.
    const hrEmployee = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.employee;
    const withHr = await made(kiranToken, {
      kind: 'swap',
      swap_with_employee_id: hrEmployee.id,
      from_date: day(20),
      to_date: day(20),
    });
    expect((await act(hr, withHr.id, 'accept')).statusCode).toBe(200);
    const party = await act(hr, withHr.id, 'approve');
    expect(party.statusCode).toBe(403);
    expect(party.json().message).toBe('You cannot approve a shift swap you are part of');
    const byAdmin = await act(admin, withHr.id, 'approve');
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().shift_change_request.days[0].to_shift.name).toBe('General Shift');
  });

  it('refuses a month whose payroll run is approved, when asked and when approved', async () => {
    // Last month's runs are processed (a few approved) in the demo: pick someone, not HR, whose run is still open.
    const lastMonth = addMonths(periodOf(TODAY), -1);
    const hrEmployee = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.employee.id;
    const runs = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?year=${lastMonth.year}&month=${lastMonth.month}&status=processed&per_page=100`,
      })
    ).json().data as Json[];
    const run = runs.find((r) => r.employee.id !== hrEmployee) as Json;
    const person = run.employee as Json;
    const first = monthDay(lastMonth, 1);
    /** HR signed in on the first of last month, when its days were still to come. */
    const backThen = async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${first}T09:00:00+05:30`));
      return t.login('hr@demo.test');
    };
    let hrThen = await backThen();
    const pending = await made(hrThen, {
      kind: 'change',
      employee_id: person.id,
      shift_id: night.id,
      from_date: addDays(first, 1),
      to_date: addDays(first, 2),
    });
    expect(pending.status).toBe('pending');
    vi.useRealTimers();
    const runApproved = await t.as(admin, { method: 'PUT', url: `/api/payroll-runs/${run.id}/approve` });
    expect(runApproved.statusCode, runApproved.body).toBe(200);

    hrThen = await backThen();
    const closed = `The payroll run of ${monthOfDate(first)} is already approved: its attendance can no longer change`;
    const before = await count();
    const later = { from_date: addDays(first, 4), to_date: addDays(first, 4) };
    const refused = await ask(hrThen, {
      kind: 'change',
      employee_id: person.id,
      shift_id: night.id,
      ...later,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(closed);
    // A swap is refused when the colleague's month is closed, too.
    const swap = await ask(hrThen, {
      kind: 'swap',
      employee_id: kiran.id,
      swap_with_employee_id: person.id,
      ...later,
    });
    expect(swap.statusCode, swap.body).toBe(409);
    expect(await count()).toBe(before);

    const approving = await act(hrThen, pending.id, 'approve');
    expect(approving.statusCode).toBe(409);
    expect(approving.json().message).toBe(closed);
    expect((await read(hrThen, pending.id)).json().shift_change_request.status).toBe('pending');
    const overrides = await rawRows<Json>(
      t.database.db,
      sql`select 1 from shift_overrides where shift_change_request_id = ${pending.id}`,
    );
    expect(overrides).toEqual([]);
  });
});
