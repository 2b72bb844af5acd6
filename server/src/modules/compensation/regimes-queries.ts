import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { professionalTaxSlabs, taxRegimes, taxSlabs } from '../../db/schema/compensation';
import { companies, countries } from '../../db/schema/organisation';
import { isTaken } from '../../db/taken';
import { pageLimit, pageOffset } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

export type RegimeFilters = {
  search?: string;
  country_id?: number;
  is_active?: boolean;
  financial_year?: string;
};
export type RegimeValues = typeof taxRegimes.$inferInsert;
export type SlabValues = Omit<typeof taxSlabs.$inferInsert, 'tax_regime_id'>;

const selectRegimes = (db: DbOrTx) =>
  db
    .select({
      regime: taxRegimes,
      country: {
        id: countries.id,
        name: countries.name,
        currency_code: countries.currency_code,
        currency_symbol: countries.currency_symbol,
      },
    })
    .from(taxRegimes)
    .innerJoin(countries, eq(countries.id, taxRegimes.country_id));
export type RegimeRow = Awaited<ReturnType<typeof selectRegimes>>[number];

function conditions(f: RegimeFilters): SQL | undefined {
  const search = f.search ? containsPattern(f.search) : null;
  return and(
    search
      ? or(ilike(taxRegimes.name, search), ilike(taxRegimes.code, search), ilike(countries.name, search))
      : undefined,
    f.country_id ? eq(taxRegimes.country_id, f.country_id) : undefined,
    f.is_active === undefined ? undefined : eq(taxRegimes.is_active, f.is_active),
    f.financial_year ? eq(taxRegimes.financial_year, f.financial_year) : undefined,
  );
}

export async function listRegimes(db: DbOrTx, f: RegimeFilters, page: number, perPage: number) {
  const where = conditions(f);
  const rows = await selectRegimes(db)
    .where(where)
    .orderBy(desc(taxRegimes.financial_year), desc(taxRegimes.is_default), asc(taxRegimes.name))
    .limit(pageLimit(perPage))
    .offset(pageOffset(page, perPage));
  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${taxRegimes.is_active}))::int`,
      default: sql<number>`(count(*) filter (where ${taxRegimes.is_default}))::int`,
      countries: sql<number>`count(distinct ${taxRegimes.country_id})::int`,
    })
    .from(taxRegimes)
    .innerJoin(countries, eq(countries.id, taxRegimes.country_id))
    .where(where);
  return { rows, stats: stats ?? { total: 0, active: 0, default: 0, countries: 0 } };
}

export async function findRegime(db: DbOrTx, id: number): Promise<RegimeRow | null> {
  const [row] = await selectRegimes(db).where(eq(taxRegimes.id, id)).limit(1);
  return row ?? null;
}

export async function slabsOf(db: DbOrTx, regimeIds: number[]) {
  if (!regimeIds.length) return [];
  return db
    .select()
    .from(taxSlabs)
    .where(inArray(taxSlabs.tax_regime_id, regimeIds))
    .orderBy(asc(taxSlabs.tax_regime_id), asc(taxSlabs.position));
}

export const regimeCodeTaken = (db: DbOrTx, code: string, exceptId?: number) =>
  isTaken(db, taxRegimes, taxRegimes.id, eq(taxRegimes.code, code), exceptId);

/** Clears the default flag of the other regimes of a country and financial year. */
export async function clearOtherDefaults(
  db: DbOrTx,
  countryId: number,
  financialYear: string,
  keepId: number,
) {
  await db
    .update(taxRegimes)
    .set({ is_default: false })
    .where(
      and(
        eq(taxRegimes.country_id, countryId),
        eq(taxRegimes.financial_year, financialYear),
        sql`${taxRegimes.id} <> ${keepId}`,
      ),
    );
}

export async function companiesDefaultingTo(db: DbOrTx, regimeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(eq(companies.default_tax_regime_id, regimeId));
  return row?.n ?? 0;
}

export async function insertRegime(db: DbOrTx, values: RegimeValues): Promise<number> {
  const [row] = await db.insert(taxRegimes).values(values).returning({ id: taxRegimes.id });
  if (!row) throw new Error('regime insert returned no row');
  return row.id;
}

export async function updateRegimeRow(db: DbOrTx, id: number, values: Partial<RegimeValues>) {
  await db.update(taxRegimes).set(values).where(eq(taxRegimes.id, id));
}

export async function deleteRegimeRow(db: DbOrTx, id: number) {
  await db.delete(taxRegimes).where(eq(taxRegimes.id, id));
}

export async function replaceSlabs(db: DbOrTx, regimeId: number, slabs: SlabValues[]) {
  await db.delete(taxSlabs).where(eq(taxSlabs.tax_regime_id, regimeId));
  if (slabs.length) await db.insert(taxSlabs).values(slabs.map((s) => ({ ...s, tax_regime_id: regimeId })));
  await db.update(taxRegimes).set({ updated_at: new Date() }).where(eq(taxRegimes.id, regimeId));
}

export async function professionalTaxSlabsFor(db: DbOrTx, state?: string) {
  return db
    .select()
    .from(professionalTaxSlabs)
    .where(state ? sql`lower(${professionalTaxSlabs.state}) = ${state.trim().toLowerCase()}` : undefined)
    .orderBy(
      asc(professionalTaxSlabs.state),
      asc(professionalTaxSlabs.gender),
      asc(professionalTaxSlabs.min_salary),
    );
}
