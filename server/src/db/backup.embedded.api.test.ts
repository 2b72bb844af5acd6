import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changeData, changeIsGone, rowCounts, runScript } from '../../test/backup-round-trip';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare';

// Each round trip seeds a database and runs the backup and restore commands as their own processes: it takes
// tens of seconds on a busy 2-core machine, more than the API suite's 30 s default.
describe('backup and restore', { timeout: 180_000 }, () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('round-trips the embedded database: the change after the backup is gone and every count matches', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hrms-backup-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const dataDir = path.join(dir, 'data');
    const file = path.join(dir, 'hrms.tar.gz');
    const env = { DATA_DIR: dataDir };

    let database = await openDatabase({ databaseUrl: null, dataDir });
    await prepareDatabase(database.db, { seedDemo: true });
    const before = await rowCounts(database);
    expect(before.employees).toBeGreaterThan(50);
    await database.close();

    const backup = await runScript('backup', ['--file', file], env);
    expect(backup.out).toContain(`Backed up the embedded database at ${dataDir} to ${file}`);
    expect(backup.code).toBe(0);

    database = await openDatabase({ databaseUrl: null, dataDir });
    await changeData(database);
    await database.close();

    const refused = await runScript('restore', ['--file', file], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('holds data, which the restore replaces. Run again with --yes');

    const restored = await runScript('restore', ['--file', file, '--yes'], env);
    expect(restored.out).toContain('Restored the embedded database');
    expect(restored.code).toBe(0);
    // The replaced directory is kept beside the restored one, never deleted.
    expect((await readdir(dir)).some((name) => name.startsWith('data.before-restore-'))).toBe(true);

    database = await openDatabase({ databaseUrl: null, dataDir });
    expect(await changeIsGone(database)).toBe(true);
    expect(await rowCounts(database)).toEqual(before);
    await database.close();
  });

  it('writes to ./backups/hrms-<timestamp>.tar.gz by default and restores into an empty place without --yes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hrms-backup-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const dataDir = path.join(dir, 'data');
    const database = await openDatabase({ databaseUrl: null, dataDir });
    await prepareDatabase(database.db, { seedDemo: false });
    const before = await rowCounts(database);
    await database.close();

    const backup = await runScript('backup', [], { DATA_DIR: dataDir, INIT_CWD: dir });
    expect(backup.code).toBe(0);
    const [file] = await readdir(path.join(dir, 'backups'));
    expect(file).toMatch(/^hrms-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.tar\.gz$/);

    const elsewhere = path.join(dir, 'fresh');
    const restored = await runScript('restore', ['--file', `backups/${file}`], {
      DATA_DIR: elsewhere,
      INIT_CWD: dir,
    });
    expect(restored.code).toBe(0);
    const copy = await openDatabase({ databaseUrl: null, dataDir: elsewhere });
    expect(await rowCounts(copy)).toEqual(before);
    await copy.close();
  });

  it('says clearly when a backup file is missing or pg_dump is not installed', async () => {
    const missing = await runScript('restore', ['--file', '/nonexistent/hrms.dump', '--yes'], {
      DATABASE_URL: 'postgres://127.0.0.1:1/none',
    });
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('The backup file /nonexistent/hrms.dump does not exist.');
    const noTools = await runScript('backup', ['--file', path.join(tmpdir(), 'never.dump')], {
      DATABASE_URL: 'postgres://127.0.0.1:1/none',
      PATH: '/nonexistent',
    });
    expect(noTools.code).toBe(1);
    expect(noTools.out).toContain('pg_dump was not found. Install the PostgreSQL client tools');
  });
});
