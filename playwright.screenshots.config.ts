import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run screenshots`: the docs' screenshots (e2e/screenshots), on the same demo server as the browser tests. */
export default defineConfig({
  ...base,
  testDir: 'e2e/screenshots',
  testIgnore: [],
  reporter: 'list',
  timeout: 120_000,
});
