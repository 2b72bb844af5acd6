import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, embeddedClient, openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';

/**
 * Seeding the demo company (60 people, three months of attendance) takes seconds; each API test file
 * wants its own fresh copy. So the test run seeds one template and every file clones it: a PGlite data
 * directory dump, or a PostgreSQL `create database … template …`.
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

export async function createTemplate(serverUrl: string | undefined): Promise<Template> {
  if (!serverUrl) {
    const client = embeddedClient();
    const database: Database = await openDatabase({ databaseUrl: null, dataDir: null, client });
    await prepareDatabase(database.db, { seedDemo: true });
    const dump = await client.dumpDataDir('none');
    const dumpFile = path.join(tmpdir(), `hrms-template-${randomBytes(4).toString('hex')}.tar`);
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return { kind: 'pglite', dumpFile };
  }
  const name = `hrms_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), dataDir: null });
  await prepareDatabase(database.db, { seedDemo: true });
  await database.close();
  return { kind: 'postgres', serverUrl, name };
}

export async function dropTemplate(template: Template) {
  if (template.kind === 'postgres')
    await adminQuery(template.serverUrl, `drop database if exists ${template.name} with (force)`);
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
