import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { attendanceRecords } from '../../db/schema/attendance';
import { todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * Overtime under the OSH Code 2020 (s.25: 8 hours a day, 48 a week; s.27: beyond them is overtime) and the Code
 * on Wages 2019 (s.14: paid at twice the ordinary rate at least), decided apart from the day's attendance.
 * The employee (Priya Nair, a software engineer in Mumbai) is eligible; the General Shift is 09:30–18:30 with
 * an unpaid hour.
 */
describe('overtime', () => {
  let t: TestApp;
  let hr: string;
  let employee: string;
  let admin: string;
  let me: Json;
  const enter = async (date: string, clock_in: string, clock_out: string) => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/manual-entry',
      payload: { employee_id: me.id, attendance_date: date, clock_in, clock_out, reason: 'Register' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().attendance as Json;
  };
  const record = async (id: number) =>
    (await t.as(hr, { method: 'GET', url: `/api/attendance/${id}` })).json().attendance as Json;
  const decide = (token: string, id: number, payload: Json) =>
    t.as(token, { method: 'PUT', url: `/api/attendance/${id}/overtime`, payload });

  beforeAll(async () => {
    t = await createTestApp();
    [hr, employee, admin] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
      t.login('admin@demo.test'),
    ]);
    me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
  });
  afterAll(() => t.close());

  it('pays no overtime for exactly one’s shift and claims the hours beyond 8 as pending, apart from attendance', async () => {
    const normal = await enter('2026-02-02', '09:30', '18:30');
    expect(normal).toMatchObject({ worked_hours: 8, overtime_hours: 0, overtime_status: 'none' });
    // 10½ hours clocked with the one-hour break: 9½ of work, 1½ beyond the day's 8.
    const late = await enter('2026-02-03', '09:30', '20:00');
    expect(late).toMatchObject({
      is_approved: true,
      worked_hours: 9.5,
      overtime_hours: 1.5,
      overtime_status: 'pending',
      overtime_approved_hours: null,
    });
  });

  it('counts a six-day week’s excess once, and works the week out again when a day in it is corrected', async () => {
    // Sunday 8 to Saturday 14 February 2026 (weeks start on Sunday): six 8-hour days make 48 hours …
    const days: Json[] = [];
    for (const d of ['08', '09', '10', '11', '12', '13'])
      days.push(await enter(`2026-02-${d}`, '09:30', '18:30'));
    // … so all 8 of the Saturday are beyond the week's limit.
    const saturday = await enter('2026-02-14', '09:30', '18:30');
    expect(saturday).toMatchObject({ overtime_hours: 8, overtime_status: 'pending' });
    expect(days.every((d) => d.overtime_hours === 0)).toBe(true);
    // Sunday corrected to a half day (4 hours, no break owed under five): the week comes to 44 + 8, 4 beyond.
    const corrected = await t.as(hr, {
      method: 'PUT',
      url: `/api/attendance/${days[0]?.id}`,
      payload: { clock_in: '09:30', clock_out: '13:30', reason: 'Left at lunch' },
    });
    expect(corrected.statusCode).toBe(200);
    expect(await record(saturday.id)).toMatchObject({ overtime_hours: 4, overtime_status: 'pending' });
  });

  it('decides a day’s overtime once, for the hours claimed or fewer, and never by the employee', async () => {
    const [day] = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/attendance/overtime?employee_id=${me.id}&start_date=2026-02-03&end_date=2026-02-03`,
      })
    ).json().data as Json[];
    expect(day).toMatchObject({
      attendance_date: '2026-02-03',
      overtime_hours: 1.5,
      overtime_status: 'pending',
    });
    expect((await decide(employee, day?.id, { decision: 'approve' })).statusCode).toBe(403);
    const tooMany = await decide(hr, day?.id, { decision: 'approve', hours: 2 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ hours: ['At most 1.50 hours were claimed on this day.'] });
    const none = await decide(hr, day?.id, { decision: 'approve', hours: 0 });
    expect(none.json().errors).toEqual({ hours: ['Approve more than 0 hours, or reject the overtime.'] });
    expect((await decide(hr, day?.id, { decision: 'maybe' })).json().errors).toEqual({
      decision: ['Choose approve or reject.'],
    });

    const [a, b] = await Promise.all([
      decide(hr, day?.id, { decision: 'approve', hours: 1 }),
      decide(admin, day?.id, { decision: 'approve', hours: 1 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const decided = await record(day?.id);
    expect(decided).toMatchObject({
      overtime_status: 'approved',
      overtime_hours: 1.5,
      overtime_approved_hours: 1,
      overtime_decided_by: { name: expect.any(String) },
    });
    expect(decided.overtime_decided_at).toEqual(expect.any(String));
    const again = await decide(hr, day?.id, { decision: 'reject' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This overtime is already approved');

    const normal = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/attendance?employee_id=${me.id}&start_date=2026-02-02&end_date=2026-02-02`,
      })
    ).json().data[0];
    expect((await decide(hr, normal.id, { decision: 'approve' })).json().message).toBe(
      'There is no overtime on this day to decide',
    );
  });

  it('decides a week at once and warns before the quarter’s limit is passed', async () => {
    // Maharashtra's own hours rules for the test: a quarter of 10 hours of overtime at most.
    const rules = {
      daily_hours: 8,
      weekly_hours: 48,
      quarterly_overtime_hours: 10,
      min_overtime_multiplier: 2,
      week_starts_on: 0,
      rest_interval_after_hours: 5,
    };
    const state = await t.as(admin, {
      method: 'POST',
      url: '/api/statutory-rates',
      payload: { scheme: 'HOURS', state_code: 'MH', effective_from: '2026-01-01', rules },
    });
    expect(state.statusCode).toBe(201);
    const big = await enter('2026-02-16', '08:00', '20:00');
    expect(big).toMatchObject({ worked_hours: 11, overtime_hours: 3 });

    const list = await t.as(hr, {
      method: 'GET',
      url: `/api/attendance/overtime?employee_id=${me.id}&overtime_status=pending&per_page=50`,
    });
    expect(list.statusCode).toBe(200);
    const pending = list.json().data as Json[];
    // 1 hour approved this quarter; Saturday's 4 and Monday's 3 wait.
    expect(pending.map((p) => [p.attendance_date, p.overtime_hours])).toEqual([
      ['2026-02-16', 3],
      ['2026-02-14', 4],
    ]);
    expect(pending[0]?.quarter).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      approved_hours: 1,
      limit_hours: 10,
      exceeds_if_approved: false,
    });

    const bulk = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/overtime/bulk',
      payload: { ids: pending.map((p) => p.id), decision: 'approve' },
    });
    expect(bulk.json()).toEqual({ message: 'Overtime of 2 day(s) approved', decided: 2 });
    // Another 6 hours claimed would take the quarter from 8 to 14, past its 10.
    const more = await enter('2026-02-17', '07:00', '18:00');
    expect(more.overtime_hours).toBe(2);
    const [warned] = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/attendance/overtime?employee_id=${me.id}&overtime_status=pending`,
      })
    ).json().data as Json[];
    expect(warned?.quarter).toMatchObject({ approved_hours: 8, limit_hours: 10, exceeds_if_approved: false });
    await enter('2026-02-18', '06:00', '18:00');
    const after = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/attendance/overtime?employee_id=${me.id}&overtime_status=pending`,
      })
    ).json().data as Json[];
    expect(after.map((a) => [a.attendance_date, a.overtime_hours, a.quarter.exceeds_if_approved])).toEqual([
      ['2026-02-18', 3, true],
      ['2026-02-17', 2, false],
    ]);
    // Already decided days are left alone by a second bulk decision.
    const again = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/overtime/bulk',
      payload: { ids: pending.map((p) => p.id), decision: 'reject' },
    });
    expect(again.json().decided).toBe(0);
    expect((await t.as(employee, { method: 'GET', url: '/api/attendance/overtime' })).statusCode).toBe(403);
  });

  it('pays approved overtime in the open run of its month, and refuses a month already approved', async () => {
    const [y, m] = todayIn().split('-').map(Number) as [number, number];
    const index = y * 12 + (m - 1) - 1;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const from = `${year}-${String(month).padStart(2, '0')}-01`;
    const runs = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${month}&year=${year}&per_page=100`,
      })
    ).json().data as Json[];
    const eligible = async (id: number) =>
      (await t.as(hr, { method: 'GET', url: `/api/employees/${id}` })).json().employee?.overtime_eligible;
    const hoursPaid = async (runId: number) =>
      (await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${runId}/breakdown` })).json().breakdown
        .overtime_detail?.hours ?? 0;

    let done = 0;
    for (const status of ['processed', 'approved']) {
      for (const run of runs.filter((r) => r.status === status)) {
        if (run.employee.id === me.id || !(await eligible(run.employee.id))) continue;
        const [day] = (
          await t.as(hr, {
            method: 'GET',
            url: `/api/attendance?employee_id=${run.employee.id}&start_date=${from}&end_date=${from.slice(0, 8)}12&status=present&per_page=1`,
          })
        ).json().data as Json[];
        if (!day) continue;
        if (status === 'processed') {
          const before = await hoursPaid(run.id);
          const corrected = await t.as(hr, {
            method: 'PUT',
            url: `/api/attendance/${day.id}`,
            payload: { clock_in: '09:30', clock_out: '20:00', reason: 'Stayed for the release' },
          });
          expect(corrected.json().attendance).toMatchObject({
            overtime_hours: 1.5,
            overtime_status: 'pending',
          });
          // Claimed, not approved: not paid.
          expect(await hoursPaid(run.id)).toBe(before);
          const approved = await decide(hr, day.id, { decision: 'approve' });
          expect(approved.statusCode).toBe(200);
          expect(await hoursPaid(run.id)).toBeCloseTo(before + 1.5, 2);
        } else {
          // A month whose payroll is approved keeps its attendance, overtime included.
          await t.database.db
            .update(attendanceRecords)
            .set({ overtime_hours: '1.00', overtime_status: 'pending', overtime_approved_hours: null })
            .where(eq(attendanceRecords.id, day.id));
          const refused = await decide(hr, day.id, { decision: 'approve' });
          expect(refused.statusCode).toBe(409);
          expect(refused.json().message).toMatch(/is already approved: its overtime can no longer change/);
          // A week's or a month's decision passes over it rather than failing the rest.
          const bulk = await t.as(hr, {
            method: 'POST',
            url: '/api/attendance/overtime/bulk',
            payload: { ids: [day.id], decision: 'approve' },
          });
          expect(bulk.json().decided).toBe(0);
          expect((await record(day.id)).overtime_status).toBe('pending');
        }
        done += 1;
        break;
      }
    }
    expect(done).toBe(2);
  });

  it('claims no overtime for an employee who is not eligible (managerial staff)', async () => {
    const hrMe = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.employee;
    const profile = (await t.as(hr, { method: 'GET', url: `/api/employees/${hrMe.id}` })).json().employee;
    expect(profile.overtime_eligible).toBe(false);
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/attendance/manual-entry',
      payload: {
        employee_id: hrMe.id,
        attendance_date: '2026-02-03',
        clock_in: '09:00',
        clock_out: '21:00',
        reason: 'Register',
      },
    });
    expect(res.json().attendance).toMatchObject({
      worked_hours: 11,
      overtime_hours: 0,
      overtime_status: 'none',
    });
  });
});
