import type { ImportStatus, ImportType } from '@hrms/contracts/imports';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { anyId, anyText, inTexts } from '../../db/ids';
import { users } from '../../db/schema/access';
import { taxRegimes } from '../../db/schema/compensation';
import { employees } from '../../db/schema/employees';
import { imports } from '../../db/schema/imports';
import { branches, companies, countries, departments, teams } from '../../db/schema/organisation';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { pageLimit, pageOffset } from '../../platform/pagination';

// ---- the imports themselves

export type ImportRow = typeof imports.$inferSelect;
export type NewImport = typeof imports.$inferInsert;

export async function insertImport(db: DbOrTx, values: NewImport): Promise<number> {
  const [row] = await db.insert(imports).values(values).returning({ id: imports.id });
  if (!row) throw new Error('import not inserted');
  return row.id;
}

const creator = alias(users, 'import_creator');
const committer = alias(users, 'import_committer');

/** The columns of an import without its file, with who created and committed it. */
const summaryColumns = {
  id: imports.id,
  company_id: imports.company_id,
  type: imports.type,
  status: imports.status,
  filename: imports.filename,
  format: imports.format,
  rows: imports.rows,
  valid_rows: imports.valid_rows,
  mode: imports.mode,
  created: imports.created,
  updated: imports.updated,
  unchanged: imports.unchanged,
  created_at: imports.created_at,
  committed_at: imports.committed_at,
  created_by_id: creator.id,
  created_by_name: creator.name,
  committed_by_id: committer.id,
  committed_by_name: committer.name,
};

export type ImportSummaryRow = Awaited<ReturnType<typeof listImports>>['rows'][number];

const scoped = (scope: CompanyScope, ...more: (SQL | undefined)[]) =>
  and(companyCondition(scope, imports.company_id), ...more);

export async function listImports(
  db: DbOrTx,
  scope: CompanyScope,
  filters: { type?: ImportType; status?: ImportStatus },
  page: number,
  perPage: number,
) {
  const where = scoped(
    scope,
    filters.type ? eq(imports.type, filters.type) : undefined,
    filters.status ? eq(imports.status, filters.status) : undefined,
  );
  const rows = await db
    .select(summaryColumns)
    .from(imports)
    .leftJoin(creator, eq(creator.id, imports.created_by))
    .leftJoin(committer, eq(committer.id, imports.committed_by))
    .where(where)
    .orderBy(desc(imports.created_at), desc(imports.id))
    .limit(pageLimit(perPage))
    .offset(pageOffset(page, perPage));
  const [total] = await db.select({ n: count() }).from(imports).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One import in the caller's scope, with its errors (without its file: importContent). */
export async function findImport(db: DbOrTx, scope: CompanyScope, id: number) {
  const [row] = await db
    .select({ ...summaryColumns, errors: imports.errors })
    .from(imports)
    .leftJoin(creator, eq(creator.id, imports.created_by))
    .leftJoin(committer, eq(committer.id, imports.committed_by))
    .where(scoped(scope, eq(imports.id, id)))
    .limit(1);
  return row ?? null;
}

/** The uploaded file of an import (found in scope first). */
export async function importContent(db: DbOrTx, id: number): Promise<Buffer> {
  const [row] = await db.select({ content: imports.content }).from(imports).where(eq(imports.id, id));
  if (!row) throw new Error(`import ${id} has no content`);
  return row.content;
}

/**
 * Marks the import committed, once: only an import not yet committed is updated, so of two commits at the
 * same moment one waits for the other's row lock and then finds nothing to update. False: already done.
 */
export async function claimCommit(db: DbOrTx, id: number, userId: number, mode: string): Promise<boolean> {
  const claimed = await db
    .update(imports)
    .set({ status: 'committed', mode, committed_by: userId, committed_at: new Date() })
    .where(and(eq(imports.id, id), inArray(imports.status, ['validated', 'invalid'])))
    .returning({ id: imports.id });
  return claimed.length === 1;
}

/** What a large file's check found, kept once (a check answered twice keeps the first). */
export async function recordCheck(
  db: DbOrTx,
  id: number,
  found: Pick<NewImport, 'status' | 'rows' | 'valid_rows' | 'errors'>,
) {
  await db
    .update(imports)
    .set(found)
    .where(and(eq(imports.id, id), eq(imports.status, 'checking')));
}

export async function recordCommitCounts(
  db: DbOrTx,
  id: number,
  counts: { created: number; updated: number; unchanged: number },
) {
  await db.update(imports).set(counts).where(eq(imports.id, id));
}

// ---- organisation records, found by their natural keys

/** A text as the lookups below match it: trimmed, in any case. */
export const textKey = (text: string) => text.trim().toLowerCase();
const lower = textKey;

export type CompanyRecord = typeof companies.$inferSelect;
export type BranchRecord = typeof branches.$inferSelect;
export type DepartmentRecord = typeof departments.$inferSelect;
export type TeamRecord = typeof teams.$inferSelect;

/** A company in scope by its name, any case: the key of the companies import. */
export async function companyByName(db: DbOrTx, scope: CompanyScope, text: string) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(companyCondition(scope, companies.id), eq(sql`lower(${companies.name})`, lower(text))))
    .orderBy(asc(companies.id))
    .limit(1);
  return row ?? null;
}

