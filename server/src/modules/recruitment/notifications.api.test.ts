import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantPayload, createToolDesignerPosting } from '../../../test/fixtures';
import { type MailBed, mailTestBed } from '../../../test/mail-bed';
import { multipartForm } from '../../../test/multipart';
import type { SmtpServer } from '../../../test/smtp';
import type { TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 32)]);
/** Interviews go into next year, India time. */
const YEAR = Number(todayIn().slice(0, 4)) + 1;
/** Every address that may act on the demo company's applications (update-job-applications). */
const DEMO_HR = ['admin@demo.test', 'hr@demo.test', 'matrix.admin@demo.test'];

/** The content lines of an iCalendar file, unfolded, as name (with parameters) → value. */
function icsLines(ics: string): Map<string, string> {
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  return new Map(
    lines.map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      return [line.slice(0, colon), line.slice(colon + 1)];
    }),
  );
}

describe('recruitment notifications: HR and the applicant hear, by mail through SMTP', () => {
  let bed: MailBed;
  let smtp: SmtpServer;
  let t: TestApp;
  let hr: string;
  let admin: string;
  let outsider: string;
  let visitor = 0;

  const apply = (slug: string, fields: Json, resume: Buffer | null = PDF) =>
    t.app.inject({
      method: 'POST',
      url: `/api/careers/${slug}/apply`,
      remoteAddress: `198.51.100.${++visitor}`,
      ...multipartForm(fields, resume ? { field: 'resume', name: 'cv.pdf', data: resume } : undefined),
    });
  const applicationOf = async (email: string) => {
    const res = await t.as(hr, { method: 'GET', url: `/api/job-applications?search=${email}` });
    return res.json().data[0] as Json;
  };
  const setStatus = (id: number, status: string) =>
    t.as(hr, { method: 'PUT', url: `/api/job-applications/${id}/status`, payload: { status } });
  const interview = (id: number, body: Json) =>
    t.as(hr, { method: 'POST', url: `/api/job-applications/${id}/interview`, payload: body });

  beforeAll(async () => {
    bed = await mailTestBed();
    // A second company whose hr_manager holds update-job-applications there, and matrix.admin in ours.
    ({ t, smtp, hr, admin, outsider } = bed);
  });
  afterAll(() => bed.close());

  it('tells the company’s HR of an application and thanks the applicant, and nobody else', async () => {
    const res = await apply('senior-backend-engineer', applicantPayload());
    expect(res.statusCode).toBe(201);

    const mails = await smtp.waitFor(4);
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual([...DEMO_HR, 'asha.kapoor@example.com'].sort());
    const application = await applicationOf('asha.kapoor');
    const [toHr] = bed.mailsTo('hr@demo.test');
    expect(toHr?.parsed.subject).toBe('Asha Kapoor applied for Senior Backend Engineer');
    expect(toHr?.parsed.text).toMatch(/Email: +asha\.kapoor@example\.com/);
    expect(toHr?.parsed.text).toContain(
      `https://hr.example.com/recruitment/jobs/${application.job_posting_id}/applications`,
    );
    const [note] = await bed.inbox(hr);
    expect(note).toMatchObject({
      event: 'recruitment.application_received',
      title: 'Asha Kapoor applied for Senior Backend Engineer',
      link: `/recruitment/jobs/${application.job_posting_id}/applications`,
    });

    const [thanks] = bed.mailsTo('asha.kapoor@example.com');
    expect(thanks?.parsed.subject).toBe('We received your application for Senior Backend Engineer');
    expect([thanks?.parsed.to].flat()[0]?.value).toEqual([
      { name: 'Asha Kapoor', address: 'asha.kapoor@example.com' },
    ]);
    expect(thanks?.parsed.text).toContain('Dear Asha Kapoor,');
    expect(thanks?.parsed.text).toContain(
      'Thank you for applying for the Senior Backend Engineer position at Demo Industries.',
    );
    expect(thanks?.parsed.text).toMatch(/Company: +Demo Industries/);
    // An applicant has no account: the mail leads nowhere in the app.
    expect(thanks?.parsed.text).not.toContain('https://hr.example.com');

    expect(bed.mailsTo('olga@outside.test')).toEqual([]);
    expect(await bed.inbox(outsider)).toEqual([]);
  });

  it('tells another company’s HR of an application to its job, and not ours', async () => {
    const [department] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select d.id from departments d join companies c on c.id = d.company_id
          where c.name = 'Outside Works'`,
    );
    const posting = await createToolDesignerPosting(t, admin, department?.id as number);
    await t.as(admin, { method: 'POST', url: `/api/job-postings/${posting.id}/publish` });
    const before = smtp.received.length;
    const res = await apply(
      posting.slug,
      applicantPayload({ email: 'ravi.iyer@example.com', first_name: 'Ravi' }),
    );
    expect(res.statusCode).toBe(201);

    const mails = (await smtp.waitFor(before + 2)).slice(before);
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual(['olga@outside.test', 'ravi.iyer@example.com']);
    expect(bed.mailsTo('olga@outside.test')[0]?.parsed.subject).toBe('Ravi Kapoor applied for Tool Designer');
    expect(bed.mailsTo('ravi.iyer@example.com')[0]?.parsed.text).toContain('at Outside Works.');
    expect((await bed.inbox(outsider))[0]).toMatchObject({ event: 'recruitment.application_received' });
  });

  it('sends nothing for an application that is refused', async () => {
    const before = await bed.outboxCount();
    const invalid = await apply(
      'senior-backend-engineer',
      applicantPayload({ email: 'new@example.com', phone: '' }),
    );
    expect(invalid.statusCode).toBe(422);
    const noResume = await apply(
      'senior-backend-engineer',
      applicantPayload({ email: 'new@example.com' }),
      null,
    );
    expect(noResume.statusCode).toBe(422);
    const twice = await apply('senior-backend-engineer', applicantPayload());
    expect(twice.statusCode).toBe(409);
    expect(await bed.outboxCount()).toBe(before);
  });

  it('tells the applicant of each status HR sets, in words for an applicant', async () => {
    const sent = async (email: string, fields: Json) => {
      expect(
        (await apply('senior-backend-engineer', applicantPayload({ email, ...fields }))).statusCode,
      ).toBe(201);
      await smtp.waitFor(1, email);
      return (await applicationOf(email)).id as number;
    };
    const meera = await sent('meera.rao@example.com', { first_name: 'Meera', last_name: 'Rao' });
    const john = await sent('john.dsouza@example.com', { first_name: 'John', last_name: 'D’Souza' });

    expect((await setStatus(meera, 'screening')).statusCode).toBe(200);
    expect((await setStatus(meera, 'shortlisted')).statusCode).toBe(200);
    expect((await setStatus(meera, 'hired')).statusCode).toBe(200);
    expect((await setStatus(john, 'rejected')).statusCode).toBe(200);

    const toMeera = (await smtp.waitFor(4, 'meera.rao@example.com')).slice(1).map((m) => m.parsed);
    expect(toMeera.map((m) => m.subject)).toEqual([
      'Your application for Senior Backend Engineer is being reviewed',
      'You have been shortlisted for Senior Backend Engineer',
      'Congratulations! You have been selected for Senior Backend Engineer',
    ]);
    expect(toMeera[0]?.text).toMatch(/Status: +Under review/);
    expect(toMeera[2]?.text).toContain(
      'Demo Industries has selected you for the Senior Backend Engineer position',
    );
    const [, regret] = await smtp.waitFor(2, 'john.dsouza@example.com');
    expect(regret?.parsed.subject).toBe('Your application for Senior Backend Engineer');
    expect(regret?.parsed.text).toContain(
      'Thank you for your interest in the Senior Backend Engineer position',
    );
    expect(regret?.parsed.text).toMatch(/Status: +Not selected/);
    expect(regret?.parsed.text).not.toContain('rejected');

    // A move the pipeline refuses, and a status that is not a target, tell nobody.
    const before = await bed.outboxCount();
    expect((await setStatus(john, 'hired')).statusCode).toBe(409);
    expect((await setStatus(meera, 'interview')).statusCode).toBe(422);
    expect(await bed.outboxCount()).toBe(before);
    expect(bed.mailsTo('olga@outside.test').map((m) => m.parsed.subject)).toEqual([
      'Ravi Kapoor applied for Tool Designer',
    ]);
  });

  it('invites the applicant to an interview with a calendar event in UTC for the India time set', async () => {
    const email = 'kiran.shah@example.com';
    expect(
      (await apply('senior-backend-engineer', applicantPayload({ email, first_name: 'Kiran' }))).statusCode,
    ).toBe(201);
    const id = (await applicationOf(email)).id as number;
    expect((await setStatus(id, 'screening')).statusCode).toBe(200);
    await smtp.waitFor(2, email);

    // Refused (the past, and no date at all): nothing goes out.
    const before = await bed.outboxCount();
    expect((await interview(id, { interview_date: '2020-01-06 10:30' })).statusCode).toBe(422);
    expect((await interview(id, { interview_date: '' })).statusCode).toBe(422);
    expect(await bed.outboxCount()).toBe(before);

    const scheduled = await interview(id, {
      interview_date: `${YEAR}-03-10 10:30`,
      notes: 'Panel: Rahul, Meera; video link: https://meet.example.com/abc',
    });
    expect(scheduled.statusCode).toBe(200);
    const [invitation] = (await smtp.waitFor(3, email)).slice(2);
    const mail = invitation?.parsed;
    expect(mail?.subject).toBe('Interview invitation: Senior Backend Engineer at Demo Industries');
    expect(mail?.text).toMatch(/Time: +10:30 am IST/);
    expect(mail?.text).toMatch(/Details: +Panel: Rahul, Meera; video link/);
    expect(mail?.text).toMatch(/Contact: +contact@demo\.test/);

    const [ics] = mail?.attachments ?? [];
    expect(ics?.filename).toBe('interview.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const header = String(invitation?.raw).match(/Content-Type: text\/calendar[^\r\n]*/)?.[0];
    expect(header).toContain('method=REQUEST');
    const lines = icsLines(ics?.content.toString('utf8') ?? '');
    const interviewId = scheduled.json().job_application.interviews[0].id;
    expect(lines.get('METHOD')).toBe('REQUEST');
    expect(lines.get('UID')).toMatch(
      new RegExp(`^job-application-${id}-interview-${interviewId}-\\d+@hrms$`),
    );
    expect(lines.get('SEQUENCE')).toBe('0');
    // 10:30 in India (UTC+05:30) is 05:00 UTC.
    expect(lines.get('DTSTART')).toBe(`${YEAR}0310T050000Z`);
    expect(lines.get('DTEND')).toBe(`${YEAR}0310T060000Z`);
    expect(lines.get('SUMMARY')).toBe('Interview: Senior Backend Engineer\\, Demo Industries');
    expect(lines.get('DESCRIPTION')).toContain('Panel: Rahul\\, Meera\\; video link');
    expect(lines.get('ORGANIZER;CN="Demo Industries"')).toBe('mailto:contact@demo.test');
    expect([...lines.keys()].find((k) => k.startsWith('ATTENDEE'))).toContain('CN="Kiran Kapoor"');

    // A further round is an event of its own.
    expect((await interview(id, { interview_date: `${YEAR}-03-17 15:00` })).statusCode).toBe(200);
    const [second] = (await smtp.waitFor(4, email)).slice(3);
    const secondLines = icsLines(second?.parsed.attachments[0]?.content.toString('utf8') ?? '');
    expect(secondLines.get('DTSTART')).toBe(`${YEAR}0317T093000Z`);
    expect(secondLines.get('UID')).not.toBe(lines.get('UID'));

    // HR heard of the four applications to our jobs and of nothing it did itself; nobody outside of ours.
    expect(DEMO_HR.map((a) => bed.mailsTo(a).length)).toEqual([4, 4, 4]);
    expect(bed.mailsTo('olga@outside.test')).toHaveLength(1);
  });
});
