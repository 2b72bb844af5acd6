import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const YEAR = Number(todayIn().slice(0, 4));

/** The k-th Friday of April next year: past every notice, inside one leave year. */
function friday(k: number): string {
  const d = new Date(Date.UTC(YEAR + 1, 3, 1));
  d.setUTCDate(d.getUTCDate() + ((12 - d.getUTCDay()) % 7) + k * 7);
  return d.toISOString().slice(0, 10);
}
const plus = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Under the sandwich rule a Monday after a Friday's leave counts the weekend too (3 days). When the Friday goes —
 * cancelled by the employee or rejected — the Monday is counted again without it: 1 day.
 */
describe('the sandwich rule when an adjoining leave goes', () => {
  let t: TestApp;
  let hr: string;
  let employee: string;
  let annual: number;

  const apply = async (date: string) => {
    const res = await t.as(employee, {
      method: 'POST',
      url: '/api/leaves',
      payload: { leave_type_id: annual, start_date: date, end_date: date, reason: 'Away' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().leave_request as Json;
  };
  const daysOf = async (id: number) =>
    (await t.as(employee, { method: 'GET', url: `/api/leaves/${id}` })).json().leave_request.days_requested;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, employee] = await Promise.all([t.login('hr@demo.test'), t.login('employee@demo.test')]);
    const me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    const types = (await t.as(employee, { method: 'GET', url: '/api/leave-types' })).json().data as Json[];
    annual = types.find((x) => x.code === 'AL')?.id;
    const policy = await t.as(hr, {
      method: 'POST',
      url: '/api/leave-policies',
      payload: {
        company_id: me.company_id,
        name: 'Weekends sandwiched',
        rules: [{ leave_type_id: annual, annual_days: 18, sandwich: 'weekly_offs' }],
      },
    });
    expect(policy.statusCode).toBe(201);
    const assigned = await t.as(hr, {
      method: 'POST',
      url: '/api/leave-policy-assignments',
      payload: {
        policy_id: policy.json().leave_policy.id,
        scope: 'employee',
        scope_id: me.id,
        effective_from: `${YEAR}-01-01`,
      },
    });
    expect(assigned.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('counts the Monday as one day again once the Friday before it is cancelled', async () => {
    const fri = await apply(friday(0));
    const mon = await apply(plus(friday(0), 3));
    expect(fri.days_requested).toBe(1);
    expect(mon.days_requested).toBe(3);
    const cancelled = await t.as(employee, { method: 'POST', url: `/api/leaves/${fri.id}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(await daysOf(mon.id)).toBe(1);
  });

  it('counts the Monday as one day again once HR rejects the Friday before it', async () => {
    const fri = await apply(friday(2));
    const mon = await apply(plus(friday(2), 3));
    expect(mon.days_requested).toBe(3);
    const rejected = await t.as(hr, {
      method: 'POST',
      url: `/api/leaves/${fri.id}/reject`,
      payload: { rejection_reason: 'Release week' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await daysOf(mon.id)).toBe(1);
    // A request that never leaned on a leave beside it keeps its count.
    const alone = await apply(plus(friday(4), 3));
    expect(alone.days_requested).toBe(1);
  });
});
