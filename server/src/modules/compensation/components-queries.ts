import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { salaryComponents, salaryStructureLines } from '../../db/schema/compensation';
import { countries } from '../../db/schema/organisation';
import { isTaken } from '../../db/taken';
import { pageLimit, pageOffset } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

export type ComponentFilters = {
  search?: string;
  type?: string;
  country_id?: number;
  is_active?: boolean;
  is_statutory?: boolean;
};
export type ComponentValues = typeof salaryComponents.$inferInsert;

const selectComponents = (db: DbOrTx) =>
  db
    .select({ component: salaryComponents, country: { id: countries.id, name: countries.name } })
    .from(salaryComponents)
    .innerJoin(countries, eq(countries.id, salaryComponents.country_id));
export type ComponentRow = Awaited<ReturnType<typeof selectComponents>>[number];

function conditions(f: ComponentFilters): SQL | undefined {
  const search = f.search ? containsPattern(f.search) : null;
  return and(
    search ? or(ilike(salaryComponents.name, search), ilike(salaryComponents.code, search)) : undefined,
    f.type ? eq(salaryComponents.type, f.type) : undefined,
    f.country_id ? eq(salaryComponents.country_id, f.country_id) : undefined,
    f.is_active === undefined ? undefined : eq(salaryComponents.is_active, f.is_active),
    f.is_statutory === undefined ? undefined : eq(salaryComponents.is_statutory, f.is_statutory),
  );
}

const ORDER = [asc(salaryComponents.type), asc(salaryComponents.name), asc(salaryComponents.id)];

export async function listComponents(
  db: DbOrTx,
  f: ComponentFilters,
  page: { page: number; perPage: number } | null,
) {
  const where = conditions(f);
  const query = selectComponents(db)
    .where(where)
    .orderBy(...ORDER);
  const rows = page
    ? await query.limit(pageLimit(page.perPage)).offset(pageOffset(page.page, page.perPage))
    : await query;
  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      earnings: sql<number>`(count(*) filter (where ${salaryComponents.type} = 'earning'))::int`,
      deductions: sql<number>`(count(*) filter (where ${salaryComponents.type} = 'deduction'))::int`,
      statutory: sql<number>`(count(*) filter (where ${salaryComponents.is_statutory}))::int`,
    })
    .from(salaryComponents)
    .where(where);
  return { rows, stats: stats ?? { total: 0, earnings: 0, deductions: 0, statutory: 0 } };
}

export async function findComponent(db: DbOrTx, id: number): Promise<ComponentRow | null> {
  const [row] = await selectComponents(db).where(eq(salaryComponents.id, id)).limit(1);
  return row ?? null;
}

export const componentCodeTaken = (db: DbOrTx, countryId: number, code: string, exceptId?: number) =>
  isTaken(
    db,
    salaryComponents,
    salaryComponents.id,
    and(eq(salaryComponents.country_id, countryId), eq(salaryComponents.code, code)),
    exceptId,
  );

/** Codes and formulas of a country's components, for checking a formula's references. */
export async function componentCodesOf(db: DbOrTx, countryId: number) {
  return db
    .select({ id: salaryComponents.id, code: salaryComponents.code, formula: salaryComponents.formula })
    .from(salaryComponents)
    .where(eq(salaryComponents.country_id, countryId));
}

export async function structureLinesUsing(db: DbOrTx, componentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(salaryStructureLines)
    .where(eq(salaryStructureLines.salary_component_id, componentId));
  return row?.n ?? 0;
}

export async function insertComponent(db: DbOrTx, values: ComponentValues): Promise<number> {
  const [row] = await db.insert(salaryComponents).values(values).returning({ id: salaryComponents.id });
  if (!row) throw new Error('component insert returned no row');
  return row.id;
}

export async function updateComponentRow(db: DbOrTx, id: number, values: Partial<ComponentValues>) {
  await db.update(salaryComponents).set(values).where(eq(salaryComponents.id, id));
}

export async function deleteComponentRow(db: DbOrTx, id: number) {
  await db.delete(salaryComponents).where(eq(salaryComponents.id, id));
}
