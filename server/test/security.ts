import { holdsPermission, type Permission } from '@hrms/contracts/permissions';
import { BUILT_IN_ROLE_PERMISSIONS, type BuiltInRole } from '@hrms/contracts/roles';
import { type SQL, sql } from 'drizzle-orm';
import { rawRows } from '../src/db/client';
import { issueToken } from '../src/platform/auth/sessions';
import type { RouteEntry } from '../src/platform/security/route-table';
import { companyPayload, create } from './fixtures';
import type { TestApp } from './test-app';

/** Who calls in the authorization checks: nobody, the built-in roles of the demo company, and an outsider. */
export type Caller = {
  name: 'signed out' | 'employee' | 'hr_manager' | 'admin' | 'super_admin' | 'another company’s hr_manager';
  /** The built-in role the caller holds (null when signed out). */
  role: BuiltInRole | null;
  userId: number | null;
  /** Whether the caller works for another company than the demo company's records the checks address. */
  outsider: boolean;
};

const PASSWORD = 'Matrix-Pass-2026';
/** The hr_manager of the second company (Outside Works) that setUpCallers makes, and how they sign in. */
export const OUTSIDER = { email: 'olga@outside.test', password: PASSWORD } as const;
const OWN_EMPLOYEE = sql`(select employee_id from users where email = 'employee@demo.test')`;
const DEMO_COMPANY = sql`(select company_id from employees where id = ${OWN_EMPLOYEE})`;

/**
 * The record a path parameter addresses, keyed by the path segment before it: a record of the demo company
 * (the demo employee's own where there is one, so an employee may see it), and whether it belongs to that
 * company, so another company's user must get 404 for it.
 */
const SAMPLES: Record<string, { query: SQL; companyOwned: boolean }> = {
  users: { query: sql`select id from users where email = 'employee@demo.test'`, companyOwned: true },
  roles: { query: sql`select id from roles where name = 'employee'`, companyOwned: false },
  employees: { query: sql`select ${OWN_EMPLOYEE} as id`, companyOwned: true },
  status: { query: sql`select ${OWN_EMPLOYEE} as id`, companyOwned: true },
  'employee-summary': { query: sql`select ${OWN_EMPLOYEE} as id`, companyOwned: true },
  members: { query: sql`select ${OWN_EMPLOYEE} as id`, companyOwned: true },
  companies: { query: sql`select ${DEMO_COMPANY} as id`, companyOwned: true },
  branches: {
    query: sql`select id from branches where company_id = ${DEMO_COMPANY} order by id limit 1`,
    companyOwned: true,
  },
  departments: {
    query: sql`select department_id as id from employees where id = ${OWN_EMPLOYEE}`,
    companyOwned: true,
  },
  teams: {
    query: sql`select t.id from teams t join departments d on d.id = t.department_id
               where d.company_id = ${DEMO_COMPANY} order by t.id limit 1`,
    companyOwned: true,
  },
  'salary-components': {
    query: sql`select id from salary_components order by id limit 1`,
    companyOwned: false,
  },
  'tax-regimes': { query: sql`select id from tax_regimes order by id limit 1`, companyOwned: false },
  'leave-types': { query: sql`select id from leave_types order by id limit 1`, companyOwned: false },
  leaves: {
    query: sql`select r.id from leave_requests r join employees e on e.id = r.employee_id
               where e.company_id = ${DEMO_COMPANY} order by r.employee_id = ${OWN_EMPLOYEE} desc, r.id limit 1`,
    companyOwned: true,
  },
  attendance: {
    query: sql`select a.id from attendance_records a join employees e on e.id = a.employee_id
               where e.company_id = ${DEMO_COMPANY} order by a.employee_id = ${OWN_EMPLOYEE} desc, a.id limit 1`,
    companyOwned: true,
  },
  shifts: {
    query: sql`select id from shifts where company_id = ${DEMO_COMPANY} order by id limit 1`,
    companyOwned: true,
  },
  holidays: {
    query: sql`select id from holidays where company_id = ${DEMO_COMPANY} order by id limit 1`,
    companyOwned: true,
  },
  'payroll-runs': {
    query: sql`select r.id from payroll_runs r join employees e on e.id = r.employee_id
               where e.company_id = ${DEMO_COMPANY} and r.status = 'paid'
               order by r.employee_id = ${OWN_EMPLOYEE} desc, r.id limit 1`,
    companyOwned: true,
  },
  'job-postings': {
    query: sql`select id from job_postings where company_id = ${DEMO_COMPANY} order by id limit 1`,
    companyOwned: true,
  },
  'job-applications': {
    query: sql`select a.id from job_applications a join job_postings p on p.id = a.job_posting_id
               where p.company_id = ${DEMO_COMPANY} order by a.id limit 1`,
    companyOwned: true,
  },
  careers: {
    query: sql`select slug as id from job_postings where company_id = ${DEMO_COMPANY} and status = 'published'
               order by id limit 1`,
    companyOwned: false,
  },
};

/** A parameter no record has: the largest id the routes accept, or a slug nobody uses. */
export const missingParam = (name: string) => (name === 'slug' ? 'no-such-posting' : '2147483647');

export type Sample = { value: string; companyOwned: boolean };

