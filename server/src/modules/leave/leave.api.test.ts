import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { holidayCalendars, holidays } from '../../db/schema/holidays';
import { todayIn } from '../../platform/dates';

/**
 * Requests go into next year, well past every notice period and inside one calendar year: the k-th
 * Monday from the first Monday of February.
 */
const YEAR = Number(todayIn().slice(0, 4)) + 1;
function monday(k: number): string {
  const d = new Date(Date.UTC(YEAR, 1, 1));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7) + k * 7);
  return d.toISOString().slice(0, 10);
}
const plus = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

describe('leave', () => {
  let t: TestApp;
  let employee: string;
  let hr: string;
  let admin: string;
  let types: Record<string, Json>;

  const apply = (token: string, payload: Json) =>
    t.as(token, { method: 'POST', url: '/api/leaves', payload });
  const balance = async (token: string, code: string, year?: number) => {
    const res = await t.as(token, { method: 'GET', url: `/api/leave-balance${year ? `?year=${year}` : ''}` });
    return res.json().balances.find((b: Json) => b.leave_type.code === code);
  };
  // Annual leave needs 7 days' notice, so requests start a few weeks ahead, always inside one year.
  const annual = (start: string, end: string, extra: Json = {}) => ({
    leave_type_id: types.AL?.id,
    start_date: start,
    end_date: end,
    reason: 'Family trip',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    [employee, hr, admin] = await Promise.all([
      t.login('employee@demo.test'),
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
    ]);
    const res = await t.as(employee, { method: 'GET', url: '/api/leave-types' });
    types = Object.fromEntries(res.json().data.map((x: Json) => [x.code, x]));
  });
  afterAll(() => t.close());

  it('seeds the default leave types in the spec’s order', () => {
    // Compensatory off comes after the spec's six: credited by comp-off requests, never accrued.
    expect(Object.keys(types)).toEqual(['AL', 'SL', 'ML', 'EL', 'CL', 'LOP', 'CO']);
    expect(types.CO).toMatchObject({ is_compensatory: true, annual_allocation: 0 });
    expect(types.AL).toMatchObject({
      id: 1,
      name: 'Annual Leave',
      annual_allocation: 18,
      advance_notice_days: 7,
    });
    expect(types.LOP?.is_paid).toBe(false);
  });

  it('creates the year’s balances on first use, with this year’s unused days carried up to the cap', async () => {
    const res = await t.as(employee, { method: 'GET', url: `/api/leave-balance?year=${YEAR}` });
    expect(res.json().employee).toMatchObject({ first_name: 'Priya', user: { email: 'employee@demo.test' } });
    const al = res.json().balances.find((b: Json) => b.leave_type.code === 'AL');
    // The default policy: 18 days on 1 January; this year's 18 unused, of which 10 (the cap) carry.
    expect(al).toMatchObject({
      allocated_days: 18,
      carried_forward_days: 10,
      used_days: 0,
      pending_days: 0,
      remaining_days: 28,
    });
  });

  it('answers another employee’s balance as not found without approve-leaves; approvers see it', async () => {
    const hrEmployee = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.employee;
    const other = await t.as(employee, {
      method: 'GET',
      url: `/api/leave-balance?year=${YEAR}&employee_id=${hrEmployee.id}`,
    });
    const missing = await t.as(employee, {
      method: 'GET',
      url: `/api/leave-balance?year=${YEAR}&employee_id=999999`,
    });
    expect([other.statusCode, other.json()]).toEqual([404, { message: 'Employee not found' }]);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Employee not found' }]);
    const me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    const byApprover = await t.as(hr, {
      method: 'GET',
      url: `/api/leave-balance?year=${YEAR}&employee_id=${me.id}`,
    });
    expect(byApprover.json().employee.id).toBe(me.id);
  });

  it('enforces the spec’s field messages', async () => {
    const empty = await apply(employee, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      leave_type_id: ['Leave type is required'],
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
      reason: ['Reason is required'],
    });
    const past = await apply(employee, annual('2020-01-06', '2020-01-03'));
    expect(past.json().errors).toMatchObject({
      start_date: ['Start date cannot be in the past'],
      end_date: ['End date cannot be before start date'],
    });
    const soon = plus(todayIn(), 1);
    const notice = await apply(employee, annual(soon, soon));
    expect(notice.json().errors.start_date).toEqual(['This leave type requires 7 days advance notice']);
    const start = monday(3);
    const long = await apply(employee, { ...annual(start, plus(start, 4)), leave_type_id: types.CL?.id });
    expect(long.json().errors).toEqual({
      end_date: ['Maximum 3 consecutive days allowed for this leave type'],
    });
    const maternity = await apply(employee, {
      ...annual(monday(6), plus(monday(6), 1)),
      leave_type_id: types.ML?.id,
    });
    expect(maternity.json().errors).toEqual({ attachment: ['Attachment is required for this leave type'] });
  });

  it('counts weekdays only, leaving out the company’s holidays, and ignores the client’s count', async () => {
    const start = monday(4);
    const [wide] = await t.database.db
      .select({ id: holidayCalendars.id })
      .from(holidayCalendars)
      .where(
        and(
          eq(holidayCalendars.company_id, 1),
          isNull(holidayCalendars.state),
          isNull(holidayCalendars.branch_id),
        ),
      );
    await t.database.db
      .insert(holidays)
      .values({ company_id: 1, calendar_id: wide?.id ?? 0, date: plus(start, 2), name: 'Test Holiday' });
    const res = await apply(employee, annual(start, plus(start, 6), { days_requested: 99 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().leave_request).toMatchObject({ status: 'pending', days_requested: 4 });
    await t.database.db.delete(holidays).where(eq(holidays.name, 'Test Holiday'));
  });

  it('counts a half day as 0.5 and needs it on one date', async () => {
    const day = plus(monday(5), 1);
    const bad = await apply(
      employee,
      annual(day, plus(day, 1), { half_day: true, half_day_type: 'first_half' }),
    );
    expect(bad.json().errors).toEqual({ half_day: ['A half day must start and end on the same date.'] });
    const ok = await apply(employee, annual(day, day, { half_day: 'true', half_day_type: 'second_half' }));
    expect(ok.json().leave_request).toMatchObject({
      days_requested: 0.5,
      half_day: true,
      half_day_type: 'second_half',
    });
  });

  it('refuses leave overlapping the employee’s own pending or approved leave', async () => {
    const start = monday(4);
    const res = await apply(employee, annual(plus(start, 1), plus(start, 1)));
    expect(res.json().errors).toEqual({
      start_date: ['You already have a leave request overlapping these dates.'],
    });
  });

  it('reserves pending days so requests together cannot exceed the balance', async () => {
    // 18 allocated + 10 carried − 4.5 pending = 23.5 available.
    const start = monday(8);
    const tooMuch = await apply(employee, annual(start, plus(start, 21)));
    expect(tooMuch.json().errors).toEqual({
      end_date: ['Maximum 15 consecutive days allowed for this leave type'],
    });
    const first = await apply(employee, annual(start, plus(start, 11)));
    expect(first.json().leave_request.days_requested).toBe(10);
    const second = await apply(employee, annual(monday(11), plus(monday(11), 18)));
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({
      days_requested: ['Insufficient balance. Available: 13.5 days, Requested: 15 days'],
    });
    expect(await balance(employee, 'AL', YEAR)).toMatchObject({ pending_days: 14.5, remaining_days: 28 });
  });

  it('lets exactly one of two simultaneous approvals win, deducting the days once', async () => {
    const list = await t.as(hr, { method: 'GET', url: '/api/leaves?status=pending' });
    const target = list.json().data.find((r: Json) => r.days_requested === 4);
    const [a, b] = await Promise.all([
      t.as(hr, { method: 'POST', url: `/api/leaves/${target.id}/approve` }),
      t.as(admin, { method: 'POST', url: `/api/leaves/${target.id}/approve` }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe('This leave request is already approved');
    const bal = await balance(employee, 'AL', YEAR);
    expect(bal.used_days).toBe(4);
    const shown = await t.as(employee, { method: 'GET', url: `/api/leaves/${target.id}` });
    expect(shown.json().leave_request).toMatchObject({
      status: 'approved',
      approver: { first_name: expect.any(String) },
    });
  });

  it('rejects with a trimmed reason, only pending requests', async () => {
    const list = await t.as(hr, { method: 'GET', url: '/api/leaves?status=pending' });
    const target = list.json().data.find((r: Json) => r.days_requested === 10);
    const blank = await t.as(hr, {
      method: 'POST',
      url: `/api/leaves/${target.id}/reject`,
      payload: { rejection_reason: '   ' },
    });
    expect(blank.json().errors).toEqual({ rejection_reason: ['A rejection reason is required'] });
    const res = await t.as(hr, {
      method: 'POST',
      url: `/api/leaves/${target.id}/reject`,
      payload: { rejection_reason: '  Quarter-end close  ' },
    });
    expect(res.json().leave_request).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Quarter-end close',
    });
    const again = await t.as(hr, { method: 'POST', url: `/api/leaves/${target.id}/approve` });
    expect(again.statusCode).toBe(409);
  });

  it('cancellation by the applicant returns the days', async () => {
    const start = monday(12);
    const created = (await apply(employee, annual(start, plus(start, 1)))).json().leave_request;
    await t.as(hr, { method: 'POST', url: `/api/leaves/${created.id}/approve` });
    const year = YEAR;
    const before = await balance(employee, 'AL', year);
    expect((await t.as(hr, { method: 'POST', url: `/api/leaves/${created.id}/cancel` })).statusCode).toBe(
      403,
    );
    const res = await t.as(employee, { method: 'POST', url: `/api/leaves/${created.id}/cancel` });
    expect(res.json().leave_request.status).toBe('cancelled');
    const after = await balance(employee, 'AL', year);
    expect(after.used_days).toBe(before.used_days - 2);
    expect(
      (await t.as(employee, { method: 'POST', url: `/api/leaves/${created.id}/cancel` })).statusCode,
    ).toBe(409);
  });

  it('an approver cannot approve their own request', async () => {
    const start = monday(14);
    const own = (await apply(hr, annual(start, start))).json().leave_request;
    const res = await t.as(hr, { method: 'POST', url: `/api/leaves/${own.id}/approve` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot approve your own leave request');
  });

  it('shows employees only their own requests (another’s is a 404); approvers see the company’s', async () => {
    const hrRequests = await t.as(hr, { method: 'GET', url: '/api/leaves?per_page=100' });
    const others = hrRequests.json().data.filter((r: Json) => r.employee.user.email !== 'employee@demo.test');
    expect(others.length).toBeGreaterThan(0);
    expect((await t.as(employee, { method: 'GET', url: `/api/leaves/${others[0].id}` })).statusCode).toBe(
      404,
    );
    const mine = await t.as(employee, { method: 'GET', url: '/api/leaves?per_page=100' });
    expect(mine.json().data.every((r: Json) => r.employee.user.email === 'employee@demo.test')).toBe(true);
    expect(mine.json().summary.total).toBe(mine.json().total);
    const byType = await t.as(hr, {
      method: 'GET',
      url: `/api/leaves?leave_type_id=${types.AL?.id}&status=approved`,
    });
    expect(byType.json().data.every((r: Json) => r.status === 'approved' && r.leave_type.code === 'AL')).toBe(
      true,
    );
  });

  it('stores an attachment checked by its content, downloadable by applicant and approvers only', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 32)]);
    const start = monday(20);
    const form = (fields: Json, file: { name: string; data: Buffer }) =>
      multipartForm(fields, { field: 'attachment', ...file });
    const fields = {
      leave_type_id: types.ML?.id,
      start_date: start,
      end_date: plus(start, 4),
      reason: 'Maternity',
    };
    const fake = await t.as(employee, {
      method: 'POST',
      url: '/api/leaves',
      ...form(fields, { name: 'note.pdf', data: Buffer.from('not really a pdf') }),
    });
    expect(fake.json().errors).toEqual({
      attachment: ['The attachment must be a file of type: pdf, jpg, jpeg, png, doc, docx.'],
    });
    const big = await t.as(employee, {
      method: 'POST',
      url: '/api/leaves',
      ...form(fields, { name: 'big.pdf', data: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]) }),
    });
    expect(big.json().errors).toEqual({ attachment: ['The attachment may not be greater than 5 MB.'] });
    const ok = await t.as(employee, {
      method: 'POST',
      url: '/api/leaves',
      ...form(fields, { name: 'certificate.pdf', data: pdf }),
    });
    expect(ok.statusCode).toBe(201);
    const id = ok.json().leave_request.id;
    expect(ok.json().leave_request.attachment).toEqual({
      filename: 'certificate.pdf',
      size: pdf.length,
      content_type: 'application/pdf',
    });
    const download = await t.as(hr, { method: 'GET', url: `/api/leaves/${id}/attachment` });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const stranger = await t.login('admin@demo.test');
    expect((await t.as(stranger, { method: 'GET', url: `/api/leaves/${id}/attachment` })).statusCode).toBe(
      200,
    );
  });

  it('lists the requests of the caller’s direct reports', async () => {
    // The demo employee heads Engineering and so reports to the CEO, who is the demo admin.
    const me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    const detail = (await t.as(admin, { method: 'GET', url: `/api/employees/${me.id}` })).json().employee;
    const ceo = (await t.as(admin, { method: 'GET', url: '/api/me' })).json().user.employee;
    expect(detail.manager.id).toBe(ceo.id);
    const res = await t.as(admin, { method: 'GET', url: '/api/team-leaves?per_page=100' });
    expect(res.json().total).toBeGreaterThan(0);
    expect(res.json().data.some((r: Json) => r.employee.id === me.id)).toBe(true);
    expect(res.json().data.every((r: Json) => r.employee.id !== ceo.id)).toBe(true);
    // Priya heads Engineering: she sees her reports' requests and may open them, though not approve them.
    const mine = await t.as(employee, { method: 'GET', url: '/api/team-leaves' });
    expect(mine.json().data.every((r: Json) => r.employee.id !== me.id)).toBe(true);
    const reportsRequest = mine.json().data[0];
    expect(reportsRequest).toBeDefined();
    expect(
      (await t.as(employee, { method: 'GET', url: `/api/leaves/${reportsRequest.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.as(employee, { method: 'POST', url: `/api/leaves/${reportsRequest.id}/approve` })).statusCode,
    ).toBe(403);
  });

  it('lets a super admin edit the leave types every company shares, and nobody else', async () => {
    // admin@demo.test is a super admin.
    const res = await t.as(admin, {
      method: 'PUT',
      url: `/api/leave-types/${types.CL?.id}`,
      payload: {
        name: 'Casual Leave',
        code: 'CL',
        annual_allocation: 8,
        max_consecutive_days: 3,
        advance_notice_days: 1,
      },
    });
    expect(res.json().leave_type).toMatchObject({ annual_allocation: 8 });
    // manage-leave-types is platform-wide: HR no longer holds it (docs/decisions/time-and-leave.md,
    // "Leave types are one catalogue for every company").
    expect(
      (await t.as(hr, { method: 'POST', url: '/api/leave-types', payload: { name: 'X', code: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.as(employee, { method: 'POST', url: '/api/leave-types', payload: { name: 'X', code: 'X' } }))
        .statusCode,
    ).toBe(403);
  });
});
