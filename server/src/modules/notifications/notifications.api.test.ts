import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailBed, mailTestBed, until } from '../../../test/mail-bed';
import type { SmtpServer } from '../../../test/smtp';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { todayIn } from '../../platform/dates';
import { NO_SMTP } from './delivery';
import { notify } from './notify';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** Requests go into next year, past every notice period: the k-th Monday from the first of March. */
const YEAR = Number(todayIn().slice(0, 4)) + 1;
function monday(k: number): string {
  const d = new Date(Date.UTC(YEAR, 2, 1));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7) + k * 7);
  return d.toISOString().slice(0, 10);
}

describe('notifications: the outbox, mail through a real SMTP server, and in-app', () => {
  let bed: MailBed;
  let smtp: SmtpServer;
  let t: TestApp;
  let employee: string;
  let hr: string;
  let admin: string;
  let outsider: string;
  let annualLeave: number;

  const apply = (start: string, end = start) =>
    t.as(employee, {
      method: 'POST',
      url: '/api/leaves',
      payload: {
        leave_type_id: annualLeave,
        start_date: start,
        end_date: end,
        reason: 'Family <wedding> & trip',
      },
    });

  beforeAll(async () => {
    bed = await mailTestBed();
    // Outside Works' hr_manager holds approve-leaves there: they must hear nothing of ours.
    ({ t, smtp, employee, hr, admin, outsider } = bed);
    const types = (await t.as(employee, { method: 'GET', url: '/api/leave-types' })).json().data as Json[];
    annualLeave = types.find((x) => x.code === 'AL')?.id;
  });
  afterAll(() => bed.close());

  it('tells the company’s approvers of a leave application, in-app and by mail, and nobody else', async () => {
    const res = await apply(monday(0), monday(1));
    expect(res.statusCode).toBe(201);
    const request = res.json().leave_request;

    // hr_manager, super_admin and the admin setUpCallers made: each holds approve-leaves in the company.
    const mails = await smtp.waitFor(3);
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual([
      'admin@demo.test',
      'hr@demo.test',
      'matrix.admin@demo.test',
    ]);
    const [toHr] = bed.mailsTo('hr@demo.test');
    expect(toHr?.parsed.subject).toBe('Priya Nair applied for leave');
    expect(toHr?.parsed.from?.value).toEqual([{ name: 'HRMS', address: 'hrms@demo.test' }]);
    // Plain text and HTML, en-IN dates, the link into the app; the applicant's words escaped in the HTML.
    expect(toHr?.parsed.text).toContain('Dear Rahul Mehta,');
    expect(toHr?.parsed.text).toMatch(/Dates: +\d{1,2} March \d{4} to \d{1,2} March \d{4}/);
    expect(toHr?.parsed.text).toContain('Days:       6 days');
    expect(toHr?.parsed.text).toContain(`https://hr.example.com/leaves/${request.id}`);
    expect(toHr?.parsed.html).toContain('Family &lt;wedding&gt; &amp; trip');

    const [note] = await bed.inbox(hr);
    expect(note).toMatchObject({
      event: 'leave.applied',
      title: 'Priya Nair applied for leave',
      link: `/leaves/${request.id}`,
      read_at: null,
    });
    expect(await bed.unread(hr)).toBe(1);
    expect(await bed.inbox(employee)).toEqual([]);
    expect(await bed.inbox(outsider)).toEqual([]);
    expect(bed.mailsTo('olga@outside.test')).toEqual([]);
    await bed.outboxDone('the outbox to record both as sent');
  });

  it('tells the employee of the decision and of a cancellation', async () => {
    const [approved, rejected] = await Promise.all([apply(monday(3)), apply(monday(5))]);
    const approve = await t.as(hr, {
      method: 'POST',
      url: `/api/leaves/${approved.json().leave_request.id}/approve`,
    });
    expect(approve.statusCode).toBe(200);
    const reject = await t.as(hr, {
      method: 'POST',
      url: `/api/leaves/${rejected.json().leave_request.id}/reject`,
      payload: { rejection_reason: 'Quarter-end close' },
    });
    expect(reject.statusCode).toBe(200);
    const cancel = await t.as(employee, {
      method: 'POST',
      url: `/api/leaves/${approved.json().leave_request.id}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);

    const toEmployee = (await smtp.waitFor(3, 'employee@demo.test')).map((m) => m.parsed);
    const bySubject = new Map(toEmployee.map((m) => [m.subject, m.text]));
    expect([...bySubject.keys()].sort()).toEqual([
      'Your leave was approved',
      'Your leave was cancelled',
      'Your leave was rejected',
    ]);
    expect(bySubject.get('Your leave was rejected')).toMatch(/Why: +Quarter-end close/);
    expect(bySubject.get('Your leave was approved')).toContain('Rahul Mehta approved your Annual Leave');
    expect((await bed.inbox(employee)).map((n) => n.event)).toEqual([
      'leave.cancelled',
      'leave.decided',
      'leave.decided',
    ]);
    expect(await bed.inbox(outsider)).toEqual([]);
  });

  it('keeps an event in-app only for a user who turned its mail off', async () => {
    const prefs = await t.as(employee, {
      method: 'PUT',
      url: '/api/notification-preferences',
      payload: { preferences: [{ event: 'leave.decided', email: false }] },
    });
    expect(prefs.statusCode).toBe(200);
    expect(prefs.json().preferences).toContainEqual(
      expect.objectContaining({ event: 'leave.decided', email: false, label: 'Leave approved or rejected' }),
    );
    expect(prefs.json().preferences).toContainEqual(
      expect.objectContaining({ event: 'leave.cancelled', email: true }),
    );

    const request = (await apply(monday(7))).json().leave_request;
    const mailsBefore = (await bed.outbox()).length;
    await t.as(hr, { method: 'POST', url: `/api/leaves/${request.id}/approve` });
    const [latest] = await bed.inbox(employee);
    expect(latest).toMatchObject({ event: 'leave.decided', title: 'Your leave was approved' });
    const written = (await bed.outbox()).slice(mailsBefore);
    expect(written.filter((m) => m.to_address === 'employee@demo.test')).toEqual([]);

    const unknown = await t.as(employee, {
      method: 'PUT',
      url: '/api/notification-preferences',
      payload: { preferences: [{ event: 'payroll.everything', email: false }] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)[0]).toMatch(/^preferences/);
  });

  it('sends nothing for a change that rolled back', async () => {
    const [hrUser] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = 'hr@demo.test'`,
    );
    await bed.outboxDone('every earlier mail to be sent');
    const before = {
      outbox: (await bed.outbox()).length,
      unread: await bed.unread(hr),
      mails: smtp.received.length,
    };
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(
          tx,
          'leave.applied',
          [{ userId: hrUser?.id as number, email: 'hr@demo.test', name: 'Rahul Mehta' }],
          {
            id: 1,
            employeeName: 'Nobody',
            leaveType: 'Annual Leave',
            startDate: monday(9),
            endDate: monday(9),
            days: 1,
            reason: null,
          },
          { companyId: null },
        );
        throw new Error('the change failed after notifying');
      }),
    ).rejects.toThrow('the change failed');
    await new Promise((r) => setTimeout(r, 600)); // three polls of the outbox
    expect((await bed.outbox()).length).toBe(before.outbox);
    expect(await bed.unread(hr)).toBe(before.unread);
    expect(smtp.received.length).toBe(before.mails);
  });

  it('retries a failing SMTP server with back-off, shows the failure in the outbox, and sends it again', async () => {
    smtp.state.failing = true;
    const before = smtp.received.length;
    const request = (await apply(monday(11))).json().leave_request;
    const failed = await until('the three mails to fail three times each', async () => {
      const rows = (await bed.outbox()).filter((m) => m.event === 'leave.applied').slice(-3);
      return rows.every((m) => m.status === 'failed') && rows;
    });
    expect(failed.map((m) => m.attempts)).toEqual([3, 3, 3]);
    expect(failed[0]?.last_error).toContain('Mailbox busy, try later');
    expect(smtp.received.length).toBe(before);

    const list = await t.as(admin, { method: 'GET', url: '/api/notification-outbox?status=failed' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      subject: 'Priya Nair applied for leave',
      last_error: expect.stringContaining('451'),
    });
    const detail = await t.as(admin, { method: 'GET', url: `/api/notification-outbox/${failed[0]?.id}` });
    expect(detail.json().mail.text).toContain(`https://hr.example.com/leaves/${request.id}`);
    expect((await t.as(hr, { method: 'GET', url: '/api/notification-outbox' })).statusCode).toBe(403);

    smtp.state.failing = false;
    const retried = await t.as(admin, {
      method: 'POST',
      url: `/api/notification-outbox/${failed[0]?.id}/retry`,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().mail).toMatchObject({ status: 'pending', attempts: 0 });
    await smtp.waitFor(before + 1);
    await until('the retried mail to be sent', async () =>
      (await bed.outbox()).find((m) => m.id === failed[0]?.id && m.status === 'sent'),
    );
    const again = await t.as(admin, {
      method: 'POST',
      url: `/api/notification-outbox/${failed[0]?.id}/retry`,
    });
    expect(again.statusCode).toBe(409);
  });

  it('marks notifications read, one or all, and only the reader’s own', async () => {
    const notes = await bed.inbox(hr);
    const first = notes[0] as Json;
    const other = await t.as(employee, { method: 'PUT', url: `/api/notifications/${first.id}/read` });
    expect(other.statusCode).toBe(404);
    const read = await t.as(hr, { method: 'PUT', url: `/api/notifications/${first.id}/read` });
    expect(read.json().notification.read_at).toEqual(expect.any(String));
    expect(await bed.unread(hr)).toBe(notes.length - 1);
    const onlyUnread = await t.as(hr, { method: 'GET', url: '/api/notifications?unread=true' });
    expect(onlyUnread.json().data.map((n: Json) => n.id)).not.toContain(first.id);
    const all = await t.as(hr, { method: 'PUT', url: '/api/notifications/read-all' });
    expect(all.json().updated).toBe(notes.length - 1);
    expect(await bed.unread(hr)).toBe(0);
  });
});

