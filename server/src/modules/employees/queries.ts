import type { EmployeeListQuery } from '@hrms/contracts/employees';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import { branches, companies, departments, teams } from '../../db/schema/organisation';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { offsetOf } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

const managers = alias(employees, 'managers');

export async function companyOfEmployee(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ company_id: employees.company_id })
    .from(employees)
    .where(eq(employees.id, id))
    .limit(1);
  return row?.company_id ?? null;
}

function listConditions(scope: CompanyScope, q: EmployeeListQuery): SQL | undefined {
  const search = q.search ? containsPattern(q.search) : null;
  return and(
    companyCondition(scope, employees.company_id),
    search
      ? or(
          ilike(employees.first_name, search),
          ilike(employees.last_name, search),
          ilike(sql`${employees.first_name} || ' ' || ${employees.last_name}`, search),
          ilike(employees.email, search),
          ilike(employees.employee_id, search),
        )
      : undefined,
    q.company_id ? eq(employees.company_id, q.company_id) : undefined,
    q.branch_id ? eq(employees.branch_id, q.branch_id) : undefined,
    q.department_id ? eq(employees.department_id, q.department_id) : undefined,
    q.team_id ? eq(employees.team_id, q.team_id) : undefined,
    q.status ? eq(employees.status, q.status) : undefined,
    q.employment_type ? eq(employees.employment_type, q.employment_type) : undefined,
    q.without_user ? isNull(users.id) : undefined,
    q.without_team ? isNull(employees.team_id) : undefined,
  );
}

export async function listEmployees(db: DbOrTx, scope: CompanyScope, q: EmployeeListQuery) {
  const where = listConditions(scope, q);
  const rows = await db
    .select({
      employee: employees,
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
    .leftJoin(users, eq(users.employee_id, employees.id))
    .where(where)
    .orderBy(asc(employees.first_name), asc(employees.last_name), asc(employees.id))
    .limit(q.per_page)
    .offset(offsetOf(q.page, q.per_page));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .leftJoin(users, eq(users.employee_id, employees.id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
