import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFor } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * A day's overtime (OSH Code 2020 s.27: beyond 8 hours a day) goes through the company's approval chain for
 * `overtime` as any request does: an engineer reporting to Priya Nair (employee@demo.test, who holds no
 * approve-attendance) works 09:30–20:00 on the General Shift (an unpaid hour): 9½ hours, 1½ beyond the day's 8.
 */
describe('overtime through approval chains', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let manager: string;
  let colleague: string;
  let engineer: Json;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, manager] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const { id } = (await t.as(manager, { method: 'GET', url: '/api/me' })).json().user.employee;
    const [row] = await rawRows<Json>(
      t.database.db,
      sql`select e.id, (select c.id from employees c where c.company_id = e.company_id and c.id <> e.id
                          and c.manager_id <> ${id} and c.archived_at is null
                          and not exists (select 1 from users u where u.employee_id = c.id)
                        order by c.id limit 1) as colleague_id
          from employees e
          where e.manager_id = ${id} and e.overtime_eligible and e.archived_at is null
            and not exists (select 1 from users u where u.employee_id = e.id)
          order by e.id limit 1`,
    );
    engineer = row ?? {};
    colleague = await signInFor(t, admin, engineer.colleague_id, 'overtime.colleague@demo.test');
    const chain = await t.as(hr, {
      method: 'POST',
      url: '/api/approval-chains',
      payload: {
        request_type: 'overtime',
        levels: [
          { approver: 'reporting_manager' },
          { approver: 'permission', permission: 'approve-attendance' },
        ],
        escalate_after_days: null,
      },
    });
    expect(chain.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const enter = async (date: string, clock_out: string) => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/manual-entry',
      payload: {
        employee_id: engineer.id,
        attendance_date: date,
        clock_in: '09:30',
        clock_out,
        reason: 'Register',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().attendance as Json;
  };
  const correct = async (id: number, clock_out: string) => {
    const res = await t.as(hr, {
      method: 'PUT',
      url: `/api/attendance/${id}`,
      payload: { clock_in: '09:30', clock_out, reason: 'Gate register' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().attendance as Json;
  };
  const record = async (id: number) =>
    (await t.as(hr, { method: 'GET', url: `/api/attendance/${id}` })).json().attendance as Json;
  const itemFor = async (token: string, id: number) =>
    (
      (await t.as(token, { method: 'GET', url: '/api/approvals/inbox?type=overtime' })).json().data as Json[]
    ).find((i) => i.request_type === 'overtime' && i.request_id === id);
  const decide = async (token: string, ids: number[], decision: 'approve' | 'reject', reason?: string) => {
    const res = await t.as(token, {
      method: 'POST',
      url: '/api/approvals/bulk',
      payload: { ids, decision, reason },
    });
    expect(res.statusCode).toBe(200);
    return res.json().results as Json[];
  };
  const trail = async (token: string, id: number) =>
    t.as(token, { method: 'GET', url: `/api/approvals/trail?request_type=overtime&request_id=${id}` });
  const rounds = (id: number) =>
    rawRows<Json>(
      t.database.db,
      sql`select round, level, status from approval_steps
          where request_type = 'overtime' and request_id = ${id} order by round, level`,
    );

  it('every day of the demo whose overtime waits is waiting at a level of its chain', async () => {
    const [counts] = await rawRows<Json>(
      t.database.db,
      sql`select (select count(*) from attendance_records where overtime_status = 'pending')::int as days,
                 (select count(*) from approval_steps where request_type = 'overtime' and status = 'pending')::int as levels`,
    );
    expect(counts?.days).toBeGreaterThan(0);
    expect(counts?.levels).toBe(counts?.days);
  });

  it('climbs from the reporting manager to the holders of approve-attendance, and only then is approved', async () => {
    const day = await enter('2026-02-03', '20:00');
    expect(day).toMatchObject({ overtime_hours: 1.5, overtime_status: 'pending' });
    const first = await itemFor(manager, day.id);
    expect(first).toMatchObject({
      level: 1,
      levels: 2,
      summary: '1.50 hours of overtime on 3 Feb 2026',
      link: `/attendance/${day.id}`,
      employee: { id: engineer.id },
    });
    expect(await itemFor(hr, day.id)).toBeUndefined();
    // The manager opens the day from the inbox; a colleague who decides nothing of it is told it does not exist.
    expect((await t.as(manager, { method: 'GET', url: `/api/attendance/${day.id}` })).statusCode).toBe(200);
    expect((await t.as(colleague, { method: 'GET', url: `/api/attendance/${day.id}` })).statusCode).toBe(404);
    const listed = (
      await t.as(hr, { method: 'GET', url: '/api/attendance/overtime?overtime_status=pending&per_page=100' })
    ).json().data as Json[];
    expect(listed.find((d) => d.id === day.id)?.waiting).toEqual({
      level: 1,
      levels: 2,
      approver: 'Priya Nair',
    });

    expect(await decide(manager, [first?.id], 'approve')).toMatchObject([{ outcome: 'forwarded' }]);
    expect(await record(day.id)).toMatchObject({ overtime_status: 'pending', overtime_approved_hours: null });
    const second = await itemFor(hr, day.id);
    expect(second).toMatchObject({ level: 2, levels: 2 });
    expect(await decide(hr, [second?.id], 'approve')).toMatchObject([{ outcome: 'approved' }]);
    expect(await record(day.id)).toMatchObject({ overtime_status: 'approved', overtime_approved_hours: 1.5 });
    const levels = (await trail(manager, day.id)).json().data as Json[];
    expect(levels.map((l) => [l.level, l.status])).toEqual([
      [1, 'approved'],
      [2, 'approved'],
    ]);
    // Decided once: the level is gone from both inboxes.
    expect(await itemFor(hr, day.id)).toBeUndefined();
  });

  it('a rejection at any level rejects the day, with the reason on its level', async () => {
    const day = await enter('2026-02-04', '20:00');
    const item = await itemFor(manager, day.id);
    expect(await decide(manager, [item?.id], 'reject', 'Not asked for')).toMatchObject([
      { outcome: 'rejected' },
    ]);
    expect(await record(day.id)).toMatchObject({
      overtime_status: 'rejected',
      overtime_approved_hours: null,
    });
    const levels = (await trail(hr, day.id)).json().data as Json[];
    expect(levels).toMatchObject([{ level: 1, status: 'rejected', note: 'Not asked for' }]);
  });

  it('a claim worked out again starts its chain over, and one with no hours left leaves the inbox', async () => {
    const day = await enter('2026-02-10', '20:00');
    await decide(manager, [(await itemFor(manager, day.id))?.id], 'approve');
    expect(await itemFor(hr, day.id)).toMatchObject({ level: 2 });
    // Corrected to 21:00: 10½ hours worked, 2½ beyond. The manager approved other hours: round 2 asks again.
    expect(await correct(day.id, '21:00')).toMatchObject({ overtime_hours: 2.5, overtime_status: 'pending' });
    expect(await itemFor(hr, day.id)).toBeUndefined();
    expect(await itemFor(manager, day.id)).toMatchObject({
      level: 1,
      summary: '2.50 hours of overtime on 10 Feb 2026',
    });
    expect(await rounds(day.id)).toEqual([
      { round: 1, level: 1, status: 'approved' },
      { round: 1, level: 2, status: 'closed' },
      { round: 2, level: 1, status: 'pending' },
    ]);
    // The trail shows the round that counts.
    expect(((await trail(hr, day.id)).json().data as Json[]).map((l) => [l.level, l.status])).toEqual([
      [1, 'pending'],
    ]);
    // Corrected to the shift's end: 8 hours, none beyond. Nothing is left to decide.
    expect(await correct(day.id, '18:30')).toMatchObject({ overtime_hours: 0, overtime_status: 'none' });
    expect(await itemFor(manager, day.id)).toBeUndefined();
    expect((await rounds(day.id)).at(-1)).toEqual({ round: 2, level: 1, status: 'closed' });
  });

  it('HR deciding outright on the overtime screen closes the waiting level, one day or a week at once', async () => {
    const one = await enter('2026-02-17', '20:00');
    const res = await t.as(hr, {
      method: 'PUT',
      url: `/api/attendance/${one.id}/overtime`,
      payload: { decision: 'approve', hours: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().attendance).toMatchObject({ overtime_status: 'approved', overtime_approved_hours: 1 });
    expect(await itemFor(manager, one.id)).toBeUndefined();
    expect((await trail(hr, one.id)).json().data).toMatchObject([
      { level: 1, status: 'approved', note: 'Decided outright on the overtime screen.' },
    ]);

    const week = [await enter('2026-02-18', '20:00'), await enter('2026-02-19', '20:00')];
    const bulk = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/overtime/bulk',
      payload: { ids: week.map((d) => d.id), decision: 'reject' },
    });
    expect(bulk.json()).toMatchObject({ decided: 2 });
    for (const d of week) {
      expect(await itemFor(manager, d.id)).toBeUndefined();
      expect((await rounds(d.id)).at(-1)).toEqual({ round: 1, level: 1, status: 'rejected' });
    }
  });

  it('the employee never decides their own, and the manager cannot decide it on the overtime screen', async () => {
    const day = await enter('2026-02-24', '20:00');
    const mine = await signInFor(t, admin, engineer.id, 'overtime.engineer@demo.test');
    expect(await itemFor(mine, day.id)).toBeUndefined();
    expect(
      (
        await t.as(manager, {
          method: 'PUT',
          url: `/api/attendance/${day.id}/overtime`,
          payload: { decision: 'approve' },
        })
      ).statusCode,
    ).toBe(403);
    expect(await record(day.id)).toMatchObject({ overtime_status: 'pending' });
  });
});