describe('notifications without an SMTP server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      mail: {
        smtp: null,
        from: 'HRMS <hrms@demo.test>',
        appUrl: null,
        maxAttempts: 3,
        retrySeconds: 1,
        pollSeconds: 0.2,
      },
    });
  });
  afterAll(() => t.close());

  it('keeps the mail in the outbox, held for super admins to read, instead of losing it', async () => {
    const [employee, admin] = await Promise.all([t.login('employee@demo.test'), t.login('admin@demo.test')]);
    const types = (await t.as(employee, { method: 'GET', url: '/api/leave-types' })).json().data as Json[];
    const res = await t.as(employee, {
      method: 'POST',
      url: '/api/leaves',
      payload: {
        leave_type_id: types.find((x) => x.code === 'AL')?.id,
        start_date: monday(2),
        end_date: monday(2),
        reason: 'Errands',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const held = await until('the mail to be held', async () => {
      const list = await t.as(admin, { method: 'GET', url: '/api/notification-outbox?status=held' });
      return list.json().data.length === 2 && list.json().data;
    });
    expect(held[0]).toMatchObject({ status: 'held', last_error: NO_SMTP, attempts: 1 });
    const settings = await t.as(admin, { method: 'GET', url: '/api/notification-outbox/settings' });
    expect(settings.json()).toEqual({ smtp_configured: false, from: 'HRMS <hrms@demo.test>' });
    const detail = await t.as(admin, { method: 'GET', url: `/api/notification-outbox/${held[0].id}` });
    expect(detail.json().mail.text).toContain('Priya Nair applied for 1 day of Annual Leave');
    // Without APP_URL the mail names no link it cannot make absolute.
    expect(detail.json().mail.text).not.toContain('Open it in the app');
  });
});
