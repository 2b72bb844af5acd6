import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFor } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { addDays, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const TODAY = todayIn();
const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

describe('the attendance calendar', () => {
  let t: TestApp;
  let hr: string;
  let manager: string;
  let engineer: string;
  let managerId: number;
  let engineerId: number;
  let hrId: number;
  const calendar = (token: string, date: string, employeeId?: number) => {
    const { year, month } = monthOf(date);
    const who = employeeId ? `&employee_id=${employeeId}` : '';
    return t.as(token, { method: 'GET', url: `/api/attendance-calendar?year=${year}&month=${month}${who}` });
  };
  const rows = <T>(query: ReturnType<typeof sql>) => rawRows<T>(t.database.db, query);

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.login('admin@demo.test');
    [hr, manager] = await Promise.all([t.login('hr@demo.test'), t.login('employee@demo.test')]);
    managerId = (await t.as(manager, { method: 'GET', url: '/api/me' })).json().user.employee.id;
    hrId = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.employee.id;
    const [row] = await rows<{ id: number }>(
      sql`select e.id from employees e where e.manager_id = ${managerId} and e.archived_at is null
            and not exists (select 1 from users u where u.employee_id = e.id)
            and not exists (select 1 from teams t where t.team_lead_id = e.id)
            and not exists (select 1 from employees r where r.manager_id = e.id) order by e.id limit 1`,
    );
    engineerId = row?.id as number;
    engineer = await signInFor(t, admin, engineerId, 'month.engineer@demo.test');
  });
  afterAll(() => t.close());

  it('shows an employee their own month, a manager their reports’, HR anyone’s; anyone else’s is not found', async () => {
    const own = await calendar(engineer, TODAY);
    expect(own.statusCode).toBe(200);
    expect(own.json().employee.id).toBe(engineerId);
    const { year, month } = monthOf(TODAY);
    expect(own.json().days).toHaveLength(new Date(Date.UTC(year, month, 0)).getUTCDate());

    expect((await calendar(manager, TODAY, engineerId)).statusCode).toBe(200);
    expect((await calendar(hr, TODAY, engineerId)).statusCode).toBe(200);
    expect((await calendar(hr, TODAY, managerId)).statusCode).toBe(200);

    const upward = await calendar(engineer, TODAY, managerId);
    expect(upward.statusCode).toBe(404);
    expect(upward.json().message).toBe('Employee not found');
    expect((await calendar(manager, TODAY, hrId)).statusCode).toBe(404);
    expect((await calendar(hr, TODAY, 999_999)).statusCode).toBe(404);
    const bad = await t.as(engineer, { method: 'GET', url: '/api/attendance-calendar?year=2026&month=13' });
    expect(bad.statusCode).toBe(422);
  });

  it('reads the seeded month: worked days with their minutes and punches, weekly offs and holidays', async () => {
    const last = addDays(`${TODAY.slice(0, 7)}-01`, -1);
    const answer = (await calendar(hr, last, engineerId)).json();
    const records = await rows<{ date: string; status: string; hours: string | null }>(
      sql`select attendance_date::text as date, status, coalesce(worked_hours, total_hours)::text as hours
          from attendance_records where employee_id = ${engineerId}
            and attendance_date between ${`${last.slice(0, 7)}-01`} and ${last}`,
    );
    const byDate = new Map(answer.days.map((d: Json) => [d.date, d]));
    const worked = records.filter((r) => ['present', 'late', 'work_from_home'].includes(r.status));
    expect(worked.length).toBeGreaterThan(0);
    for (const r of worked) {
      const day = byDate.get(r.date) as Json;
      expect(day.status).toBe('present');
      expect(day.worked_minutes).toBe(r.hours === null ? null : Math.round(Number(r.hours) * 60));
      expect(day.first_in).not.toBeNull();
    }
    expect(answer.days.some((d: Json) => d.status === 'weekly_off')).toBe(true);
    expect(answer.summary.counts.present).toBe(
      answer.days.filter((d: Json) => d.status === 'present').length,
    );
    expect(answer.summary.worked_minutes).toBe(
      answer.days.reduce((sum: number, d: Json) => sum + (d.worked_minutes ?? 0), 0),
    );

    const year = Number(TODAY.slice(0, 4));
    const holidays = (
      await t.as(hr, { method: 'GET', url: `/api/employees/${engineerId}/holidays?year=${year}` })
    ).json().data as Json[];
    const fixed = holidays.find((h) => h.observed && !h.is_optional);
    if (fixed) {
      const day = (await calendar(hr, fixed.date, engineerId))
        .json()
        .days.find((d: Json) => d.date === fixed.date);
      expect(['holiday', 'present']).toContain(day.status);
      if (day.status === 'holiday') expect(day.label).toBe(fixed.name);
    }
  });

  it('shows approved leave ahead, a day waiting on a regularisation, and days to come', async () => {
    // A weekday a few weeks on, clear of holidays, for leave.
    let ahead = addDays(TODAY, 21);
    const aheadMonth = async () => (await calendar(engineer, ahead)).json().days as Json[];
    let days = await aheadMonth();
    while ((days.find((d) => d.date === ahead) as Json).status !== 'future') {
      ahead = addDays(ahead, 1);
      days = await aheadMonth();
    }
    const types = (await t.as(engineer, { method: 'GET', url: '/api/leave-types' })).json().data as Json[];
    const lop = types.find((x) => x.code === 'LOP');
    const applied = await t.as(engineer, {
      method: 'POST',
      url: '/api/leaves',
      payload: { leave_type_id: lop?.id, start_date: ahead, end_date: ahead, reason: 'Errand' },
    });
    expect(applied.statusCode).toBe(201);
    const id = applied.json().leave_request.id;
    expect((await t.as(hr, { method: 'POST', url: `/api/leaves/${id}/approve` })).statusCode).toBe(200);
    const leaveDay = (await aheadMonth()).find((d) => d.date === ahead) as Json;
    expect(leaveDay).toMatchObject({ status: 'leave', label: lop?.name, worked_minutes: null });

    // The latest worked day before today loses its record: absent, then waiting on a regularisation.
    const [latest] = await rows<{ date: string }>(
      sql`select attendance_date::text as date from attendance_records
          where employee_id = ${engineerId} and attendance_date < ${TODAY} and status in ('present', 'late')
          order by attendance_date desc limit 1`,
    );
    const date = latest?.date as string;
    await rows(
      sql`delete from attendance_records where employee_id = ${engineerId} and attendance_date = ${date}`,
    );
    const dayOf = async () =>
      ((await calendar(engineer, date)).json().days as Json[]).find((d) => d.date === date);
    expect((await dayOf())?.status).toBe('absent');
    const asked = await t.as(engineer, {
      method: 'POST',
      url: '/api/attendance-requests',
      payload: {
        type: 'regularisation',
        from_date: date,
        to_date: date,
        clock_in: '09:30',
        clock_out: '18:00',
        reason: 'Forgot to clock in',
      },
    });
    expect(asked.statusCode).toBe(201);
    expect(await dayOf()).toMatchObject({ status: 'regularisation_pending', label: 'Regularisation' });

    const future = ((await calendar(engineer, TODAY)).json().days as Json[]).filter((d) => d.date > TODAY);
    expect(future.every((d) => ['future', 'weekly_off', 'holiday', 'leave'].includes(d.status))).toBe(true);
  });

  it('gives the days before joining no attendance status', async () => {
    const [joined] = await rows<{ hire_date: string }>(
      sql`select hire_date::text as hire_date from employees where id = ${engineerId}`,
    );
    const hire = joined?.hire_date as string;
    const answer = (await calendar(hr, hire, engineerId)).json();
    const before = answer.days.filter((d: Json) => d.date < hire);
    expect(before.every((d: Json) => d.status === 'not_joined')).toBe(true);
    expect(answer.employee.hire_date).toBe(hire);
  });
});
