import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests, and API tests that each build the app on a fresh database. Files named
// *.pg.api.test.ts need a PostgreSQL server (several processes on one database, pg_dump): they run only in
// the pass that has TEST_DATABASE_URL.
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.api.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
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
          include: ['server/src/**/*.api.test.ts'],
          exclude: ['**/node_modules/**', ...postgresOnly],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
