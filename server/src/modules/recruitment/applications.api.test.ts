import {
  APPLICATION_STATUS_TARGETS,
  APPLICATION_TRANSITIONS,
  employeePrefill,
  JOB_APPLICATION_STATUSES,
} from '@hrms/contracts/recruitment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantPayload,
  createCompanyWithDepartment,
  createToolDesignerPosting,
} from '../../../test/fixtures';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobApplications, jobPostings } from '../../db/schema/recruitment';
import { addDays, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 32)]);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml')]);

describe('careers and job applications', () => {
  let t: TestApp;
  let hr: string;
  let employee: string;
  let admin: string;
  let visitor = 0;
  const today = todayIn();

  /** A signed-out visitor applies; each call comes from its own address unless one is given. */
  const apply = (
    slug: string,
    fields: Json,
    resume: { name: string; data: Buffer } | null = { name: 'asha.pdf', data: PDF },
    remoteAddress = `198.51.100.${++visitor}`,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/careers/${slug}/apply`,
      remoteAddress,
      ...multipartForm(fields, resume ? { field: 'resume', ...resume } : undefined),
    });
  const setStatus = (token: string, id: number, status: string) =>
    t.as(token, { method: 'PUT', url: `/api/job-applications/${id}/status`, payload: { status } });
  const interview = (token: string, id: number, body: Json) =>
    t.as(token, { method: 'POST', url: `/api/job-applications/${id}/interview`, payload: body });
  const applicationOf = async (email: string) => {
    const res = await t.as(hr, { method: 'GET', url: `/api/job-applications?search=${email}` });
    return res.json().data[0];
  };

  beforeAll(async () => {
    t = await createTestApp();
    [hr, employee, admin] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
      t.login('admin@demo.test'),
    ]);
  });
  afterAll(() => t.close());

  it('shows a signed-out visitor the published jobs only', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/careers' });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((j: Json) => j.slug)
        .sort(),
    ).toEqual(['senior-backend-engineer', 'talent-acquisition-executive']);
    expect(list.json().data[0]).not.toHaveProperty('applications_count');
    const job = await t.app.inject({ method: 'GET', url: '/api/careers/senior-backend-engineer' });
    expect(job.json().job_posting).toMatchObject({
      title: 'Senior Backend Engineer',
      company: { name: 'Demo Industries' },
      department: { name: 'Engineering' },
      accepting_applications: true,
    });
    for (const slug of ['payroll-analyst', 'sales-intern', 'no-such-job']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/careers/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Job posting not found');
    }
  });

  it('takes an application with its résumé, stored in the database and downloadable by HR', async () => {
    const res = await apply('senior-backend-engineer', applicantPayload());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Application submitted successfully',
      job_application: {
        first_name: 'Asha',
        email: 'asha.kapoor@example.com',
        job_posting: { title: 'Senior Backend Engineer', slug: 'senior-backend-engineer' },
      },
    });
    const application = await applicationOf('asha.kapoor');
    expect(application).toMatchObject({
      status: 'applied',
      phone: '+91 98200 12345',
      cover_letter: 'I build reliable services.',
      resume: { filename: 'asha.pdf', size: PDF.length, content_type: 'application/pdf' },
      job_posting: { title: 'Senior Backend Engineer', department: { name: 'Engineering' } },
      interviews: [],
    });
    const download = await t.as(hr, { method: 'GET', url: `/api/job-applications/${application.id}/resume` });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="asha.pdf"');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const refused = await t.as(employee, {
      method: 'GET',
      url: `/api/job-applications/${application.id}/resume`,
    });
    expect(refused.statusCode).toBe(403);
    const docx = await apply('senior-backend-engineer', applicantPayload({ email: 'docx@example.com' }), {
      name: 'cv.DOCX',
      data: DOCX,
    });
    expect(docx.statusCode).toBe(201);
  });

  it('refuses a second application by the same email for the same job, also in the database', async () => {
    const res = await apply(
      'senior-backend-engineer',
      applicantPayload({ email: 'ASHA.Kapoor@example.com' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You have already applied for this job');
    const other = await apply('talent-acquisition-executive', applicantPayload());
    expect(other.statusCode).toBe(201);
    const existing = await applicationOf('asha.kapoor');
    await expect(
      t.database.db.insert(jobApplications).values({
        job_posting_id: existing.job_posting_id,
        first_name: 'Asha',
        last_name: 'Kapoor',
        email: 'ASHA.KAPOOR@EXAMPLE.COM',
        phone: '1234567',
      }),
    ).rejects.toThrow();
  });

  it('refuses closed, past-deadline and unpublished jobs', async () => {
    const closed = await apply('sales-intern', applicantPayload({ email: 'late@example.com' }));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This job is no longer accepting applications');
    expect((await apply('payroll-analyst', applicantPayload())).statusCode).toBe(404);
    await t.database.db
      .update(jobPostings)
      .set({ application_deadline: addDays(today, -1) })
      .where(eq(jobPostings.slug, 'talent-acquisition-executive'));
    const past = await apply('talent-acquisition-executive', applicantPayload({ email: 'past@example.com' }));
    expect(past.statusCode).toBe(409);
    const page = await t.app.inject({ method: 'GET', url: '/api/careers/talent-acquisition-executive' });
    expect(page.json().job_posting.accepting_applications).toBe(false);
    await t.database.db
      .update(jobPostings)
      .set({ application_deadline: today })
      .where(eq(jobPostings.slug, 'talent-acquisition-executive'));
    const lastDay = await apply(
      'talent-acquisition-executive',
      applicantPayload({ email: 'lastday@example.com' }),
    );
    expect(lastDay.statusCode).toBe(201);
  });

  it('checks the form and the résumé by its content and size', async () => {
    const empty = await apply('senior-backend-engineer', {}, null);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Email is required'],
      phone: ['Phone is required'],
      resume: ['A résumé is required'],
    });
    const bad = await apply('senior-backend-engineer', applicantPayload({ email: 'nope', phone: 'call me' }));
    expect(bad.json().errors).toEqual({
      email: ['The email must be a valid email address.'],
      phone: ['Phone must be a valid phone number'],
    });
    const typeMessage = ['The résumé must be a file of type: pdf, doc, docx.'];
    const disguised = await apply(
      'senior-backend-engineer',
      applicantPayload({ email: 'fake@example.com' }),
      {
        name: 'cv.pdf',
        data: Buffer.from('just some text pretending to be a PDF'),
      },
    );
    expect(disguised.json().errors).toEqual({ resume: typeMessage });
    const png = await apply('senior-backend-engineer', applicantPayload({ email: 'png@example.com' }), {
      name: 'cv.pdf',
      data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]),
    });
    expect(png.json().errors).toEqual({ resume: typeMessage });
    const renamedPdf = await apply(
      'senior-backend-engineer',
      applicantPayload({ email: 'ren@example.com' }),
      {
        name: 'cv.docx',
        data: PDF,
      },
    );
    expect(renamedPdf.json().errors).toEqual({ resume: typeMessage });
    const big = await apply('senior-backend-engineer', applicantPayload({ email: 'big@example.com' }), {
      name: 'cv.pdf',
      data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ resume: ['The résumé may not be greater than 5 MB.'] });
    expect(await applicationOf('fake@example.com')).toBeUndefined();
  });

  it('limits applications per address, counted in the database', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      const res = await apply('no-such-job', {}, null, address);
      expect(res.statusCode).toBe(404);
    }
    const limited = await apply(
      'senior-backend-engineer',
      applicantPayload({ email: 'flood@example.com' }),
      undefined,
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(
      (await apply('senior-backend-engineer', applicantPayload({ email: 'flood@example.com' }))).statusCode,
    ).toBe(201);
  });

  it('lists applications 15 a page with filters and summary counts over every status', async () => {
    const res = await t.as(hr, { method: 'GET', url: '/api/job-applications' });
    expect(res.json()).toMatchObject({ current_page: 1, per_page: 15 });
    const { summary } = res.json();
    expect(summary.total).toBe(res.json().total);
    expect(summary).toMatchObject({ screening: 2, interview: 1, hired: 1 });
    const screening = await t.as(hr, { method: 'GET', url: '/api/job-applications?status=screening' });
    expect(screening.json().total).toBe(2);
    expect(screening.json().summary).toEqual(summary);
    expect(screening.json().data.every((a: Json) => a.status === 'screening')).toBe(true);
    const posting = screening.json().data[0].job_posting;
    const byJob = await t.as(hr, {
      method: 'GET',
      url: `/api/job-applications?job_posting_id=${posting.id}`,
    });
    expect(byJob.json().data.every((a: Json) => a.job_posting_id === posting.id)).toBe(true);
    const byName = await t.as(hr, { method: 'GET', url: '/api/job-applications?search=kabir%20malhotra' });
    expect(byName.json().data).toHaveLength(1);
    expect(byName.json().data[0]).toMatchObject({
      status: 'interview',
      interviews: [
        { notes: 'Technical round with the platform team', scheduled_by: { name: expect.any(String) } },
      ],
    });
    const one = await t.as(hr, { method: 'GET', url: `/api/job-applications/${byName.json().data[0].id}` });
    expect(one.json()).toEqual({ job_application: byName.json().data[0] });
  });

  it('allows exactly the transitions of the spec, refusing the others with 409', async () => {
    const target = await applicationOf('docx@example.com');
    for (const from of JOB_APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUS_TARGETS) {
        await t.database.db
          .update(jobApplications)
          .set({ status: from })
          .where(eq(jobApplications.id, target.id));
        const res = await setStatus(hr, target.id, to);
        const allowed = APPLICATION_TRANSITIONS[from].includes(to);
        expect([from, to, res.statusCode]).toEqual([from, to, allowed ? 200 : 409]);
        if (allowed) expect(res.json().job_application.status).toBe(to);
        else expect(res.json().message).toBe(`An application cannot move from ${from} to ${to}`);
      }
    }
    const viaStatus = await setStatus(hr, target.id, 'interview');
    expect(viaStatus.statusCode).toBe(422);
  });

  it('lets one of two simultaneous moves win', async () => {
    const target = await applicationOf('lastday@example.com');
    const [a, b] = await Promise.all([
      setStatus(hr, target.id, 'screening'),
      setStatus(admin, target.id, 'screening'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('schedules interviews in the future from screening or interview, keeping each one', async () => {
    const target = await applicationOf('lastday@example.com');
    const fromApplied = await applicationOf('flood@example.com');
    const date = `${addDays(today, 3)} 10:30`;
    const refused = await interview(hr, fromApplied.id, { interview_date: date });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'An interview can be scheduled only for applications in screening or interview',
    );
    const missing = await interview(hr, target.id, {});
    expect(missing.json().errors).toEqual({ interview_date: ['Interview date is required'] });
    const malformed = await interview(hr, target.id, { interview_date: 'next tuesday' });
    expect(malformed.json().errors).toEqual({
      interview_date: ['Interview date must be in the form YYYY-MM-DD HH:MM'],
    });
    const past = await interview(hr, target.id, { interview_date: `${addDays(today, -1)} 10:00` });
    expect(past.json().errors).toEqual({ interview_date: ['Interview date must be in the future'] });
    const first = await interview(hr, target.id, { interview_date: date, notes: '  Panel of two  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Interview scheduled successfully',
      job_application: {
        status: 'interview',
        interviews: [
          {
            interview_date: new Date(`${addDays(today, 3)}T10:30:00+05:30`).toISOString(),
            notes: 'Panel of two',
          },
        ],
      },
    });
    const second = await interview(hr, target.id, { interview_date: `${addDays(today, 5)}T15:00` });
    expect(second.json().job_application).toMatchObject({
      status: 'interview',
      status_changed_at: first.json().job_application.status_changed_at,
    });
    expect(second.json().job_application.interviews).toHaveLength(2);
    expect((await interview(employee, target.id, { interview_date: date })).statusCode).toBe(403);
  });

  it('a hired application carries what the new employee form needs', async () => {
    const target = await applicationOf('lastday@example.com');
    await setStatus(hr, target.id, 'shortlisted');
    const hired = (await setStatus(hr, target.id, 'hired')).json().job_application;
    expect(hired.status).toBe('hired');
    expect(employeePrefill(hired)).toEqual({
      first_name: 'Asha',
      last_name: 'Kapoor',
      email: 'lastday@example.com',
      phone: '+91 98200 12345',
      job_title: 'Talent Acquisition Executive',
      company_id: hired.job_posting.company_id,
      department_id: hired.job_posting.department_id,
      employment_type: 'full_time',
    });
    expect((await setStatus(hr, target.id, 'rejected')).statusCode).toBe(409);
  });

  it('refuses the pipeline to those without permission and hides other companies’ applications', async () => {
    expect((await t.as(employee, { method: 'GET', url: '/api/job-applications' })).statusCode).toBe(403);
    const target = await applicationOf('flood@example.com');
    expect((await setStatus(employee, target.id, 'screening')).statusCode).toBe(403);

    const { company, department: dept } = await createCompanyWithDepartment(t, admin);
    const posting = await createToolDesignerPosting(t, admin, dept.id);
    await t.as(admin, { method: 'POST', url: `/api/job-postings/${posting.id}/publish` });
    expect((await apply(posting.slug, applicantPayload({ email: 'tools@example.com' }))).statusCode).toBe(
      201,
    );
    const adminView = await t.as(admin, {
      method: 'GET',
      url: '/api/job-applications?search=tools@example.com',
    });
    const theirs = adminView.json().data[0];
    expect(theirs.job_posting.company_id).toBe(company.id);
    expect((await t.as(hr, { method: 'GET', url: `/api/job-applications/${theirs.id}` })).statusCode).toBe(
      404,
    );
    expect((await setStatus(hr, theirs.id, 'screening')).statusCode).toBe(404);
    expect(
      (await t.as(hr, { method: 'GET', url: `/api/job-applications/${theirs.id}/resume` })).statusCode,
    ).toBe(404);
    expect(await applicationOf('tools@example.com')).toBeUndefined();
  });
});
