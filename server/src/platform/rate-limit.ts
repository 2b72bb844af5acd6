import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../db/client';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one hit against `key` in a fixed window kept in the database, so every API instance
 * shares the same counters. One atomic upsert per hit.
 */
export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const [row] = await rawRows<{ hits: number; window_started_at: Date | string }>(
    db,
    sql`insert into rate_limits (key, window_started_at, hits) values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                      then 1 else rate_limits.hits + 1 end,
          window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                      then now() else rate_limits.window_started_at end
        returning hits, window_started_at`,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  const startedAt = new Date(row.window_started_at).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((startedAt + windowSeconds * 1000 - Date.now()) / 1000));
  return { allowed: row.hits <= limit, retryAfterSeconds };
}

export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
