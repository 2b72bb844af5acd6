import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { notificationOutbox } from '../../db/schema/notifications';
import { addDays, todayIn } from '../../platform/dates';
import { remindSettlements } from './reminders';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * The Labour Codes for leavers and fixed-term staff: the full and final settlement due within two working days of
 * the last working day (Code on Wages 2019 s.17(2)) — shown, filtered, and reminded once — and fixed-term
 * employment (Code on Social Security 2020 s.2(34), s.53) with its contract end.
 */
describe('settlement due dates and fixed-term employees', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let n = 0;

  const hire = async (fields: Json = {}) => {
    n += 1;
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: {
        first_name: 'Due',
        last_name: `Case${n}`,
        email: `due.case${n}@demo.test`,
        company_id: 1,
        department_id: 1,
        job_title: 'Analyst',
        hire_date: '2024-04-01',
        ...fields,
      },
    });
    return res;
  };
  const leave = async (id: number, lastWorkingDay: string) => {
    const res = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${id}/exit`,
      payload: {
        notice_date: '2026-10-01',
        last_working_day: lastWorkingDay,
        exit_type: 'resignation',
        reason: 'Moving on',
      },
    });
    expect(res.statusCode).toBe(200);
  };
  const exitOf = async (id: number, query = '') => {
    const list = (await t.as(hr, { method: 'GET', url: `/api/exits?per_page=100${query}` })).json();
    return (list.data as Json[]).find((e) => e.employee_id === id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr] = await Promise.all([t.login('admin@demo.test'), t.login('hr@demo.test')]);
  });
  afterAll(() => t.close());

  it('is due two working days after the last working day, past the weekly offs and a holiday', async () => {
    const id = (await hire()).json().employee.id;
    // Thursday 24 December 2026; Christmas (a company holiday) on Friday, the weekend off: due Tuesday 29.
    await leave(id, '2026-12-24');
    expect(await exitOf(id)).toMatchObject({ settlement_due_on: '2026-12-29', settlement_overdue: false });
  });

  it('lists an unpaid settlement past its due day as overdue, and reminds its holders once', async () => {
    const id = (await hire()).json().employee.id;
    // Friday 20 November 2026: due Tuesday 24.
    await leave(id, '2026-11-20');
    const overdue = await exitOf(id, '&overdue=true');
    expect(overdue).toMatchObject({ settlement_due_on: '2026-11-24', settlement_overdue: true });
    const upcoming = await exitOf((await hire()).json().employee.id);
    expect(upcoming).toBeUndefined();

    const db = t.database.db;
    const mails = async (event: string) =>
      (await db.select().from(notificationOutbox).where(eq(notificationOutbox.event, event))).filter((m) =>
        m.subject.includes(`Due Case${n - 1}`),
      );
    // The working day before it is due: reminded once, however often the sweep runs.
    expect(await remindSettlements(db, '2026-11-23')).toBeGreaterThanOrEqual(1);
    await remindSettlements(db, '2026-11-23');
    await remindSettlements(db, '2026-11-24');
    expect((await mails('settlement.due_soon')).map((m) => m.to_address)).toContain('hr@demo.test');
    const dueSoon = await mails('settlement.due_soon');
    expect(new Set(dueSoon.map((m) => m.to_address)).size).toBe(dueSoon.length);
    expect(await mails('settlement.overdue')).toHaveLength(0);
    // The day after: overdue, once.
    await remindSettlements(db, '2026-11-25');
    await remindSettlements(db, '2026-11-26');
    const late = await mails('settlement.overdue');
    expect(late.map((m) => m.to_address)).toContain('hr@demo.test');
    expect(new Set(late.map((m) => m.to_address)).size).toBe(late.length);
    expect(late[0]?.subject).toBe(`Full and final settlement of Due Case${n - 1} is overdue`);
    const inApp = (await t.as(hr, { method: 'GET', url: '/api/notifications?per_page=50' })).json();
    expect((inApp.data as Json[]).map((x) => x.event)).toEqual(
      expect.arrayContaining(['settlement.due_soon', 'settlement.overdue']),
    );
  });

  it('answers the settlement’s due day and whether it is overdue', async () => {
    // A demo employee with a salary, whose last month is processed (not approved): the settlement can be worked.
    const [y, m] = todayIn().split('-').map(Number) as [number, number];
    const last = { year: m === 1 ? y - 1 : y, month: m === 1 ? 12 : m - 1 };
    const runs = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${last.month}&year=${last.year}&status=processed&per_page=100`,
      })
    ).json().data as Json[];
    const id = runs.at(-3)?.employee.id as number;
    const lastWorkingDay = `${last.year}-${String(last.month).padStart(2, '0')}-10`;
    await leave(id, lastWorkingDay);
    const computed = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${id}/final-settlement`,
      payload: {},
    });
    expect(computed.statusCode).toBe(201);
    const settlement = computed.json().final_settlement;
    // Two working days after the 10th of last month: long past, and unpaid.
    expect(settlement.overdue).toBe(true);
    expect(settlement.due_on > lastWorkingDay && settlement.due_on <= addDays(lastWorkingDay, 7)).toBe(true);
    expect((await exitOf(id, '&overdue=true'))?.final_settlement).toMatchObject({ status: 'draft' });
  });

  it('needs a fixed-term employee’s contract end, not before the hire date, and lists contracts ending soon', async () => {
    const missing = await hire({ employment_type: 'fixed_term' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      contract_end_date: ['A fixed-term employee needs the day the contract ends.'],
    });
    const early = await hire({ employment_type: 'fixed_term', contract_end_date: '2024-03-31' });
    expect(early.json().errors).toEqual({
      contract_end_date: ['The contract cannot end before the hire date.'],
    });

    const ends = addDays(todayIn(), 20);
    const made = await hire({ employment_type: 'fixed_term', contract_end_date: ends });
    expect(made.statusCode).toBe(201);
    const term = made.json().employee;
    expect(term).toMatchObject({ employment_type: 'fixed_term', contract_end_date: ends });
    const soon = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/employees?contract_ends_by=${addDays(todayIn(), 30)}&per_page=100`,
      })
    ).json();
    expect((soon.data as Json[]).map((e) => e.id)).toContain(term.id);
    const later = (
      await t.as(hr, { method: 'GET', url: `/api/employees?contract_ends_by=${addDays(todayIn(), 10)}` })
    ).json();
    expect((later.data as Json[]).map((e) => e.id)).not.toContain(term.id);

    // Made permanent: the contract end goes with the fixed term.
    const update = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${term.id}`,
      payload: {
        first_name: term.first_name,
        last_name: term.last_name,
        email: term.email,
        company_id: 1,
        department_id: 1,
        job_title: 'Analyst',
        hire_date: term.hire_date,
        status: 'active',
        employment_type: 'full_time',
        contract_end_date: ends,
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().employee).toMatchObject({ employment_type: 'full_time', contract_end_date: null });
  });
});
