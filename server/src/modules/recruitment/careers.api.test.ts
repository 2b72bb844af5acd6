import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithDepartment, createToolDesignerPosting } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { companies } from '../../db/schema/organisation';
import { jobPostings } from '../../db/schema/recruitment';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** The public careers board names the company (or companies) it is about, and can show one company's jobs. */
describe('careers board companies', () => {
  let t: TestApp;
  let admin: string;
  const careers = (query = '') => t.app.inject({ method: 'GET', url: `/api/careers${query}` });
  const names = (list: Json[]) => list.map((c) => c.name);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t.close());

  it('names the one company whose jobs are published', async () => {
    const res = await careers();
    expect(res.statusCode).toBe(200);
    expect(res.json().companies).toEqual([{ id: expect.any(Number), name: 'Demo Industries' }]);
  });

  it('names every hiring company, and shows one company’s jobs with company_id', async () => {
    const { company, department: dept } = await createCompanyWithDepartment(t, admin);
    const posting = await createToolDesignerPosting(t, admin, dept.id);
    // A company with no published job is not one the board is about.
    expect(names((await careers()).json().companies)).toEqual(['Demo Industries']);
    await t.as(admin, { method: 'POST', url: `/api/job-postings/${posting.id}/publish` });

    const all = (await careers()).json();
    expect(names(all.companies)).toEqual(['Acme Tools', 'Demo Industries']);
    expect(all.data.map((j: Json) => j.slug)).toContain('tool-designer');

    const acme = (await careers(`?company_id=${company.id}`)).json();
    expect(acme.data.map((j: Json) => j.slug)).toEqual(['tool-designer']);
    expect(acme.total).toBe(1);
    // The list of companies stays the board's, so the page can name the one asked for.
    expect(names(acme.companies)).toEqual(['Acme Tools', 'Demo Industries']);

    const bad = await careers('?company_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('company_id');
  });

  it('with no job published, names the company of a one-company install and never lists several', async () => {
    await t.database.db
      .update(jobPostings)
      .set({ status: 'closed' })
      .where(eq(jobPostings.status, 'published'));
    const shared = (await careers()).json();
    expect(shared.data).toEqual([]);
    expect(shared.companies).toEqual([]);

    await t.database.db.update(companies).set({ status: 'inactive' }).where(eq(companies.name, 'Acme Tools'));
    const res = (await careers()).json();
    expect(res.data).toEqual([]);
    expect(names(res.companies)).toEqual(['Demo Industries']);
  });
});
