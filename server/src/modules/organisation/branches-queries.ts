import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import { branches, companies, departments } from '../../db/schema/organisation';
import { isTaken } from '../../db/taken';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { pageLimit, pageOffset } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

export type BranchFilters = { search?: string; company_id?: number; status?: string };
export type BranchValues = typeof branches.$inferInsert;

const countOf = (table: typeof departments | typeof employees) =>
  sql<number>`(select count(*)::int from ${table} x where x.branch_id = ${branches}.id)`;

const selectBranches = (db: DbOrTx) =>
  db
    .select({
      branch: branches,
      company: { id: companies.id, name: companies.name },
      manager: { id: users.id, name: users.name, email: users.email },
      departments_count: countOf(departments),
      employees_count: countOf(employees),
    })
    .from(branches)
    .innerJoin(companies, eq(companies.id, branches.company_id))
    .leftJoin(users, eq(users.id, branches.manager_id));
export type BranchRow = Awaited<ReturnType<typeof selectBranches>>[number];

function conditions(scope: CompanyScope, f: BranchFilters): SQL | undefined {
  const search = f.search ? containsPattern(f.search) : null;
  return and(
    companyCondition(scope, branches.company_id),
    search
      ? or(ilike(branches.name, search), ilike(branches.code, search), ilike(branches.city, search))
      : undefined,
    f.company_id ? eq(branches.company_id, f.company_id) : undefined,
    f.status ? eq(branches.status, f.status) : undefined,
  );
}

export async function listBranches(
  db: DbOrTx,
  scope: CompanyScope,
  f: BranchFilters,
  page: number,
  perPage: number,
) {
  const where = conditions(scope, f);
  const rows = await selectBranches(db)
    .where(where)
    .orderBy(asc(companies.name), asc(branches.name), asc(branches.id))
    .limit(pageLimit(perPage))
    .offset(pageOffset(page, perPage));
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(branches).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findBranch(db: DbOrTx, scope: CompanyScope, id: number): Promise<BranchRow | null> {
  const [row] = await selectBranches(db)
    .where(and(eq(branches.id, id), companyCondition(scope, branches.company_id)))
    .limit(1);
  return row ?? null;
}

export const branchCodeTaken = (db: DbOrTx, companyId: number, code: string, exceptId?: number) =>
  isTaken(
    db,
    branches,
    branches.id,
    and(eq(branches.company_id, companyId), eq(branches.code, code)),
    exceptId,
  );

/** The company of a user's employee record (branch managers are users of the branch's company). */
export async function companyOfUser(db: DbOrTx, userId: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ company_id: employees.company_id })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employee_id))
    .where(eq(users.id, userId))
    .limit(1);
  return row === undefined ? undefined : row.company_id;
}

export async function insertBranch(db: DbOrTx, values: BranchValues): Promise<number> {
  const [row] = await db.insert(branches).values(values).returning({ id: branches.id });
  if (!row) throw new Error('branch insert returned no row');
  return row.id;
}

export async function updateBranchRow(db: DbOrTx, id: number, values: Partial<BranchValues>) {
  await db.update(branches).set(values).where(eq(branches.id, id));
}

export async function deleteBranchRow(db: DbOrTx, id: number) {
  await db.delete(branches).where(eq(branches.id, id));
}
