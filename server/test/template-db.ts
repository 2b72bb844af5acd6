import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type Database, embeddedClient, openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { todayIn } from '../src/platform/dates';

/**
 * Seeding the demo company (60 people, three months of attendance) takes seconds; each API test file
 * wants its own fresh copy. So one template is seeded and every file clones it: a PGlite data directory
 * dump, or a PostgreSQL `create database … template …`. The template is kept between runs under a key
 * made of what it is made from — the server's and the contracts' source and today's date, since the demo's
 * months are relative to it — so a focused run after a test-only change clones at once instead of seeding.
 */
export type Template =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; serverUrl: string; name: string };

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
// HRMS_TEST_TEMPLATE_CACHE gives parallel runs over changing sources (helpers in one checkout) dumps of their own.
const CACHE =
  process.env.HRMS_TEST_TEMPLATE_CACHE ?? path.join(repoRoot, 'node_modules/.cache/hrms-test-templates');
const PREFIX = 'hrms_template_';

/** The source files the template depends on: everything but tests under server/src and the contracts. */
function sourcesOf(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|sql|json)$/.test(name) && !/\.test\.ts$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** A short hash of what the demo template is made from; equal keys make the same database. */
export function templateKey(): string {
  const hash = createHash('sha256').update(todayIn());
  for (const file of [...sourcesOf('server/src'), ...sourcesOf('packages/contracts/src')])
    hash.update(file).update(readFileSync(path.join(repoRoot, file)));
  return hash.digest('hex').slice(0, 16);
}

async function serverDatabases(serverUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like '${PREFIX}%'`,
    );
    return rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

export async function createTemplate(serverUrl: string | undefined): Promise<Template> {
  const key = templateKey();
  if (!serverUrl) {
    const dumpFile = path.join(CACHE, `${key}.tar`);
    // Dumps of other sources or days are of no more use (as on PostgreSQL below); a partial one stays.
    if (existsSync(CACHE))
      for (const stale of readdirSync(CACHE).filter((n) => n.endsWith('.tar') && n !== `${key}.tar`))
        await rm(path.join(CACHE, stale), { force: true });
    if (existsSync(dumpFile)) return { kind: 'pglite', dumpFile };
    const client = embeddedClient();
    const database: Database = await openDatabase({ databaseUrl: null, dataDir: null, client });
    await prepareDatabase(database.db, { seedDemo: true });
    const dump = await client.dumpDataDir('none');
    await database.close();
    await mkdir(CACHE, { recursive: true });
    // Written aside and renamed: a parallel run never reads half a dump.
    const partial = `${dumpFile}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, dumpFile);
    return { kind: 'pglite', dumpFile };
  }
  const name = `${PREFIX}${key}`;
  const existing = await serverDatabases(serverUrl);
  if (existing.includes(name)) return { kind: 'postgres', serverUrl, name };
  // Templates of other sources or days are of no more use; one still in use by a parallel run stays.
  for (const stale of existing.filter((n) => !n.startsWith(name)))
    await adminQuery(serverUrl, `drop database if exists ${stale}`).catch(() => undefined);
  const partial = `${name}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${partial}`);
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, partial), dataDir: null });
  await prepareDatabase(database.db, { seedDemo: true });
  await database.close();
  try {
    await adminQuery(serverUrl, `alter database ${partial} rename to ${name}`);
  } catch {
    // A parallel run made the same template first: use theirs.
    await adminQuery(serverUrl, `drop database if exists ${partial} with (force)`);
  }
  return { kind: 'postgres', serverUrl, name };
}

/** A fresh copy of the template for one test file; closing it drops a PostgreSQL copy. */
export async function cloneTemplate(template: Template): Promise<Database> {
  if (template.kind === 'pglite') {
    const client = embeddedClient({ loadDataDir: new Blob([await readFile(template.dumpFile)]) });
    return openDatabase({ databaseUrl: null, dataDir: null, client });
  }
  const name = `hrms_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.serverUrl, `create database ${name} template ${template.name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(template.serverUrl, name), dataDir: null });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(template.serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
