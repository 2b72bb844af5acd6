import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, apiToken, EMPLOYEE, HR, signIn } from '../support/auth';
import { expect, type Page, test } from '../support/test';

/**
 * The screenshots in docs/images (the README and the user guide show them), taken from the demo company by
 * `npm run screenshots` so they follow the product: each main page at 1440 px and on a 390 px phone, and
 * the latest payslip's first page (drawn by poppler's pdftoppm; skipped, with a note, where it is missing).
 * Not part of the test run (playwright.config.ts ignores this folder).
 */
const OUT = path.resolve(import.meta.dirname, '..', '..', 'docs', 'images');
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

const PAGES: { name: string; email: string; path: string; heading: string }[] = [
  { name: 'dashboard', email: ADMIN, path: '/', heading: 'Dashboard' },
  { name: 'employee-home', email: EMPLOYEE, path: '/home', heading: 'Home' },
  {
    name: 'attendance-calendar',
    email: EMPLOYEE,
    path: '/attendance/calendar',
    heading: 'Attendance Calendar',
  },
  { name: 'pay-run', email: HR, path: '/pay-run', heading: 'Pay Run' },
  { name: 'my-tax', email: EMPLOYEE, path: '/my-tax', heading: 'My Tax' },
];

async function settle(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
  // Charts draw after their data: give them a moment past the last request.
  await page.waitForLoadState('networkidle');
}

test.describe('screenshots for the docs', () => {
  test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

  for (const shot of PAGES) {
    test(shot.name, async ({ browser }) => {
      for (const [size, viewport] of Object.entries(SIZES)) {
        // A phone that shares its location, as an employee's does at the office (Bengaluru).
        const context = await browser.newContext({
          viewport,
          deviceScaleFactor: 1,
          permissions: ['geolocation'],
          geolocation: { latitude: 12.9716, longitude: 77.5946 },
        });
        const page = await context.newPage();
        await signIn(page, shot.email);
        await page.goto(shot.path);
        await settle(page, shot.heading);
        await page.screenshot({ path: path.join(OUT, `${shot.name}-${size}.png`) });
        await context.close();
      }
    });
  }

  test('payslip', async ({ request }) => {
    const headers = { Authorization: `Bearer ${await apiToken(request, EMPLOYEE)}` };
    const me = (await (await request.get('/api/me', { headers })).json()) as {
      user: { employee: { id: number } };
    };
    const runs = (await (
      await request.get(`/api/payroll-runs?employee_id=${me.user.employee.id}&per_page=1`, { headers })
    ).json()) as { data: { id: number }[] };
    const run = runs.data[0];
    expect(run, 'the demo employee has a payslip').toBeDefined();
    const pdf = await request.get(`/api/payroll-runs/${run?.id}/payslip`, { headers });
    expect(pdf.status()).toBe(200);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'payslip-'));
    const file = path.join(dir, 'payslip.pdf');
    writeFileSync(file, await pdf.body());
    if (!existsSync('/usr/bin/pdftoppm')) {
      test
        .info()
        .annotations.push({ type: 'skipped', description: 'pdftoppm (poppler-utils) is not installed' });
      return;
    }
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '110',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(OUT, 'payslip'),
    ]);
  });
});
