import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export type Instance = { name: string; child: ChildProcess; base: string; output: string[] };

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the API (server/src/main.ts) as its own process on a free port of 127.0.0.1 over a PostgreSQL
 * database (`databaseUrl`) or the embedded one kept in `dataDir`, and resolves once it listens (at most
 * 90 s). `env` adds or overrides settings; `nodeArgs` go to Node itself (e.g. --cpu-prof, which NODE_OPTIONS
 * does not take).
 */
export function startInstance(
  opts: {
    name: string;
    seedDemo: boolean;
    env?: Record<string, string>;
    nodeArgs?: string[];
  } & ({ databaseUrl: string } | { dataDir: string }),
): Promise<Instance> {
  const { name } = opts;
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      ...('databaseUrl' in opts ? { DATABASE_URL: opts.databaseUrl } : { DATA_DIR: opts.dataDir }),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: String(opts.seedDemo),
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(repoRoot, 'no-client'),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output.join('')}`)), 90_000);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const found = /HRMS is running at http:\/\/localhost:(\d+)/.exec(output.join(''));
      if (found) {
        clearTimeout(timer);
        resolve({ name, child, base: `http://127.0.0.1:${found[1]}/api`, output });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output.join('')}`));
    });
  });
}

/** Sends SIGTERM and resolves once the process has exited (at once if it already has). */
export function stopInstance({ child }: Instance): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