/** Looks up every sample record once; a segment without a sample addresses record 1 and checks no scope. */
export async function loadSamples(t: TestApp): Promise<(segment: string) => Sample> {
  const found = new Map<string, Sample>();
  for (const [segment, { query, companyOwned }] of Object.entries(SAMPLES)) {
    const [row] = await rawRows<{ id: number | string | null }>(t.database.db, query);
    if (row?.id == null) throw new Error(`The demo data has no sample record for /${segment}/:param`);
    found.set(segment, { value: String(row.id), companyOwned });
  }
  return (segment) => found.get(segment) ?? { value: '1', companyOwned: false };
}

/** The route's URL with each :param filled by `fill(name, segmentBefore)`. */
export function fillParams(url: string, fill: (name: string, segment: string) => string): string {
  const parts = url.split('/');
  return parts
    .map((part, i) =>
      part.startsWith(':') ? encodeURIComponent(fill(part.slice(1), parts[i - 1] ?? '')) : part,
    )
    .join('/');
}

export const hasParams = (route: RouteEntry) => route.url.includes('/:');
export const isWrite = (route: RouteEntry) => route.method !== 'GET';

/** The demo and outside callers; creates the admin user and a second company with its own hr_manager. */
export async function setUpCallers(t: TestApp, superToken: string): Promise<Caller[]> {
  const userId = async (email: string) => {
    const [row] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = ${email}`,
    );
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const makeUser = async (email: string, employeeId: number, role: BuiltInRole) => {
    const user = await create<{ id: number }>(
      t,
      superToken,
      '/api/users',
      {
        name: 'Matrix User',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        employee_id: employeeId,
      },
      'user',
    );
    const assigned = await t.as(superToken, {
      method: 'POST',
      url: `/api/users/${user.id}/assign-roles`,
      payload: { roles: [role] },
    });
    if (assigned.statusCode !== 200) throw new Error(`assign ${role}: ${assigned.body}`);
    return user.id;
  };

  const free = await t.as(superToken, { method: 'GET', url: '/api/employees?without_user=true&per_page=1' });
  const adminEmployee = free.json().data[0].id as number;

  const other = await create<{ id: number }>(
    t,
    superToken,
    '/api/companies',
    companyPayload({ name: 'Outside Works' }),
    'company',
  );
  const department = await create<{ id: number }>(
    t,
    superToken,
    '/api/departments',
    { company_id: other.id, name: 'Operations', code: 'OPS' },
    'department',
  );
  const outsider = await create<{ id: number }>(
    t,
    superToken,
    '/api/employees',
    {
      first_name: 'Olga',
      last_name: 'Outsider',
      email: OUTSIDER.email,
      company_id: other.id,
      department_id: department.id,
      hire_date: '2025-04-01',
    },
    'employee',
  );

  return [
    { name: 'signed out', role: null, userId: null, outsider: false },
    { name: 'employee', role: 'employee', userId: await userId('employee@demo.test'), outsider: false },
    { name: 'hr_manager', role: 'hr_manager', userId: await userId('hr@demo.test'), outsider: false },
    {
      name: 'admin',
      role: 'admin',
      userId: await makeUser('matrix.admin@demo.test', adminEmployee, 'admin'),
      outsider: false,
    },
    { name: 'super_admin', role: 'super_admin', userId: await userId('admin@demo.test'), outsider: false },
    {
      name: 'another company’s hr_manager',
      role: 'hr_manager',
      userId: await makeUser(OUTSIDER.email, outsider.id, 'hr_manager'),
      outsider: true,
    },
  ];
}

/** A fresh session for the caller, straight from the session store (no password hashing per case). */
export const sessionFor = (t: TestApp, caller: Caller) =>
  caller.userId === null
    ? Promise.resolve(null)
    : issueToken(t.database.db, caller.userId, { ttlDays: 1 }, null);

export type Verdict = 'unauthenticated' | 'forbidden' | 'allowed';

/**
 * What the guard must decide for a caller, derived from the route's declared access and the permissions
 * the caller's built-in role starts with. A route that declares nothing fails here.
 */
export function expectedVerdict(route: RouteEntry, caller: Caller): Verdict {
  const { access } = route;
  if (!access) throw new Error(`${route.method} ${route.url} declares no access rule`);
  if (access.kind === 'public') return 'allowed';
  if (caller.role === null) return 'unauthenticated';
  if (access.kind === 'signed-in') return 'allowed';
  const session = { roles: [caller.role], permissions: BUILT_IN_ROLE_PERMISSIONS[caller.role] };
  const holds = (p: Permission) => holdsPermission(session, p);
  const passes = access.kind === 'permission' ? access.anyOf.some(holds) : access.allOf.every(holds);
  return passes ? 'allowed' : 'forbidden';
}

/** Row counts of every table of the public schema, to show a refused request wrote nothing. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await rawRows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts = await rawRows<{ name: string; n: number }>(
    t.database.db,
    sql.join(
      tables.map(
        (r) => sql`select ${r.table_name} as name, count(*)::int as n from ${sql.identifier(r.table_name)}`,
      ),
      sql` union all `,
    ),
  );
  return Object.fromEntries(counts.map((c) => [c.name, c.n]));
}
