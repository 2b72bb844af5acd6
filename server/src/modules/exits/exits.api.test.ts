import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from '../../../test/fixtures';
import { fixtureCompany } from '../../../test/tds-company';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { finalSettlements } from '../../db/schema/exits';
import { payrollRuns } from '../../db/schema/payroll';
import { addDays, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const PASSWORD = 'Clerk@12345';
const today = todayIn();

/**
 * Exits: POST/DELETE /api/employees/{id}/exit and GET /api/exits — validation, scope, permissions,
 * the refusals (a settlement past draft, locked pay after the last working day), unlocked runs after it removed,
 * the audit trail, and the leaver counted as active to the last working day and a leaver from it.
 */
describe('exits', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  let clerk: string;
  let n = 0;

  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Json) =>
    t.as(token, { method, url, ...(payload ? { payload } : {}) });
  const exit = (over: Json = {}) => ({
    notice_date: '2026-05-01',
    last_working_day: '2026-05-31',
    exit_type: 'resignation',
    reason: 'Moving to Pune for family reasons',
    ...over,
  });

  /** A new employee of the demo company, hired on `hire_date`. */
  const hire = async (fields: Json = {}) => {
    n += 1;
    const made = await create<Json>(
      t,
      admin,
      '/api/employees',
      {
        first_name: 'Leaver',
        last_name: `Case${n}`,
        email: `leaver.case${n}@demo.test`,
        company_id: 1,
        department_id: 1,
        job_title: 'Analyst',
        hire_date: '2023-04-01',
        ...fields,
      },
      'employee',
    );
    return made.id as number;
  };

  const run = (employeeId: number, year: number, month: number, status: string) =>
    t.database.db.insert(payrollRuns).values({
      employee_id: employeeId,
      year,
      month,
      status,
      total_days: 30,
      days_paid: '30.0',
      basic_salary: '30000.00',
      gross_salary: '50000.00',
      total_deductions: '0.00',
      net_salary: '50000.00',
      pf_deduction: '0.00',
      professional_tax: '0.00',
      tds_deduction: '0.00',
      breakdown: {},
      inputs: {},
    });

  const runsOf = (employeeId: number) =>
    rawRows<{ year: number; month: number; status: string }>(
      t.database.db,
      sql`select year, month, status from payroll_runs where employee_id = ${employeeId} order by year, month`,
    );

  const auditOf = (employeeId: number) =>
    rawRows<{ action: string; summary: string; changes: Json | null }>(
      t.database.db,
      sql`select action, summary, changes from audit_events
          where entity_type = 'employee' and entity_id = ${employeeId} and action like 'employee.exit%' order by id`,
    );

  const settle = (employeeId: number, status: string, lwd: string) =>
    t.database.db.insert(finalSettlements).values({
      employee_id: employeeId,
      status,
      last_working_day: lwd,
      net_payable: '12345.50',
      statement: {},
    });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    // A role that settles but does not record exits: it may read the list, not write an exit.
    const role = await call(admin, 'POST', '/api/roles', {
      name: 'settlement_clerk',
      permissions: ['manage-final-settlements'],
    });
    expect(role.statusCode).toBe(201);
    const clerkEmployee = await hire({ first_name: 'Clerk' });
    const user = await call(admin, 'POST', '/api/users', {
      name: 'Settlement Clerk',
      email: 'clerk@exits.test',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      employee_id: clerkEmployee,
    });
    expect(user.statusCode).toBe(201);
    const assigned = await call(admin, 'POST', `/api/users/${user.json().user.id}/assign-roles`, {
      roles: ['settlement_clerk'],
    });
    expect(assigned.statusCode).toBe(200);
    clerk = await t.login('clerk@exits.test', PASSWORD);
  });
  afterAll(() => t.close());

  it('answers 422 with field messages for a bad exit', async () => {
    const id = await hire();
    const post = (payload: Json) => call(hr, 'POST', `/api/employees/${id}/exit`, payload);

    const late = await post(exit({ notice_date: '2026-06-01' }));
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({
      notice_date: ['The notice date must be on or before the last working day.'],
    });
    // The same day is fine on both sides: notice served and left on one day (a termination).
    const beforeHire = await post(exit({ notice_date: '2023-03-01', last_working_day: '2023-03-31' }));
    expect(beforeHire.statusCode).toBe(422);
    expect(beforeHire.json().errors).toEqual({
      last_working_day: ['The last working day cannot be before the hire date.'],
    });
    const noReason = await post(exit({ reason: '   ' }));
    expect(noReason.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const longReason = await post(exit({ reason: 'x'.repeat(2001) }));
    expect(longReason.json().errors).toEqual({
      reason: ['The reason may not be greater than 2000 characters.'],
    });
    const badType = await post(exit({ exit_type: 'absconding' }));
    expect(badType.json().errors).toEqual({ exit_type: ['The selected exit type is invalid.'] });
    const badDate = await post(exit({ last_working_day: '2026-02-30' }));
    expect(Object.keys(badDate.json().errors)).toEqual(['last_working_day']);
    const missing = await call(hr, 'POST', `/api/employees/${id}/exit`, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'exit_type',
      'last_working_day',
      'notice_date',
      'reason',
    ]);
    // Nothing was written.
    const shown = (await call(hr, 'GET', `/api/employees/${id}`)).json().employee;
    expect(shown).toMatchObject({
      last_working_day: null,
      notice_date: null,
      exit_type: null,
      exit_reason: null,
    });
    expect(await auditOf(id)).toEqual([]);
    // On the hire date itself is a valid last working day.
    const sameDay = await post(exit({ notice_date: '2023-04-01', last_working_day: '2023-04-01' }));
    expect(sameDay.statusCode).toBe(200);
  });

  it('records a death and a retrenchment, each kept as its own exit type', async () => {
    for (const exit_type of ['death', 'retrenchment']) {
      const id = await hire();
      const res = await call(hr, 'POST', `/api/employees/${id}/exit`, exit({ exit_type }));
      expect(res.statusCode).toBe(200);
      expect(res.json().employee).toMatchObject({ exit_type, last_working_day: '2026-05-31' });
      const listed = (await call(hr, 'GET', '/api/exits?per_page=100')).json().data as Json[];
      expect(listed.find((e) => e.employee_id === id)).toMatchObject({ exit_type });
    }
  });

  it('records and changes an exit: the employee stays active and carries it; each change audited', async () => {
    const id = await hire();
    const res = await call(hr, 'POST', `/api/employees/${id}/exit`, exit());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Exit recorded successfully',
      employee: {
        id,
        status: 'active',
        notice_date: '2026-05-01',
        last_working_day: '2026-05-31',
        exit_type: 'resignation',
        exit_reason: 'Moving to Pune for family reasons',
      },
    });
    const shown = (await call(hr, 'GET', `/api/employees/${id}`)).json().employee;
    expect(shown).toMatchObject({
      status: 'active',
      last_working_day: '2026-05-31',
      exit_type: 'resignation',
    });
    const listed = (await call(hr, 'GET', `/api/employees?search=leaver.case${n}@`)).json().data;
    expect(listed[0]).toMatchObject({ id, last_working_day: '2026-05-31', notice_date: '2026-05-01' });

    const changed = await call(
      hr,
      'POST',
      `/api/employees/${id}/exit`,
      exit({ last_working_day: '2026-06-15', exit_type: 'termination', reason: 'Position made redundant' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().employee).toMatchObject({
      last_working_day: '2026-06-15',
      exit_type: 'termination',
    });
    const trail = await auditOf(id);
    expect(trail.map((e) => e.action)).toEqual(['employee.exit_recorded', 'employee.exit_recorded']);
    expect(trail[1]?.summary).toContain('termination, last working day 15 June 2026');
    expect(trail[1]?.changes).toEqual({
      last_working_day: { from: '2026-05-31', to: '2026-06-15' },
      exit_type: { from: 'resignation', to: 'termination' },
      exit_reason: { from: 'Moving to Pune for family reasons', to: 'Position made redundant' },
    });
  });

  it('removes unlocked runs of months after the last working day, and refuses when one is approved or paid', async () => {
    const id = await hire();
    await run(id, 2026, 5, 'paid');
    await run(id, 2026, 6, 'processed');
    await run(id, 2026, 7, 'draft');
    await run(id, 2026, 8, 'approved');

    // August is approved: a last working day in July or earlier would leave it paying a leaver.
    const refused = await call(
      hr,
      'POST',
      `/api/employees/${id}/exit`,
      exit({ last_working_day: '2026-06-20' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Payroll for August 2026 is approved; a last working day before that month cannot be recorded.',
    );
    expect(await runsOf(id)).toHaveLength(4);
    expect(await auditOf(id)).toEqual([]);

    // In August itself: no run after it, nothing removed.
    const inAugust = await call(
      hr,
      'POST',
      `/api/employees/${id}/exit`,
      exit({ notice_date: '2026-07-01', last_working_day: '2026-08-10' }),
    );
    expect(inAugust.statusCode).toBe(200);
    expect(inAugust.json().message).toBe('Exit recorded successfully');
    expect(await runsOf(id)).toHaveLength(4);

    // Made earlier once August's run is gone: June's and July's unlocked runs after May go with the change.
    await t.database.db.execute(sql`delete from payroll_runs where employee_id = ${id} and month = 8`);
    const earlier = await call(
      hr,
      'POST',
      `/api/employees/${id}/exit`,
      exit({ last_working_day: '2026-05-20' }),
    );
    expect(earlier.statusCode).toBe(200);
    expect(earlier.json().message).toBe(
      'Exit recorded; 2 unapproved payroll runs after the last working day removed',
    );
    expect(await runsOf(id)).toEqual([{ year: 2026, month: 5, status: 'paid' }]);
    const trail = await auditOf(id);
    expect(trail.at(-1)?.changes?.payroll_runs_removed).toEqual([
      { year: 2026, month: 6, status: 'processed' },
      { year: 2026, month: 7, status: 'draft' },
    ]);
  });

  it('refuses a change once the settlement is approved or paid, and a withdrawal once any settlement exists', async () => {
    const draft = await hire();
    const approved = await hire();
    const paid = await hire();
    for (const id of [draft, approved, paid]) {
      expect((await call(hr, 'POST', `/api/employees/${id}/exit`, exit())).statusCode).toBe(200);
    }
    await settle(draft, 'draft', '2026-05-31');
    await settle(approved, 'approved', '2026-05-31');
    await settle(paid, 'paid', '2026-05-31');

    // A draft settlement does not fix the exit (it is recomputed); approved and paid ones do.
    expect(
      (await call(hr, 'POST', `/api/employees/${draft}/exit`, exit({ reason: 'Changed' }))).statusCode,
    ).toBe(200);
    for (const [id, status] of [
      [approved, 'approved'],
      [paid, 'paid'],
    ] as const) {
      const res = await call(
        hr,
        'POST',
        `/api/employees/${id}/exit`,
        exit({ last_working_day: '2026-06-30' }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `The full and final settlement is ${status}; the exit it settled can no longer change.`,
      );
      const withdrawn = await call(hr, 'DELETE', `/api/employees/${id}/exit`);
      expect(withdrawn.statusCode).toBe(409);
      expect(withdrawn.json().message).toBe(
        `The full and final settlement is ${status}; the exit can no longer be withdrawn.`,
      );
    }
    const withdrawDraft = await call(hr, 'DELETE', `/api/employees/${draft}/exit`);
    expect(withdrawDraft.statusCode).toBe(409);
    expect(withdrawDraft.json().message).toBe(
      'A full and final settlement exists for this exit: delete the draft settlement first.',
    );
    const unchanged = (await call(hr, 'GET', `/api/employees/${approved}`)).json().employee;
    expect(unchanged.last_working_day).toBe('2026-05-31');
  });

  it('withdraws an exit (audited) and answers 409 when there is none', async () => {
    const id = await hire();
    expect((await call(hr, 'DELETE', `/api/employees/${id}/exit`)).json()).toEqual({
      message: 'This employee has no exit recorded.',
    });
    await call(hr, 'POST', `/api/employees/${id}/exit`, exit());
    const res = await call(hr, 'DELETE', `/api/employees/${id}/exit`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Exit withdrawn successfully',
      employee: {
        id,
        status: 'active',
        notice_date: null,
        last_working_day: null,
        exit_type: null,
        exit_reason: null,
      },
    });
    const trail = await auditOf(id);
    expect(trail.map((e) => e.action)).toEqual(['employee.exit_recorded', 'employee.exit_withdrawn']);
    expect(trail[1]?.changes).toEqual({
      exit: {
        from: {
          notice_date: '2026-05-01',
          last_working_day: '2026-05-31',
          exit_type: 'resignation',
          exit_reason: 'Moving to Pune for family reasons',
        },
        to: null,
      },
    });
    expect((await call(hr, 'DELETE', `/api/employees/${id}/exit`)).statusCode).toBe(409);
  });

  it('guards every exit route by permission and company', async () => {
    const id = await hire();
    for (const token of [employee, clerk]) {
      expect((await call(token, 'POST', `/api/employees/${id}/exit`, exit())).statusCode).toBe(403);
      expect((await call(token, 'DELETE', `/api/employees/${id}/exit`)).statusCode).toBe(403);
    }
    expect((await call(employee, 'GET', '/api/exits')).statusCode).toBe(403);
    expect((await call(clerk, 'GET', '/api/exits')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/exits' })).statusCode).toBe(401);

    // Another company's employee: HR of the demo company cannot see it (404); the super admin can.
    const elsewhere = await fixtureCompany(t.database.db, 'Exit Elsewhere', 'EXE');
    const [other] = await t.database.db
      .insert(employees)
      .values({
        employee_id: 'EXE0001',
        email: 'other@exits.test',
        company_id: elsewhere,
        hire_date: '2020-01-01',
        first_name: 'Other',
        last_name: 'Leaver',
      } as typeof employees.$inferInsert)
      .returning({ id: employees.id });
    const otherId = other?.id as number;
    const foreign = await call(hr, 'POST', `/api/employees/${otherId}/exit`, exit());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Employee not found');
    expect((await call(hr, 'DELETE', `/api/employees/${otherId}/exit`)).statusCode).toBe(404);
    expect((await call(hr, 'POST', '/api/employees/99999999/exit', exit())).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/api/employees/${otherId}/exit`, exit())).statusCode).toBe(200);
    const hrList = (await call(hr, 'GET', '/api/exits?per_page=100&search=Other Leaver')).json();
    expect(hrList.total).toBe(0);
    const adminList = (await call(admin, 'GET', '/api/exits?per_page=100&search=Other Leaver')).json();
    expect(adminList.data.map((r: Json) => r.employee_code)).toEqual(['EXE0001']);
  });

  it('lists leavers, upcoming or left, with their settlement, paged and searched', async () => {
    const upcoming = await hire({ first_name: 'Upcoming' });
    const left = await hire({ first_name: 'Departed' });
    const leavesToday = await hire({ first_name: 'Lastday' });
    await call(
      hr,
      'POST',
      `/api/employees/${upcoming}/exit`,
      exit({ notice_date: today, last_working_day: addDays(today, 30) }),
    );
    await call(
      hr,
      'POST',
      `/api/employees/${left}/exit`,
      exit({
        notice_date: addDays(today, -40),
        last_working_day: addDays(today, -1),
        exit_type: 'retirement',
      }),
    );
    await call(
      hr,
      'POST',
      `/api/employees/${leavesToday}/exit`,
      exit({ notice_date: addDays(today, -30), last_working_day: today }),
    );
    await settle(left, 'approved', addDays(today, -1));

    const all = (await call(hr, 'GET', '/api/exits?per_page=100')).json();
    expect(all.current_page).toBe(1);
    const codes = (rows: Json[]) => rows.map((r) => r.employee_id);
    expect(codes(all.data)).toEqual(expect.arrayContaining([upcoming, left, leavesToday]));
    // Latest last working day first.
    const lwds = all.data.map((r: Json) => r.last_working_day);
    expect(lwds).toEqual([...lwds].sort().reverse());
    const departed = all.data.find((r: Json) => r.employee_id === left);
    expect(departed).toMatchObject({
      first_name: 'Departed',
      exit_type: 'retirement',
      last_working_day: addDays(today, -1),
      has_left: true,
      status: 'active',
      department: { id: 1, name: expect.any(String) },
      final_settlement: { id: expect.any(Number), status: 'approved', net_payable: 12345.5 },
    });
    expect(all.data.find((r: Json) => r.employee_id === upcoming)).toMatchObject({
      has_left: false,
      final_settlement: null,
    });

    // The last working day itself is still a working day: upcoming until it has passed.
    const soon = codes((await call(hr, 'GET', '/api/exits?status=upcoming&per_page=100')).json().data);
    expect(soon).toEqual(expect.arrayContaining([upcoming, leavesToday]));
    expect(soon).not.toContain(left);
    const gone = codes((await call(hr, 'GET', '/api/exits?status=left&per_page=100')).json().data);
    expect(gone).toContain(left);
    expect(gone).not.toContain(upcoming);
    expect(gone).not.toContain(leavesToday);

    const searched = (await call(hr, 'GET', '/api/exits?search=departed')).json();
    expect(codes(searched.data)).toEqual([left]);
    const paged = (await call(hr, 'GET', '/api/exits?per_page=1&page=2')).json();
    expect(paged).toMatchObject({ current_page: 2, per_page: 1, total: all.total });
    expect(paged.data).toHaveLength(1);
    expect((await call(hr, 'GET', '/api/exits?status=gone')).statusCode).toBe(422);
  });

  it('counts a leaver active to the last working day and a leaver from it (dashboard, reports)', async () => {
    const stats = async () => (await call(hr, 'GET', '/api/dashboard/stats')).json().stats.total_employees;
    const headcount = async () =>
      (await call(hr, 'GET', '/api/reports/headcount?group_by=company')).json().totals as Json;
    const before = await stats();
    const reportBefore = await headcount();
    const staying = await hire({ first_name: 'Staying' });
    const gone = await hire({ first_name: 'Gone' });
    expect(await stats()).toBe(before + 2);

    // Leaving today: still counted. Left yesterday: not, though still `active` until the settlement.
    await call(
      hr,
      'POST',
      `/api/employees/${staying}/exit`,
      exit({ notice_date: today, last_working_day: today }),
    );
    await call(
      hr,
      'POST',
      `/api/employees/${gone}/exit`,
      exit({ notice_date: addDays(today, -10), last_working_day: addDays(today, -1) }),
    );
    expect(await stats()).toBe(before + 1);
    const report = await headcount();
    // Active in the report as in the employee list, less those past their last working day (still `active`).
    const activeListed = (await call(hr, 'GET', '/api/employees?status=active&per_page=1')).json().total;
    const gonePastLwd = (await call(hr, 'GET', '/api/exits?status=left&per_page=100')).json().data as Json[];
    expect(reportBefore.active).toBeGreaterThan(0);
    expect(report.active).toBe(activeListed - gonePastLwd.filter((r) => r.status === 'active').length);
    expect(report.total).toBe(reportBefore.total + 2);
    expect(report.active).toBe(reportBefore.active + 1);
    expect(report.terminated).toBe(reportBefore.terminated + 1);

    // The joiners-and-leavers report: left on the last working day, whatever the status.
    const range = `start_date=${addDays(today, -1)}&end_date=${today}`;
    const rows = (await call(hr, 'GET', `/api/reports/joiners-leavers?${range}`)).json().rows as Json[];
    const code = async (id: number) =>
      (await call(hr, 'GET', `/api/employees/${id}`)).json().employee.employee_id;
    expect(rows).toContainEqual(
      expect.objectContaining({
        event: 'Left',
        event_date: addDays(today, -1),
        employee_code: await code(gone),
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ event: 'Left', event_date: today, employee_code: await code(staying) }),
    );

    // A terminated record without an exit still leaves on the day it last changed (the old reading).
    const old = await hire({ first_name: 'Oldstyle' });
    const [oldRow] = await rawRows<{ updated: string }>(
      t.database.db,
      sql`update employees set status = 'terminated', updated_at = ${`${addDays(today, -1)}T06:00:00Z`}::timestamptz
          where id = ${old} returning (updated_at at time zone 'Asia/Kolkata')::date::text as updated`,
    );
    const after = (await call(hr, 'GET', `/api/reports/joiners-leavers?${range}`)).json().rows as Json[];
    expect(after).toContainEqual(
      expect.objectContaining({ event: 'Left', event_date: oldRow?.updated, employee_code: await code(old) }),
    );
  });
});
