import { test as base } from '@playwright/test';
import { BASE_PORT, type RunningServer, startWorkerServer } from './server';

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

/** The URL of a spec file's own server (worker index `index`, past the shared workers' ones). */
export const ownServerUrl = (index: number) => `http://127.0.0.1:${BASE_PORT + 1 + index}`;

/**
 * Runs the enclosing describe block on a server and database of its own, for a spec whose writes would disturb
 * the others: started before its tests, stopped after them, its URL the pages' base.
 */
export function useOwnServer(index: number) {
  let own: RunningServer | undefined;
  test.use({ baseURL: ownServerUrl(index) });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    own = await startWorkerServer(index);
  });
  test.afterAll(async () => {
    await own?.stop();
  });
}
