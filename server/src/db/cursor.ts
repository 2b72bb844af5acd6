import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

const dialect = new PgDialect();
const { builtins } = pg.types;
/** Dates, times and intervals as PostgreSQL wrote them, as drizzle's own queries read them. */
const AS_TEXT = new Set<number>([
  builtins.DATE,
  builtins.TIMESTAMP,
  builtins.TIMESTAMPTZ,
  builtins.INTERVAL,
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A PostgreSQL query's rows, read through a server-side cursor `batchSize` at a time on one pooled
 * connection, inside a read-only transaction held while they are read: the query runs and sorts once,
 * however many rows it has (reading an export page by page with OFFSET ran it again for every page:
 * docs/decisions/performance.md, "A CSV export runs its query once"). Stopping early (a client that goes
 * away) rolls the transaction back and frees the connection.
 */
export async function* cursorRows<T>(db: Db, query: SQL, batchSize: number): AsyncGenerator<T> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  let open = false;
  try {
    await client.query('begin read only');
    open = true;
    await client.query({ text: `declare rows_out no scroll cursor for ${text}`, values: params, types });
    for (;;) {
      const { rows } = await client.query<T & pg.QueryResultRow>({
        text: `fetch ${batchSize} from rows_out`,
        types,
      });
      yield* rows as T[];
      if (rows.length < batchSize) break;
    }
    await client.query('commit');
    open = false;
  } finally {
    if (open) await client.query('rollback').catch(() => {});
    client.release();
  }
}
