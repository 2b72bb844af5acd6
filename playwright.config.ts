import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { runDirectory } from './e2e/support/server';

// One run directory for the seeded template and the workers' databases. The config file is loaded again
// in each worker process; the environment variable it sets makes them all agree on one directory.
runDirectory();

/**
 * Debian's Chromium; a browser is never downloaded. Its headless shell (package chromium-headless-shell,
 * the same engine without the desktop browser's compositor) drew the admin's route walk in 1.7 min where the full
 * browser took 2.3; the full browser is used where the shell is not installed.
 */
function debianChromium(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

/**
 * Browser tests: the built client (run `npm run build` first) served by the real server — one per worker,
 * each on its own copy of the seeded demo database (e2e/support/server.ts), so files run side by side.
 * Specs import `test` from ./support/test, which points each worker's pages at its own server.
 */
export default defineConfig({
  testDir: 'e2e',
  // The docs' screenshots are taken by `npm run screenshots` (playwright.screenshots.config.ts), not tested.
  testIgnore: 'screenshots/**',
  fullyParallel: false,
  // One worker on 2 cores: two took 9.8 min against 11.4, but a test beside a route walk ran up to 3.7×
  // slower and passed its limit (docs/decisions/platform.md). E2E_WORKERS sets more on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  globalSetup: './e2e/support/global-setup.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    headless: true,
    // The app then stops its spinners and skeletons (index.css): a frame drawn for nothing costs CPU.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? debianChromium(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
});
