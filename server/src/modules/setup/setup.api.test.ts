import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** The first-run checklist reads each step from the records themselves, so it moves as they do. */
describe('the setup checklist (GET /api/setup)', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  const setup = async (token = admin) =>
    (await t.as(token, { method: 'GET', url: '/api/setup' })).json() as Json;
  const done = async () =>
    Object.fromEntries((await setup()).steps.map((s: Json) => [s.key, s.done])) as Record<string, boolean>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    companyId = (await setup()).company_id;
  });
  afterAll(() => t.close());

  it('lists the steps in order, each with where it is done', async () => {
    const answer = await setup();
    expect(answer.company_id).toEqual(expect.any(Number));
    expect(answer.steps.map((s: Json) => s.key)).toEqual([
      'company',
      'branches',
      'payroll_settings',
      'tax_year',
      'departments',
      'employees',
      'salary_structures',
    ]);
    expect(answer.steps[0]).toMatchObject({
      path: '/companies',
      title: expect.stringMatching(/PAN and TAN/),
    });
  });

  it('marks a step undone when its records go, and done again when they are back', async () => {
    const before = await done();
    expect(before).toMatchObject({ company: true, branches: true, departments: true, employees: true });

    // Without a TAN the company's identity is not complete.
    const [company] = await rawRows<{ tan: string | null }>(
      t.database.db,
      sql`select tan from companies where id = ${companyId}`,
    );
    await t.database.db.execute(sql`update companies set tan = ' ' where id = ${companyId}`);
    expect((await done()).company).toBe(false);
    await t.database.db.execute(
      sql`update companies set tan = ${company?.tan ?? null} where id = ${companyId}`,
    );
    expect((await done()).company).toBe(true);

    // An active employee without a structure leaves the structures step open.
    const [someone] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select id from employees where company_id = ${companyId} and status = 'active'
        and archived_at is null order by id limit 1`,
    );
    expect(before.salary_structures).toBe(true);
    await t.database.db.execute(sql`delete from salary_structures where employee_id = ${someone?.id}`);
    expect((await done()).salary_structures).toBe(false);

    // Payroll settings are done once saved.
    await t.database.db.execute(sql`delete from company_payroll_settings where company_id = ${companyId}`);
    expect((await done()).payroll_settings).toBe(false);
    await t.database.db.execute(sql`insert into company_payroll_settings (company_id) values (${companyId})`);
    expect((await done()).payroll_settings).toBe(true);
  });

  it('is for those who set a company up: an employee is refused', async () => {
    const employee = await t.login('employee@demo.test');
    expect((await t.as(employee, { method: 'GET', url: '/api/setup' })).statusCode).toBe(403);
  });
});
