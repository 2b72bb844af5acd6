import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

describe('shifts and holidays', () => {
  let t: TestApp;
  let hr: string;
  let employee: string;
  let me: Json;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, employee] = await Promise.all([t.login('hr@demo.test'), t.login('employee@demo.test')]);
    me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
  });
  afterAll(() => {
    vi.useRealTimers();
    return t.close();
  });

  it('lists the company’s shifts, the demo default among them', async () => {
    const res = await t.as(employee, { method: 'GET', url: '/api/attendance/shifts' });
    expect(res.json().data).toEqual([
      expect.objectContaining({
        name: 'General Shift',
        start_time: '09:30:00',
        is_default: true,
        weekly_offs: [0, 6],
      }),
    ]);
  });

  it('creates a shift, validates it, and keeps one default per company', async () => {
    const bad = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/shifts',
      payload: { name: 'Nothing', start_time: '22:00', end_time: '22:00' },
    });
    expect(bad.json().errors).toEqual({ end_time: ['The shift must end at another time than it starts.'] });
    const longBreak = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/shifts',
      payload: { name: 'Short', start_time: '09:00', end_time: '10:00', break_minutes: 60 },
    });
    expect(longBreak.statusCode).toBe(422);
    expect(longBreak.json().errors).toEqual({ break_minutes: ['The break must be shorter than the shift.'] });
    // A night shift runs past midnight, its half-hour break unpaid.
    const night = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/shifts',
      payload: { name: 'Night', start_time: '22:00', end_time: '06:00', break_minutes: 30 },
    });
    expect(night.statusCode).toBe(201);
    expect(night.json().shift).toMatchObject({ end_time: '06:00:00', break_minutes: 30 });
    const early = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/shifts',
      payload: { name: 'Early', start_time: '07:00', end_time: '16:00', grace_minutes: 5, is_default: true },
    });
    expect(early.statusCode).toBe(201);
    const shifts = (await t.as(hr, { method: 'GET', url: '/api/attendance/shifts' })).json().data;
    expect(shifts.filter((s: Json) => s.is_default).map((s: Json) => s.name)).toEqual(['Early']);
    expect(
      (
        await t.as(employee, {
          method: 'POST',
          url: '/api/attendance/shifts',
          payload: { name: 'X', start_time: '09:00', end_time: '10:00' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('assigns a shift to an employee, which the clock then uses', async () => {
    const late = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/shifts',
      payload: { name: 'Late', start_time: '11:00', end_time: '20:00', grace_minutes: 10 },
    });
    const res = await t.as(hr, {
      method: 'PUT',
      url: '/api/attendance/shift-assignment',
      payload: { shift_id: late.json().shift.id, employee_ids: [me.id] },
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
    const neither = await t.as(hr, {
      method: 'PUT',
      url: '/api/attendance/shift-assignment',
      payload: { shift_id: null },
    });
    expect(neither.json().errors).toEqual({ employee_ids: ['Choose employees or a department.'] });
  });

  it('adds and removes company holidays, which leave then leaves out', async () => {
    const added = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/holidays',
      payload: { date: '2027-11-08', name: 'Diwali' },
    });
    expect(added.statusCode).toBe(201);
    const again = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/holidays',
      payload: { date: '2027-11-08', name: 'Diwali' },
    });
    expect(again.statusCode).toBe(409);
    const list = await t.as(employee, { method: 'GET', url: '/api/attendance/holidays?year=2027' });
    expect(list.json().data.map((h: Json) => h.name)).toContain('Diwali');
    const removed = await t.as(hr, {
      method: 'DELETE',
      url: `/api/attendance/holidays/${added.json().holiday.id}`,
    });
    expect(removed.json()).toEqual({ message: 'Holiday removed successfully' });
    expect(
      (await t.as(hr, { method: 'DELETE', url: `/api/attendance/holidays/${added.json().holiday.id}` }))
        .statusCode,
    ).toBe(404);
  });
});
