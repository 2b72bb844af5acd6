import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import pg from 'pg';
import { nameReadStatements } from './statement-names';

/** The one database type every query is written against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; queries accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Rows of a raw SQL statement; both drivers answer with `{ rows }`. */
export async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type Driver = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  driver: Driver;
  close(): Promise<void>;
};

/**
 * An embedded PostgreSQL (PGlite) with the extensions our migrations create (pg_trgm, for the employee
 * search's trigram indexes): every PGlite the project opens comes from here. No `dataDir` keeps it in memory.
 */
export const embeddedClient = (options: PGliteOptions = {}) =>
  new PGlite({ ...options, extensions: { ...options.extensions, pg_trgm } });

/** Which driver a database or transaction handle runs on, for work sized differently on each. */
export const driverOf = (db: DbOrTx): Driver =>
  is(db, PgliteDatabase) || is(db, PgliteTransaction) ? 'pglite' : 'postgres';

// node-postgres returns numeric and bigint as strings by default; we keep that for numeric (exact money)
// and read int8 counts as numbers, which is safe for row counts.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
  /** An already created PGlite instance (tests clone one from a template). */
  client?: PGlite;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection can be dropped by the server (restart, failover); the pool replaces it. Without a
    // listener Node would treat the event as fatal and stop the process.
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    nameReadStatements(pool);
    return { db: drizzlePg(pool) as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.client ?? embeddedClient({ dataDir: opts.dataDir ?? undefined });
  await client.waitReady;
  return {
    db: drizzlePglite({ client: turnTaking(client) }) as unknown as Db,
    driver: 'pglite',
    close: () => client.close(),
  };
}

/**
 * PGlite runs each statement on this thread and answers it without a turn of the event loop (its promises
 * settle as microtasks), so work made of many statements, such as a bulk payroll job, would keep the
 * server from reading any request until it ended. Each statement and transaction first waits for the next
 * turn of the event loop, so requests that arrived meanwhile are read and queue their own statements
 * (PGlite takes them in order) between the job's. Inside a transaction statements run without a break:
 * nothing else can use the database until it commits, so transactions of long work must stay short.
 */
function turnTaking(client: PGlite): PGlite {
  const turns = {
    query: async (...args: Parameters<PGlite['query']>) => {
      await nextTurn();
      return client.query(...args);
    },
    transaction: async (...args: Parameters<PGlite['transaction']>) => {
      await nextTurn();
      return client.transaction(...args);
    },
  };
  // drizzle's PGlite session calls only these two.
  return turns as unknown as PGlite;
}
