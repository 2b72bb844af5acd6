import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { monthOfDate, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** The month before today's (India), as the demo seeds it: processed runs, every sixth approved. */
function lastMonth() {
  const [y, m] = todayIn().split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - 1;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { year, month, from, to };
}

describe('attendance corrections (PUT /attendance/{id})', () => {
  let t: TestApp;
  let hr: string;
  let employee: string;
  let admin: string;
  let me: Json;
  let hrEmployeeId: number;
  const period = lastMonth();
  const put = (token: string, id: number, payload: Json) =>
    t.as(token, { method: 'PUT', url: `/api/attendance/${id}`, payload });
  const get = async (token: string, url: string) => (await t.as(token, { method: 'GET', url })).json();

  /** A worked day of last month of an employee whose run of that month has the given status. */
  async function dayWithRun(status: 'processed' | 'approved', skip: number[] = []) {
    const runs = await get(
      hr,
      `/api/payroll-runs?month=${period.month}&year=${period.year}&status=${status}&per_page=100`,
    );
    for (const run of runs.data) {
      if ([...skip, me.id, hrEmployeeId].includes(run.employee.id)) continue;
      // The first half of the month: the demo approves days older than a week, so early in a month the end
      // of the last one is still pending.
      const records = await get(
        hr,
        `/api/attendance?employee_id=${run.employee.id}&start_date=${period.from}&end_date=${period.from.slice(0, 8)}15&status=present&per_page=1`,
      );
      if (records.data[0]) return { run, record: records.data[0] as Json };
    }
    throw new Error(`no ${status} run with a present day`);
  }

  const corrections = async (id: number) =>
    (await get(admin, `/api/audit-events?entity_type=attendance&entity_id=${id}&per_page=100`)).data;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, employee, admin] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
      t.login('admin@demo.test'),
    ]);
    me = (await get(employee, '/api/me')).user.employee;
    hrEmployeeId = (await get(hr, '/api/me')).user.employee.id;
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  it('rescores the day, returns it to pending, audits it, and the summary and unapproved run follow', async () => {
    const { run, record } = await dayWithRun('processed');
    const summaryUrl = `/api/attendance/employee-summary/${record.employee.id}?month=${period.month}&year=${period.year}`;
    const summaryBefore = await get(hr, summaryUrl);
    const runBefore = (await get(hr, `/api/payroll-runs/${run.id}`)).payroll_run;
    expect(record.is_approved).toBe(true);

    // A minute's work is short of a half day (2.25 h of the demo shift's 4.5 h): the day counts as absent.
    const res = await put(hr, record.id, { clock_in: '09:30', clock_out: '09:31', reason: 'Badge misread' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Attendance updated successfully. The ${monthOfDate(record.attendance_date)} payroll run was recomputed.`,
      payroll_run: { id: run.id, status: 'processed' },
      attendance: {
        id: record.id,
        clock_in: new Date(`${record.attendance_date}T09:30:00+05:30`).toISOString(),
        clock_out: new Date(`${record.attendance_date}T09:31:00+05:30`).toISOString(),
        // The lunch break no longer lies within the day.
        lunch_break_start: null,
        lunch_break_end: null,
        status: 'absent',
        total_hours: 0.02,
        overtime_hours: 0,
        late_minutes: 0,
        is_approved: false,
        approved_by: null,
        approved_at: null,
        entered_by: { name: 'Rahul Mehta' },
        entry_reason: 'Badge misread',
      },
    });

    const summaryAfter = await get(hr, summaryUrl);
    expect(summaryAfter.days_present).toBe(summaryBefore.days_present - 1);
    expect(summaryAfter.absent_days).toBe(summaryBefore.absent_days + 1);
    const runAfter = (await get(hr, `/api/payroll-runs/${run.id}`)).payroll_run;
    expect(runAfter.days_paid).toBe(runBefore.days_paid - 1);
    expect(runAfter.net_salary).toBeLessThan(runBefore.net_salary);

    const [event] = await corrections(record.id);
    expect(event).toMatchObject({
      action: 'attendance.corrected',
      entity_type: 'attendance',
      user: { name: 'Rahul Mehta' },
      changes: {
        status: { from: 'present', to: 'absent' },
        total_hours: { to: 0.02 },
        was_approved: true,
        reason: 'Badge misread',
        rule: 'Worked 0.02 h; a half day needs 2.25 h, so the day counts as absent',
      },
    });

    // HR's own status stands over the times' score.
    const own = await put(hr, record.id, {
      clock_in: '09:30',
      clock_out: '13:00',
      status: 'work_from_home',
      reason: 'Worked from home in the afternoon',
    });
    expect(own.json().attendance).toMatchObject({ status: 'work_from_home', total_hours: 3.5 });
  });

  it('leaves an approved month alone (409) and changes nothing', async () => {
    const { run, record } = await dayWithRun('approved');
    const res = await put(hr, record.id, {
      clock_in: '09:30',
      clock_out: '10:00',
      reason: 'Late correction',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `The payroll run of ${monthOfDate(record.attendance_date)} is already approved: its attendance can no longer change`,
    );
    const after = (await get(hr, `/api/attendance/${record.id}`)).attendance;
    expect(after).toEqual(record);
    expect((await get(hr, `/api/payroll-runs/${run.id}`)).payroll_run.status).toBe('approved');
    expect(await corrections(record.id)).toEqual([]);
  });

  it('holds a day entered by hand to the same month rules: refused once the run is approved, followed by an unapproved run', async () => {
    const enter = (record: Json, status: string) =>
      t.as(hr, {
        method: 'POST',
        url: '/api/attendance/manual-entry',
        payload: {
          employee_id: record.employee.id,
          attendance_date: record.attendance_date,
          clock_in: '09:30',
          clock_out: '09:31',
          status,
          reason: 'Entered from the register',
        },
      });
    const remove = (id: number) =>
      t.database.db.execute(sql`delete from attendance_records where id = ${id}`);

    const approved = await dayWithRun('approved');
    await remove(approved.record.id);
    const refused = await enter(approved.record, 'absent');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The payroll run of ${monthOfDate(approved.record.attendance_date)} is already approved: its attendance can no longer change`,
    );
    expect((await get(hr, `/api/payroll-runs/${approved.run.id}`)).payroll_run.status).toBe('approved');

    // The day, gone from the record, entered again as absent: the processed run of the month pays a day less.
    const open = await dayWithRun('processed', [approved.run.employee.id]);
    const runBefore = (await get(hr, `/api/payroll-runs/${open.run.id}`)).payroll_run;
    await remove(open.record.id);
    const entered = await enter(open.record, 'absent');
    expect(entered.statusCode, entered.body).toBe(201);
    const runAfter = (await get(hr, `/api/payroll-runs/${open.run.id}`)).payroll_run;
    expect(runAfter.status).toBe('processed');
    expect(runAfter.days_paid).toBe(runBefore.days_paid - 1);
  });

  it('refuses bad input with field messages', async () => {
    const { record } = await dayWithRun('processed');
    const errors = async (payload: Json) => (await put(hr, record.id, payload)).json().errors;
    expect(await errors({ clock_in: '10:00', clock_out: '09:00', reason: 'x' })).toEqual({
      clock_out: ['Clock out time must be after clock in time'],
    });
    expect(await errors({ clock_in: '10:00', clock_out: '10:00', reason: 'x' })).toEqual({
      clock_out: ['Clock out time must be after clock in time'],
    });
    expect(await errors({ clock_in: '25:00', reason: ' ' })).toEqual({
      clock_in: ['Use the 24-hour form HH:MM.'],
      reason: ['Please give the reason for the change'],
    });
    expect(await errors({ reason: 'x' })).toEqual({ clock_in: ['Please give the clock in time'] });
    expect(Object.keys(await errors({ clock_in: '09:00', status: 'sick', reason: 'x' }))).toEqual(['status']);

    // A day still running cannot be given times that have not happened yet.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T10:00:00+05:30'));
    const [employeeNow, hrNow] = [await t.login('employee@demo.test'), await t.login('hr@demo.test')];
    const clockedIn = await t.as(employeeNow, {
      method: 'POST',
      url: '/api/attendance/clock-in-out',
      payload: { employee_id: me.id, action: 'clock_in', method: 'web' },
    });
    const today = clockedIn.json().todays_attendance.id;
    expect(
      (await put(hrNow, today, { clock_in: '09:00', clock_out: '12:00', reason: 'x' })).json().errors,
    ).toEqual({ clock_out: ['The clock out time cannot be in the future.'] });
    expect((await put(hrNow, today, { clock_in: '11:00', reason: 'x' })).json().errors).toEqual({
      clock_in: ['The clock in time cannot be in the future.'],
    });
    const open = await put(hrNow, today, { clock_in: '09:50', reason: 'Arrived earlier than tapped' });
    expect(open.json()).toMatchObject({
      payroll_run: null,
      attendance: { status: 'late', late_minutes: 20, clock_out: null, total_hours: null },
    });
  });

  it('lets only attendance managers correct, and never a record outside their scope', async () => {
    const { record } = await dayWithRun('processed');
    const payload = { clock_in: '09:30', clock_out: '18:30', reason: 'x' };
    const mine = (await get(employee, '/api/attendance?per_page=1')).data[0];
    // Their own record is theirs to see, not to correct: 403. Anyone else's is not theirs to know of: 404.
    const ownAttempt = await put(employee, mine.id, payload);
    expect(ownAttempt.statusCode).toBe(403);
    expect((await put(employee, record.id, payload)).statusCode).toBe(404);
    expect((await put(hr, 999_999, payload)).statusCode).toBe(404);
    // An attendance manager does not correct their own attendance (segregation of duties).
    const hrOwn = (await get(hr, `/api/attendance?employee_id=${hrEmployeeId}&per_page=1`)).data[0];
    const selfCorrection = await put(hr, hrOwn.id, payload);
    expect(selfCorrection.statusCode).toBe(403);
    expect(selfCorrection.json().message).toBe('You cannot correct your own attendance');
  });

  it('applies parallel corrections one after the other, never half of each', async () => {
    const { record } = await dayWithRun('processed');
    const a = { clock_in: '09:00', clock_out: '18:00', reason: 'First' };
    const b = { clock_in: '10:00', clock_out: '12:00', reason: 'Second' };
    const answers = await Promise.all([put(hr, record.id, a), put(hr, record.id, b)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const final = (await get(hr, `/api/attendance/${record.id}`)).attendance;
    const whole = [
      { reason: 'First', clock_in: '09:00', status: 'present' },
      { reason: 'Second', clock_in: '10:00', status: 'absent' },
    ].find((w) => w.reason === final.entry_reason);
    expect(whole).toBeDefined();
    expect(final.clock_in).toBe(
      new Date(`${record.attendance_date}T${whole?.clock_in}:00+05:30`).toISOString(),
    );
    expect(final.status).toBe(whole?.status);
    // Each event starts from what the one before it left.
    const events = (await corrections(record.id)).reverse();
    expect(events).toHaveLength(2);
    expect(events[1].changes.clock_in.from).toBe(events[0].changes.clock_in.to);
  });
});

describe('another employee’s attendance is outside an employee’s scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404, as for one that does not exist', async () => {
    const employee = await t.login('employee@demo.test');
    const hr = await t.login('hr@demo.test');
    const me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    const other = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.employee;
    const otherRecord = (
      await t.as(hr, { method: 'GET', url: `/api/attendance?employee_id=${other.id}&per_page=1` })
    ).json().data[0];
    for (const url of [
      `/api/attendance/status/${other.id}`,
      `/api/attendance/status/999999`,
      `/api/attendance/employee-summary/${other.id}?month=1&year=2026`,
      `/api/attendance/${otherRecord.id}`,
    ]) {
      const res = await t.as(employee, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await t.as(employee, { method: 'GET', url: `/api/attendance/status/${me.id}` })).statusCode).toBe(
      200,
    );
  });
});
