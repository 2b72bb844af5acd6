import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { rawRows } from '../src/db/client';
import { employees } from '../src/db/schema/employees';
import { departments } from '../src/db/schema/organisation';
import { companyPayload, create } from './fixtures';
import { multipartForm } from './multipart';
import { createTestApp, type TestApp } from './test-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
export type Json = Record<string, any>;

/** The tests' today: FY 2026-27, after the usual regime cut-off and before the proof window of most firms. */
export const TODAY = '2026-09-15';
export const FY = '2026-27';
const PASSWORD = 'Passw0rd!x';

/** A tiny valid PDF, for a proof file. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** An employee's declaration of FY. */
export const declarationUrl = (id: number) => `/api/employees/${id}/tax-declaration?financial_year=${FY}`;

/**
 * The people the income-tax API tests act as: the demo company's HR, an employee and a colleague of theirs,
 * the super admin, and a second company ("Acme Tools") with its own HR manager and employee. Today is fixed
 * at TODAY (only Date is faked) so the year's cut-offs can be set around it.
 */
export type TaxYearTestBed = {
  t: TestApp;
  admin: string;
  hr: string;
  employee: string;
  acmeHr: string;
  /** The signed-in employee's own record, a colleague in the same company, and the companies. */
  me: number;
  hrSelf: number;
  colleague: number;
  demoCompany: number;
  acme: number;
  acmeEmployee: number;
  get(token: string, url: string): ReturnType<TestApp['as']>;
  put(token: string, url: string, payload: Json): ReturnType<TestApp['as']>;
  /** Uploads a proof file (`type` is the content type its part claims) for a declaration item. */
  upload(token: string, itemId: number, name: string, data: Buffer, type?: string): ReturnType<TestApp['as']>;
  /** Accepts or rejects a declaration item's proofs: `{ action, amount?, reason? }`. */
  verify(token: string, itemId: number, payload: Json): ReturnType<TestApp['as']>;
  /** Sets a company's cut-offs for FY (the demo company's as its HR, another as the super admin). */
  cutOffs(settings: Json, companyId?: number): Promise<void>;
  /** Moves today to `isoDate` and signs everyone in again (sessions outlive no jump of months). */
  travelTo(isoDate: string): Promise<void>;
  close(): Promise<void>;
};

async function makeUser(t: TestApp, admin: string, email: string, employeeId: number, roles: string[]) {
  const created = await t.as(admin, {
    method: 'POST',
    url: '/api/users',
    payload: {
      name: email,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      employee_id: employeeId,
    },
  });
  if (created.statusCode !== 201) throw new Error(`user ${created.statusCode} ${created.body}`);
  const assigned = await t.as(admin, {
    method: 'POST',
    url: `/api/users/${created.json().user.id}/assign-roles`,
    payload: { roles },
  });
  if (assigned.statusCode !== 200) throw new Error(`roles ${assigned.statusCode} ${assigned.body}`);
  return t.login(email, PASSWORD);
}

/** `config`: the app's settings over the tests' (a mail server, for the notification tests). */
export async function taxYearTestBed(
  config: Parameters<typeof createTestApp>[0] = {},
): Promise<TaxYearTestBed> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00+05:30`));
  const t = await createTestApp(config);
  const [admin, hr, employee] = await Promise.all([
    t.login('admin@demo.test'),
    t.login('hr@demo.test'),
    t.login('employee@demo.test'),
  ]);
  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const put = (token: string, url: string, payload: Json) => t.as(token, { method: 'PUT', url, payload });
  const meOf = async (token: string) => (await get(token, '/api/me')).json().user.employee as Json;
  const [mine, hrs] = [await meOf(employee), await meOf(hr)];

  // A colleague of the same company with no tax record of FY yet and no sign-in.
  const [colleague] = await rawRows<{ id: number }>(
    t.database.db,
    sql`select e.id from employees e
        where e.company_id = ${mine.company_id} and e.status = 'active' and e.archived_at is null
          and e.id not in (${mine.id}, ${hrs.id})
          and not exists (select 1 from users u where u.employee_id = e.id)
          and not exists (select 1 from employee_tax_years y where y.employee_id = e.id and y.financial_year = ${FY})
        order by e.id limit 1`,
  );

  const acme = (await create(t, admin, '/api/companies', companyPayload(), 'company')).id as number;
  const [dept] = await t.database.db
    .insert(departments)
    .values({ company_id: acme, name: 'Works', code: 'WRK' })
    .returning({ id: departments.id });
  const acmePeople = await t.database.db
    .insert(employees)
    .values(
      ['Asha', 'Bala'].map((name) => ({
        employee_id: `ACME-${name}`,
        first_name: name,
        last_name: 'Acme',
        email: `${name.toLowerCase()}@acme.test`,
        company_id: acme,
        department_id: dept?.id ?? null,
        hire_date: '2024-04-01',
      })),
    )
    .returning({ id: employees.id });
  const acmeHr = await makeUser(t, admin, 'hr@acme.test', acmePeople[0]?.id ?? 0, ['hr_manager']);

  const bed: TaxYearTestBed = {
    t,
    admin,
    hr,
    employee,
    acmeHr,
    me: mine.id,
    hrSelf: hrs.id,
    colleague: colleague?.id ?? 0,
    demoCompany: mine.company_id,
    acme,
    acmeEmployee: acmePeople[1]?.id ?? 0,
    get,
    put,
    upload(token, itemId, name, data, type = 'application/pdf') {
      const form = multipartForm({}, { field: 'file', name, data, type });
      return t.as(token, {
        method: 'POST',
        url: `/api/tax-declaration-items/${itemId}/proofs`,
        headers: form.headers,
        payload: form.payload,
      });
    },
    verify: (token, itemId, payload) =>
      t.as(token, { method: 'POST', url: `/api/tax-declaration-items/${itemId}/verify`, payload }),
    async cutOffs(settings, companyId = mine.company_id) {
      const res = await put(
        companyId === mine.company_id ? hr : admin,
        `/api/companies/${companyId}/tax-years/${FY}`,
        settings,
      );
      if (res.statusCode !== 200) throw new Error(`cut-offs ${res.statusCode} ${res.body}`);
    },
    async travelTo(isoDate) {
      vi.setSystemTime(new Date(`${isoDate}T12:00:00+05:30`));
      [bed.admin, bed.hr, bed.employee, bed.acmeHr] = await Promise.all([
        t.login('admin@demo.test'),
        t.login('hr@demo.test'),
        t.login('employee@demo.test'),
        t.login('hr@acme.test', PASSWORD),
      ]);
    },
    async close() {
      vi.useRealTimers();
      await t.close();
    },
  };
  return bed;
}