/** A record a row names within a parent (a company's branch, a department's team) by its code or name. */
export type Named = { parentId: number; text: string };

/** The key the lookups below answer a named record under: its parent and the text, any case. */
export const namedKey = (parentId: number, text: string) => `${parentId}|${lower(text)}`;

/** A record found for some names, with its parent and its two keys in lower case (the preferred one first). */
type Candidate<R> = { row: R; parent: number; preferred: string | null; other: string | null };

/** Each name's record among the candidates: the lowest id matching by the preferred key, else by the other. */
function pickNamed<R extends { id: number }>(candidates: Candidate<R>[], wanted: readonly Named[]) {
  const index = new Map<string, R>();
  for (const c of [...candidates].sort((x, y) => x.row.id - y.row.id)) {
    for (const [which, key] of [
      ['preferred', c.preferred],
      ['other', c.other],
    ] as const) {
      const at = `${which}|${c.parent}|${key}`;
      if (key !== null && !index.has(at)) index.set(at, c.row);
    }
  }
  const found = new Map<string, R>();
  for (const { parentId, text } of wanted) {
    const row =
      index.get(`preferred|${parentId}|${lower(text)}`) ?? index.get(`other|${parentId}|${lower(text)}`);
    if (row) found.set(namedKey(parentId, text), row);
  }
  return found;
}

/** What names the lookups ask for: the parents and the texts, each once, in lower case. */
const namesOf = (wanted: readonly Named[]) => ({
  parents: [...new Set(wanted.map((w) => w.parentId))],
  keys: [...new Set(wanted.map((w) => lower(w.text)))],
});

/**
 * Companies in scope by their names or employee-code prefixes (their short codes), any case, under
 * namedKey(0, text): a name before a prefix, then the lowest id.
 */
export async function companiesByNameOrCode(db: DbOrTx, scope: CompanyScope, texts: readonly string[]) {
  const { keys } = namesOf(texts.map((text) => ({ parentId: 0, text })));
  if (!keys.length) return new Map<string, CompanyRecord>();
  const rows = await db
    .select({
      row: companies,
      parent: sql<number>`0`.mapWith(Number),
      preferred: sql<string>`lower(${companies.name})`,
      other: sql<string | null>`lower(${companies.employee_code_prefix})`,
    })
    .from(companies)
    .where(
      and(
        companyCondition(scope, companies.id),
        sql`(${anyText(sql`lower(${companies.name})`, keys)}
             or ${anyText(sql`lower(${companies.employee_code_prefix})`, keys)})`,
      ),
    );
  return pickNamed(
    rows,
    texts.map((text) => ({ parentId: 0, text })),
  );
}

/** A company in scope by its name or its employee-code prefix (its short code), any case. */
export const companyByNameOrCode = async (db: DbOrTx, scope: CompanyScope, text: string) =>
  (await companiesByNameOrCode(db, scope, [text])).get(namedKey(0, text)) ?? null;

export async function countryByName(db: DbOrTx, text: string) {
  const [row] = await db
    .select()
    .from(countries)
    .where(eq(sql`lower(${countries.name})`, lower(text)))
    .limit(1);
  return row ?? null;
}

