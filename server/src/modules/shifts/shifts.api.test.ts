import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompanyWithDepartment } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { shiftChangeRequests } from '../../db/schema/shifts';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

describe('shifts', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  let me: Json;
  let outsideShift: Json;

  const post = (token: string, payload: Json) => t.as(token, { method: 'POST', url: '/api/shifts', payload });
  const made = async (payload: Json) => {
    const res = await post(hr, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().shift as Json;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    const { company } = await createCompanyWithDepartment(t, admin);
    const res = await post(admin, {
      company_id: company.id,
      name: 'Outside Day',
      start_time: '08:00',
      end_time: '17:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    outsideShift = res.json().shift;
  });
  afterAll(() => {
    vi.useRealTimers();
    return t.close();
  });

  it('lists the company’s shifts, the demo default among them, to anyone signed in', async () => {
    const res = await t.as(employee, { method: 'GET', url: '/api/shifts' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        name: 'General Shift',
        start_time: '09:30:00',
        crosses_midnight: false,
        is_default: true,
        weekly_offs: [0, 6],
      }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/shifts' })).statusCode).toBe(401);
  });

  it('creates a shift, validates it, and keeps one default per company', async () => {
    const bad = await post(hr, { name: 'Nothing', start_time: '22:00', end_time: '22:00' });
    expect(bad.json().errors).toEqual({ end_time: ['The shift must end at another time than it starts.'] });
    const longBreak = await post(hr, {
      name: 'Short',
      start_time: '09:00',
      end_time: '10:00',
      break_minutes: 60,
    });
    expect(longBreak.statusCode).toBe(422);
    expect(longBreak.json().errors).toEqual({ break_minutes: ['The break must be shorter than the shift.'] });
    const tooLong = await post(hr, {
      name: 'Long day',
      start_time: '22:00',
      end_time: '06:00',
      full_day_hours: 7.5,
    });
    expect(tooLong.json().errors).toEqual({
      full_day_hours: ['A full day cannot need more hours than the shift schedules (7.00 h).'],
    });
    const halfOverFull = await post(hr, {
      name: 'Halves',
      start_time: '09:00',
      end_time: '18:00',
      full_day_hours: 4,
      half_day_hours: 5,
    });
    expect(halfOverFull.json().errors).toEqual({
      half_day_hours: ['A half day cannot need more hours than a full day.'],
    });
    // A night shift runs past midnight, its half-hour break unpaid.
    const night = await made({ name: 'Night', start_time: '22:00', end_time: '06:00', break_minutes: 30 });
    expect(night).toMatchObject({
      end_time: '06:00:00',
      break_minutes: 30,
      crosses_midnight: true,
      scheduled_hours: 7.5,
      full_day_hours: 4.5,
      half_day_hours: 2.25,
    });
    const early = await made({
      name: 'Early',
      start_time: '07:00',
      end_time: '16:00',
      grace_minutes: 5,
      is_default: true,
    });
    expect(early.crosses_midnight).toBe(false);
    const shifts = (await t.as(hr, { method: 'GET', url: '/api/shifts' })).json().data as Json[];
    expect(shifts.filter((s) => s.is_default).map((s) => s.name)).toEqual(['Early']);
    expect(shifts.map((s) => s.name)).toEqual(['Early', 'General Shift', 'Night']);
    expect((await post(employee, { name: 'X', start_time: '09:00', end_time: '10:00' })).statusCode).toBe(
      403,
    );
    // Put the demo default back for the tests that follow.
    const general = shifts.find((s) => s.name === 'General Shift') as Json;
    const restored = await t.as(hr, {
      method: 'PUT',
      url: `/api/shifts/${general.id}`,
      payload: { name: general.name, start_time: '09:30', end_time: '18:30', is_default: true },
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('checks crossing midnight against the times when it is given', async () => {
    const wrong = await post(hr, {
      name: 'Graveyard',
      start_time: '22:00',
      end_time: '06:00',
      crosses_midnight: false,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      crosses_midnight: [
        'A shift crossing midnight ends before it starts; one that does not ends after it starts.',
      ],
    });
    const day = await post(hr, {
      name: 'Day',
      start_time: '09:00',
      end_time: '17:00',
      crosses_midnight: true,
    });
    expect(day.json().errors).toHaveProperty('crosses_midnight');
    const right = await made({
      name: 'Graveyard',
      start_time: '23:00',
      end_time: '07:00',
      crosses_midnight: true,
    });
    expect(right.crosses_midnight).toBe(true);
  });

  it('refuses a second shift of one name in a company, in any case, on create and on rename', async () => {
    const first = await made({ name: 'Split', start_time: '10:00', end_time: '19:00' });
    const again = await post(hr, { name: 'SPLIT', start_time: '11:00', end_time: '20:00' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ name: ['A shift of this name already exists.'] });
    const other = await made({ name: 'Split two', start_time: '11:00', end_time: '20:00' });
    const renamed = await t.as(hr, {
      method: 'PUT',
      url: `/api/shifts/${other.id}`,
      payload: { name: 'split', start_time: '11:00', end_time: '20:00' },
    });
    expect(renamed.json().errors).toEqual({ name: ['A shift of this name already exists.'] });
    // The other company may have a shift of the same name.
    const elsewhere = await post(admin, {
      company_id: outsideShift.company_id,
      name: 'Split',
      start_time: '10:00',
      end_time: '19:00',
    });
    expect(elsewhere.statusCode).toBe(201);
    expect(first.name).toBe('Split');
  });

  it('reads one shift of the caller’s company; another company’s is not found', async () => {
    const [general] = (await t.as(employee, { method: 'GET', url: '/api/shifts' })).json().data as Json[];
    const one = await t.as(employee, { method: 'GET', url: `/api/shifts/${general?.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().shift).toEqual(general);
    expect((await t.as(hr, { method: 'GET', url: `/api/shifts/${outsideShift.id}` })).statusCode).toBe(404);
    expect(
      (
        await t.as(hr, {
          method: 'PUT',
          url: `/api/shifts/${outsideShift.id}`,
          payload: { name: 'Taken over', start_time: '08:00', end_time: '17:00' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.as(hr, { method: 'DELETE', url: `/api/shifts/${outsideShift.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.as(admin, { method: 'GET', url: `/api/shifts/${outsideShift.id}` })).statusCode).toBe(
      200,
    );
    expect((await t.as(hr, { method: 'GET', url: '/api/shifts/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/shifts/${general?.id}` })).statusCode).toBe(401);
  });

  it('assigns a shift to an employee, which the clock then uses', async () => {
    const late = await made({ name: 'Late', start_time: '11:00', end_time: '20:00', grace_minutes: 10 });
    const res = await t.as(hr, {
      method: 'PUT',
      url: '/api/shifts/assignment',
      payload: { shift_id: late.id, employee_ids: [me.id] },
    });
    expect(res.json()).toEqual({ message: 'Shift assigned successfully', updated: 1 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-03T11:05:00+05:30'));
    employee = await t.login('employee@demo.test');
    const status = await t.as(employee, { method: 'GET', url: `/api/attendance/status/${me.id}` });
    expect(status.json().current_shift.shift.name).toBe('Late');
    const clocked = await t.as(employee, {
      method: 'POST',
      url: '/api/attendance/clock-in-out',
      payload: { employee_id: me.id, action: 'clock_in', method: 'web' },
    });
    // 11:05 is within the Late shift's 10 minutes' grace.
    expect(clocked.json().todays_attendance).toMatchObject({ status: 'present', late_minutes: 0 });
    vi.useRealTimers();
    [hr, employee] = await Promise.all([t.login('hr@demo.test'), t.login('employee@demo.test')]);
    const neither = await t.as(hr, {
      method: 'PUT',
      url: '/api/shifts/assignment',
      payload: { shift_id: null },
    });
    expect(neither.json().errors).toEqual({ employee_ids: ['Choose employees or a department.'] });
    const foreign = await t.as(hr, {
      method: 'PUT',
      url: '/api/shifts/assignment',
      payload: { shift_id: outsideShift.id, employee_ids: [me.id] },
    });
    expect(foreign.json().errors).toEqual({ shift_id: ['The selected shift id is invalid.'] });
    expect(
      (
        await t.as(employee, {
          method: 'PUT',
          url: '/api/shifts/assignment',
          payload: { shift_id: late.id, employee_ids: [me.id] },
        })
      ).statusCode,
    ).toBe(403);
    // Back to the default, so the deletions below are not held up by it.
    await t.as(hr, {
      method: 'PUT',
      url: '/api/shifts/assignment',
      payload: { shift_id: null, employee_ids: [me.id] },
    });
  });

  it('deletes a shift nothing needs, and says what to do first when something does', async () => {
    const del = (token: string, id: number) => t.as(token, { method: 'DELETE', url: `/api/shifts/${id}` });
    const shifts = (await t.as(hr, { method: 'GET', url: '/api/shifts' })).json().data as Json[];
    const general = shifts.find((s) => s.is_default) as Json;
    const asDefault = await del(hr, general.id);
    expect(asDefault.statusCode).toBe(409);
    expect(asDefault.json().message).toBe(
      'This is the company’s default shift. Make another shift the default first.',
    );

    const worked = await made({ name: 'Worked', start_time: '08:00', end_time: '17:00' });
    const people = await rawRows<{ id: number }>(
      t.database.db,
      sql`select id from employees where company_id = 1 and status = 'active' and archived_at is null
          order by id limit 3`,
    );
    const ids = people.map((p) => p.id);
    const assign = (payload: Json) => t.as(hr, { method: 'PUT', url: '/api/shifts/assignment', payload });
    expect((await assign({ shift_id: worked.id, employee_ids: ids })).json().updated).toBe(3);
    expect((await assign({ shift_id: worked.id, department_id: 1 })).json().updated).toBe(1);
    expect((await del(employee, worked.id)).statusCode).toBe(403);
    const held = await del(hr, worked.id);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      'This shift is worked by 3 employees and 1 department: give them another shift first.',
    );
    await assign({ shift_id: null, department_id: 1 });
    await assign({ shift_id: null, employee_ids: ids.slice(1) });
    expect((await del(hr, worked.id)).json().message).toBe(
      'This shift is worked by 1 employee: give them another shift first.',
    );
    await assign({ shift_id: null, employee_ids: ids });

    const stepped = await made({ name: 'Stepped', start_time: '06:00', end_time: '14:00' });
    const roster = await t.as(hr, {
      method: 'POST',
      url: '/api/rosters',
      payload: { name: 'Weekly turn', slots: [{ shift_id: stepped.id, days: 7 }] },
    });
    expect(roster.statusCode, roster.body).toBe(201);
    const inRoster = await del(hr, stepped.id);
    expect(inRoster.statusCode).toBe(409);
    expect(inRoster.json().message).toBe(
      'This shift is a step of the roster Weekly turn: take it out of the roster first.',
    );

    const asked = await made({ name: 'Asked for', start_time: '12:00', end_time: '21:00' });
    await t.database.db.insert(shiftChangeRequests).values({
      company_id: 1,
      employee_id: me.id,
      kind: 'change',
      from_date: '2027-05-03',
      to_date: '2027-05-03',
      shift_id: asked.id,
      reason: 'Exam in the morning',
      status: 'rejected',
    });
    const named = await del(hr, asked.id);
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toBe('Shift change requests name this shift, so it stays for their record.');

    const done = await del(hr, worked.id);
    expect(done.json()).toEqual({ message: 'Shift deleted successfully' });
    expect((await t.as(hr, { method: 'GET', url: `/api/shifts/${worked.id}` })).statusCode).toBe(404);
    expect((await del(hr, worked.id)).statusCode).toBe(404);
    // Those who had it fall back to the department's or the company's.
    const [after] = await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from employees where shift_id = ${worked.id}`,
    );
    expect(Number(after?.n)).toBe(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shifts/${stepped.id}` })).statusCode).toBe(401);
  });
});
