import type { EmployeeListQuery } from '@hrms/contracts/employees';
import { and, asc, eq, getTableColumns, gte, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, rawRows } from '../../db/client';
import { type Bind, inline } from '../../db/rendered-statements';
import { users } from '../../db/schema/access';
import { attendanceRecords } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { leaveRequests } from '../../db/schema/leave';
import { branches, companies, departments, teams } from '../../db/schema/organisation';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { todayIn } from '../../platform/dates';
import { cachedTotals } from '../../platform/list-totals';
import { renderedPage, withoutPage } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

export type EmployeeValues = typeof employees.$inferInsert;
export type EmployeeFilters = Omit<EmployeeListQuery, 'page' | 'per_page'>;

const managers = alias(employees, 'managers');

/** The employee's own fields as lists and records show them (not the bookkeeping columns). */
const {
  created_at: _c,
  updated_at: _u,
  joined_team_at: _j,
  archived_at: _a,
  ...shownColumns
} = getTableColumns(employees);

const selectEmployees = (db: DbOrTx) =>
  db
    .select({
      ...shownColumns,
      company: { id: companies.id, name: companies.name },
      branch: { id: branches.id, name: branches.name },
      department: { id: departments.id, name: departments.name },
      team: { id: teams.id, name: teams.name },
      manager: { id: managers.id, first_name: managers.first_name, last_name: managers.last_name },
      user: { id: users.id, email: users.email },
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .leftJoin(branches, eq(branches.id, employees.branch_id))
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .leftJoin(teams, eq(teams.id, employees.team_id))
    .leftJoin(managers, eq(managers.id, employees.manager_id))
    .leftJoin(users, eq(users.employee_id, employees.id));
export type EmployeeRow = Awaited<ReturnType<typeof selectEmployees>>[number];

/** Archived employees are kept for history and left out of every list and lookup. */
const current = isNull(employees.archived_at);

function listConditions(scope: CompanyScope, q: EmployeeFilters, bind: Bind = inline): SQL | undefined {
  const search = q.search ? bind('search', containsPattern(q.search)) : null;
  return and(
    current,
    companyCondition(scope, employees.company_id, bind),
    search
      ? or(
          ilike(sql`${employees.first_name} || ' ' || ${employees.last_name}`, search),
          ilike(employees.email, search),
          ilike(employees.employee_id, search),
        )
      : undefined,
    q.company_id ? eq(employees.company_id, bind('company_id', q.company_id)) : undefined,
    q.branch_id ? eq(employees.branch_id, bind('branch_id', q.branch_id)) : undefined,
    q.department_id ? eq(employees.department_id, bind('department_id', q.department_id)) : undefined,
    q.team_id ? eq(employees.team_id, bind('team_id', q.team_id)) : undefined,
    q.status ? eq(employees.status, bind('status', q.status)) : undefined,
    q.employment_type ? eq(employees.employment_type, bind('employment_type', q.employment_type)) : undefined,
    q.contract_ends_by
      ? and(
          gte(employees.contract_end_date, bind('contract_from', todayIn())),
          lte(employees.contract_end_date, bind('contract_ends_by', q.contract_ends_by)),
        )
      : undefined,
    q.without_user ? isNull(users.id) : undefined,
    q.without_team ? isNull(employees.team_id) : undefined,
  );
}

const orderedEmployees = (db: DbOrTx, where: SQL | undefined) =>
  selectEmployees(db)
    .where(where)
    .orderBy(asc(employees.first_name), asc(employees.last_name), asc(employees.id));

/** One page of employees and how many match. */
export async function listEmployees(
  db: DbOrTx,
  scope: CompanyScope,
  q: EmployeeFilters,
  page: { page: number; perPage: number },
) {
  const rows = await renderedPage(
    db,
    'employees',
    page,
    (bind) => listConditions(scope, q, bind),
    (where) => orderedEmployees(db, where),
  );
  const [total] = await cachedTotals(db, ['employees', scope, withoutPage(q)], () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(employees)
      .leftJoin(users, eq(users.employee_id, employees.id))
      .where(listConditions(scope, q)),
  );
  return { rows, total: total?.n ?? 0 };
}

/** Every matching employee (the CSV export). */
export const allMatchingEmployees = (db: DbOrTx, scope: CompanyScope, q: EmployeeFilters) =>
  orderedEmployees(db, listConditions(scope, q));

export async function findEmployee(db: DbOrTx, scope: CompanyScope, id: number): Promise<EmployeeRow | null> {
  const [row] = await selectEmployees(db)
    .where(and(eq(employees.id, id), current, companyCondition(scope, employees.company_id)))
    .limit(1);
  return row ?? null;
}

/** An employee on the rolls (archived people are nobody) as a request about their time checks them. */
export async function requestingEmployee(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      hire_date: employees.hire_date,
      last_working_day: employees.last_working_day,
      status: employees.status,
    })
    .from(employees)
    .where(and(eq(employees.id, id), current))
    .limit(1);
  return row ?? null;
}
export type RequestingEmployee = NonNullable<Awaited<ReturnType<typeof requestingEmployee>>>;

export async function companyOfEmployee(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ company_id: employees.company_id })
    .from(employees)
    .where(and(eq(employees.id, id), current))
    .limit(1);
  return row?.company_id ?? null;
}

export async function updateEmployeeRow(db: DbOrTx, id: number, values: Partial<EmployeeValues>) {
  await db.update(employees).set(values).where(eq(employees.id, id));
}

export async function deleteEmployeeRow(db: DbOrTx, id: number) {
  await db.delete(employees).where(eq(employees.id, id));
}

/** How many records must outlive the employee: leave requests and attendance (payroll joins them later). */
export async function historyCount(db: DbOrTx, id: number): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select ((select count(*) from ${leaveRequests} where employee_id = ${id})
              + (select count(*) from ${attendanceRecords} where employee_id = ${id}))::int as n`,
  );
  return Number(row?.n ?? 0);
}

/** What the minimum wage of an employee depends on: their state (the branch's, else the company's), country and skill category. */
export async function minimumWageFactsOf(db: DbOrTx, id: number) {
  const [row] = await rawRows<{
    state_code: string | null;
    country_id: number;
    skill_category: string | null;
  }>(
    db,
    sql`select coalesce(b.state_code, c.state_code) as state_code, c.country_id, e.skill_category
        from ${employees} e
        join ${companies} c on c.id = e.company_id
        left join ${branches} b on b.id = e.branch_id
        where e.id = ${id}`,
  );
  return row ?? null;
}
