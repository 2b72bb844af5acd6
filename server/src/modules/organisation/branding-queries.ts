import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyBranding } from '../../db/schema/company-branding';
import { companies } from '../../db/schema/organisation';

export type BrandingValues = Omit<typeof companyBranding.$inferInsert, 'company_id'>;

/** A company's name, brand colour and when its logo last changed (null: none), without the logo's bytes. */
export async function brandingFactsOf(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      name: companies.name,
      brand_colour: companyBranding.brand_colour,
      logo_updated_at: companyBranding.logo_updated_at,
    })
    .from(companies)
    .leftJoin(companyBranding, eq(companyBranding.company_id, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** A company's logo to serve, or null when it has none. */
export async function logoOf(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      data: companyBranding.logo,
      content_type: companyBranding.logo_content_type,
      updated_at: companyBranding.logo_updated_at,
    })
    .from(companyBranding)
    .where(eq(companyBranding.company_id, companyId))
    .limit(1);
  return row?.data && row.content_type && row.updated_at
    ? { data: row.data, content_type: row.content_type, updated_at: row.updated_at }
    : null;
}

/** Sets some of a company's branding, making its row the first time. */
export async function saveBranding(db: DbOrTx, companyId: number, values: BrandingValues) {
  await db
    .insert(companyBranding)
    .values({ company_id: companyId, ...values })
    .onConflictDoUpdate({ target: companyBranding.company_id, set: { ...values, updated_at: sql`now()` } });
}

/** The one company of an install that has exactly one, else null (none, or several). */
export async function soleCompanyId(db: DbOrTx): Promise<number | null> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(2);
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}
