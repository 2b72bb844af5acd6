import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, hireEmployee } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { addDays, shortDate, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const TODAY = todayIn();
const YEAR = Number(TODAY.slice(0, 4));
/** Every calendar's holidays: a weekend picked for a test is a plain weekly off. */
const holidayDates = new Set<string>();
const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();

/**
 * Saturdays and Sundays (the demo shift's weekly offs) before today that are no holiday, the newest first,
 * from a week ago to 50 days ago: each can still be asked for under the 60-day rule.
 */
function weekends(): string[] {
  const found: string[] = [];
  for (let back = 7; back <= 50; back++) {
    const d = addDays(TODAY, -back);
    if ((weekday(d) === 0 || weekday(d) === 6) && !holidayDates.has(d)) found.push(d);
  }
  return found;
}
/** A weekday before today that is no holiday. */
function workday(back: number): string {
  for (let b = back; ; b++) {
    const d = addDays(TODAY, -b);
    if (weekday(d) !== 0 && weekday(d) !== 6 && !holidayDates.has(d)) return d;
  }
}

describe('comp-off requests', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let manager: Json;
  let managerToken: string;
  let worker: Json;
  let workerToken: string;
  let other: Json;
  let otherToken: string;
  let lapser: Json;
  let companyCalendarId: number;
  let days: string[];
  /** Requests made in one test and used in a later one. */
  const made = {} as { full: Json; half: Json; holiday: Json; twin: Json };

  const hireDate = addDays(TODAY, -150);

  const employee = (first_name: string, manager_id: number | null = null) =>
    hireEmployee(t, admin, { first_name, last_name: 'Tester', hire_date: hireDate, manager_id });
  const account = (person: Json) => accountFor(t, admin, person);
  /** HR enters a day's attendance: 09:00 to 18:00 present unless told. */
  async function worked(person: Json, date: string, status = 'present', clock_out: string | null = '18:00') {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/manual-entry',
      payload: {
        employee_id: person.id,
        attendance_date: date,
        clock_in: '09:00',
        clock_out,
        status,
        reason: 'Came in',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  async function holiday(date: string, name: string) {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/holidays',
      payload: { calendar_id: companyCalendarId, date, name },
    });
    expect(res.statusCode, res.body).toBe(201);
    holidayDates.add(date);
  }

  const ask = (token: string, payload: Json) =>
    t.as(token, { method: 'POST', url: '/api/comp-off-requests', payload });
  const act = (token: string, id: number, action: string, payload?: Json) =>
    t.as(token, { method: 'POST', url: `/api/comp-off-requests/${id}/${action}`, payload });
  const read = (token: string, id: number) =>
    t.as(token, { method: 'GET', url: `/api/comp-off-requests/${id}` });
  const list = (token: string, query: string) =>
    t.as(token, { method: 'GET', url: `/api/comp-off-requests?${query}` });
  const coBalance = async (person: Json) => {
    const res = await t.as(hr, {
      method: 'GET',
      url: `/api/leave-balance?employee_id=${person.id}&year=${YEAR}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().balances.find((b: Json) => b.leave_type.code === 'CO') as Json;
  };
  const ledger = async (person: Json) => {
    const res = await t.as(hr, {
      method: 'GET',
      url: `/api/employees/${person.id}/leave-ledger?year=${YEAR}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().entries as Json[]).filter((e) => e.leave_type.code === 'CO');
  };
  const reasonOnly = { reason: 'Worked the weekend on the release' };

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = await Promise.all([t.login('hr@demo.test'), t.login('admin@demo.test')]);
    for (const row of await rawRows<{ date: string }>(
      t.database.db,
      sql`select date::text as date from holidays`,
    )) {
      holidayDates.add(row.date);
    }
    const calendars = (await t.as(hr, { method: 'GET', url: '/api/holiday-calendars?company_id=1' })).json();
    companyCalendarId = (calendars.data as Json[]).find((c) => c.scope === 'company')?.id;
    manager = await employee('Mona');
    worker = await employee('Wasim', manager.id);
    other = await employee('Otto');
    lapser = await employee('Esha');
    [managerToken, workerToken, otherToken] = await Promise.all([
      account(manager),
      account(worker),
      account(other),
    ]);
    days = weekends();
  });
  afterAll(() => t.close());

  it('lists the worked days off of the last 90 days with what each earns and until when it can be asked for', async () => {
    const [full, half, absent] = days as [string, string, string];
    await worked(worker, full);
    await worked(worker, half, 'half_day', '13:00');
    await worked(worker, absent, 'absent', null);
    await worked(worker, workday(7));
    const res = await t.as(workerToken, { method: 'GET', url: '/api/comp-off-requests/eligible' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.leave_type).toMatchObject({ code: 'CO', name: 'Compensatory Off' });
    expect(body.expiry_days).toBe(60);
    // Newest first; the absent weekend and the worked weekday are not there.
    expect(body.days.map((d: Json) => d.date)).toEqual([full, half]);
    expect(body.days[0]).toMatchObject({
      day_kind: 'weekly_off',
      holiday_name: null,
      earns: 1,
      requested: false,
      ask_by: addDays(full, 60),
    });
    expect(body.days[1]).toMatchObject({ earns: 0.5, ask_by: addDays(half, 60) });
    // HR reads anyone's of their company; an employee only their own.
    const forHr = await t.as(hr, {
      method: 'GET',
      url: `/api/comp-off-requests/eligible?employee_id=${worker.id}`,
    });
    expect(forHr.json().days).toHaveLength(2);
    const nosy = await t.as(otherToken, {
      method: 'GET',
      url: `/api/comp-off-requests/eligible?employee_id=${worker.id}`,
    });
    expect(nosy.statusCode).toBe(422);
  });

  it('refuses a day that is no day off, shows no work, is in the future, before joining or past asking', async () => {
    const [, half, absent, unrecorded] = days as [string, string, string, string];
    const invalid = async (payload: Json, field: string, message: string) => {
      const res = await ask(workerToken, { ...reasonOnly, ...payload });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await invalid(
      { work_date: workday(7) },
      'work_date',
      'This day is neither a holiday nor a weekly off of yours.',
    );
    await invalid({ work_date: unrecorded }, 'work_date', 'Attendance shows no work on this day.');
    await invalid({ work_date: absent }, 'work_date', 'Attendance shows no work on this day.');
    await invalid({ work_date: addDays(TODAY, 1) }, 'work_date', 'The day worked cannot be in the future.');
    await invalid(
      { work_date: addDays(hireDate, -1) },
      'work_date',
      `The day worked cannot be before the joining date (${shortDate(hireDate)}).`,
    );
    await invalid(
      { work_date: half, days: 1 },
      'days',
      'Attendance shows a half day worked: it earns half a day of comp-off.',
    );
    await invalid(
      { work_date: half, days: 0.75 },
      'days',
      'A comp-off is a full day (1) or a half day (0.5).',
    );
    await invalid(
      { work_date: half, employee_id: other.id },
      'employee_id',
      'The selected employee id is invalid.',
    );

    // 60 days after the day worked is the last day to ask: 60 days ago still can, 61 days ago cannot.
    const lastDay = addDays(TODAY, -60);
    const tooLate = addDays(TODAY, -61);
    for (const d of [lastDay, tooLate]) {
      if (weekday(d) !== 0 && weekday(d) !== 6 && !holidayDates.has(d)) await holiday(d, `Founders day ${d}`);
      await worked(worker, d);
    }
    await invalid(
      { work_date: tooLate },
      'work_date',
      `A comp-off for this day could only be asked for until ${shortDate(addDays(TODAY, -1))}.`,
    );
    const inTime = await ask(workerToken, { ...reasonOnly, work_date: lastDay });
    expect(inTime.statusCode, inTime.body).toBe(201);
    expect((await act(workerToken, inTime.json().comp_off_request.id, 'cancel')).statusCode).toBe(200);
  });

  it('asks for a full day, a half day and (HR for the employee) a holiday, each waiting for approve-leaves', async () => {
    const [full, half] = days as [string, string];
    const one = await ask(workerToken, { ...reasonOnly, work_date: full });
    expect(one.statusCode, one.body).toBe(201);
    made.full = one.json().comp_off_request;
    expect(made.full).toMatchObject({
      employee: { id: worker.id },
      work_date: full,
      day_kind: 'weekly_off',
      holiday_name: null,
      worked_hours: expect.any(Number),
      days: 1,
      leave_type: { code: 'CO' },
      status: 'pending',
      expires_on: null,
      lapsed_days: 0,
      waiting: { level: 1, levels: 1 },
    });
    const halfDay = await ask(workerToken, { ...reasonOnly, work_date: half });
    expect(halfDay.statusCode, halfDay.body).toBe(201);
    made.half = halfDay.json().comp_off_request;
    expect(made.half.days).toBe(0.5);

    // A holiday on a weekday: HR asks for the employee, and the day keeps the holiday's name.
    const festival = workday(12);
    await holiday(festival, 'Ganesh Chaturthi');
    await worked(worker, festival);
    const byHr = await ask(hr, { ...reasonOnly, employee_id: worker.id, work_date: festival });
    expect(byHr.statusCode, byHr.body).toBe(201);
    made.holiday = byHr.json().comp_off_request;
    expect(made.holiday).toMatchObject({ day_kind: 'holiday', holiday_name: 'Ganesh Chaturthi', days: 1 });

    const eligible = (
      await t.as(workerToken, { method: 'GET', url: '/api/comp-off-requests/eligible' })
    ).json();
    expect(
      eligible.days
        .filter((d: Json) => d.requested)
        .map((d: Json) => d.date)
        .sort(),
    ).toEqual([full, half, festival].sort());
    const inbox = (
      await t.as(hr, { method: 'GET', url: '/api/approvals/inbox?request_type=comp_off' })
    ).json();
    const item = inbox.data.find((i: Json) => i.request_id === made.full.id);
    expect(item).toMatchObject({
      summary: `1 day of comp-off for working a weekly off on ${shortDate(full)}`,
      link: `/leave/comp-off/${made.full.id}`,
    });
  });

  it('keeps one live request a day: of two parallel asks one is made, the other refused', async () => {
    const twin = days[4] as string;
    await worked(worker, twin);
    const both = await Promise.all([
      ask(workerToken, { ...reasonOnly, work_date: twin }),
      ask(workerToken, { ...reasonOnly, work_date: twin }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = both.find((r) => r.statusCode === 422);
    expect(refused?.json().errors.work_date).toEqual(['A comp-off has already been asked for this day.']);
    made.twin = (both.find((r) => r.statusCode === 201) as { json(): Json }).json().comp_off_request;
    const again = await ask(workerToken, { ...reasonOnly, work_date: twin });
    expect(again.statusCode).toBe(422);
  });

  it('shows a request to its employee, their manager and HR only; scope all needs approve-leaves', async () => {
    const id = made.full.id as number;
    expect((await read(workerToken, id)).statusCode).toBe(200);
    expect((await read(managerToken, id)).statusCode).toBe(200);
    expect((await read(hr, id)).statusCode).toBe(200);
    expect((await read(otherToken, id)).statusCode).toBe(404);
    expect((await read(otherToken, 999_999)).statusCode).toBe(404);

    // Four pending and the one cancelled at the 60-day threshold.
    const mine = (await list(workerToken, 'scope=mine')).json();
    expect(mine.total).toBe(5);
    expect((await list(otherToken, 'scope=mine')).json().total).toBe(0);
    const team = (await list(managerToken, 'scope=team')).json();
    expect(team.data.map((r: Json) => r.id)).toContain(id);
    expect((await list(otherToken, 'scope=team')).json().total).toBe(0);
    expect((await list(otherToken, 'scope=all')).statusCode).toBe(403);
    const all = (await list(hr, `scope=all&employee_id=${worker.id}&status=pending`)).json();
    expect(all.total).toBe(4);

    // Deciding is approve-leaves': the employee, their colleague and their manager (no chain yet) cannot.
    expect((await act(otherToken, id, 'approve')).statusCode).toBe(403);
    expect((await act(managerToken, id, 'approve')).statusCode).toBe(403);
    expect((await act(workerToken, id, 'reject', { reason: 'no' })).statusCode).toBe(403);

    // Nor does HR decide their own.
    const hrMe = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.employee;
    const weekend = days[6] as string;
    const entered = await t.as(admin, {
      method: 'POST',
      url: '/api/attendance/manual-entry',
      payload: {
        employee_id: hrMe.id,
        attendance_date: weekend,
        clock_in: '10:00',
        clock_out: '16:00',
        reason: 'Audit',
      },
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const own = await ask(hr, { ...reasonOnly, work_date: weekend });
    expect(own.statusCode, own.body).toBe(201);
    const selfApproval = await act(hr, own.json().comp_off_request.id, 'approve');
    expect(selfApproval.statusCode).toBe(403);
    expect(selfApproval.json().message).toBe('You cannot approve your own comp-off request');
  });

  it('lets only the employee cancel a pending request, after which the day can be asked for again', async () => {
    const id = made.twin.id as number;
    expect((await act(otherToken, id, 'cancel')).statusCode).toBe(404);
    expect((await act(managerToken, id, 'cancel')).statusCode).toBe(403);
    const cancelled = await act(workerToken, id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().comp_off_request).toMatchObject({ status: 'cancelled', waiting: null });
    expect((await act(workerToken, id, 'cancel')).statusCode).toBe(409);
    expect((await act(hr, id, 'approve')).statusCode).toBe(409);
    const trail = await t.as(workerToken, {
      method: 'GET',
      url: `/api/approvals/trail?request_type=comp_off&request_id=${id}`,
    });
    expect(trail.json().data.map((s: Json) => s.status)).toEqual(['closed']);
    const again = await ask(workerToken, { ...reasonOnly, work_date: made.twin.work_date });
    expect(again.statusCode, again.body).toBe(201);
    made.twin = again.json().comp_off_request;
  });

  it('lets HR reject with a reason, once, and approve outright, crediting the compensatory balance', async () => {
    const id = made.holiday.id as number;
    const noReason = await act(hr, id, 'reject', {});
    expect(noReason.statusCode).toBe(422);
    const rejected = await act(hr, id, 'reject', {
      reason: 'The festival was a paid holiday worked at double rate',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().comp_off_request).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The festival was a paid holiday worked at double rate',
      decided_by: 'Rahul Mehta',
      expires_on: null,
    });
    expect((await act(hr, id, 'approve')).statusCode).toBe(409);
    expect((await coBalance(worker)).comp_off_days).toBe(0);

    const approved = await act(hr, made.half.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().comp_off_request).toMatchObject({
      status: 'approved',
      expires_on: addDays(made.half.work_date, 60),
    });
    const balance = await coBalance(worker);
    expect(balance).toMatchObject({
      comp_off_days: 0.5,
      allocated_days: 0.5,
      remaining_days: 0.5,
      expired_days: 0,
    });
    const audit = await rawRows<Json>(
      t.database.db,
      sql`select action from audit_events where entity_type = 'comp_off_request' and entity_id in (${id}, ${made.half.id}) order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['comp_off_request.rejected', 'comp_off_request.approved']);
  });

  it("goes to the employee's manager under a chain, who approves from the inbox; the ledger shows the credit", async () => {
    const chain = await t.as(admin, {
      method: 'POST',
      url: '/api/approval-chains',
      payload: { request_type: 'comp_off', levels: [{ approver: 'reporting_manager' }] },
    });
    expect(chain.statusCode, chain.body).toBe(201);
    const weekend = days[5] as string;
    await worked(worker, weekend);
    const asked = await ask(workerToken, { reason: 'Server migration', work_date: weekend });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().comp_off_request;
    expect(request.waiting).toMatchObject({ level: 1, levels: 1, approver: 'Mona Tester' });

    const inbox = (await t.as(managerToken, { method: 'GET', url: '/api/approvals/inbox' })).json();
    const item = inbox.data.find((i: Json) => i.request_type === 'comp_off' && i.request_id === request.id);
    expect(item).toMatchObject({ employee: { id: worker.id }, reason: 'Server migration' });
    const decided = await t.as(managerToken, {
      method: 'POST',
      url: '/api/approvals/bulk',
      payload: { ids: [item.id], decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().results).toEqual([{ id: item.id, outcome: 'approved', message: 'Approved.' }]);

    const after = (await read(workerToken, request.id)).json().comp_off_request;
    expect(after).toMatchObject({
      status: 'approved',
      decided_by: 'Mona Tester',
      waiting: null,
      expires_on: addDays(weekend, 60),
    });
    // 0.5 approved by HR before, 1 now.
    expect(await coBalance(worker)).toMatchObject({ comp_off_days: 1.5, remaining_days: 1.5 });
    const credit = (await ledger(worker)).find((e) => e.kind === 'comp_off' && e.days === 1);
    expect(credit).toMatchObject({
      date: TODAY,
      expires_on: addDays(weekend, 60),
      reason: `Worked a weekly off on ${shortDate(weekend)}`,
    });
    const told = await rawRows<Json>(
      t.database.db,
      sql`select n.title from notifications n join users u on u.id = n.user_id
          where u.employee_id = ${worker.id} and n.event = 'comp_off_request.decided' order by n.id`,
    );
    expect(told.map((n) => n.title)).toEqual([
      'Your comp-off request was rejected',
      'Your comp-off request was approved',
      'Your comp-off request was approved',
    ]);
  });

  it('spends the credit on leave of the compensatory type within the balance, and refuses beyond it', async () => {
    const types = (await t.as(workerToken, { method: 'GET', url: '/api/leave-types' })).json().data as Json[];
    const co = types.find((ty) => ty.code === 'CO') as Json;
    // The next Monday-to-Friday day, inside this year.
    let day = addDays(TODAY, 1);
    while (weekday(day) === 0 || weekday(day) === 6 || holidayDates.has(day)) day = addDays(day, 1);
    if (Number(day.slice(0, 4)) !== YEAR) return; // the last days of December: next year's balance has no credit
    const leave = await t.as(workerToken, {
      method: 'POST',
      url: '/api/leaves',
      payload: { leave_type_id: co.id, start_date: day, end_date: day, reason: 'Comp-off for the migration' },
    });
    expect(leave.statusCode, leave.body).toBe(201);
    const approved = await t.as(hr, {
      method: 'POST',
      url: `/api/leaves/${leave.json().leave_request.id}/approve`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await coBalance(worker)).toMatchObject({ comp_off_days: 1.5, used_days: 1, remaining_days: 0.5 });
    let next = addDays(day, 1);
    while (weekday(next) === 0 || weekday(next) === 6 || holidayDates.has(next)) next = addDays(next, 1);
    const beyond = await t.as(workerToken, {
      method: 'POST',
      url: '/api/leaves',
      payload: { leave_type_id: co.id, start_date: next, end_date: next, reason: 'One more' },
    });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors.days_requested?.[0]).toMatch(/^Insufficient balance. Available: 0.5 days/);
  });

  it('lets an unused credit lapse the day after its last day, once, and no more than is left', async () => {
    const weekend = days[1] as string;
    await worked(lapser, weekend);
    const asked = await ask(hr, { ...reasonOnly, employee_id: lapser.id, work_date: weekend });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().comp_off_request.id as number;

    // The policy now lets a credit last 1 day from the day worked: approved now, it has run out already.
    const policies = (await t.as(hr, { method: 'GET', url: '/api/leave-policies?company_id=1' })).json()
      .data as Json[];
    const policy = policies.find((p) => p.is_default) as Json;
    const withExpiry = (expiry: number) => ({
      company_id: policy.company_id,
      name: policy.name,
      description: policy.description,
      weekly_offs: policy.weekly_offs,
      pay_basis: policy.pay_basis,
      request_limits: policy.request_limits,
      rules: (policy.rules as Json[]).map((r) =>
        r.leave_type.code === 'CO' ? { ...r, comp_off_expiry_days: expiry } : r,
      ),
    });
    const short = await t.as(hr, {
      method: 'PUT',
      url: `/api/leave-policies/${policy.id}`,
      payload: withExpiry(1),
    });
    expect(short.statusCode, short.body).toBe(200);
    try {
      const approved = await act(hr, id, 'approve');
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().comp_off_request.expires_on).toBe(addDays(weekend, 1));

      // Reading the balance settles it: the whole day lapses, dated the day it was credited (today), since
      // that came after its last day.
      expect(await coBalance(lapser)).toMatchObject({ comp_off_days: 1, expired_days: 1, remaining_days: 0 });
      expect(await coBalance(lapser)).toMatchObject({ expired_days: 1, remaining_days: 0 });
      const lines = await ledger(lapser);
      expect(lines.filter((e) => e.kind === 'expiry')).toEqual([
        expect.objectContaining({
          days: -1,
          date: TODAY,
          reason: `Comp-off for ${shortDate(weekend)} unused by ${shortDate(addDays(weekend, 1))}`,
        }),
      ]);
      expect((await read(hr, id)).json().comp_off_request.lapsed_days).toBe(1);

      // Under a 1-day rule a weekend a week ago is past asking.
      const older = days[2] as string;
      await worked(lapser, older);
      const late = await ask(hr, { ...reasonOnly, employee_id: lapser.id, work_date: older });
      expect(late.json().errors.work_date).toEqual([
        `A comp-off for this day could only be asked for until ${shortDate(addDays(older, 1))}.`,
      ]);
    } finally {
      const back = await t.as(hr, {
        method: 'PUT',
        url: `/api/leave-policies/${policy.id}`,
        payload: withExpiry(60),
      });
      expect(back.statusCode, back.body).toBe(200);
    }
  });
  it('refuses comp-off where the policy grants no compensatory type', async () => {
    const policies = (await t.as(hr, { method: 'GET', url: '/api/leave-policies?company_id=1' })).json()
      .data as Json[];
    const policy = policies.find((p) => p.is_default) as Json;
    const payload = (rules: Json[]) => ({
      company_id: policy.company_id,
      name: policy.name,
      description: policy.description,
      weekly_offs: policy.weekly_offs,
      pay_basis: policy.pay_basis,
      request_limits: policy.request_limits,
      rules,
    });
    const rules = policy.rules as Json[];
    const without = await t.as(hr, {
      method: 'PUT',
      url: `/api/leave-policies/${policy.id}`,
      payload: payload(rules.filter((r) => r.leave_type.code !== 'CO')),
    });
    expect(without.statusCode, without.body).toBe(200);
    try {
      const weekend = days[3] as string;
      await worked(other, weekend);
      const res = await ask(otherToken, { ...reasonOnly, work_date: weekend });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.work_date).toEqual(['Your leave policy does not grant compensatory off.']);
      const eligible = (
        await t.as(otherToken, { method: 'GET', url: '/api/comp-off-requests/eligible' })
      ).json();
      expect(eligible).toEqual({ leave_type: null, expiry_days: null, days: [] });
    } finally {
      const back = await t.as(hr, {
        method: 'PUT',
        url: `/api/leave-policies/${policy.id}`,
        payload: payload(rules),
      });
      expect(back.statusCode, back.body).toBe(200);
    }
  });
});
