import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { embeddedClient } from './client';

/**
 * Backup and restore of either database the server runs on: the embedded PGlite data directory as a
 * .tar.gz of the directory (PGlite's own dump), or a PostgreSQL database through pg_dump's custom format
 * and pg_restore. The command-line scripts in src/cli call these.
 */
export type BackupTarget = { databaseUrl: string } | { dataDir: string };

/** The database the configuration points at: PostgreSQL when DATABASE_URL is set, else the embedded one. */
export function backupTargetOf(config: Pick<Config, 'databaseUrl' | 'dataDir'>): BackupTarget {
  if (config.databaseUrl) return { databaseUrl: config.databaseUrl };
  if (config.dataDir) return { dataDir: config.dataDir };
  throw new BackupProblem('No database is configured: set DATABASE_URL or DATA_DIR.');
}

export const describeTarget = (target: BackupTarget) =>
  'databaseUrl' in target ? 'the PostgreSQL database' : `the embedded database at ${target.dataDir}`;

export const backupExtension = (target: BackupTarget) => ('databaseUrl' in target ? 'dump' : 'tar.gz');

/** ./backups/hrms-2026-11-23T18-05-09.tar.gz: sortable, and safe in every file system. */
export function defaultBackupFile(target: BackupTarget, baseDir: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(':', '-');
  return path.resolve(baseDir, 'backups', `hrms-${stamp}.${backupExtension(target)}`);
}

/** A failure the scripts print as it is, without a stack trace. */
export class BackupProblem extends Error {}

/** Runs a PostgreSQL client tool, saying plainly when it is not installed. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupProblem(
              `${tool} was not found. Install the PostgreSQL client tools of your server's version ` +
                '(Debian/Ubuntu: apt-get install postgresql-client) and make sure they are on the PATH.',
            )
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupProblem(`${tool} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** Writes a backup of the target to `file` and returns its size in bytes. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  if ('databaseUrl' in target) {
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      target.databaseUrl,
    ]);
  } else {
    if (!(await holdsData(target))) throw new BackupProblem(`There is no database at ${target.dataDir}.`);
    const db = embeddedClient({ dataDir: target.dataDir });
    try {
      // dumpDataDir does not wait for the database to open (the process would end with nothing written).
      await db.waitReady;
      const dump = await db.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  return (await readFile(file)).byteLength;
}

/** Whether restoring would replace something: tables in the PostgreSQL database, files in the data directory. */
export async function holdsData(target: BackupTarget): Promise<boolean> {
  if (!('databaseUrl' in target))
    return existsSync(target.dataDir) && (await readdir(target.dataDir)).length > 0;
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Replaces the target's data with a backup. PostgreSQL: pg_restore --clean --if-exists in one transaction,
 * so a failed restore leaves the database as it was. PGlite: the backup is unpacked into a new directory
 * first and swapped in only once it opens; the previous directory is kept beside it and its path returned.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
): Promise<{ previous: string | null }> {
  if (!existsSync(file)) throw new BackupProblem(`The backup file ${file} does not exist.`);
  if ('databaseUrl' in target) {
    await runTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return { previous: null };
  }
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
  const incoming = `${target.dataDir}.restoring-${stamp}`;
  await rm(incoming, { recursive: true, force: true });
  try {
    const db = embeddedClient({ dataDir: incoming, loadDataDir: new Blob([await readFile(file)]) });
    await db.query('select 1');
    await db.close();
  } catch (err) {
    await rm(incoming, { recursive: true, force: true });
    throw new BackupProblem(`${file} is not a backup of the embedded database (${(err as Error).message}).`);
  }
  let previous: string | null = null;
  if (existsSync(target.dataDir)) {
    previous = `${target.dataDir}.before-restore-${stamp}`;
    await rename(target.dataDir, previous);
  }
  await rename(incoming, target.dataDir);
  return { previous };
}
