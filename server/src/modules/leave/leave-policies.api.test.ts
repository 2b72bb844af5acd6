import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { todayIn } from '../../platform/dates';
import { sweepLeave } from './accrual-sweep';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const TODAY = todayIn();
const YEAR = Number(TODAY.slice(0, 4));

/** The k-th Friday from the first Friday of March next year: well past every notice, inside one year. */
function friday(k: number): string {
  const d = new Date(Date.UTC(YEAR + 1, 2, 1));
  d.setUTCDate(d.getUTCDate() + ((12 - d.getUTCDay()) % 7) + k * 7);
  return d.toISOString().slice(0, 10);
}
const plus = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('leave policies', () => {
  let t: TestApp;
  let hr: string;
  let employee: string;
  let me: Json;
  let types: Record<string, Json>;
  let monthly: Json;

  const rule = (code: string, extra: Json = {}) => ({
    leave_type_id: types[code]?.id,
    annual_days: 12,
    ...extra,
  });
  const policyBody = (name: string, rules: Json[]) => ({ company_id: me.company_id, name, rules });

  beforeAll(async () => {
    t = await createTestApp();
    [hr, employee] = await Promise.all([t.login('hr@demo.test'), t.login('employee@demo.test')]);
    const { id } = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    const [row] = await rawRows<Json>(
      t.database.db,
      sql`select id, company_id, branch_id, manager_id from employees where id = ${id}`,
    );
    me = row ?? {};
    const res = await t.as(employee, { method: 'GET', url: '/api/leave-types' });
    types = Object.fromEntries(res.json().data.map((x: Json) => [x.code, x]));
  });
  afterAll(() => t.close());

  it('gives every company a default policy holding each active leave type as the catalogue had it', async () => {
    const res = await t.as(hr, { method: 'GET', url: '/api/leave-policies' });
    expect(res.statusCode).toBe(200);
    const standard = res.json().data.find((p: Json) => p.is_default && p.company_id === me.company_id);
    expect(standard.rules.map((r: Json) => r.leave_type.code)).toEqual([
      'AL',
      'SL',
      'ML',
      'EL',
      'CL',
      'LOP',
      'CO',
    ]);
    expect(standard.rules[0]).toMatchObject({
      annual_days: 18,
      accrual: 'yearly',
      carry_forward_max: 10,
      notice_days: 7,
    });
    expect((await t.as(employee, { method: 'GET', url: '/api/leave-policies' })).statusCode).toBe(403);
    const removed = await t.as(hr, { method: 'DELETE', url: `/api/leave-policies/${standard.id}` });
    expect(removed.statusCode).toBe(409);
  });

  it('creates a policy with rules as data and refuses a second of the same name or a type twice', async () => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/leave-policies',
      payload: policyBody('Monthly accrual', [
        rule('AL', {
          annual_days: 18,
          accrual: 'monthly',
          sandwich: 'both',
          carry_forward_max: 5,
          carry_forward_expiry_months: 3,
        }),
        rule('CL', { annual_days: 8, accrual: 'quarterly', allow_half_days: false }),
        rule('LOP', { annual_days: 0 }),
      ]),
    });
    expect(res.statusCode).toBe(201);
    monthly = res.json().leave_policy;
    expect(monthly.rules[0]).toMatchObject({
      accrual: 'monthly',
      sandwich: 'both',
      carry_forward_expiry_months: 3,
    });
    const again = await t.as(hr, {
      method: 'POST',
      url: '/api/leave-policies',
      payload: policyBody('monthly ACCRUAL', []),
    });
    expect(again.json().errors).toEqual({ name: ['The company already has a leave policy of this name.'] });
    const twice = await t.as(hr, {
      method: 'POST',
      url: '/api/leave-policies',
      payload: policyBody('Twice', [rule('AL'), rule('AL')]),
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['rules.1.leave_type_id']).toEqual(['Annual Leave is in the policy twice.']);
    const bad = await t.as(hr, {
      method: 'POST',
      url: '/api/leave-policies',
      payload: policyBody('Bad', [rule('AL', { rounding_step: 0.3, accrual: 'weekly' })]),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('assigns the policy to the employee’s branch; one part of the company has one policy at a time, however requests race', async () => {
    const payload = {
      policy_id: monthly.id,
      scope: 'branch',
      scope_id: me.branch_id,
      effective_from: `${YEAR}-01-01`,
    };
    const [a, b] = await Promise.all([
      t.as(hr, { method: 'POST', url: '/api/leave-policy-assignments', payload }),
      t.as(hr, {
        method: 'POST',
        url: '/api/leave-policy-assignments',
        payload: { ...payload, effective_from: `${YEAR}-06-01` },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const refused = a.statusCode === 422 ? a : b;
    expect(refused.json().errors).toEqual({
      effective_from: ['These dates overlap another assignment of the same part of the company.'],
    });
    const made = (a.statusCode === 201 ? a : b).json().assignment;
    expect(made).toMatchObject({ scope: 'branch', scope_label: expect.stringMatching(/^Branch: /) });
    expect(made.employee_count).toBeGreaterThan(0);
    // Fix it to start on 1 January.
    const fixed = await t.as(hr, { method: 'PUT', url: `/api/leave-policy-assignments/${made.id}`, payload });
    expect(fixed.json().assignment.effective_from).toBe(`${YEAR}-01-01`);
    const inUse = await t.as(hr, { method: 'DELETE', url: `/api/leave-policies/${monthly.id}` });
    expect(inUse.statusCode).toBe(409);
  });

  it('credits the month’s accruals once, however many sweeps run at once (as two instances would)', async () => {
    const [first, second] = await Promise.all([
      sweepLeave(t.database.db, TODAY),
      sweepLeave(t.database.db, TODAY),
    ]);
    expect(first + second).toBeGreaterThan(0);
    expect(await sweepLeave(t.database.db, TODAY)).toBe(0);
    const lines = await rawRows<{ period: string; n: number }>(
      t.database.db,
      sql`select period, count(*)::int as n from leave_ledger
          where employee_id = ${me.id} and leave_type_id = ${types.AL?.id} and kind = 'accrual' and year = ${YEAR}
          group by period order by period`,
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.n === 1)).toBe(true);
  });

  it('shows the employee their policy, a ledger of what was credited, and HR’s adjustment with its reason', async () => {
    const balance = (await t.as(employee, { method: 'GET', url: `/api/leave-balance?year=${YEAR}` })).json();
    expect(balance.policy).toEqual({ id: monthly.id, name: 'Monthly accrual' });
    const al = balance.balances.find((b: Json) => b.leave_type.code === 'AL');
    expect(al.leave_type).toMatchObject({ annual_allocation: 18, carry_forward_days: 5 });

    const adjust = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${me.id}/leave-ledger`,
      payload: { leave_type_id: types.AL?.id, days: 2, reason: 'Worked the Diwali weekend' },
    });
    expect(adjust.statusCode).toBe(201);
    expect(adjust.json().entry).toMatchObject({
      kind: 'adjustment',
      days: 2,
      reason: 'Worked the Diwali weekend',
    });
    const own = await t.as(employee, {
      method: 'POST',
      url: `/api/employees/${me.id}/leave-ledger`,
      payload: { leave_type_id: types.AL?.id, days: 20, reason: 'Myself' },
    });
    expect(own.statusCode).toBe(403);

    const ledger = (
      await t.as(employee, {
        method: 'GET',
        url: `/api/employees/${me.id}/leave-ledger?year=${YEAR}&leave_type_id=${types.AL?.id}`,
      })
    ).json();
    const kinds = ledger.entries.map((e: Json) => e.kind);
    expect(kinds).toContain('accrual');
    expect(kinds).toContain('adjustment');
    const last = ledger.entries.at(-1);
    const after = (await t.as(employee, { method: 'GET', url: `/api/leave-balance?year=${YEAR}` })).json();
    expect(after.balances.find((b: Json) => b.leave_type.code === 'AL')).toMatchObject({
      adjusted_days: 2,
      remaining_days: last.balance,
    });
    // Someone else's ledger does not exist for a plain employee.
    const other = await t.as(employee, {
      method: 'GET',
      url: `/api/employees/${me.manager_id ?? 1}/leave-ledger`,
    });
    expect(other.statusCode).toBe(404);
  });

  it('counts the weekend between Friday and Monday under the policy’s sandwich rule, before and when applying', async () => {
    const start = friday(2);
    const end = plus(start, 3);
    const q = `leave_type_id=${types.AL?.id}&start_date=${start}&end_date=${end}`;
    const days = await t.as(employee, { method: 'GET', url: `/api/leave-days?${q}` });
    expect(days.json()).toMatchObject({ days: 4, sandwich_dates: [plus(start, 1), plus(start, 2)] });
    const applied = await t.as(employee, {
      method: 'POST',
      url: '/api/leaves',
      payload: { leave_type_id: types.AL?.id, start_date: start, end_date: end, reason: 'Long weekend' },
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().leave_request.days_requested).toBe(4);
    // Casual leave in this policy has no half days.
    const half = await t.as(employee, {
      method: 'POST',
      url: '/api/leaves',
      payload: {
        leave_type_id: types.CL?.id,
        start_date: friday(5),
        end_date: friday(5),
        half_day: true,
        half_day_type: 'first_half',
        reason: 'Errand',
      },
    });
    expect(half.json().errors).toEqual({
      half_day: ['Your leave policy does not allow half days of Casual Leave.'],
    });
    // Sick leave is not in this policy.
    const sick = await t.as(employee, {
      method: 'GET',
      url: `/api/leave-days?leave_type_id=${types.SL?.id}&start_date=${friday(6)}&end_date=${friday(6)}`,
    });
    expect(sick.json().errors).toEqual({ leave_type_id: ['Sick Leave is not part of your leave policy.'] });
  });

  it('previews what the jobs will credit on a date without writing it', async () => {
    const on = `${YEAR + 1}-04-01`;
    // A day of loss of pay taken this year: unpaid leave has no balance, so nothing of it carries.
    await t.database.db.execute(sql`insert into leave_requests (employee_id, leave_type_id, start_date, end_date,
        days_requested, reason, status) values (${me.id}, ${types.LOP?.id}, ${`${YEAR}-01-05`}, ${`${YEAR}-01-05`}, 1,
        'Unpaid day', 'approved')`);
    const before = await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from leave_ledger`,
    );
    const res = await t.as(hr, { method: 'GET', url: `/api/leave-policies/${monthly.id}/preview?on=${on}` });
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.employee_count).toBeGreaterThan(0);
    const mine = preview.lines.filter((l: Json) => l.employee.id === me.id && l.leave_type.code === 'AL');
    // 1 January's carry-forward (capped at 5) and the months to April, 1.5 each.
    expect(mine.find((l: Json) => l.kind === 'carry_forward')).toMatchObject({
      date: `${YEAR + 1}-01-01`,
      days: 5,
    });
    expect(mine.filter((l: Json) => l.kind === 'accrual').map((l: Json) => l.days)).toEqual([
      1.5, 1.5, 1.5, 1.5,
    ]);
    // Carried days not used by 31 March lapse on 1 April: 5 carried, 4 taken on the Friday–Monday leave if
    // approved; it is pending, so all 5 lapse.
    expect(mine.find((l: Json) => l.kind === 'expiry')).toMatchObject({
      date: `${YEAR + 1}-04-01`,
      days: -5,
    });
    const unpaid = preview.lines.filter((l: Json) => l.employee.id === me.id && l.leave_type.code === 'LOP');
    expect(unpaid).toEqual([]);
    const after = await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from leave_ledger`,
    );
    expect(after).toEqual(before);
  });
});
