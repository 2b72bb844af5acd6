import type { ApiKey } from '@hrms/contracts/api-keys';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiKeys } from '../../db/schema/access';

type ApiKeyRow = typeof apiKeys.$inferSelect;

export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  permissions: row.permissions,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
  last_used_ip: row.last_used_ip,
});

/** A user's keys not revoked (expired ones too, so their holder sees why an integration stopped), newest first. */
export async function keysOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at)))
    .orderBy(desc(apiKeys.created_at), desc(apiKeys.id));
}

export async function insertApiKey(db: DbOrTx, row: typeof apiKeys.$inferInsert) {
  const [inserted] = await db.insert(apiKeys).values(row).returning();
  if (!inserted) throw new Error('api key not inserted');
  return inserted;
}

/** Revokes one of the user's keys once; null when there is no such live key of theirs. */
export async function revokeKey(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .update(apiKeys)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at)))
    .returning();
  return row ?? null;
}
