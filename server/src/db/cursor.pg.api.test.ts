import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rawRows } from './client';
import { cursorRows } from './cursor';

// PostgreSQL only: the embedded database reads exports page by page instead (reports/queries.ts).
const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL as string, dataDir: null });
afterAll(() => database.close());

const fiveDays = sql`select g as n, (date '2026-04-01' + g)::date as day
  from generate_series(1, ${5}::int) g order by g`;

describe('cursorRows', () => {
  it('reads every row in batches, with parameters, dates as PostgreSQL wrote them', async () => {
    const rows: { n: number; day: string }[] = [];
    for await (const row of cursorRows<{ n: number; day: string }>(database.db, fiveDays, 2)) rows.push(row);
    expect(rows).toEqual([1, 2, 3, 4, 5].map((n) => ({ n, day: `2026-04-0${n + 1}` })));
  });

  it('rolls back and frees its connection when the reader stops early', async () => {
    for await (const row of cursorRows<{ n: number }>(database.db, fiveDays, 2)) if (row.n === 3) break;
    // Nothing of ours is left open in a transaction, and the pool answers as before.
    const open = await rawRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(open[0]?.n).toBe(0);
    const again: number[] = [];
    for await (const row of cursorRows<{ n: number }>(database.db, fiveDays, 10)) again.push(row.n);
    expect(again).toEqual([1, 2, 3, 4, 5]);
  });
});
