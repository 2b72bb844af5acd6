import type { DirectoryField, DirectoryQuery } from '@hrms/contracts/directory';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Bind, inline } from '../../db/rendered-statements';
import { directorySettings } from '../../db/schema/directory';
import { employees } from '../../db/schema/employees';
import { branches, departments } from '../../db/schema/organisation';
import { cachedTotals } from '../../platform/list-totals';
import { renderedPage } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';
import { hasLeft } from '../employees/public';

export type Shown = ReadonlySet<DirectoryField>;
export type DirectoryFilters = Pick<DirectoryQuery, 'search' | 'department_id' | 'branch_id'>;

/**
 * On the rolls: not archived and not yet left by `today`, which may be a bound placeholder (hasLeft only
 * writes it into the statement).
 */
export const onRolls = (today: unknown) =>
  sql`(${employees.archived_at} is null and not ${hasLeft(today as string)})`;

const fullName = sql`${employees.first_name} || ' ' || ${employees.last_name}`;

// A manager who has left or was archived is shown as none, as on the org chart.
const managers = (db: DbOrTx) =>
  db
    .select({ id: employees.id, first_name: employees.first_name, last_name: employees.last_name })
    .from(employees)
    .where(onRolls(sql.placeholder('today')))
    .as('managers');

/**
 * The columns of an entry: a field the company does not show is a null literal, so the statement never reads
 * it (and PostgreSQL drops a join nothing reads).
 */
function entryColumns(shown: Shown, manager: ReturnType<typeof managers>) {
  const field = <T>(name: DirectoryField, value: SQL<T>) => (shown.has(name) ? value : sql<null>`null`);
  return {
    id: employees.id,
    first_name: employees.first_name,
    last_name: employees.last_name,
    employee_id: employees.employee_id,
    job_title: field('job_title', sql<string | null>`${employees.job_title}`),
    department: field('department', sql<string | null>`${departments.name}`),
    // The city is added unless the branch's name already says it (Mumbai Head Office).
    branch: field(
      'branch',
      sql<string | null>`case when strpos(lower(${branches.name}), lower(${branches.city})) > 0
        then ${branches.name} else ${branches.name} || ', ' || ${branches.city} end`,
    ),
    email: field('email', sql<string>`${employees.email}`),
    phone: field('phone', sql<string | null>`${employees.phone}`),
    manager_id: field('manager', sql<number | null>`${manager.id}`),
    manager_first_name: field('manager', sql<string | null>`${manager.first_name}`),
    manager_last_name: field('manager', sql<string | null>`${manager.last_name}`),
    hire_date: field('hire_date', sql<string>`${employees.hire_date}::text`),
    // Day and month only: the year of birth is never read.
    birthday: field('birthday', sql<string | null>`to_char(${employees.date_of_birth}, 'MM-DD')`),
  };
}

function entries(db: DbOrTx, shown: Shown, where: SQL | undefined) {
  const manager = managers(db);
  return db
    .select(entryColumns(shown, manager))
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .leftJoin(branches, eq(branches.id, employees.branch_id))
    .leftJoin(manager, eq(manager.id, employees.manager_id))
    .where(where)
    .orderBy(asc(employees.first_name), asc(employees.last_name), asc(employees.id));
}
export type EntryRow = Awaited<ReturnType<typeof entries>>[number];

/**
 * A company's people on the rolls matching the filters. The search reads only fields the company shows, so
 * a hidden e-mail or designation cannot be found out by searching for it; name and code use the trigram
 * indexes.
 */
function conditions(
  companyId: number,
  f: DirectoryFilters & { id?: number },
  shown: Shown,
  today: string,
  bind: Bind = inline,
): SQL | undefined {
  const search = f.search ? bind('search', containsPattern(f.search)) : null;
  return and(
    eq(employees.company_id, bind('company_id', companyId)),
    onRolls(bind('today', today)),
    search
      ? or(
          ilike(fullName, search),
          ilike(employees.employee_id, search),
          shown.has('job_title') ? ilike(employees.job_title, search) : undefined,
          shown.has('email') ? ilike(employees.email, search) : undefined,
        )
      : undefined,
    f.department_id ? eq(employees.department_id, bind('department_id', f.department_id)) : undefined,
    f.branch_id ? eq(employees.branch_id, bind('branch_id', f.branch_id)) : undefined,
    f.id ? eq(employees.id, bind('id', f.id)) : undefined,
  );
}

// Each set of shown fields is its own statement: what it selects differs.
const statementName = (shown: Shown) => `directory:${[...shown].sort().join(',')}`;

/** One page of the directory by name, and how many match (one statement each). */
export async function directoryPage(
  db: DbOrTx,
  companyId: number,
  shown: Shown,
  f: DirectoryFilters,
  at: { page: number; perPage: number },
  today: string,
) {
  const rows = await renderedPage(
    db,
    statementName(shown),
    at,
    (bind) => conditions(companyId, f, shown, today, bind),
    (where) => entries(db, shown, where),
  );
  const [total] = await cachedTotals(
    db,
    ['directory', companyId, [...shown].sort(), f.search ?? null, f.department_id, f.branch_id, today],
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(employees)
        .where(conditions(companyId, f, shown, today)),
  );
  return { rows, total: total?.n ?? 0 };
}

/** One colleague of the company on the rolls, or null. */
export async function directoryEntry(
  db: DbOrTx,
  companyId: number,
  shown: Shown,
  id: number,
  today: string,
): Promise<EntryRow | null> {
  const [row] = await renderedPage(
    db,
    statementName(shown),
    { page: 1, perPage: 1 },
    (bind) => conditions(companyId, { id }, shown, today, bind),
    (where) => entries(db, shown, where),
  );
  return row ?? null;
}

/** The company of an employee on the rolls (null: no such employee, or one who has left). */
export async function companyOnRolls(db: DbOrTx, id: number, today: string): Promise<number | null> {
  const [row] = await db
    .select({ company_id: employees.company_id })
    .from(employees)
    .where(and(eq(employees.id, id), onRolls(today)))
    .limit(1);
  return row?.company_id ?? null;
}

/** The fields a company chose (null: it has not chosen). */
export async function storedFields(db: DbOrTx, companyId: number): Promise<readonly string[] | null> {
  const [row] = await db
    .select({ fields: directorySettings.fields })
    .from(directorySettings)
    .where(eq(directorySettings.company_id, companyId));
  return row?.fields ?? null;
}

export async function saveFields(db: DbOrTx, companyId: number, fields: DirectoryField[], userId: number) {
  await db
    .insert(directorySettings)
    .values({ company_id: companyId, fields, updated_by: userId })
    .onConflictDoUpdate({
      target: directorySettings.company_id,
      set: { fields, updated_by: userId },
    });
}
