import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFor } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { addDays, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const YEAR = Number(todayIn().slice(0, 4)) + 1;
/** Monday 1 March to Sunday 7 March of next year, found from the calendar rather than assumed. */
const monday = (() => {
  const d = new Date(Date.UTC(YEAR, 2, 1));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
})();

describe('the team calendar', () => {
  let t: TestApp;
  let hr: string;
  let manager: string;
  let engineer: string;
  let engineerId: number;
  let managerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.login('admin@demo.test');
    [hr, manager] = await Promise.all([t.login('hr@demo.test'), t.login('employee@demo.test')]);
    managerId = (await t.as(manager, { method: 'GET', url: '/api/me' })).json().user.employee.id;
    const [row] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select e.id from employees e where e.manager_id = ${managerId} and e.archived_at is null
            and not exists (select 1 from users u where u.employee_id = e.id)
            and not exists (select 1 from teams t where t.team_lead_id = e.id) order by e.id limit 1`,
    );
    engineerId = row?.id as number;
    engineer = await signInFor(t, admin, engineerId, 'calendar.engineer@demo.test');
  });
  afterAll(() => t.close());

  it('shows the manager who is on leave, has asked for it, works from home, and whose weekly off it is', async () => {
    const types = (await t.as(engineer, { method: 'GET', url: '/api/leave-types' })).json().data as Json[];
    const lop = types.find((x) => x.code === 'LOP')?.id;
    const leave = async (day: string) =>
      (
        await t.as(engineer, {
          method: 'POST',
          url: '/api/leaves',
          payload: { leave_type_id: lop, start_date: day, end_date: day, reason: 'Errand' },
        })
      ).json().leave_request.id;
    const approved = await leave(monday);
    expect((await t.as(hr, { method: 'POST', url: `/api/leaves/${approved}/approve` })).statusCode).toBe(200);
    await leave(addDays(monday, 1));
    const wfh = await t.as(engineer, {
      method: 'POST',
      url: '/api/attendance-requests',
      payload: {
        type: 'work_from_home',
        from_date: addDays(monday, 2),
        to_date: addDays(monday, 2),
        reason: 'Plumber',
      },
    });
    expect(wfh.statusCode).toBe(201);
    const id = wfh.json().attendance_request.id;
    expect(
      (await t.as(hr, { method: 'PUT', url: `/api/attendance-requests/${id}/approve` })).statusCode,
    ).toBe(200);

    const res = await t.as(manager, {
      method: 'GET',
      url: `/api/team-calendar?from=${monday}&to=${addDays(monday, 6)}`,
    });
    expect(res.statusCode).toBe(200);
    const mine = res.json().people.find((p: Json) => p.employee.id === engineerId);
    expect(mine.days.map((d: Json) => [d.date, d.kind, d.label])).toEqual([
      [monday, 'leave', 'Loss of Pay'],
      [addDays(monday, 1), 'leave_pending', 'Loss of Pay'],
      [addDays(monday, 2), 'work_from_home', 'Work from home'],
      [addDays(monday, 5), 'weekly_off', 'Weekly off'],
      [addDays(monday, 6), 'weekly_off', 'Weekly off'],
    ]);
    expect(res.json().people.every((p: Json) => p.employee.id !== managerId)).toBe(true);
  });

  it('shows someone without reports an empty team; another manager’s team to HR only', async () => {
    const span = `from=${monday}&to=${addDays(monday, 6)}`;
    const own = await t.as(engineer, { method: 'GET', url: `/api/team-calendar?${span}` });
    expect(own.json().people).toEqual([]);
    const peek = await t.as(engineer, {
      method: 'GET',
      url: `/api/team-calendar?${span}&manager_id=${managerId}`,
    });
    expect(peek.statusCode).toBe(422);
    expect(peek.json().errors.manager_id).toEqual(['The selected manager id is invalid.']);
    const asHr = await t.as(hr, { method: 'GET', url: `/api/team-calendar?${span}&manager_id=${managerId}` });
    expect(asHr.json().people.some((p: Json) => p.employee.id === engineerId)).toBe(true);
    const tooLong = await t.as(hr, {
      method: 'GET',
      url: `/api/team-calendar?from=${monday}&to=${addDays(monday, 42)}`,
    });
    expect(tooLong.json().errors.to).toEqual(['Show at most 42 days at a time.']);
  });
});