export async function regimeByCode(db: DbOrTx, text: string) {
  const [row] = await db
    .select({ id: taxRegimes.id, code: taxRegimes.code })
    .from(taxRegimes)
    .where(eq(sql`lower(${taxRegimes.code})`, lower(text)))
    .limit(1);
  return row ?? null;
}

/** The tables whose records a row names by code, else by name, within a parent (a company, a department). */
const CODE_OR_NAME = {
  branch: { table: branches, parent: branches.company_id },
  department: { table: departments, parent: departments.company_id },
  team: { table: teams, parent: teams.department_id },
};
type CodeOrNameRecord = {
  branch: BranchRecord;
  department: DepartmentRecord;
  team: TeamRecord;
};

/** Records of one kind by their code, else their name, any case, within their parents, under namedKey. */
export async function byCodeOrName<K extends keyof typeof CODE_OR_NAME>(
  db: DbOrTx,
  kind: K,
  wanted: readonly Named[],
): Promise<Map<string, CodeOrNameRecord[K]>> {
  const { parents, keys } = namesOf(wanted);
  if (!keys.length) return new Map();
  // The three tables share id, code and name; typed as one of them for the query builder.
  const { table, parent } = CODE_OR_NAME[kind] as unknown as typeof CODE_OR_NAME.branch;
  const rows = await db
    .select({
      row: table,
      parent: sql<number>`${parent}`.mapWith(Number),
      preferred: sql<string | null>`lower(${table.code})`,
      other: sql<string>`lower(${table.name})`,
    })
    .from(table)
    .where(
      and(
        anyId(parent, parents),
        sql`(${anyText(sql`lower(${table.code})`, keys)} or ${anyText(sql`lower(${table.name})`, keys)})`,
      ),
    );
  return pickNamed(rows, wanted) as unknown as Map<string, CodeOrNameRecord[K]>;
}

const oneByCodeOrName = async <K extends keyof typeof CODE_OR_NAME>(
  db: DbOrTx,
  kind: K,
  parentId: number,
  text: string,
) => (await byCodeOrName(db, kind, [{ parentId, text }])).get(namedKey(parentId, text)) ?? null;

/** A branch of a company by its code, else by its name, any case. */
export const branchByCodeOrName = (db: DbOrTx, companyId: number, text: string) =>
  oneByCodeOrName(db, 'branch', companyId, text);

/** A department of a company by its code, else by its name, any case. */
export const departmentByCodeOrName = (db: DbOrTx, companyId: number, text: string) =>
  oneByCodeOrName(db, 'department', companyId, text);

/** A team of a department by its code, else by its name, any case. */
export const teamByCodeOrName = (db: DbOrTx, departmentId: number, text: string) =>
  oneByCodeOrName(db, 'team', departmentId, text);

export async function employeeByCode(db: DbOrTx, companyId: number, code: string) {
  const [row] = await db
    .select({ id: employees.id, employee_id: employees.employee_id })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), eq(sql`lower(${employees.employee_id})`, lower(code))))
    .limit(1);
  return row ?? null;
}

export type EmployeeRecord = typeof employees.$inferSelect;

/**
 * Current (not archived) employees in scope by code or by email, any case, under their lower-case key: the keys
 * of the employees import (a row given without a code is matched by its email; emails are unique).
 */
export async function currentEmployeesInScope(
  db: DbOrTx,
  scope: CompanyScope,
  by: 'employee_id' | 'email',
  values: readonly string[],
) {
  const keys = [...new Set(values.map(lower))];
  const found = new Map<string, EmployeeRecord>();
  if (!keys.length) return found;
  const rows = await db
    .select({ row: employees, key: sql<string>`lower(${employees[by]})` })
    .from(employees)
    .where(
      and(
        companyCondition(scope, employees.company_id),
        isNull(employees.archived_at),
        inTexts(sql`lower(${employees[by]})`, keys),
      ),
    )
    .orderBy(asc(employees.id));
  for (const { row, key } of rows) if (!found.has(key)) found.set(key, row);
  return found;
}

/**
 * Sign-in accounts as the employees import needs them: which of these employees have one, and which of these
 * emails (any case) an account already uses, under their lower-case key.
 */
