import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../db/client';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** One key's counter as a hit left it: enough to tell whether it is over its limit, and to give the hit back. */
export type RateLimitHit = {
  key: string;
  limit: number;
  hits: number;
  /** The window's start as exact epoch seconds (text), so a give-back touches only the same window. */
  window: string;
  retryAfterSeconds: number;
};

/**
 * Counts one hit against each key in a fixed window kept in the database, so every API instance shares
 * the same counters. One atomic upsert for all the keys: the database serialises concurrent hits on a
 * key, so of N simultaneous callers exactly `limit` see a count within the limit. Keys are written in
 * sorted order, so two statements over the same keys cannot deadlock.
 */
export async function hitRateLimits(
  db: DbOrTx,
  limits: { key: string; limit: number }[],
  windowSeconds: number,
): Promise<RateLimitHit[]> {
  const keys = [...new Set(limits.map((l) => l.key))].sort();
  if (!keys.length) return [];
  const rows = await rawRows<{ key: string; hits: number; window: string; retry_after: number }>(
    db,
    sql`insert into rate_limits (key, window_started_at, hits)
        values ${sql.join(
          keys.map((key) => sql`(${key}, now(), 1)`),
          sql`, `,
        )}
        on conflict (key) do update set
          hits = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                      then 1 else rate_limits.hits + 1 end,
          window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                      then now() else rate_limits.window_started_at end
        returning key, hits, extract(epoch from window_started_at)::text as window,
          ceil(extract(epoch from window_started_at + make_interval(secs => ${windowSeconds}) - now()))::int
            as retry_after`,
  );
  return limits.map(({ key, limit }) => {
    const row = rows.find((r) => r.key === key);
    if (!row) throw new Error('rate limit upsert returned no row');
    return {
      key,
      limit,
      hits: Number(row.hits),
      window: row.window,
      retryAfterSeconds: Math.max(1, Number(row.retry_after)),
    };
  });
}

/** The first hit that went over its key's limit, or null when every key is within its limit. */
export const overLimit = (hits: RateLimitHit[]): RateLimitHit | null =>
  hits.find((h) => h.hits > h.limit) ?? null;

/**
 * Takes back hits that turned out not to count (the attempt was refused anyway, or succeeded where only
 * failures count). Only within the window they were counted in; never below zero.
 */
export async function giveBackHits(db: DbOrTx, hits: RateLimitHit[]): Promise<void> {
  for (const hit of hits) {
    await db.execute(
      sql`update rate_limits set hits = hits - 1
          where key = ${hit.key} and hits > 0 and extract(epoch from window_started_at) = ${hit.window}::numeric`,
    );
  }
}

/** Counts one hit against `key` (see hitRateLimits). */
export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const [hit] = await hitRateLimits(db, [{ key, limit }], windowSeconds);
  if (!hit) throw new Error('rate limit upsert returned no row');
  return { allowed: hit.hits <= limit, retryAfterSeconds: hit.retryAfterSeconds };
}

export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
