import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, hireEmployee } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { addDays, monthYearName, todayIn } from '../../platform/dates';
import { addMonths, daysInMonth, monthDay, periodOf } from '../../platform/period';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const THIS_MONTH = periodOf(todayIn());
/** Every calendar's holidays: a week picked for a test has none, so its working days are its five weekdays. */
const holidayDates = new Set<string>();

/** The n-th Monday-to-Friday wholly inside the month `offset` months from this one, without a holiday. */
function week(offset: number, nth = 1): string[] {
  const period = addMonths(THIS_MONTH, offset);
  const weeks: string[][] = [];
  for (let day = 1; day + 4 <= daysInMonth(period); day++) {
    const monday = monthDay(period, day);
    if (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) continue;
    const days = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
    if (days.every((d) => !holidayDates.has(d))) weeks.push(days);
  }
  const found = weeks[nth - 1];
  if (!found) throw new Error(`no clear week ${nth} in ${JSON.stringify(period)}`);
  return found;
}
const first = (days: string[]) => days[0] as string;
const last = (days: string[]) => days[days.length - 1] as string;

describe('attendance requests', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let priya: string;
  let priyaId: number;
  let hrUserId: number;
  let manager: Json;
  let managerToken: string;
  let worker: Json;
  let workerToken: string;
  /** No account: HR asks for them. */
  let limited: Json;
  /** Requests made in one test and decided or cancelled in a later one. */
  const made = {} as { wfh: Json; duty: Json };

  const hireDate = monthDay(addMonths(THIS_MONTH, -2), 1);

  const employee = (first_name: string, manager_id: number | null = null) =>
    hireEmployee(t, admin, { first_name, last_name: 'Tester', hire_date: hireDate, manager_id });
  const account = (person: Json) => accountFor(t, admin, person);

  const ask = (token: string, payload: Json) =>
    t.as(token, { method: 'POST', url: '/api/attendance-requests', payload });
  const act = (token: string, id: number, action: string, payload?: Json) =>
    t.as(token, { method: 'PUT', url: `/api/attendance-requests/${id}/${action}`, payload });
  const read = (token: string, id: number) =>
    t.as(token, { method: 'GET', url: `/api/attendance-requests/${id}` });
  const records = (employeeId: number, from: string, to: string) =>
    rawRows<Json>(
      t.database.db,
      sql`select attendance_date::text as date, status, method, is_approved, entry_reason,
                 total_hours::text as total_hours
          from attendance_records where employee_id = ${employeeId} and attendance_date between ${from} and ${to}
          order by attendance_date`,
    );
  const notified = (userId: number, event: string) =>
    rawRows<Json>(
      t.database.db,
      sql`select title, body, link from notifications where user_id = ${userId} and event = ${event} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, priya] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    priyaId = (await t.as(priya, { method: 'GET', url: '/api/me' })).json().user.employee.id;
    hrUserId = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.id;
    for (const row of await rawRows<{ date: string }>(
      t.database.db,
      sql`select date::text as date from holidays`,
    )) {
      holidayDates.add(row.date);
    }
    manager = await employee('Mona');
    worker = await employee('Wasim', manager.id);
    limited = await employee('Lata');
    [managerToken, workerToken] = await Promise.all([account(manager), account(worker)]);
  });
  afterAll(() => t.close());

  it('asks for work from home, on duty and a regularisation, counting working days; HR decides by default', async () => {
    const home = week(1);
    // Monday to Sunday: the weekend is not counted.
    const wfh = await ask(priya, {
      type: 'work_from_home',
      from_date: first(home),
      to_date: addDays(last(home), 2),
      reason: 'Plumber at home all week',
    });
    expect(wfh.statusCode, wfh.body).toBe(201);
    expect(wfh.json()).toMatchObject({
      message: 'Attendance request submitted successfully',
      attendance_request: {
        employee: { id: priyaId },
        type: 'work_from_home',
        days: 5,
        status: 'pending',
        clock_in: null,
        waiting: { level: 1, levels: 1, approver: 'Holders of approve-attendance' },
      },
    });
    made.wfh = wfh.json().attendance_request;

    // It waits in HR's inbox, told in a line, and HR heard of it.
    const inbox = (
      await t.as(hr, { method: 'GET', url: '/api/approvals/inbox?request_type=work_from_home' })
    ).json();
    const item = inbox.data.find((i: Json) => i.request_id === made.wfh.id);
    expect(item).toMatchObject({
      summary: expect.stringMatching(/^Work from home, .+ to .+ \(5 days\)$/),
      reason: 'Plumber at home all week',
      level: 1,
      levels: 1,
      link: `/attendance/requests/${made.wfh.id}`,
    });
    const told = await notified(hrUserId, 'approval.waiting');
    expect(told.at(-1)?.body).toContain(item.summary);

    const duty = await ask(priya, {
      type: 'on_duty',
      from_date: week(1, 2)[2],
      to_date: week(1, 2)[2],
      clock_in: '10:00',
      clock_out: '16:30',
      reason: 'Client workshop at their office',
    });
    expect(duty.statusCode, duty.body).toBe(201);
    expect(duty.json().attendance_request).toMatchObject({ days: 1, clock_in: '10:00', clock_out: '16:30' });
    made.duty = duty.json().attendance_request;

    const missed = week(-2);
    const regularise = await ask(workerToken, {
      type: 'regularisation',
      from_date: first(missed),
      to_date: last(missed),
      clock_in: '09:30',
      clock_out: '18:30',
      reason: 'The card reader was down all week',
    });
    expect(regularise.statusCode, regularise.body).toBe(201);
    expect(regularise.json().attendance_request).toMatchObject({ type: 'regularisation', days: 5 });
  });

  it('refuses what cannot be asked with each field’s message, and writes nothing', async () => {
    const count = async () =>
      (
        await rawRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from attendance_requests`)
      )[0]?.n;
    const before = await count();
    const past = week(-1);
    const refused = async (token: string, payload: Json, status = 422) => {
      const res = await ask(token, { reason: 'Because', ...payload });
      expect(res.statusCode, res.body).toBe(status);
      return res.json();
    };

    expect(
      (await refused(priya, { type: 'regularisation', from_date: first(past), to_date: first(past) })).errors,
    ).toEqual({
      clock_in: ['Give the time you started work.'],
      clock_out: ['Give the time you finished work.'],
    });
    expect(
      (await refused(priya, { type: 'work_from_home', from_date: last(past), to_date: first(past) })).errors,
    ).toEqual({ to_date: ['The end date cannot be before the start date.'] });
    const future = week(1, 2);
    expect(
      (
        await refused(priya, {
          type: 'regularisation',
          from_date: first(future),
          to_date: first(future),
          clock_in: '09:30',
          clock_out: '18:30',
        })
      ).errors,
    ).toEqual({
      to_date: ['A regularisation is for days already worked: the end date cannot be in the future.'],
    });
    expect(
      (
        await refused(priya, {
          type: 'work_from_home',
          from_date: first(future),
          to_date: addDays(first(future), 31),
        })
      ).errors,
    ).toEqual({ to_date: ['A request covers at most 31 days; ask for the rest in another request.'] });
    expect(
      (await refused(workerToken, { type: 'on_duty', from_date: addDays(hireDate, -3), to_date: hireDate }))
        .errors.from_date,
    ).toEqual([
      expect.stringMatching(/^The start date cannot be before the joining date \(1 [A-Z][a-z]{2} \d{4}\)\.$/),
    ]);
    // A Saturday and a Sunday hold no working day.
    const weekend = [addDays(last(future), 1), addDays(last(future), 2)];
    expect(
      (await refused(priya, { type: 'work_from_home', from_date: weekend[0], to_date: weekend[1] })).errors,
    ).toEqual({ from_date: ['The selected dates contain no working days.'] });
    expect(
      (
        await refused(priya, {
          type: 'regularisation',
          from_date: first(past),
          to_date: first(past),
          clock_in: '18:00',
          clock_out: '09:30',
        })
      ).errors,
    ).toEqual({ clock_out: ['Clock out time must be after clock in time'] });
    expect(
      (
        await refused(priya, {
          type: 'on_duty',
          from_date: first(future),
          to_date: first(future),
          clock_in: '10:00',
        })
      ).errors,
    ).toEqual({ clock_out: ['Give both times away on duty, or neither.'] });
    // Someone else's request needs manage-attendance in their company.
    expect(
      (
        await refused(priya, {
          employee_id: worker.id,
          type: 'work_from_home',
          from_date: first(future),
          to_date: first(future),
        })
      ).errors,
    ).toEqual({ employee_id: ['The selected employee id is invalid.'] });

    // The month before last is paid: its attendance no longer changes.
    const paid = week(-2);
    const closed = await refused(
      priya,
      {
        type: 'regularisation',
        from_date: first(paid),
        to_date: last(paid),
        clock_in: '09:30',
        clock_out: '18:30',
      },
      409,
    );
    expect(closed.message).toMatch(/^The payroll run of [A-Z][a-z]+ \d{4} is already (approved|paid)/);
    expect(await count()).toBe(before);
  });

  it('refuses an overlapping request, even two sent at once', async () => {
    const days = week(2);
    const payload = {
      type: 'work_from_home',
      from_date: first(days),
      to_date: last(days),
      reason: 'Renovation',
    };
    const both = await Promise.all([ask(priya, payload), ask(priya, payload)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = both.find((r) => r.statusCode === 422);
    expect(refused?.json().errors).toEqual({
      from_date: ['You already have a request overlapping these dates.'],
    });
    // Another type on one of those days overlaps as well.
    const duty = await ask(priya, {
      type: 'on_duty',
      from_date: days[2],
      to_date: days[2],
      reason: 'Audit visit',
    });
    expect(duty.statusCode).toBe(422);
    expect(duty.json().errors.from_date).toEqual(['You already have a request overlapping these dates.']);
  });

  it('holds work from home to the policy’s days a month, counting pending and approved, and not rejected', async () => {
    const policy = await t.as(hr, {
      method: 'POST',
      url: '/api/leave-policies',
      payload: {
        company_id: 1,
        name: 'Two days from home',
        request_limits: { work_from_home: 2 },
        rules: [],
      },
    });
    expect(policy.statusCode, policy.body).toBe(201);
    expect(policy.json().leave_policy.request_limits).toEqual({ work_from_home: 2 });
    const assigned = await t.as(hr, {
      method: 'POST',
      url: '/api/leave-policy-assignments',
      payload: {
        policy_id: policy.json().leave_policy.id,
        scope: 'employee',
        scope_id: limited.id,
        effective_from: hireDate,
      },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);

    const days = week(1);
    const month = monthYearName(periodOf(first(days)));
    const home = (from: string, to: string) =>
      ask(hr, {
        employee_id: limited.id,
        type: 'work_from_home',
        from_date: from,
        to_date: to,
        reason: 'Caring for a parent',
      });

    const three = await home(days[0] as string, days[2] as string);
    expect(three.statusCode).toBe(422);
    expect(three.json().errors.from_date).toEqual([
      `You may ask for at most 2 days of work from home in ${month}; none is asked for yet.`,
    ]);
    const two = await home(days[0] as string, days[1] as string);
    expect(two.statusCode, two.body).toBe(201);
    // HR asked on their behalf.
    expect(two.json().attendance_request.employee.id).toBe(limited.id);
    const more = await home(days[2] as string, days[2] as string);
    expect(more.statusCode).toBe(422);
    expect(more.json().errors.from_date).toEqual([
      `You may ask for at most 2 days of work from home in ${month}; 2 are already asked for.`,
    ]);
    // Other types have no limit in this policy.
    const duty = await ask(hr, {
      employee_id: limited.id,
      type: 'on_duty',
      from_date: days[3],
      to_date: days[4],
      reason: 'Trade fair',
    });
    expect(duty.statusCode, duty.body).toBe(201);

    const rejected = await act(hr, two.json().attendance_request.id, 'reject', { reason: 'Needed on site' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await home(days[2] as string, days[2] as string)).statusCode).toBe(201);

    // Two requests at once cannot both fit under the limit: they are checked one after the other.
    const later = week(2);
    const both = await Promise.all([
      home(later[0] as string, later[1] as string),
      home(later[3] as string, later[4] as string),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });

  it('shows a request to its employee, their managers and HR only; only the employee cancels it, once', async () => {
    const id = made.wfh.id as number;
    expect((await read(workerToken, id)).statusCode).toBe(404);
    expect((await act(workerToken, id, 'cancel')).statusCode).toBe(404);
    expect((await read(hr, id)).statusCode).toBe(200);
    // HR sees it but did not ask for it.
    expect((await act(hr, id, 'cancel')).statusCode).toBe(403);

    const mine = (
      await t.as(priya, { method: 'GET', url: '/api/attendance-requests?type=work_from_home' })
    ).json();
    expect(mine.data.map((r: Json) => r.employee.id)).not.toContain(worker.id);
    expect(mine.data.map((r: Json) => r.id)).toContain(id);
    expect((await t.as(priya, { method: 'GET', url: '/api/attendance-requests?scope=all' })).statusCode).toBe(
      403,
    );
    const all = (
      await t.as(hr, { method: 'GET', url: '/api/attendance-requests?scope=all&per_page=100' })
    ).json();
    expect(all.data.map((r: Json) => r.id)).toContain(id);
    expect(all.total).toBeGreaterThanOrEqual(all.data.length);

    const cancelled = await act(priya, id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().attendance_request).toMatchObject({ status: 'cancelled', waiting: null });
    const again = await act(priya, id, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This attendance request is already cancelled');
    // Its waiting level is closed: gone from HR's inbox, and the trail says so.
    const inbox = (
      await t.as(hr, { method: 'GET', url: '/api/approvals/inbox?request_type=work_from_home' })
    ).json();
    expect(inbox.data.map((i: Json) => i.request_id)).not.toContain(id);
    const trail = await t.as(priya, {
      method: 'GET',
      url: `/api/approvals/trail?request_type=work_from_home&request_id=${id}`,
    });
    expect(trail.json().data.map((s: Json) => s.status)).toEqual(['closed']);
  });

  it('lets HR approve or reject outright, once, and never their own', async () => {
    const id = made.duty.id as number;
    expect((await act(priya, id, 'approve')).statusCode).toBe(403);
    const approved = await act(hr, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Attendance request approved successfully',
      attendance_request: { status: 'approved', decided_by: 'Rahul Mehta', waiting: null },
    });
    for (const action of ['approve', 'reject']) {
      const twice = await act(hr, id, action, { reason: 'Changed my mind' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This attendance request is already approved');
    }
    // The day is recorded as worked, present whatever the hours away, approved by HR.
    const date = made.duty.from_date as string;
    expect(await records(priyaId, date, date)).toEqual([
      {
        date,
        status: 'present',
        method: 'request',
        is_approved: true,
        entry_reason: `On duty request #${id}: Client workshop at their office`,
        total_hours: '6.50',
      },
    ]);
    const priyaUser = (await t.as(priya, { method: 'GET', url: '/api/me' })).json().user.id;
    expect((await notified(priyaUser, 'attendance_request.decided')).at(-1)).toMatchObject({
      title: 'Your on duty request was approved',
    });
    const audit = await rawRows<Json>(
      t.database.db,
      sql`select action from audit_events where entity_type = 'attendance_request' and entity_id = ${id}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['attendance_request.approved']);

    // HR's own request waits for someone else.
    const own = await ask(hr, {
      type: 'work_from_home',
      from_date: first(week(3)),
      to_date: first(week(3)),
      reason: 'Payroll close from home',
    });
    expect(own.statusCode, own.body).toBe(201);
    const refused = await act(hr, own.json().attendance_request.id, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You cannot approve your own attendance request');
  });

  it('goes to the reporting manager when the chain says so, who approves it from the inbox', async () => {
    const chain = await t.as(hr, {
      method: 'POST',
      url: '/api/approval-chains',
      payload: { request_type: 'work_from_home', levels: [{ approver: 'reporting_manager' }] },
    });
    expect(chain.statusCode, chain.body).toBe(201);

    const days = week(1, 2);
    const asked = await ask(workerToken, {
      type: 'work_from_home',
      from_date: first(days),
      to_date: last(days),
      reason: 'Broken ankle, working from home',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().attendance_request;
    expect(request.waiting).toEqual({ level: 1, levels: 1, approver: 'Mona Tester' });
    // The manager sees it (their report's) and their team's list holds it; a stranger does not.
    expect((await read(managerToken, request.id)).statusCode).toBe(200);
    const team = (
      await t.as(managerToken, { method: 'GET', url: '/api/attendance-requests?scope=team' })
    ).json();
    expect(team.data.map((r: Json) => r.id)).toContain(request.id);
    expect((await read(priya, request.id)).statusCode).toBe(404);
    // HR's inbox no longer holds it: it waits for the manager.
    const hrInbox = (
      await t.as(hr, { method: 'GET', url: '/api/approvals/inbox?request_type=work_from_home' })
    ).json();
    expect(hrInbox.data.map((i: Json) => i.request_id)).not.toContain(request.id);

    const inbox = (await t.as(managerToken, { method: 'GET', url: '/api/approvals/inbox' })).json();
    const item = inbox.data.find((i: Json) => i.request_id === request.id);
    expect(item).toMatchObject({ request_type: 'work_from_home', employee: { id: worker.id } });
    const decided = await t.as(managerToken, {
      method: 'POST',
      url: '/api/approvals/bulk',
      payload: { ids: [item.id], decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().results).toEqual([{ id: item.id, outcome: 'approved', message: 'Approved.' }]);

    const after = (await read(workerToken, request.id)).json().attendance_request;
    expect(after).toMatchObject({ status: 'approved', decided_by: 'Mona Tester', waiting: null });
    const recorded = await records(worker.id, first(days), last(days));
    expect(recorded.map((r) => [r.date, r.status, r.method])).toEqual(
      days.map((d) => [d, 'work_from_home', 'request']),
    );
  });

  it('counts an approved regularisation as a day worked in the month’s pay, and the month’s run follows', async () => {
    const day = week(-1, 2)[2] as string;
    const { year, month } = periodOf(day);
    const basic = (await t.as(admin, { method: 'GET', url: '/api/salary-components?search=BASIC' })).json()
      .data[0].id;
    const structure = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${worker.id}/salary-structure`,
      payload: { effective_from: hireDate, components: [{ salary_component_id: basic, amount: 30_000 }] },
    });
    expect(structure.statusCode, structure.body).toBe(200);
    const processed = await t.as(admin, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: worker.id, year, month },
    });
    expect(processed.statusCode, processed.body).toBe(200);
    const runId = processed.json().results[0].payroll_run_id;
    const run = async () =>
      (await t.as(admin, { method: 'GET', url: `/api/payroll-runs/${runId}` })).json().payroll_run;
    const summary = async () =>
      (
        await t.as(hr, {
          method: 'GET',
          url: `/api/attendance/employee-summary/${worker.id}?month=${month}&year=${year}`,
        })
      ).json();
    const before = { summary: await summary(), run: await run() };
    // Recorded attendance: a day with nothing recorded is an absence.
    expect(before.summary).toMatchObject({ pay_basis: 'recorded_attendance', days_present: 0 });
    expect(before.summary.absent_days).toBeGreaterThan(0);

    const asked = await ask(workerToken, {
      type: 'regularisation',
      from_date: day,
      to_date: day,
      clock_in: '09:30',
      clock_out: '18:30',
      reason: 'Forgot to clock in',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await act(hr, asked.json().attendance_request.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);

    expect(await summary()).toMatchObject({
      days_present: 1,
      absent_days: before.summary.absent_days - 1,
      unmarked_days: before.summary.unmarked_days - 1,
    });
    // The month's unapproved run followed the new day in the same transaction.
    expect((await run()).days_paid).toBe(before.run.days_paid + 1);
    expect(await records(worker.id, day, day)).toMatchObject([{ status: 'present', total_hours: '9.00' }]);
  });
});
