import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { branches, companies, departments, teams } from '../../db/schema/organisation';
import { isTaken } from '../../db/taken';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { pageLimit, pageOffset } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

export type DepartmentFilters = {
  search?: string;
  company_id?: number;
  branch_id?: number;
  parent_department_id?: number;
  status?: string;
};
export type DepartmentValues = typeof departments.$inferInsert;

const parents = alias(departments, 'parents');
const heads = alias(employees, 'heads');

const selectDepartments = (db: DbOrTx) =>
  db
    .select({
      department: departments,
      company: { id: companies.id, name: companies.name },
      branch: { id: branches.id, name: branches.name },
      parent: { id: parents.id, name: parents.name },
      head: {
        id: heads.id,
        first_name: heads.first_name,
        last_name: heads.last_name,
        employee_id: heads.employee_id,
      },
      teams_count: sql<number>`(select count(*)::int from ${teams} t where t.department_id = ${departments}.id)`,
      employees_count: sql<number>`(select count(*)::int from ${employees} e where e.department_id = ${departments}.id)`,
      children_count: sql<number>`(select count(*)::int from ${departments} c where c.parent_department_id = ${departments}.id)`,
    })
    .from(departments)
    .innerJoin(companies, eq(companies.id, departments.company_id))
    .leftJoin(branches, eq(branches.id, departments.branch_id))
    .leftJoin(parents, eq(parents.id, departments.parent_department_id))
    .leftJoin(heads, eq(heads.id, departments.head_of_department_id));
export type DepartmentRow = Awaited<ReturnType<typeof selectDepartments>>[number];

function conditions(scope: CompanyScope, f: DepartmentFilters): SQL | undefined {
  const search = f.search ? containsPattern(f.search) : null;
  return and(
    companyCondition(scope, departments.company_id),
    search ? or(ilike(departments.name, search), ilike(departments.code, search)) : undefined,
    f.company_id ? eq(departments.company_id, f.company_id) : undefined,
    f.branch_id ? eq(departments.branch_id, f.branch_id) : undefined,
    f.parent_department_id ? eq(departments.parent_department_id, f.parent_department_id) : undefined,
    f.status ? eq(departments.status, f.status) : undefined,
  );
}

export async function listDepartments(
  db: DbOrTx,
  scope: CompanyScope,
  f: DepartmentFilters,
  page: number,
  perPage: number,
) {
  const where = conditions(scope, f);
  const rows = await selectDepartments(db)
    .where(where)
    .orderBy(asc(companies.name), asc(departments.name), asc(departments.id))
    .limit(pageLimit(perPage))
    .offset(pageOffset(page, perPage));
  const [stats] = await db
    .select({
      total_departments: sql<number>`count(*)::int`,
      active_departments: sql<number>`(count(*) filter (where ${departments.status} = 'active'))::int`,
      with_branches: sql<number>`(count(*) filter (where ${departments.branch_id} is not null))::int`,
      companies: sql<number>`count(distinct ${departments.company_id})::int`,
    })
    .from(departments)
    .where(where);
  return {
    rows,
    stats: stats ?? { total_departments: 0, active_departments: 0, with_branches: 0, companies: 0 },
  };
}

export async function findDepartment(
  db: DbOrTx,
  scope: CompanyScope,
  id: number,
): Promise<DepartmentRow | null> {
  const [row] = await selectDepartments(db)
    .where(and(eq(departments.id, id), companyCondition(scope, departments.company_id)))
    .limit(1);
  return row ?? null;
}

export const departmentCodeTaken = (db: DbOrTx, companyId: number, code: string, exceptId?: number) =>
  isTaken(
    db,
    departments,
    departments.id,
    and(eq(departments.company_id, companyId), eq(departments.code, code)),
    exceptId,
  );

/** The company a branch, department or employee belongs to (undefined when there is no such record). */
export async function companyOf(
  db: DbOrTx,
  table: typeof branches | typeof departments | typeof employees,
  id: number,
) {
  const [row] = await db
    .select({ company_id: table.company_id })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row?.company_id;
}

/** Ids of a department and all its ancestors, walking up parent links. */
export async function ancestorIds(db: DbOrTx, departmentId: number): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`with recursive up(id, parent) as (
          select id, parent_department_id from departments where id = ${departmentId}
          union
          select d.id, d.parent_department_id from departments d join up on d.id = up.parent
        ) select id from up`,
  );
  return rows.map((r) => Number(r.id));
}

export async function insertDepartment(db: DbOrTx, values: DepartmentValues): Promise<number> {
  const [row] = await db.insert(departments).values(values).returning({ id: departments.id });
  if (!row) throw new Error('department insert returned no row');
  return row.id;
}

export async function updateDepartmentRow(db: DbOrTx, id: number, values: Partial<DepartmentValues>) {
  await db.update(departments).set(values).where(eq(departments.id, id));
}

export async function deleteDepartmentRow(db: DbOrTx, id: number) {
  await db.delete(departments).where(eq(departments.id, id));
}
