import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests, and API tests that each build the app on a fresh database. Files named
// *.pg.api.test.ts need a PostgreSQL server (several processes on one database, pg_dump): they run only in
// the pass that has TEST_DATABASE_URL. *.embedded.api.test.ts use the embedded database whatever the pass
// (its backup, `npm start`): the PostgreSQL pass would only repeat them.
const otherPass = process.env.TEST_DATABASE_URL ? ['**/*.embedded.api.test.ts'] : ['**/*.pg.api.test.ts'];

export default defineConfig({
  test: {
    // A worker per core: vitest's default keeps one core for its main process, which only waits — on the
    // 2-core CI machine that halved the API suites' speed.
    maxWorkers: availableParallelism(),
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache) between runs: a
    // focused run after a small change transforms only what changed.
    experimental: { fsModuleCache: true },
    projects: [
      {
        // The web client's '@/…' imports (web/vite.config.ts has the same alias).
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          // Pure tests share one module graph per worker: loading it again for every file cost most of the
          // unit phase (import 45 s, tests 7 s).
          isolate: false,
          include: [
            'scripts/**/*.test.ts',
            'packages/**/*.test.ts',
            'server/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**', '**/*.api.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          // Each file builds its own app on its own database; the server's modules load once per worker
          // (importing them again for every file cost ~10 s a file, most of the suite's time).
          isolate: false,
          include: ['server/src/**/*.api.test.ts'],
          exclude: ['**/node_modules/**', ...otherPass],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
