import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cells, csvOf, importCalls } from '../../../test/imports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { shortDate, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const YEAR = Number(todayIn().slice(0, 4));
/** The k-th Wednesday of March next year: a weekday in the future, in a month no payroll has touched. */
const wednesday = (k: number) => {
  const d = new Date(Date.UTC(YEAR + 1, 2, 1));
  d.setUTCDate(d.getUTCDate() + ((10 - d.getUTCDay()) % 7) + (k - 1) * 7);
  return d.toISOString().slice(0, 10);
};

describe('holiday calendars', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let employee: string;
  let me: Json;
  let types: Record<string, Json>;
  // Importing needs import-data, which the administrator holds.
  const importing = importCalls('holidays', () => ({ t, token: admin }));

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, employee] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const { id } = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    const [row] = await rawRows<Json>(
      t.database.db,
      sql`select e.id, e.company_id, e.branch_id, b.state from employees e join branches b on b.id = e.branch_id
          where e.id = ${id}`,
    );
    me = row ?? {};
    const res = await t.as(employee, { method: 'GET', url: '/api/leave-types' });
    types = Object.fromEntries(res.json().data.map((x: Json) => [x.code, x]));
  });
  afterAll(() => t.close());

  const calendars = async () =>
    (await t.as(hr, { method: 'GET', url: `/api/holiday-calendars?year=${YEAR}` })).json().data as Json[];

  it('lists the company-wide calendar and one per state, each with the year’s holidays; employees may not', async () => {
    const list = await calendars();
    expect(list.map((c) => [c.name, c.scope, c.state, c.holiday_count])).toEqual([
      ['Company holidays', 'company', null, 4],
      ['Karnataka holidays', 'state', 'Karnataka', 1],
      ['Maharashtra holidays', 'state', 'Maharashtra', 1],
    ]);
    expect((await t.as(employee, { method: 'GET', url: '/api/holiday-calendars' })).statusCode).toBe(403);
    // The employee in Mumbai observes the company's days and Maharashtra Day, not Kannada Rajyotsava.
    const mine = (
      await t.as(employee, { method: 'GET', url: `/api/employees/${me.id}/holidays?year=${YEAR}` })
    ).json();
    expect(mine.data.map((h: Json) => h.name)).toEqual([
      'Republic Day',
      'Maharashtra Day',
      'Independence Day',
      'Gandhi Jayanti',
      'Christmas',
    ]);
  });

  it('makes a calendar for a state or a branch, never both, never twice (even at once), and keeps the company’s', async () => {
    const both = await t.as(hr, {
      method: 'POST',
      url: '/api/holiday-calendars',
      payload: { name: 'Confused', state: 'Goa', branch_id: me.branch_id },
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.branch_id).toEqual(['A calendar is for a state or for a branch, not both.']);
    const unknown = await t.as(hr, {
      method: 'POST',
      url: '/api/holiday-calendars',
      payload: { name: 'Nowhere', state: 'Atlantis' },
    });
    expect(unknown.json().errors).toEqual({ state: ['The selected state is invalid.'] });
    // A state's code names it as the branches' addresses do.
    const body = { name: 'Goa holidays', state: 'GA' };
    const twice = await Promise.all(
      [1, 2].map(() => t.as(hr, { method: 'POST', url: '/api/holiday-calendars', payload: body })),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const wide = (await calendars()).find((c) => c.scope === 'company');
    const removed = await t.as(hr, { method: 'DELETE', url: `/api/holiday-calendars/${wide?.id}` });
    expect(removed.statusCode).toBe(409);
    const goa = (await calendars()).find((c) => c.name === 'Goa holidays');
    expect(goa?.state).toBe('Goa');
    expect((await t.as(hr, { method: 'DELETE', url: `/api/holiday-calendars/${goa?.id}` })).statusCode).toBe(
      200,
    );
  });

  it('lets an employee choose restricted holidays up to the allowance, once under parallel requests, and counts them as days off', async () => {
    const made = await t.as(hr, {
      method: 'POST',
      url: '/api/holiday-calendars',
      payload: { name: 'Mumbai office', branch_id: me.branch_id, optional_allowance: 1 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const calendar = made.json().calendar;
    expect(calendar).toMatchObject({ scope: 'branch', optional_allowance: 1, state: null });
    const add = (date: string, name: string, is_optional = true) =>
      t.as(hr, {
        method: 'POST',
        url: '/api/holidays',
        payload: { calendar_id: calendar.id, date, name, is_optional },
      });
    const holi = (await add(wednesday(1), 'Holi')).json().holiday;
    const ugadi = (await add(wednesday(2), 'Gudi Padwa')).json().holiday;
    const again = await add(wednesday(1), 'Holi again');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.date).toEqual([
      `The calendar already has a holiday on ${shortDate(wednesday(1))}.`,
    ]);

    // Two choices at once with one allowed: exactly one is taken.
    const both = await Promise.all(
      [holi, ugadi].map((h) => t.as(employee, { method: 'POST', url: `/api/holidays/${h.id}/opt-in` })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(
      `All 1 restricted holiday of Mumbai office for ${YEAR + 1} is taken.`,
    );
    const mine = (
      await t.as(employee, { method: 'GET', url: `/api/employees/${me.id}/holidays?year=${YEAR + 1}` })
    ).json();
    expect(mine.allowances).toEqual([
      { calendar: { id: calendar.id, name: 'Mumbai office' }, allowed: 1, used: 1 },
    ]);
    const chosen = mine.data.find((h: Json) => h.is_optional && h.observed);

    // The week of the chosen day counts four days of leave, the other Wednesday five.
    const count = async (day: string) =>
      (
        await t.as(employee, {
          method: 'GET',
          url: `/api/leave-days?leave_type_id=${types.AL?.id}&start_date=${addDays(day, -2)}&end_date=${addDays(day, 2)}`,
        })
      ).json().days;
    const other = chosen.id === holi.id ? ugadi : holi;
    expect(await count(chosen.date)).toBe(4);
    expect(await count(other.date)).toBe(5);

    // Given up, the other may be chosen; a fixed holiday cannot be, nor another branch's.
    expect(
      (await t.as(employee, { method: 'DELETE', url: `/api/holidays/${chosen.id}/opt-in` })).statusCode,
    ).toBe(200);
    expect(
      (await t.as(employee, { method: 'POST', url: `/api/holidays/${other.id}/opt-in` })).statusCode,
    ).toBe(201);
    const fixed = (await add(wednesday(3), 'Founders Day', false)).json().holiday;
    const notOptional = await t.as(employee, { method: 'POST', url: `/api/holidays/${fixed.id}/opt-in` });
    expect(notOptional.statusCode).toBe(422);
    const [stranger] = await rawRows<Json>(
      t.database.db,
      sql`select id from employees where company_id = ${me.company_id} and branch_id <> ${me.branch_id} limit 1`,
    );
    const forOther = await t.as(hr, {
      method: 'POST',
      url: `/api/holidays/${other.id}/opt-in?employee_id=${stranger?.id}`,
    });
    expect(forOther.statusCode).toBe(404);
    // Choices keep a restricted holiday restricted.
    const unrestrict = await t.as(hr, {
      method: 'PUT',
      url: `/api/holidays/${other.id}`,
      payload: { calendar_id: calendar.id, date: other.date, name: other.name, is_optional: false },
    });
    expect(unrestrict.statusCode).toBe(422);
    const listed = (
      await t.as(hr, { method: 'GET', url: `/api/holidays?calendar_id=${calendar.id}&year=${YEAR + 1}` })
    ).json().data;
    expect(listed.map((h: Json) => [h.name, h.is_optional, h.opted_in])).toEqual([
      [holi.name, true, other.id === holi.id ? 1 : 0],
      [ugadi.name, true, other.id === ugadi.id ? 1 : 0],
      ['Founders Day', false, 0],
    ]);
  });

  it('keeps the older holiday list: a holiday with a state goes to that state’s calendar', async () => {
    const added = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/holidays',
      payload: { date: `${YEAR + 1}-12-19`, name: 'Goa Liberation Day', state: 'Goa' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().holiday).toMatchObject({ name: 'Goa Liberation Day', state: 'Goa' });
    const twice = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/holidays',
      payload: { date: `${YEAR + 1}-12-19`, name: 'Goa Liberation Day', state: 'Goa' },
    });
    expect(twice.statusCode).toBe(409);
    expect((await calendars()).find((c) => c.state === 'Goa')).toMatchObject({
      name: 'Goa holidays',
      scope: 'state',
    });
  });

  it('imports a year’s list into a calendar by name, changing a date it already has', async () => {
    const header = ['company', 'calendar', 'date', 'name', 'optional'];
    const rows: Cells[] = [
      {
        company: 'Demo Industries',
        calendar: 'Company holidays',
        date: `26-01-${YEAR + 2}`,
        name: 'Republic Day',
      },
      {
        company: 'Demo Industries',
        calendar: 'company HOLIDAYS',
        date: `${YEAR + 2}-03-04`,
        name: 'Holi',
        optional: 'yes',
      },
      {
        company: 'Demo Industries',
        calendar: 'Nowhere',
        date: `${YEAR + 2}-08-15`,
        name: 'Independence Day',
      },
    ];
    const checked = await importing.validated('holidays.csv', csvOf(header, rows));
    expect(checked.errors).toEqual([
      { row: 4, column: 'calendar', message: 'The selected calendar is invalid.' },
    ]);
    const ok = await importing.validated('holidays.csv', csvOf(header, rows.slice(0, 2)));
    expect((await importing.committed(ok.id)).created).toBe(2);
    const renamed = await importing.validated(
      'holidays.csv',
      csvOf(header, [{ ...rows[1], name: 'Holi (Dhulandi)', optional: 'yes' }]),
    );
    expect(await importing.committed(renamed.id)).toMatchObject({ created: 0, updated: 1 });
    const wide = (await calendars()).find((c) => c.scope === 'company');
    const listed = (
      await t.as(hr, { method: 'GET', url: `/api/holidays?calendar_id=${wide?.id}&year=${YEAR + 2}` })
    ).json().data;
    expect(listed.map((h: Json) => [h.date, h.name, h.is_optional])).toEqual([
      [`${YEAR + 2}-01-26`, 'Republic Day', false],
      [`${YEAR + 2}-03-04`, 'Holi (Dhulandi)', true],
    ]);
  });
});

function addDays(iso: string, days: number) {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
