import { and, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { oidcLogins, oidcProviders } from '../../db/schema/sso';

export type ProviderRow = typeof oidcProviders.$inferSelect;

export async function providersOfCompany(db: DbOrTx, companyId: number): Promise<ProviderRow[]> {
  return db
    .select()
    .from(oidcProviders)
    .where(eq(oidcProviders.company_id, companyId))
    .orderBy(oidcProviders.id);
}

export async function enabledProviderBySlug(db: DbOrTx, slug: string): Promise<ProviderRow | null> {
  const [row] = await db
    .select()
    .from(oidcProviders)
    .where(and(eq(oidcProviders.slug, slug), eq(oidcProviders.enabled, true)));
  return row ?? null;
}

/**
 * The sign-in page's buttons: every enabled provider, or for an e-mail those of the company whose providers
 * allow its domain, with whether that company lets its people use a password.
 */
export async function providersForPage(db: DbOrTx, domain: string | null) {
  return rawRows<{ slug: string; label: string; password_sign_in: boolean }>(
    db,
    sql`select p.slug, p.label, coalesce(s.password_sign_in, true) as password_sign_in
          from ${oidcProviders} p left join sign_in_policies s on s.company_id = p.company_id
         where p.enabled ${domain === null ? sql`` : sql`and ${domain} = any(p.allowed_domains)`}
         order by p.label, p.slug`,
  );
}

/** Keeps only the named providers of the company (the rest and their sign-ins in flight go). */
export async function deleteProvidersExcept(db: DbOrTx, companyId: number, slugs: readonly string[]) {
  await db
    .delete(oidcProviders)
    .where(
      and(
        eq(oidcProviders.company_id, companyId),
        slugs.length ? notInArray(oidcProviders.slug, [...slugs]) : sql`true`,
      ),
    );
}

/** Writes a provider of the company; false when its slug is another company's. */
export async function upsertProvider(db: DbOrTx, row: typeof oidcProviders.$inferInsert): Promise<boolean> {
  const written = await db
    .insert(oidcProviders)
    .values(row)
    .onConflictDoUpdate({
      target: oidcProviders.slug,
      set: {
        label: row.label,
        issuer_url: row.issuer_url,
        client_id: row.client_id,
        client_secret_encrypted: row.client_secret_encrypted,
        allowed_domains: row.allowed_domains,
        jit_role: row.jit_role,
        enabled: row.enabled,
        updated_at: sql`now()`,
      },
      // Another company's slug is not taken over: the insert does nothing and the caller finds out.
      setWhere: eq(oidcProviders.company_id, row.company_id),
    })
    .returning({ id: oidcProviders.id });
  return written.length === 1;
}

export async function insertLogin(db: DbOrTx, row: typeof oidcLogins.$inferInsert) {
  await db.insert(oidcLogins).values(row);
}

/** Takes a sign-in in flight once: only the statement that marks it used finds it unused and unexpired. */
export async function takeLogin(db: DbOrTx, stateHash: string) {
  const [row] = await db
    .update(oidcLogins)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(oidcLogins.state_hash, stateHash),
        isNull(oidcLogins.used_at),
        gt(oidcLogins.expires_at, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}
