import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { changeData, changeIsGone, rowCounts, runScript } from '../../test/backup-round-trip';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare';

// A scratch database on TEST_DATABASE_URL's server (this file runs only in the PostgreSQL pass).
const serverUrl = process.env.TEST_DATABASE_URL as string;

describe('backup and restore on PostgreSQL', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('round-trips a PostgreSQL database with pg_dump and pg_restore', async () => {
    const name = `hrms_backup_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`create database ${name}`);
    cleanup.push(() => admin(`drop database if exists ${name} with (force)`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const dir = await mkdtemp(path.join(tmpdir(), 'hrms-backup-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'hrms.dump');

    const database = await openDatabase({ databaseUrl, dataDir: null });
    cleanup.push(() => database.close());
    await prepareDatabase(database.db, { seedDemo: true });
    const before = await rowCounts(database);

    const backup = await runScript('backup', ['--file', file], { DATABASE_URL: databaseUrl });
    expect(backup.out).toContain(`Backed up the PostgreSQL database to ${file}`);
    expect(backup.code).toBe(0);
    expect(existsSync(file)).toBe(true);

    await changeData(database);
    const refused = await runScript('restore', ['--file', file], { DATABASE_URL: databaseUrl });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Not restored: the PostgreSQL database holds data');

    const restored = await runScript('restore', ['--file', file, '--yes'], { DATABASE_URL: databaseUrl });
    expect(restored.out).toContain('Restored the PostgreSQL database');
    expect(restored.code).toBe(0);
    expect(await changeIsGone(database)).toBe(true);
    expect(await rowCounts(database)).toEqual(before);
  });
});
