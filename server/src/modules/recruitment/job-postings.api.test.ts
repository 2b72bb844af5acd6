import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithDepartment } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobPostings } from '../../db/schema/recruitment';
import { addDays, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

describe('job postings', () => {
  let t: TestApp;
  let hr: string;
  let employee: string;
  let admin: string;
  let engineering: number;
  const today = todayIn();

  const payload = (overrides: Json = {}) => ({
    title: 'Platform Engineer',
    description: 'Build the payroll platform.',
    requirements: 'Three years of TypeScript.',
    location: 'Pune',
    application_deadline: addDays(today, 30),
    department_id: engineering,
    salary_min: 1_200_000,
    salary_max: 1_800_000,
    skills_required: ['TypeScript', 'PostgreSQL'],
    ...overrides,
  });
  const post = (token: string, body: Json) =>
    t.as(token, { method: 'POST', url: '/api/job-postings', payload: body });
  const action = (token: string, id: number, verb: 'publish' | 'close') =>
    t.as(token, { method: 'POST', url: `/api/job-postings/${id}/${verb}` });

  beforeAll(async () => {
    t = await createTestApp();
    [hr, employee, admin] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
      t.login('admin@demo.test'),
    ]);
    const departments = await t.as(hr, { method: 'GET', url: '/api/departments?search=Engineering' });
    engineering = departments.json().data[0].id;
  });
  afterAll(() => t.close());

  it('lists the demo postings 15 a page with their applications count, filtered on the server', async () => {
    const res = await t.as(hr, { method: 'GET', url: '/api/job-postings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 1, per_page: 15, total: 4 });
    const senior = res.json().data.find((p: Json) => p.title === 'Senior Backend Engineer');
    expect(senior).toMatchObject({
      status: 'published',
      slug: 'senior-backend-engineer',
      department: { name: 'Engineering' },
      applications_count: 6,
      salary_min: 2_400_000,
      salary_max: 3_600_000,
      currency: 'INR',
      skills_required: ['TypeScript', 'PostgreSQL', 'Node.js'],
    });
    const drafts = await t.as(hr, { method: 'GET', url: '/api/job-postings?status=draft' });
    expect(drafts.json().data.map((p: Json) => p.title)).toEqual(['Payroll Analyst']);
    const byDept = await t.as(hr, { method: 'GET', url: `/api/job-postings?department_id=${engineering}` });
    expect(byDept.json().data.every((p: Json) => p.department_id === engineering)).toBe(true);
    const search = await t.as(hr, { method: 'GET', url: '/api/job-postings?search=intern' });
    expect(search.json().data.map((p: Json) => p.title)).toEqual(['Sales Intern']);
  });

  it('shows someone who may only view postings the published ones', async () => {
    const res = await t.as(employee, { method: 'GET', url: '/api/job-postings?per_page=100' });
    expect(res.json().data.map((p: Json) => p.status)).toEqual(['published', 'published']);
    const all = await t.as(hr, { method: 'GET', url: '/api/job-postings?status=draft' });
    const draftId = all.json().data[0].id;
    expect((await t.as(employee, { method: 'GET', url: `/api/job-postings/${draftId}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses the spec’s invalid postings with its messages', async () => {
    const empty = await post(hr, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        title: ['Job title is required'],
        description: ['Job description is required'],
        requirements: ['Job requirements are required'],
        location: ['Location is required'],
        application_deadline: ['Application deadline is required'],
        department_id: ['Department is required'],
      },
    });
    const blank = await post(hr, payload({ title: '   ', salary_min: 50_000, salary_max: 50_000 }));
    expect(blank.json().errors).toEqual({
      title: ['Job title is required'],
      salary_max: ['Maximum salary must be greater than minimum salary'],
    });
    for (const deadline of [today, addDays(today, -1)]) {
      const past = await post(hr, payload({ application_deadline: deadline }));
      expect(past.json().errors).toEqual({
        application_deadline: ['Application deadline must be in the future'],
      });
    }
    const enums = await post(
      hr,
      payload({ employment_type: 'temp', experience_level: 'guru', currency: 'JPY' }),
    );
    expect(Object.keys(enums.json().errors).sort()).toEqual([
      'currency',
      'employment_type',
      'experience_level',
    ]);
    const dept = await post(hr, payload({ department_id: 999_999 }));
    expect(dept.json().errors).toEqual({ department_id: ['The selected department id is invalid.'] });
  });

  it('creates a draft with the defaults and one naming of fields, and reads it back as {job_posting}', async () => {
    const res = await post(
      hr,
      payload({ skills_required: ' Go , Kubernetes,, ', benefits: '  ', salary_max: null }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Job posting created successfully');
    const created = res.json().job_posting;
    expect(created).toMatchObject({
      status: 'draft',
      slug: 'platform-engineer',
      employment_type: 'full_time',
      experience_level: 'mid',
      currency: 'INR',
      remote_allowed: false,
      salary_min: 1_200_000,
      salary_max: null,
      skills_required: ['Go', 'Kubernetes'],
      benefits: null,
      posted_date: null,
      applications_count: 0,
      company: { name: 'Demo Industries' },
      department: { id: engineering, name: 'Engineering' },
    });
    const read = await t.as(hr, { method: 'GET', url: `/api/job-postings/${created.id}` });
    expect(read.json()).toEqual({ job_posting: created });
  });

  it('gives each title a unique slug that follows the title until the posting is published', async () => {
    const a = (await post(hr, payload({ title: 'Data Analyst' }))).json().job_posting;
    const b = (await post(hr, payload({ title: 'Data   analyst!' }))).json().job_posting;
    expect([a.slug, b.slug]).toEqual(['data-analyst', 'data-analyst-2']);
    const renamed = await t.as(hr, {
      method: 'PUT',
      url: `/api/job-postings/${b.id}`,
      payload: payload({ title: 'Data Scientist' }),
    });
    expect(renamed.json().job_posting.slug).toBe('data-scientist');
    await action(hr, b.id, 'publish');
    const after = await t.as(hr, {
      method: 'PUT',
      url: `/api/job-postings/${b.id}`,
      payload: payload({ title: 'Lead Data Scientist' }),
    });
    expect(after.json().job_posting).toMatchObject({ title: 'Lead Data Scientist', slug: 'data-scientist' });
  });

  it('edits with the edit rules: empty deadline and department become null, an old deadline may stay', async () => {
    const created = (await post(hr, payload({ title: 'QA Engineer' }))).json().job_posting;
    const res = await t.as(hr, {
      method: 'PUT',
      url: `/api/job-postings/${created.id}`,
      payload: payload({
        title: '  QA Lead  ',
        application_deadline: '',
        department_id: null,
        salary_min: null,
        employment_type: 'contract',
        experience_level: 'senior',
        currency: 'USD',
        remote_allowed: true,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().job_posting).toMatchObject({
      title: 'QA Lead',
      application_deadline: null,
      department: null,
      salary_min: null,
      employment_type: 'contract',
      experience_level: 'senior',
      currency: 'USD',
      remote_allowed: true,
    });
    const past = await t.as(hr, {
      method: 'PUT',
      url: `/api/job-postings/${created.id}`,
      payload: payload({ application_deadline: addDays(today, -3), salary_min: 10, salary_max: 5 }),
    });
    expect(past.json().errors).toEqual({
      salary_max: ['Maximum salary must be greater than minimum salary'],
    });
    const pastOnly = await t.as(hr, {
      method: 'PUT',
      url: `/api/job-postings/${created.id}`,
      payload: payload({ application_deadline: addDays(today, -3) }),
    });
    expect(pastOnly.json().errors).toEqual({
      application_deadline: ['Application deadline must be in the future'],
    });
    // A deadline that has passed since may stay as it is while other fields change.
    await t.database.db
      .update(jobPostings)
      .set({ application_deadline: addDays(today, -3) })
      .where(eq(jobPostings.id, created.id));
    const kept = await t.as(hr, {
      method: 'PUT',
      url: `/api/job-postings/${created.id}`,
      payload: payload({ title: 'QA Lead', application_deadline: addDays(today, -3) }),
    });
    expect(kept.json().job_posting.application_deadline).toBe(addDays(today, -3));
    const required = await t.as(hr, {
      method: 'PUT',
      url: `/api/job-postings/${created.id}`,
      payload: { title: '', employment_type: 'full_time' },
    });
    expect(Object.keys(required.json().errors).sort()).toEqual([
      'description',
      'location',
      'requirements',
      'title',
    ]);
  });

  it('publishes drafts and closed postings, closes published ones, and refuses other moves with 409', async () => {
    const draft = (await post(hr, payload({ title: 'Site Reliability Engineer' }))).json().job_posting;
    expect((await action(hr, draft.id, 'close')).statusCode).toBe(409);
    const published = await action(hr, draft.id, 'publish');
    expect(published.json()).toMatchObject({
      message: 'Job posting published successfully',
      job_posting: { status: 'published', posted_date: today },
    });
    const again = await action(hr, draft.id, 'publish');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This job posting is already published');
    const closed = await action(hr, draft.id, 'close');
    expect(closed.json().job_posting).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    expect((await action(hr, draft.id, 'close')).json().message).toBe(
      'Only a published job posting can be closed',
    );
    const reopened = await action(hr, draft.id, 'publish');
    expect(reopened.json().job_posting).toMatchObject({ status: 'published', closed_at: null });
  });

  it('will not publish a posting whose deadline has passed', async () => {
    const list = await t.as(hr, { method: 'GET', url: '/api/job-postings?search=Sales%20Intern' });
    const intern = list.json().data[0];
    expect(intern.application_deadline < today).toBe(true);
    const res = await action(hr, intern.id, 'publish');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The application deadline has passed; set a new deadline before publishing',
    );
  });

  it('deletes drafts only', async () => {
    const draft = (await post(hr, payload({ title: 'Temporary Draft' }))).json().job_posting;
    const published = (await post(hr, payload({ title: 'Published One' }))).json().job_posting;
    await action(hr, published.id, 'publish');
    const refused = await t.as(hr, { method: 'DELETE', url: `/api/job-postings/${published.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only draft job postings can be deleted');
    const res = await t.as(hr, { method: 'DELETE', url: `/api/job-postings/${draft.id}` });
    expect(res.json()).toEqual({ message: 'Job posting deleted successfully' });
    expect((await t.as(hr, { method: 'GET', url: `/api/job-postings/${draft.id}` })).statusCode).toBe(404);
  });

  it('refuses callers without the permission for each action', async () => {
    expect((await post(employee, payload())).statusCode).toBe(403);
    const [target] = (await t.as(hr, { method: 'GET', url: '/api/job-postings?status=published' })).json()
      .data;
    const calls = [
      { method: 'PUT' as const, url: `/api/job-postings/${target.id}`, payload: payload() },
      { method: 'DELETE' as const, url: `/api/job-postings/${target.id}` },
      { method: 'POST' as const, url: `/api/job-postings/${target.id}/publish` },
      { method: 'POST' as const, url: `/api/job-postings/${target.id}/close` },
    ];
    for (const call of calls) expect((await t.as(employee, call)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/job-postings' })).statusCode).toBe(401);
  });

  it('keeps each company’s postings to itself: another company’s is a 404, super_admin sees all', async () => {
    const { company, department: dept } = await createCompanyWithDepartment(t, admin);
    const theirs = (await post(admin, payload({ title: 'Toolmaker', department_id: dept.id }))).json()
      .job_posting;
    expect(theirs).toMatchObject({ company_id: company.id, company: { name: 'Acme Tools' } });
    expect((await t.as(hr, { method: 'GET', url: `/api/job-postings/${theirs.id}` })).statusCode).toBe(404);
    expect(
      (await t.as(hr, { method: 'POST', url: `/api/job-postings/${theirs.id}/publish` })).statusCode,
    ).toBe(404);
    const hrList = await t.as(hr, { method: 'GET', url: '/api/job-postings?per_page=100' });
    expect(hrList.json().data.some((p: Json) => p.id === theirs.id)).toBe(false);
    const adminList = await t.as(admin, { method: 'GET', url: '/api/job-postings?search=Toolmaker' });
    expect(adminList.json().total).toBe(1);
    // HR cannot file a posting under another company's department either.
    const cross = await post(hr, payload({ department_id: dept.id }));
    expect(cross.json().errors).toEqual({ department_id: ['The selected department id is invalid.'] });
  });
});
