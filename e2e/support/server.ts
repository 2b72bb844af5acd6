import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The real server on its own embedded database, started by the browser tests: once in global set-up to
 * seed the demo company into a template directory, then once per test worker on a copy of it, so workers
 * never share data and a worker starts in seconds instead of seeding again.
 */

const root = path.resolve(import.meta.dirname, '..', '..');

/** The first port; worker N serves on the next ones. E2E_PORT lets two runs share one machine. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Where this run keeps its databases; the config sets it once so every worker process agrees. */
export function runDirectory(): string {
  process.env.HRMS_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'hrms-e2e-'));
  return process.env.HRMS_E2E_DATA_DIR;
}

export const templateDirectory = () => path.join(runDirectory(), 'template');

export type RunningServer = { url: string; stop(): Promise<void> };

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${url} did not answer /api/health within 3 minutes:\n${log()}`);
}

/**
 * Starts the built client's server on `dataDir`: seeding the demo company if it is empty, or, with
 * `seedDemo: false`, leaving it empty as a production install starts.
 */
export async function startServer(
  port: number,
  dataDir: string,
  seedDemo = true,
  settings: Record<string, string> = {},
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  // Always the embedded database, whatever DATABASE_URL the shell has.
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
      // The single sign-on spec's identity provider runs on this machine, over plain http.
      OIDC_ALLOW_HTTP: 'true',
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  await waitForHealth(url, child, () => errors);
  return {
    url,
    // SIGTERM closes the database cleanly, so the directory can be copied afterwards.
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A worker's server on its own copy of the seeded template; `settings` adds to its environment (e.g. SMTP). */
export async function startWorkerServer(
  index: number,
  settings: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = path.join(runDirectory(), `worker-${index}-${process.pid}`);
  cpSync(templateDirectory(), dataDir, { recursive: true });
  const server = await startServer(BASE_PORT + 1 + index, dataDir, true, settings);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A worker's server on an install of its own without demo data, whose first super admin was made by
 * `npm run create-admin` (the README's way to start empty).
 */
export async function startEmptyServer(
  index: number,
  admin: { email: string; password: string },
): Promise<RunningServer> {
  const dataDir = path.join(runDirectory(), `empty-${index}-${process.pid}`);
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/src/cli/create-admin.ts',
      '--email',
      admin.email,
      '--password',
      admin.password,
    ],
    {
      cwd: root,
      env: { ...environment, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  if (made.status !== 0) throw new Error(`create-admin failed: ${made.stderr}${made.stdout}`);
  const server = await startServer(BASE_PORT + 1 + index, dataDir, false);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
