import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyBranding } from '../../db/schema/company-branding';
import { taxRegimes } from '../../db/schema/compensation';
import { employees } from '../../db/schema/employees';
import { branches, companies, countries, departments } from '../../db/schema/organisation';
import { isTaken } from '../../db/taken';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { pageLimit, pageOffset } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

export type CompanyFilters = { search?: string; status?: string; country_id?: number };
export type CompanyValues = typeof companies.$inferInsert;

const countOf = (table: typeof branches | typeof departments | typeof employees) =>
  sql<number>`(select count(*)::int from ${table} x where x.company_id = ${companies}.id)`;

const companyColumns = {
  company: companies,
  country: { id: countries.id, name: countries.name },
  default_tax_regime: {
    id: taxRegimes.id,
    name: taxRegimes.name,
    financial_year: taxRegimes.financial_year,
    is_active: taxRegimes.is_active,
  },
  branches_count: countOf(branches),
  departments_count: countOf(departments),
  employees_count: countOf(employees),
  // The branding's facts, never its logo's bytes.
  brand_colour: companyBranding.brand_colour,
  logo_updated_at: companyBranding.logo_updated_at,
};

function conditions(scope: CompanyScope, f: CompanyFilters): SQL | undefined {
  const search = f.search ? containsPattern(f.search) : null;
  return and(
    companyCondition(scope, companies.id),
    search
      ? or(ilike(companies.name, search), ilike(companies.legal_name, search), ilike(companies.city, search))
      : undefined,
    f.status ? eq(companies.status, f.status) : undefined,
    f.country_id ? eq(companies.country_id, f.country_id) : undefined,
  );
}

const selectCompanies = (db: DbOrTx) =>
  db
    .select(companyColumns)
    .from(companies)
    .innerJoin(countries, eq(countries.id, companies.country_id))
    .leftJoin(taxRegimes, eq(taxRegimes.id, companies.default_tax_regime_id))
    .leftJoin(companyBranding, eq(companyBranding.company_id, companies.id));
export type CompanyRow = Awaited<ReturnType<typeof selectCompanies>>[number];

export async function listCompanies(
  db: DbOrTx,
  scope: CompanyScope,
  f: CompanyFilters,
  page: number,
  perPage: number,
) {
  const where = conditions(scope, f);
  const rows = await selectCompanies(db)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(pageLimit(perPage))
    .offset(pageOffset(page, perPage));
  const [stats] = await db
    .select({
      total_companies: sql<number>`count(*)::int`,
      active_companies: sql<number>`(count(*) filter (where ${companies.status} = 'active'))::int`,
      total_branches: sql<number>`coalesce(sum(${countOf(branches)}), 0)::int`,
      total_employees: sql<number>`coalesce(sum(${countOf(employees)}), 0)::int`,
    })
    .from(companies)
    .where(where);
  return {
    rows,
    stats: stats ?? { total_companies: 0, active_companies: 0, total_branches: 0, total_employees: 0 },
  };
}

export async function findCompany(db: DbOrTx, scope: CompanyScope, id: number): Promise<CompanyRow | null> {
  const [row] = await selectCompanies(db)
    .where(and(eq(companies.id, id), companyCondition(scope, companies.id)))
    .limit(1);
  return row ?? null;
}

export async function segregationOfDutiesSetting(db: DbOrTx, id: number): Promise<boolean | null> {
  const [row] = await db
    .select({ on: companies.segregation_of_duties })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row?.on ?? null;
}

export async function countryExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return rows.length > 0;
}

export async function insertCompany(db: DbOrTx, values: CompanyValues): Promise<number> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('company insert returned no row');
  return row.id;
}

export async function updateCompanyRow(db: DbOrTx, id: number, values: Partial<CompanyValues>) {
  await db.update(companies).set(values).where(eq(companies.id, id));
}

export async function deleteCompanyRow(db: DbOrTx, id: number) {
  await db.delete(companies).where(eq(companies.id, id));
}

export async function regimeForCompany(db: DbOrTx, regimeId: number) {
  const [row] = await db
    .select({ country_id: taxRegimes.country_id, is_active: taxRegimes.is_active })
    .from(taxRegimes)
    .where(eq(taxRegimes.id, regimeId))
    .limit(1);
  return row ?? null;
}

export const employeeCodePrefixTaken = (db: DbOrTx, prefix: string) =>
  isTaken(db, companies, companies.id, eq(companies.employee_code_prefix, prefix));
