import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailBed, mailTestBed } from '../../../test/mail-bed';
import { dayOf, monthsAgo } from '../../../test/months';
import type { SmtpServer } from '../../../test/smtp';
import type { TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { longDate } from '../../platform/dates';

/** Day `d` of the month six months before today (India): no payroll run and no demo attendance there. */
const oldDay = (d: number) => dayOf(monthsAgo(6), d);

describe('attendance notifications', () => {
  let bed: MailBed;
  let smtp: SmtpServer;
  let t: TestApp;
  let employee: string;
  let hr: string;
  let admin: string;
  let outsider: string;
  let me: number;
  let adminSelf: number;

  /** A manual entry by HR (approved at once), made pending again as the demo's clocked days are. */
  async function pendingDay(employeeId: number, date: string) {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/manual-entry',
      payload: {
        employee_id: employeeId,
        attendance_date: date,
        clock_in: '09:30',
        clock_out: '18:30',
        status: 'present',
        reason: 'Register',
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().attendance.id as number;
    await rawRows(
      t.database.db,
      sql`update attendance_records set is_approved = false, approved_by = null, approved_at = null
          where id = ${id}`,
    );
    return id;
  }

  beforeAll(async () => {
    bed = await mailTestBed();
    // Outside Works' hr_manager holds approve-attendance there: they must hear nothing of ours.
    ({ t, smtp, employee, hr, admin, outsider } = bed);
    const meOf = async (token: string) =>
      (await t.as(token, { method: 'GET', url: '/api/me' })).json().user.employee.id as number;
    [me, adminSelf] = [await meOf(employee), await meOf(admin)];
  });
  afterAll(() => bed.close());

  it('tells nobody of a manual entry, which is approved as it is made', async () => {
    const before = await bed.outboxCount();
    await pendingDay(me, oldDay(1));
    expect(await bed.outboxCount()).toBe(before);
  });

  it('tells the company’s approvers, not the corrector, of a correction that waits for approval', async () => {
    const id = await pendingDay(me, oldDay(2));
    await t.as(hr, { method: 'PUT', url: `/api/attendance/${id}/approve` });
    const sent = await bed.settled();

    const res = await t.as(hr, {
      method: 'PUT',
      url: `/api/attendance/${id}`,
      payload: { clock_in: '10:05', clock_out: '18:45', reason: 'Badge <misread> at the gate' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().attendance.is_approved).toBe(false);

    // The super admin (an employee of the company) and the admin setUpCallers made; not HR, who corrected it.
    const mails = (await smtp.waitFor(sent + 2)).slice(sent);
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual(['admin@demo.test', 'matrix.admin@demo.test']);
    const [toAdmin] = mails.filter((m) => m.envelopeTo.includes('admin@demo.test'));
    const subject = `Attendance of Priya Nair on ${longDate(oldDay(2))} to approve`;
    expect(toAdmin?.parsed.subject).toBe(subject);
    expect(toAdmin?.parsed.text).toContain(
      `Rahul Mehta corrected Priya Nair’s attendance of ${longDate(oldDay(2))}. It waits for approval.`,
    );
    expect(toAdmin?.parsed.text).toMatch(/Clock in: +10:05/);
    expect(toAdmin?.parsed.text).toMatch(/Clock out: +18:45/);
    expect(toAdmin?.parsed.text).toMatch(/Corrected by: +Rahul Mehta/);
    expect(toAdmin?.parsed.text).toContain(`https://hr.example.com/attendance/${id}`);
    expect(toAdmin?.parsed.html).toContain('Badge &lt;misread&gt; at the gate');
    expect((await bed.inbox(admin))[0]).toMatchObject({
      event: 'attendance.approval_needed',
      title: subject,
      link: `/attendance/${id}`,
    });
    // The employee was told of the approval before, not of the correction (no event of theirs says so).
    expect((await bed.inbox(employee)).map((n) => n.event)).toEqual(['attendance.decided']);
    expect(await bed.inbox(outsider)).toEqual([]);
    expect(bed.mailsTo('olga@outside.test')).toEqual([]);
  });

  it('tells the employee when a record is approved', async () => {
    const id = await pendingDay(me, oldDay(3));
    const sent = await bed.settled();
    const res = await t.as(hr, { method: 'PUT', url: `/api/attendance/${id}/approve` });
    expect(res.statusCode).toBe(200);

    const [mail] = (await smtp.waitFor(sent + 1)).slice(sent);
    expect(mail?.envelopeTo).toEqual(['employee@demo.test']);
    expect(mail?.parsed.subject).toBe(`Your attendance of ${longDate(oldDay(3))} was approved`);
    expect(mail?.parsed.text).toContain(`Rahul Mehta approved your attendance of ${longDate(oldDay(3))}.`);
    expect(mail?.parsed.text).toMatch(/Status: +Present/);
    expect(mail?.parsed.text).toContain(`https://hr.example.com/attendance/${id}`);
    const [note] = await bed.inbox(employee);
    expect(note).toMatchObject({ event: 'attendance.decided', link: `/attendance/${id}` });
    expect(bed.mailsTo('olga@outside.test')).toEqual([]);
  });

  it('tells each employee once of a bulk approval, with how many days and which', async () => {
    const mine = [oldDay(6), oldDay(7), oldDay(8)];
    const ids = [
      ...(await Promise.all(mine.map((d) => pendingDay(me, d)))),
      await pendingDay(adminSelf, oldDay(6)),
      await pendingDay(adminSelf, oldDay(7)),
    ];
    const sent = await bed.settled();
    const res = await t.as(hr, { method: 'POST', url: '/api/attendance/bulk-approve', payload: { ids } });
    expect(res.json()).toMatchObject({ approved: 5 });

    const mails = (await smtp.waitFor(sent + 2)).slice(sent);
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual(['admin@demo.test', 'employee@demo.test']);
    const toMe = mails.find((m) => m.envelopeTo.includes('employee@demo.test'));
    expect(toMe?.parsed.subject).toBe('Your attendance of 3 days was approved');
    expect(toMe?.parsed.text).toContain(
      `Rahul Mehta approved your attendance of 3 days (${longDate(mine[0] as string)} to ${longDate(mine[2] as string)}).`,
    );
    expect(toMe?.parsed.text).toMatch(/Days: +3 days/);
    for (const date of mine) expect(toMe?.parsed.text).toContain(`${longDate(date)}:`);
    expect(toMe?.parsed.text).toContain(
      `https://hr.example.com/attendance?start_date=${mine[0]}&end_date=${mine[2]}`,
    );
    const toAdmin = mails.find((m) => m.envelopeTo.includes('admin@demo.test'));
    expect(toAdmin?.parsed.subject).toBe('Your attendance of 2 days was approved');
    expect(
      (await bed.inbox(employee)).filter((n) => n.title === 'Your attendance of 3 days was approved'),
    ).toHaveLength(1);

    // Approving them again approves nothing and tells nobody.
    const before = await bed.outboxCount();
    const again = await t.as(hr, { method: 'POST', url: '/api/attendance/bulk-approve', payload: { ids } });
    expect(again.json()).toMatchObject({ approved: 0 });
    expect(await bed.outboxCount()).toBe(before);
    expect(bed.mailsTo('olga@outside.test')).toEqual([]);
    expect(await bed.inbox(outsider)).toEqual([]);
  });

  it('sends nothing for a refused correction or approval', async () => {
    const id = await pendingDay(me, oldDay(9));
    const before = await bed.outboxCount();
    const backwards = await t.as(hr, {
      method: 'PUT',
      url: `/api/attendance/${id}`,
      payload: { clock_in: '18:00', clock_out: '09:00', reason: 'Swap' },
    });
    expect(backwards.statusCode).toBe(422);
    const byEmployee = await t.as(employee, {
      method: 'PUT',
      url: `/api/attendance/${id}`,
      payload: { clock_in: '09:00', clock_out: '18:00', reason: 'Mine' },
    });
    expect(byEmployee.statusCode).toBe(403);
    // Another company's approver cannot reach the record (404) and so approves nothing.
    const foreign = await t.as(outsider, { method: 'PUT', url: `/api/attendance/${id}/approve` });
    expect(foreign.statusCode).toBe(404);
    expect((await t.as(hr, { method: 'PUT', url: `/api/attendance/${id}/approve` })).statusCode).toBe(200);
    const twice = await t.as(hr, { method: 'PUT', url: `/api/attendance/${id}/approve` });
    expect(twice.statusCode).toBe(409);
    // Only the one approval wrote a mail.
    expect(await bed.outboxCount()).toBe(before + 1);
  });
});
