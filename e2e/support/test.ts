import { test as base } from '@playwright/test';
import { type RunningServer, startWorkerServer } from './server';

export * from '@playwright/test';

/**
 * Playwright's `test` with a server per worker: each worker's pages, API requests and contexts made with
 * `browser.newContext()` go to its own server and database, so workers run side by side without seeing
 * each other's changes.
 */
export const test = base.extend<object, { workerServer: RunningServer }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});
