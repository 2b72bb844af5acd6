import { DEFAULT_DIRECTORY_FIELDS } from '@hrms/contracts/directory';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompanyWithDepartment } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

describe('colleagues’ birthdays and work anniversaries', () => {
  let t: TestApp;
  let me: { id: number; department_id: number };
  /** Colleagues: one of the same department, one of another department, one archived, one in another company. */
  let near: number;
  let far: number;
  let archived: number;
  let elsewhere: number;
  const rows = <T = Json>(query: SQL) => rawRows<T>(t.database.db, query);
  /** Signs in at `instant` (sessions expire by the server's clock) and reads the celebrations. */
  const celebrationsAt = async (instant: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    const token = await t.login('employee@demo.test');
    const res = await t.as(token, { method: 'GET', url: '/api/directory/celebrations' });
    expect(res.statusCode).toBe(200);
    return res.json().data as Json[];
  };
  const show = async (fields: readonly string[]) => {
    const hr = await t.login('hr@demo.test');
    const res = await t.as(hr, { method: 'PUT', url: '/api/directory-settings', payload: { fields } });
    expect(res.statusCode).toBe(200);
  };
  const withDates = [...DEFAULT_DIRECTORY_FIELDS, 'hire_date', 'birthday'];

  beforeAll(async () => {
    t = await createTestApp();
    const employee = await t.login('employee@demo.test');
    const ownId = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee.id;
    [me] = (await rows<{ id: number; department_id: number }>(
      sql`select id, department_id from employees where id = ${ownId}`,
    )) as [{ id: number; department_id: number }];
    const others = await rows<{ id: number }>(
      sql`select id from employees where company_id = (select company_id from employees where id = ${me.id})
            and department_id = ${me.department_id} and id <> ${me.id} and archived_at is null
            and status = 'active' and last_working_day is null order by id limit 2`,
    );
    [near, archived] = others.map((r) => r.id) as [number, number];
    const [other] = await rows<{ id: number }>(
      sql`select id from employees where department_id <> ${me.department_id} and archived_at is null
            and id <> (select coalesce(manager_id, 0) from employees where id = ${me.id})
            and coalesce(manager_id, 0) <> ${me.id} and status = 'active' and last_working_day is null
            and coalesce(team_id, 0) <> coalesce((select team_id from employees where id = ${me.id}), -1)
          order by id limit 1`,
    );
    far = other?.id as number;
    const [moved] = await rows<{ id: number }>(
      sql`select id from employees where coalesce(manager_id, 0) <> ${me.id} and id not in (${near}, ${archived}, ${far})
            and id <> ${me.id} and archived_at is null and status = 'active' order by id desc limit 1`,
    );
    elsewhere = moved?.id as number;
    const admin = await t.login('admin@demo.test');
    const acme = await createCompanyWithDepartment(t, admin);
    await rows(
      sql`update employees set company_id = ${acme.company.id}, department_id = ${acme.department.id},
            manager_id = ${me.id}, branch_id = null, team_id = null where id = ${elsewhere}`,
    );
    await rows(sql`update employees set archived_at = now() where id = ${archived}`);
    // Everyone's birthday and joining day away from the days tested, then four birthdays on 5 January.
    await rows(sql`update employees set date_of_birth = '1980-07-15', hire_date = '2019-07-15'`);
    await rows(
      sql`update employees set date_of_birth = '1990-01-05' where id in (${near}, ${far}, ${archived}, ${elsewhere})`,
    );
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  it('shows nothing while the directory shows neither birthdays nor joining dates', async () => {
    expect(await celebrationsAt('2026-12-30T06:00:00Z')).toEqual([]);
  });

  it('looks across the year’s end, to colleagues of the same company on the rolls only', async () => {
    await show(withDates);
    await rows(sql`update employees set hire_date = '2020-01-03' where id = ${near}`);
    const found = await celebrationsAt('2026-12-30T06:00:00Z');
    expect(found.map((c) => [c.employee.id, c.kind, c.on, c.years])).toEqual([
      [near, 'work_anniversary', '2027-01-03', 7],
      [near, 'birthday', '2027-01-05', null],
    ]);
    // Day and month only: the year of birth is nowhere in the answer.
    expect(JSON.stringify(found)).not.toContain('1990');
    await rows(sql`update employees set hire_date = '2019-07-15' where id = ${near}`);
  });

  it('keeps a 29 February birthday on 28 February outside leap years', async () => {
    await rows(sql`update employees set date_of_birth = '1992-02-29' where id = ${near}`);
    expect((await celebrationsAt('2027-02-20T06:00:00Z')).map((c) => [c.kind, c.on])).toEqual([
      ['birthday', '2027-02-28'],
    ]);
    expect((await celebrationsAt('2028-02-20T06:00:00Z')).map((c) => [c.kind, c.on])).toEqual([
      ['birthday', '2028-02-29'],
    ]);
  });

  it('leaves birthdays out when the directory does not show them, and anniversaries without joining dates', async () => {
    await rows(sql`update employees set hire_date = '2021-02-25' where id = ${near}`);
    await show([...DEFAULT_DIRECTORY_FIELDS, 'hire_date']);
    expect((await celebrationsAt('2027-02-20T06:00:00Z')).map((c) => [c.kind, c.on, c.years])).toEqual([
      ['work_anniversary', '2027-02-25', 6],
    ]);
    await show([...DEFAULT_DIRECTORY_FIELDS, 'birthday']);
    expect((await celebrationsAt('2027-02-20T06:00:00Z')).map((c) => [c.kind, c.on])).toEqual([
      ['birthday', '2027-02-28'],
    ]);
  });
});
