import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, rawRows } from './client';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

// Any fixed number: every instance that starts takes the same lock, so only one migrates at a time.
const MIGRATION_LOCK = 7_210_301;

/**
 * Applies the committed SQL migrations that have not run yet, each in its own transaction.
 * Works the same on PGlite and PostgreSQL; concurrent starts of several instances wait on an advisory lock.
 */
export async function migrate(db: Db): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      hash text primary key, tag_millis bigint not null, applied_at timestamptz not null default now())`);
    const applied = await rawRows<{ hash: string }>(tx, sql`select hash from schema_migrations`);
    const done = new Set(applied.map((r) => r.hash));
    for (const m of migrations) {
      if (done.has(m.hash)) continue;
      for (const statement of m.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into schema_migrations (hash, tag_millis) values (${m.hash}, ${m.folderMillis})`,
      );
    }
  });
}

let committed: ReturnType<typeof readMigrationFiles> | undefined;

/** How many committed migrations the database has not applied (readiness: an instance ahead of its database). */
export async function pendingMigrations(db: Db): Promise<number> {
  committed ??= readMigrationFiles({ migrationsFolder });
  const applied = await rawRows<{ hash: string }>(db, sql`select hash from schema_migrations`);
  const done = new Set(applied.map((r) => r.hash));
  return committed.filter((m) => !done.has(m.hash)).length;
}
