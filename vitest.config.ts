import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests, and API tests that each build the app on a fresh database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'server/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.api.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/src/**/*.api.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
