import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailBed, mailTestBed, until } from '../../../test/mail-bed';
import { firstOf, monthsAgo } from '../../../test/months';
import { multipartForm } from '../../../test/multipart';
import { payrollPopulation } from '../../../test/payroll-population';
import type { TestApp } from '../../../test/test-app';
import { driverOf, rawRows } from '../../db/client';
import { principalForUser } from '../../platform/auth/sessions';
import { monthYearName } from '../../platform/dates';
import { AppError } from '../../platform/errors';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** The demo has last month processed (every sixth run approved) and the month before paid. */
const lastMonth = monthsAgo(1);
const monthBefore = monthsAgo(2);
const thisMonth = monthsAgo(0);
/** June 2026: the month payrollPopulation records attendance for. */
const POPULATION_MONTH = { year: 2026, month: 6 };
const POPULATION = 600;

/** Polls of 50 ms to wait at most: a run of the population takes a while. */
const TRIES = 400;

describe('payroll notifications and the protected payslip', () => {
  let bed: MailBed;
  let t: TestApp;
  let hr: string;
  let admin: string;
  let employee: string;
  let outsider: string;
  let me: Json;
  /** Demo employees whose last-month runs are processed and who are not HR's, the admin's or Priya's. */
  let others: number[];
  let seen = 0;

  const db = () => t.database.db;
  /** The mail written since the last call, once the worker has sent all of it. */
  const newMail = async () => {
    const rows = await bed.outboxDone('the outbox to be sent', { failedToo: true, tries: TRIES });
    const fresh = rows.slice(seen);
    seen = rows.length;
    return fresh;
  };
  const runOf = async (employeeId: number, period: { year: number; month: number }) =>
    (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${period.month}&year=${period.year}&employee_id=${employeeId}`,
      })
    ).json().data[0] as Json;
  const setStatus = (runId: number, status: string) =>
    db().execute(sql`update payroll_runs set status = ${status} where id = ${runId}`);
  const mailed = (address: string, subject: string) =>
    bed.mailsTo(address).filter((m) => m.parsed.subject === subject);

  beforeAll(async () => {
    bed = await mailTestBed();
    // matrix.admin@demo.test (admin of the demo company) and Olga, hr_manager of Outside Works.
    ({ t, hr, admin, employee, outsider } = bed);
    me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    const signedIn = await rawRows<{ employee_id: number }>(
      db(),
      sql`select employee_id from users where employee_id is not null`,
    );
    const open = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&status=processed&per_page=20`,
    });
    others = open
      .json()
      .data.map((r: Json) => r.employee.id)
      .filter((id: number) => !signedIn.some((u) => u.employee_id === id))
      .slice(0, 3);
    expect(others).toHaveLength(3);
    expect(await newMail()).toEqual([]);
  });
  afterAll(() => bed.close());

  it('tells the company’s approvers once of a processing, not the one who processed it, nobody outside', async () => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: others, ...lastMonth },
    });
    expect(res.json().processed).toBe(3);

    const mail = await newMail();
    // admin@demo.test (super admin, employed by the demo company) and the demo company's admin.
    expect(mail.map((m) => [m.event, m.to_address]).sort()).toEqual([
      ['payroll.processed', 'admin@demo.test'],
      ['payroll.processed', 'matrix.admin@demo.test'],
    ]);
    const month = monthYearName(lastMonth);
    const [toAdmin] = mailed('admin@demo.test', `${month} payroll: 3 runs to approve`);
    expect(toAdmin?.parsed.text).toContain(
      `Rahul Mehta processed ${month}'s payroll: 3 runs wait for approval.`,
    );
    expect(toAdmin?.parsed.text).toMatch(/To approve: +3/);
    expect(toAdmin?.parsed.text).toContain(
      `https://hr.example.com/payroll?month=${lastMonth.month}&year=${lastMonth.year}`,
    );
    const [note] = await bed.inbox(admin);
    expect(note).toMatchObject({
      event: 'payroll.processed',
      link: `/payroll?month=${lastMonth.month}&year=${lastMonth.year}`,
    });
    expect(await bed.inbox(hr)).toEqual([]);
    expect(await bed.inbox(outsider)).toEqual([]);

    // One employee processed alone is one notification too; a refusal alone tells nobody.
    await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: others[0], ...lastMonth },
    });
    expect((await newMail()).map((m) => m.subject)).toEqual([
      `${month} payroll: 1 run to approve`,
      `${month} payroll: 1 run to approve`,
    ]);
    await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: 987654, ...lastMonth },
    });
    expect(await newMail()).toEqual([]);
  });

  it('tells each company’s approvers of their own company’s runs only, when a super admin’s batch spans two', async () => {
    // An employee of Outside Works with a structure and last month's attendance.
    const [olga] = await rawRows<{ company_id: number; department_id: number }>(
      db(),
      sql`select company_id, department_id from employees where email = 'olga@outside.test'`,
    );
    const [oscar] = await rawRows<{ id: number }>(
      db(),
      sql`insert into employees (employee_id, first_name, last_name, email, company_id, department_id, hire_date, status, gender)
          values ('OUT0002', 'Oscar', 'Outside', 'oscar@outside.test', ${olga?.company_id}, ${olga?.department_id},
                  '2024-01-01', 'active', 'male')
          returning id`,
    );
    const first = firstOf(lastMonth);
    await db().execute(
      sql`insert into salary_structures (employee_id, effective_from) values (${oscar?.id}, '2024-01-01')`,
    );
    await db().execute(
      sql`insert into salary_structure_lines (salary_structure_id, salary_component_id, amount, percentage)
          select s.id, c.id, case c.code when 'BASIC' then 30000 end, case c.code when 'HRA' then 40 end
          from salary_structures s cross join salary_components c
          where s.employee_id = ${oscar?.id} and c.code in ('BASIC', 'HRA') and c.country_id = 1`,
    );
    await db().execute(
      sql`insert into attendance_records (employee_id, attendance_date, status, total_hours, is_approved)
          select ${oscar?.id}, d::date, 'present', 8, true
          from generate_series(${first}::date, (${first}::date + interval '1 month' - interval '1 day'), interval '1 day') d
          where extract(isodow from d) < 6`,
    );

    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: [...others.slice(0, 2), oscar?.id], ...lastMonth },
    });
    expect(res.json().results.map((r: Json) => r.error)).toEqual([null, null, null]);

    const mail = await newMail();
    const month = monthYearName(lastMonth);
    expect(mail.map((m) => [m.to_address, m.subject]).sort()).toEqual([
      ['hr@demo.test', `${month} payroll: 2 runs to approve`],
      ['matrix.admin@demo.test', `${month} payroll: 2 runs to approve`],
      ['olga@outside.test', `${month} payroll: 1 run to approve`],
    ]);
    const [toOlga] = await bed.inbox(outsider);
    expect(toOlga).toMatchObject({ event: 'payroll.processed', title: `${month} payroll: 1 run to approve` });
    expect(mail.find((m) => m.to_address === 'olga@outside.test')?.message.facts).toContainEqual([
      'Runs saved',
      '1',
    ]);
  });

  it('tells the approvers once of a CSV upload, naming the file', async () => {
    const header = 'employee_code,employee_name,total_days,days_present,days_paid,basic_salary,hra';
    const people = (
      await rawRows<{ code: string; name: string }>(
        db(),
        sql`select employee_id as code, first_name || ' ' || last_name as name from employees
            where id = any(${sql.param(others)}::integer[]) order by id`,
      )
    ).map((p) => `${p.code},${p.name},30,22,30,40000,16000`);
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/upload-csv',
      ...multipartForm(
        { ...thisMonth, overwrite: 'false' },
        {
          field: 'file',
          name: 'november.csv',
          data: Buffer.from([header, ...people].join('\n')),
          type: 'text/csv',
        },
      ),
    });
    expect(res.json().summary).toMatchObject({ success: 3, errors: 0 });
    const mail = await newMail();
    expect(mail.map((m) => m.to_address).sort()).toEqual(['admin@demo.test', 'matrix.admin@demo.test']);
    expect(mail[0]?.message.body).toBe(
      `Rahul Mehta uploaded november.csv for ${monthYearName(thisMonth)}'s payroll: 3 runs wait for approval.`,
    );
    expect(mail[0]?.message.facts).toContainEqual(['File', 'november.csv']);
  });

  it('tells the employee, and only them, that their payslip was released (not when approved), then paid with the payslip protected by a password', async () => {
    const run = await runOf(me.id, lastMonth);
    if (run.status !== 'processed') await setStatus(run.id, 'processed');
    const approved = await t.as(admin, { method: 'PUT', url: `/api/payroll-runs/${run.id}/approve` });
    expect(approved.statusCode).toBe(200);
    const month = monthYearName(lastMonth);
    // Approval tells the employee nothing: their payslip is not theirs to see until it is released.
    expect(await newMail()).toEqual([]);
    const released = await t.as(admin, {
      method: 'POST',
      url: '/api/pay-runs/release',
      payload: { company_id: me.company_id, ...lastMonth, run_ids: [run.id] },
    });
    expect(released.json().changed).toBe(1);
    const afterRelease = await newMail();
    expect(afterRelease.map((m) => [m.event, m.to_address, m.subject])).toEqual([
      ['payroll.approved', 'employee@demo.test', `Your payslip for ${month} is ready`],
    ]);

    const paid = await t.as(hr, { method: 'PUT', url: `/api/payroll-runs/${run.id}/mark-paid` });
    expect(paid.statusCode).toBe(200);
    const afterPaying = await newMail();
    expect(afterPaying.map((m) => [m.event, m.to_address])).toEqual([['payroll.paid', 'employee@demo.test']]);
    // The outbox names the payslip by its run; the file is made when the mail is sent.
    expect(afterPaying[0]?.attachments).toEqual([
      {
        filename: `payslip_${run.employee.employee_id}_${run.pay_period}.pdf`,
        content_type: 'application/pdf',
        source: { kind: 'payslip', id: run.id },
      },
    ]);

    const [mail] = mailed('employee@demo.test', `Your salary for ${month} was paid`);
    const text = mail?.parsed.text ?? '';
    expect(text).toContain('Dear Priya Nair,');
    expect(text).toContain(
      'Your payslip is attached as a PDF protected by a password: your PAN in capital letters followed by your date of birth as DDMMYYYY (for example ABCDE1234F01011990).',
    );
    const [person] = await rawRows<{ pan: string; dob: string }>(
      db(),
      sql`select pan, date_of_birth::text as dob from employees where id = ${me.id}`,
    );
    const [y, m, d] = (person?.dob ?? '').split('-');
    const password = `${person?.pan.toUpperCase()}${d}${m}${y}`;
    // The password itself is written nowhere: not in the mail, not in the in-app notification.
    expect(mail?.raw.toString()).not.toContain(password);
    expect(JSON.stringify(await bed.inbox(employee))).not.toContain(password);

    const [attachment] = mail?.parsed.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: `payslip_${run.employee.employee_id}_${run.pay_period}.pdf`,
      contentType: 'application/pdf',
    });
    const bytes = () => new Uint8Array(attachment?.content as Buffer);
    expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(getDocumentProxy(bytes())).rejects.toThrow(/password/i);
    await expect(getDocumentProxy(bytes(), { password: `${d}${m}${y}` })).rejects.toThrow(/password/i);
    const opened = await getDocumentProxy(bytes(), { password });
    const pdfText = (await extractText(opened, { mergePages: true })).text;
    expect(pdfText).toContain('Priya Nair');
    expect(pdfText).toContain(`Payslip for ${month}`);
    expect(pdfText).toContain(
      `Net pay: ₹${run.net_salary.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );

    expect((await bed.inbox(employee)).map((n) => [n.event, n.link])).toEqual([
      ['payroll.paid', `/payroll/view/${run.id}`],
      ['payroll.approved', `/payroll/view/${run.id}`],
    ]);
    expect((await bed.inbox(employee))[0]?.body).toContain(
      'your PAN in capital letters followed by your date of birth',
    );
    // Olga heard of her own company's run (above), and of nothing since.
    expect((await bed.inbox(outsider)).map((n: Json) => n.event)).toEqual(['payroll.processed']);
    expect(
      (await bed.inbox(hr)).some(
        (n: Json) => n.event.startsWith('payroll.') && n.event !== 'payroll.processed',
      ),
    ).toBe(false);
  });

  it('sends no payslip to an employee without a PAN, and says how to download it instead', async () => {
    const [matrix] = await rawRows<{ employee_id: number }>(
      db(),
      sql`select employee_id from users where email = 'matrix.admin@demo.test'`,
    );
    const employeeId = matrix?.employee_id as number;
    await db().execute(sql`update employees set pan = null where id = ${employeeId}`);
    const run = await runOf(employeeId, lastMonth);
    await setStatus(run.id, 'approved');
    const paid = await t.as(hr, { method: 'PUT', url: `/api/payroll-runs/${run.id}/mark-paid` });
    expect(paid.statusCode).toBe(200);
    const [written] = await newMail();
    expect(written).toMatchObject({
      event: 'payroll.paid',
      to_address: 'matrix.admin@demo.test',
      attachments: [],
    });
    const [mail] = mailed('matrix.admin@demo.test', `Your salary for ${monthYearName(lastMonth)} was paid`);
    expect(mail?.parsed.attachments).toEqual([]);
    expect(mail?.parsed.text).toContain(
      'Your payslip is not attached: it is only ever sent protected by a password made from your PAN and date of birth, and your PAN is not recorded. Download it in the app',
    );
    expect(mail?.parsed.text).toContain(`https://hr.example.com/payroll/view/${run.id}`);
  });

  it('protects the payslip by the pattern the company chose', async () => {
    const settings = (await t.as(hr, { method: 'GET', url: '/api/payroll-settings' })).json()
      .payroll_settings;
    expect(settings.payslip_protection).toBe('pan_dob');
    const { company_id: _c, bonus_rate_range: _r, updated_at: _u, ...fields } = settings;
    const saved = await t.as(hr, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...fields, payslip_protection: 'dob' },
    });
    expect(saved.json().payroll_settings.payslip_protection).toBe('dob');

    const run = await runOf(me.id, monthBefore);
    await setStatus(run.id, 'approved');
    await t.as(hr, { method: 'PUT', url: `/api/payroll-runs/${run.id}/mark-paid` });
    await newMail();
    const [mail] = mailed('employee@demo.test', `Your salary for ${monthYearName(monthBefore)} was paid`);
    expect(mail?.parsed.text).toContain(
      'protected by a password: your date of birth as DDMMYYYY (for example 01011990)',
    );
    const [person] = await rawRows<{ dob: string }>(
      db(),
      sql`select to_char(date_of_birth, 'DDMMYYYY') as dob from employees where id = ${me.id}`,
    );
    // pdf.js takes the bytes it is given (they are transferred to its worker): a copy each time.
    const content = () => new Uint8Array(mail?.parsed.attachments[0]?.content as Buffer);
    await expect(getDocumentProxy(content())).rejects.toThrow(/password/i);
    const opened = await getDocumentProxy(content(), { password: person?.dob });
    expect((await extractText(opened, { mergePages: true })).text).toContain('Priya Nair');
  });

  it('tells approvers once when a bulk job has finished (split into parts on PostgreSQL), and its starter that it finished', async () => {
    for (const statement of payrollPopulation({ code: 'NTF', name: 'Notified', count: POPULATION }))
      await db().execute(sql.raw(statement));
    const ids = (
      await rawRows<{ id: number }>(
        db(),
        sql`select id from employees where employee_id like 'NTF%' order by id`,
      )
    ).map((r) => r.id);
    const start = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process',
      payload: { employee_ids: ids, ...POPULATION_MONTH },
    });
    expect(start.statusCode).toBe(202);
    const jobId = start.json().job_id as number;
    const job = await until(
      'the job to finish',
      async () => {
        const [row] = await rawRows<{ status: string; parts: number | null }>(
          db(),
          sql`select status, parts from jobs where id = ${jobId}`,
        );
        return row && (row.status === 'succeeded' || row.status === 'failed') && row;
      },
      TRIES,
    );
    expect(job.status).toBe('succeeded');
    // On PostgreSQL the run went out in parts of 500 that any instance takes; PGlite runs it whole.
    expect(job.parts).toBe(driverOf(db()) === 'postgres' ? 2 : null);

    const month = monthYearName(POPULATION_MONTH);
    const mail = await newMail();
    expect(mail.map((m) => [m.event, m.to_address, m.subject]).sort()).toEqual([
      ['job.finished', 'hr@demo.test', `Payroll processing for ${month} finished`],
      ['payroll.processed', 'admin@demo.test', `${month} payroll: 600 runs to approve`],
      ['payroll.processed', 'matrix.admin@demo.test', `${month} payroll: 600 runs to approve`],
    ]);
    const [finished] = mailed('hr@demo.test', `Payroll processing for ${month} finished`);
    expect(finished?.parsed.text).toContain(
      `Payroll processing for ${month}, which you started, has finished: Successfully processed payroll for 600 employees.`,
    );
    const [note] = await bed.inbox(hr);
    expect(note).toMatchObject({
      event: 'job.finished',
      link: `/payroll?month=${POPULATION_MONTH.month}&year=${POPULATION_MONTH.year}`,
    });
  });

  it('tells whoever started a job that failed, with its error', async () => {
    t.app.jobs.register('test.failing', {
      permission: 'process-payroll',
      run: async () => {
        throw new AppError(422, 'The file names no month');
      },
    });
    const [user] = await rawRows<{ id: number }>(
      db(),
      sql`select id from users where email = 'hr@demo.test'`,
    );
    const principal = await principalForUser(db(), user?.id as number);
    if (!principal) throw new Error('no principal');
    await t.app.jobs.enqueue('test.failing', {}, principal);
    const mail = await until(
      'the mail of the failed job',
      async () => {
        const fresh = await newMail();
        return fresh.length > 0 && fresh;
      },
      TRIES,
    );
    expect(mail.map((m) => [m.event, m.to_address, m.subject])).toEqual([
      ['job.finished', 'hr@demo.test', 'A long task failed'],
    ]);
    expect(mail[0]?.message.body).toBe('A long task, which you started, failed: The file names no month.');
    // Olga heard of her own company's run (above), and of nothing since.
    expect((await bed.inbox(outsider)).map((n: Json) => n.event)).toEqual(['payroll.processed']);
  });
});
