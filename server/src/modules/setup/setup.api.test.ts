import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload } from '../../../test/fixtures';
import { createTestApp, openTestDatabase, type TestApp, testConfig } from '../../../test/test-app';
import { buildApp } from '../../app';
import { rawRows } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { createUser } from '../access/public';

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
      'opening_payroll',
      'leave_balances',
      'loans',
      'previous_employment',
    ]);
    expect(answer.steps[0]).toMatchObject({
      path: '/companies',
      title: expect.stringMatching(/PAN and TAN/),
      hint: expect.any(String),
      optional: false,
    });
    expect(answer.steps.find((s: Json) => s.key === 'employees').path).toBe(
      '/settings/import?type=employees',
    );
    expect(answer.steps.filter((s: Json) => s.optional).map((s: Json) => s.key)).toEqual([
      'opening_payroll',
      'leave_balances',
      'loans',
      'previous_employment',
    ]);
  });

  it('ticks an optional step once something is recorded: the demo’s loans, or a committed import', async () => {
    const before = await done();
    // The demo company has a loan running (server/src/db/seed/demo) but brought no leave over.
    expect(before.leave_balances).toBe(false);
    await t.database.db.execute(
      sql`insert into imports (company_id, type, status, filename, format, content, content_hash, rows,
        valid_rows, errors) values (${companyId}, 'leave_balances', 'validated', 'leave.csv', 'csv', '\\x00',
        'x', 1, 1, '[]'::jsonb)`,
    );
    expect((await done()).leave_balances).toBe(false);
    await t.database.db.execute(sql`update imports set status = 'committed' where type = 'leave_balances'`);
    expect((await done()).leave_balances).toBe(true);
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

/** An install started with SEED_DEMO=false and its first super admin made by `npm run create-admin`. */
describe('the setup checklist on an empty install', () => {
  it('has no company and every step to do; the first company ticks the company step once PAN and TAN are in', async () => {
    const database = await openTestDatabase();
    try {
      await prepareDatabase(database.db, { seedDemo: false });
      await createUser(
        database.db,
        { name: 'First Admin', email: 'first@example.com', password: 'A-long-passw0rd!' },
        [SUPER_ADMIN_ROLE],
      );
      const app = await buildApp(testConfig(), database.db);
      try {
        const signedIn = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'first@example.com', password: 'A-long-passw0rd!' },
        });
        const headers = { authorization: `Bearer ${signedIn.json().token}` };
        const empty = (await app.inject({ method: 'GET', url: '/api/setup', headers })).json() as Json;
        expect(empty.company_id).toBeNull();
        expect(empty.steps.every((s: Json) => s.done === false)).toBe(true);

        const made = await app.inject({
          method: 'POST',
          url: '/api/companies',
          headers,
          payload: companyPayload({ name: 'Kaveri Foods', pan: 'AAACK1234F', tan: 'BLRK12345F' }),
        });
        expect(made.statusCode, made.body).toBe(201);
        const first = (await app.inject({ method: 'GET', url: '/api/setup', headers })).json() as Json;
        expect(first.company_id).toBe(made.json().company.id);
        expect(first.steps.find((s: Json) => s.key === 'company').done).toBe(true);
        expect(first.steps.find((s: Json) => s.key === 'employees').done).toBe(false);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});
