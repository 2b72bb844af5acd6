import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { leaveRequests } from '../../db/schema/leave';
import { branches } from '../../db/schema/organisation';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** Pins the server's clock (Date only) to an Indian wall-clock time on Monday 1 March 2027. */
const setTime = (hhmm: string) => vi.setSystemTime(new Date(`2027-03-01T${hhmm}:00+05:30`));

describe('attendance', () => {
  let t: TestApp;
  let employee: string;
  let hr: string;
  let me: Json;
  const clock = (token: string, action: string, extra: Json = {}) =>
    t.as(token, {
      method: 'POST',
      url: '/api/attendance/clock-in-out',
      payload: { employee_id: me.id, action, method: 'web', ...extra },
    });

  beforeAll(async () => {
    t = await createTestApp();
    [employee, hr] = await Promise.all([t.login('employee@demo.test'), t.login('hr@demo.test')]);
    me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  it('runs a day through the clock: late past the grace, lunch, hours net of lunch', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setTime('08:00');
    // Sessions expire by the server's clock, so sign in again in the pinned time.
    employee = await t.login('employee@demo.test');
    const before = await t.as(employee, { method: 'GET', url: `/api/attendance/status/${me.id}` });
    expect(before.json()).toMatchObject({
      todays_attendance: null,
      can_clock_in: true,
      can_clock_out: false,
      current_shift: { shift: { name: 'General Shift', start_time: '09:30:00' } },
    });
    setTime('09:52');
    const [a, b] = await Promise.all([clock(employee, 'clock_in'), clock(employee, 'clock_in')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const first = a.statusCode === 200 ? a : b;
    expect(first.json()).toMatchObject({
      message: 'Clocked in successfully',
      is_clocked_in: true,
      can_clock_in: false,
      can_start_lunch: true,
      todays_attendance: { attendance_date: '2027-03-01', status: 'late', late_minutes: 22 },
    });
    setTime('13:00');
    expect((await clock(employee, 'lunch_start')).json().is_on_lunch_break).toBe(true);
    setTime('13:10');
    const outDuringLunch = await clock(employee, 'clock_out');
    expect(outDuringLunch.statusCode).toBe(409);
    expect((await clock(employee, 'lunch_end', {})).statusCode).toBe(200);
    setTime('18:52');
    const out = await clock(employee, 'clock_out');
    // 09:52 → 18:52 is 9 h clocked, less the 10-minute lunch (13:00–13:10) = 8.83 h; the shift's unpaid hour
    // is owed past five hours, so 8 h of work: the day's limit, no overtime (OSH Code s.25, s.27).
    expect(out.json().todays_attendance).toMatchObject({
      status: 'late',
      total_hours: 8.83,
      worked_hours: 8,
      overtime_hours: 0,
      overtime_status: 'none',
    });
    expect(out.json()).toMatchObject({ can_clock_in: false, can_clock_out: false, can_start_lunch: false });
    expect((await clock(employee, 'lunch_start')).statusCode).toBe(409);
  });

  it('counts a clock-out short of the half-day minimum as absent and says which rule decided it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-04-05T09:30:00+05:30'));
    employee = await t.login('employee@demo.test');
    await clock(employee, 'clock_in');
    vi.setSystemTime(new Date('2027-04-05T09:31:00+05:30'));
    const out = await clock(employee, 'clock_out');
    expect(out.json()).toMatchObject({
      message:
        'Clocked out successfully. Worked 0.02 h; a half day needs 2.25 h, so the day counts as absent.',
      todays_attendance: {
        status: 'absent',
        total_hours: 0.02,
        shift: { full_day_hours: 4.5, half_day_hours: 2.25 },
      },
    });
    // 09:30 → 13:00 is a half day: short of the 4.5 h of a full day, past the 2.25 h of a half day.
    vi.setSystemTime(new Date('2027-04-06T09:30:00+05:30'));
    employee = await t.login('employee@demo.test');
    await clock(employee, 'clock_in');
    vi.setSystemTime(new Date('2027-04-06T13:00:00+05:30'));
    expect((await clock(employee, 'clock_out')).json()).toMatchObject({
      message:
        'Clocked out successfully. Worked 3.50 h; a full day needs 4.50 h, so the day counts as a half day.',
      todays_attendance: { status: 'half_day', total_hours: 3.5 },
    });
  });

  it('lets nobody clock for someone else', async () => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/clock-in-out',
      payload: { employee_id: me.id, action: 'clock_in', method: 'web' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can clock in and out only for yourself');
    // Someone else's status is outside an employee's scope: 404, as for nobody (docs/api-conventions.md).
    const other = await t.as(employee, { method: 'GET', url: `/api/attendance/status/${me.id + 1}` });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a web clock-in outside the branch geofence', async () => {
    await t.database.db
      .update(branches)
      .set({ latitude: 19.1136, longitude: 72.8697, radius_m: 200 })
      .where(eq(branches.code, 'MUM'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-02T09:10:00+05:30'));
    employee = await t.login('employee@demo.test');
    const nowhere = await clock(employee, 'clock_in');
    expect(nowhere.json().errors).toEqual({
      latitude: ['Your location is needed to clock in at this office.'],
    });
    const far = await clock(employee, 'clock_in', { latitude: 19.1136, longitude: 72.8802 });
    expect(far.json().errors.latitude[0]).toMatch(
      /^You are 1\d{3} m from the office; clock in within 200 m of it\.$/,
    );
    const near = await clock(employee, 'clock_in', { latitude: 19.1137, longitude: 72.8698 });
    expect(near.json().todays_attendance).toMatchObject({
      status: 'present',
      late_minutes: 0,
      latitude: 19.1137,
    });
    await t.database.db
      .update(branches)
      .set({ latitude: null, longitude: null, radius_m: null })
      .where(eq(branches.code, 'MUM'));
  });

  it('lists records within scope with filters, approves one and in bulk', async () => {
    employee = await t.login('employee@demo.test');
    const own = await t.as(employee, { method: 'GET', url: '/api/attendance?per_page=100' });
    expect(own.json().data.every((r: Json) => r.employee.id === me.id)).toBe(true);
    const res = await t.as(hr, {
      method: 'GET',
      url: `/api/attendance?employee_id=${me.id}&start_date=2027-03-01&end_date=2027-03-31`,
    });
    expect(res.json().data.map((r: Json) => r.attendance_date)).toEqual(['2027-03-02', '2027-03-01']);
    const id = res.json().data[1].id;
    const approved = await t.as(hr, { method: 'PUT', url: `/api/attendance/${id}/approve` });
    expect(approved.json().attendance).toMatchObject({
      is_approved: true,
      approved_by: { name: 'Rahul Mehta' },
    });
    expect((await t.as(hr, { method: 'PUT', url: `/api/attendance/${id}/approve` })).statusCode).toBe(409);
    const pending = await t.as(hr, { method: 'GET', url: '/api/attendance?is_approved=false&per_page=100' });
    const ids = pending.json().data.map((r: Json) => r.id);
    const bulk = await t.as(hr, { method: 'POST', url: '/api/attendance/bulk-approve', payload: { ids } });
    // HR's own records are left for someone else to approve (segregation of duties).
    const hrEmployee = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.employee.id;
    const hrOwn = pending.json().data.filter((r: Json) => r.employee.id === hrEmployee);
    expect(hrOwn.length).toBeGreaterThan(0);
    expect(bulk.json().approved).toBe(ids.length - hrOwn.length);
    const still = await t.as(hr, { method: 'GET', url: `/api/attendance/${hrOwn[0].id}` });
    expect(still.json().attendance.is_approved).toBe(false);
    expect((await t.as(employee, { method: 'PUT', url: `/api/attendance/${id}/approve` })).statusCode).toBe(
      403,
    );
    const late = await t.as(hr, { method: 'GET', url: '/api/attendance?status=late&search=priya' });
    expect(late.json().data.every((r: Json) => r.status === 'late')).toBe(true);
  });

  it('takes manual entries with the spec’s rules, auto-approved, refusing a second for the same day', async () => {
    const post = (payload: Json) =>
      t.as(hr, { method: 'POST', url: '/api/attendance/manual-entry', payload });
    const empty = await post({});
    expect(empty.json().errors).toMatchObject({
      employee_id: ['Please fill in all required fields'],
      attendance_date: ['Please fill in all required fields'],
      reason: ['Please fill in all required fields'],
    });
    const base = {
      employee_id: me.id,
      attendance_date: '2026-11-02',
      clock_in: '09:30',
      reason: 'Forgot to clock in',
    };
    expect((await post({ ...base, clock_out: '09:00' })).json().errors).toEqual({
      clock_out: ['Clock out time must be after clock in time'],
    });
    expect((await post({ ...base, attendance_date: '2099-01-01' })).json().errors).toEqual({
      attendance_date: ['The date cannot be in the future.'],
    });
    const created = await post({ ...base, attendance_date: '2026-11-21', clock_out: '18:30' });
    expect(created.statusCode).toBe(201);
    expect(created.json().attendance).toMatchObject({
      method: 'manual',
      is_approved: true,
      entered_by: { name: 'Rahul Mehta' },
      entry_reason: 'Forgot to clock in',
      total_hours: 9,
    });
    const again = await post({ ...base, attendance_date: '2026-11-21' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Attendance for this employee on 21 Nov 2026 already exists');
  });

  it('summarises a month the way it was counted by hand', async () => {
    const admin = await t.login('admin@demo.test');
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: {
        first_name: 'Month',
        last_name: 'Counted',
        email: 'month@demo.test',
        company_id: 1,
        department_id: 1,
        hire_date: '2026-01-05',
      },
    });
    const id = created.json().employee.id;
    // February 2026: 20 weekdays (2–6, 9–13, 16–20, 23–27), 8 weekend days, no holidays.
    const days = ['02', '03', '04', '05', '06', '09', '10', '11', '12', '13', '16', '17', '18', '19', '20'];
    for (const d of days) {
      await t.as(hr, {
        method: 'POST',
        url: '/api/attendance/manual-entry',
        payload: {
          employee_id: id,
          attendance_date: `2026-02-${d}`,
          clock_in: '09:30',
          clock_out: '18:30',
          status: 'present',
          reason: 'Import',
        },
      });
    }
    await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/manual-entry',
      payload: {
        employee_id: id,
        attendance_date: '2026-02-23',
        clock_in: '10:00',
        clock_out: '18:30',
        status: 'late',
        reason: 'Import',
      },
    });
    await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/manual-entry',
      payload: {
        employee_id: id,
        attendance_date: '2026-02-24',
        clock_in: '09:30',
        clock_out: '13:00',
        status: 'half_day',
        reason: 'Import',
      },
    });
    await t.database.db.insert(leaveRequests).values({
      employee_id: id,
      leave_type_id: 1,
      start_date: '2026-02-25',
      end_date: '2026-02-26',
      days_requested: '2',
      reason: 'Paid leave',
      status: 'approved',
    });
    // The 27th has no record: an absence.
    const res = await t.as(hr, {
      method: 'GET',
      url: `/api/attendance/employee-summary/${id}?month=2&year=2026`,
    });
    expect(res.json()).toEqual({
      employee_id: id,
      month: 2,
      year: 2026,
      calendar_days: 28,
      working_days: 20,
      days_present: 16.5,
      late_days: 1,
      half_days: 1,
      on_leave_days: 2,
      paid_leave_days: 2,
      unpaid_leave_days: 0,
      absent_days: 1.5,
      // The 27th has nothing recorded: an absence, as the demo pays recorded attendance.
      unmarked_days: 1,
      pay_basis: 'recorded_attendance',
      holidays: 0,
      weekends: 8,
      days_before_joining: 0,
      days_after_exit: 0,
      leave_by_type: { AL: 2 },
      // 15 days of 9 h, 8.5 h on the 23rd, 3.5 h on the 24th
      total_hours: 147,
      // Exactly the 09:30–18:30 shift with its unpaid hour is 8 hours of work: no overtime (it used to pay
      // 15.5 hours for a normal month, the lunch hour counted as overtime).
      overtime_hours: 0,
      approved_overtime_hours: 0,
    });
  });

  it('answers the dashboard and the holiday list', async () => {
    const dash = await t.as(hr, { method: 'GET', url: '/api/attendance/dashboard' });
    expect(dash.statusCode).toBe(200);
    expect(dash.json().today.total_employees).toBeGreaterThan(50);
    expect(dash.json().this_month.avg_attendance_rate).toBeGreaterThan(0);
    expect(dash.json().recent_activities[0]).toMatchObject({
      employee: { name: expect.any(String) },
      action: expect.any(String),
    });
    expect((await t.as(employee, { method: 'GET', url: '/api/attendance/dashboard' })).statusCode).toBe(403);
    const holidays = await t.as(employee, { method: 'GET', url: '/api/attendance/holidays?year=2026' });
    expect(holidays.json().data.map((h: Json) => h.name)).toContain('Republic Day');
  });
});