export async function accountsOf(db: DbOrTx, employeeIds: readonly number[], emails: readonly string[]) {
  const keys = [...new Set(emails.map(lower))];
  if (!employeeIds.length && !keys.length) return { employees: new Set<number>(), emails: new Set<string>() };
  const rows = await db
    .select({ employee_id: users.employee_id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      or(
        employeeIds.length ? anyId(users.employee_id, employeeIds) : undefined,
        keys.length ? inTexts(sql`lower(${users.email})`, keys) : undefined,
      ),
    );
  return {
    employees: new Set(rows.flatMap((r) => (r.employee_id === null ? [] : [r.employee_id]))),
    emails: new Set(rows.map((r) => r.email)),
  };
}

/** A current employee in scope by code or by email, any case. */
export const currentEmployeeInScope = async (
  db: DbOrTx,
  scope: CompanyScope,
  by: 'employee_id' | 'email',
  value: string,
) => (await currentEmployeesInScope(db, scope, by, [value])).get(lower(value)) ?? null;

// ---- what the exports list

export const companiesForExport = (db: DbOrTx, scope: CompanyScope, companyId?: number) =>
  db
    .select({
      company: companies,
      country: countries.name,
      regime: taxRegimes.code,
    })
    .from(companies)
    .innerJoin(countries, eq(countries.id, companies.country_id))
    .leftJoin(taxRegimes, eq(taxRegimes.id, companies.default_tax_regime_id))
    .where(
      and(
        companyCondition(scope, companies.id),
        companyId === undefined ? undefined : eq(companies.id, companyId),
      ),
    )
    .orderBy(asc(companies.id));

export const companyNames = async (db: DbOrTx, ids: number[]) =>
  new Map(
    ids.length
      ? (
          await db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(inArray(companies.id, ids))
        ).map((c) => [c.id, c.name])
      : [],
  );

/** The records of the companies in scope, or of the one company named. */
const ofCompanies = (column: AnyPgColumn, scope: CompanyScope, companyId: number | undefined) =>
  and(companyCondition(scope, column), companyId === undefined ? undefined : eq(column, companyId));

export const branchesForExport = (db: DbOrTx, scope: CompanyScope, companyId?: number) =>
  db
    .select()
    .from(branches)
    .where(ofCompanies(branches.company_id, scope, companyId))
    .orderBy(asc(branches.company_id), asc(branches.id));

const parent = alias(departments, 'parent_department');

export const departmentsForExport = (db: DbOrTx, scope: CompanyScope, companyId?: number) =>
  db
    .select({
      department: departments,
      branch_code: branches.code,
      parent_code: parent.code,
      head_code: employees.employee_id,
    })
    .from(departments)
    .leftJoin(branches, eq(branches.id, departments.branch_id))
    .leftJoin(parent, eq(parent.id, departments.parent_department_id))
    .leftJoin(employees, eq(employees.id, departments.head_of_department_id))
    .where(ofCompanies(departments.company_id, scope, companyId))
    .orderBy(asc(departments.company_id), asc(departments.id));

export const teamsForExport = (db: DbOrTx, scope: CompanyScope, companyId?: number) =>
  db
    .select({ team: teams, company_id: departments.company_id, department_code: departments.code })
    .from(teams)
    .innerJoin(departments, eq(departments.id, teams.department_id))
    .where(and(ofCompanies(departments.company_id, scope, companyId), ne(teams.status, 'disbanded')))
    .orderBy(asc(departments.company_id), asc(teams.id));

const manager = alias(employees, 'manager');

/** Current employees with their company's name, their branch, department and team codes and their manager's code. */
export const employeesForExport = (db: DbOrTx, scope: CompanyScope, companyId?: number) =>
  db
    .select({
      employee: employees,
      company_name: companies.name,
      branch_code: branches.code,
      department_code: departments.code,
      team_code: teams.code,
      team_name: teams.name,
      manager_code: manager.employee_id,
      has_account: sql<boolean>`exists (select 1 from ${users} where ${users.employee_id} = ${employees.id})`,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .leftJoin(branches, eq(branches.id, employees.branch_id))
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .leftJoin(teams, eq(teams.id, employees.team_id))
    .leftJoin(manager, eq(manager.id, employees.manager_id))
    .where(and(ofCompanies(employees.company_id, scope, companyId), isNull(employees.archived_at)))
    .orderBy(asc(employees.company_id), asc(employees.id));
