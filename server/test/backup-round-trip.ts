import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, rawRows } from '../src/db/client';

/** The backup round-trip tests' shared steps (embedded database and PostgreSQL alike). */
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Runs one of the scripts as `npm run backup/restore` does, with its own environment. */
export function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `server/src/cli/${script}.ts`, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** Rows in every table, by table name: what a faithful restore must bring back exactly. */
export async function rowCounts(database: Database) {
  const tables = await rawRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rawRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** A change a restore must undo: a renamed employee and a new country. */
export async function changeData(database: Database) {
  await database.db.execute(sql`update employees set first_name = 'Restored-Away' where id = 1`);
  await database.db.execute(
    sql`insert into countries (name, currency_code, currency_symbol) values ('Gone After Restore', 'GAR', 'G')`,
  );
}

export async function changeIsGone(database: Database) {
  const renamed = await rawRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from employees where first_name = 'Restored-Away'`,
  );
  const country = await rawRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from countries where name = 'Gone After Restore'`,
  );
  return renamed[0]?.n === 0 && country[0]?.n === 0;
}
