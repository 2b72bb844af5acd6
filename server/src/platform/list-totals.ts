import type { DbOrTx } from '../db/client';

/**
 * A list's totals and summary figures (counts by status, sums) over every matching record, kept for a
 * few seconds per database, scope and filters. Each list request pages through rows with an index,
 * but its summary reads the whole matching set (lakhs of attendance records), which would otherwise
 * cap a list at tens of requests a second. Requests for the same figures at the same time share one
 * query. Any write request or background job on this instance forgets them all at once; a write made
 * on another instance shows in these figures within TTL_MS (the rows themselves are always live).
 */
export const TOTALS_TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

type Entry = { at: number; value: Promise<unknown> };
const byDatabase = new WeakMap<object, Map<string, Entry>>();

export function cachedTotals<T>(db: DbOrTx, key: unknown[], compute: () => PromiseLike<T>): Promise<T> {
  let entries = byDatabase.get(db);
  if (!entries) {
    entries = new Map();
    byDatabase.set(db, entries);
  }
  const id = JSON.stringify(key);
  const now = Date.now();
  const hit = entries.get(id);
  if (hit && now - hit.at < TOTALS_TTL_MS) return hit.value as Promise<T>;

  // Settled once here: a drizzle query is a thenable that would run again on every await.
  const value = Promise.resolve(compute());
  const entry = { at: now, value };
  entries.delete(id);
  entries.set(id, entry);
  // A failed query is not kept; the next request asks again.
  value.catch(() => {
    if (entries.get(id) === entry) entries.delete(id);
  });
  // Oldest first in a Map: drop the oldest when full.
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}

/** After a change: every total of this database is asked for again. */
export function forgetTotals(db: DbOrTx) {
  byDatabase.get(db)?.clear();
}
