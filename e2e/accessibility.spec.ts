import AxeBuilder from '@axe-core/playwright';
import { ADMIN, DEMO_PASSWORD, sidebarNav, signIn } from './support/auth';
import { openInApp } from './support/navigate';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/** The WCAG 2.1 A and AA rules; a page passes with no violation of serious or critical impact. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Finding = { page: string; rule: string; impact: string; help: string; targets: string[] };

/** The serious and critical violations axe finds on the page as it is now. */
async function seriousViolations(page: Page, name: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: name,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/**
 * Opens the page (in the app, as a link does, once the client has loaded) and waits until its heading is shown
 * and nothing is still loading.
 */
async function openSettled(page: Page, path: string, inApp = false) {
  if (inApp && new URL(page.url()).pathname !== path) await openInApp(page, path);
  else await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
}

async function firstId(request: APIRequestContext, token: string, path: string): Promise<number> {
  const answer = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), `${path} answered ${answer.status()}`).toBe(true);
  const body = (await answer.json()) as { data: { id: number }[] };
  const first = body.data[0];
  if (!first) throw new Error(`${path} holds no rows in the demo data`);
  return first.id;
}

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  test('every main page of a signed-in admin has no serious or critical violations', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const login = await request.post('/api/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const employee = await firstId(request, token, '/employees');
    const run = await firstId(request, token, '/payroll-runs');
    const regime = await firstId(request, token, '/tax-regimes');
    const policy = await firstId(request, token, '/leave-policies');
    const calendar = await firstId(request, token, '/holiday-calendars');

    const pages: [name: string, path: string][] = [
      ['dashboard', '/'],
      ['employees list', '/employees'],
      ['employee detail', `/employees/${employee}`],
      ['employee create', '/employees/create'],
      ['payroll list', '/payroll'],
      ['payroll process', '/payroll/process'],
      ['payroll CSV upload', '/payroll/csv-upload'],
      ['payroll run', `/payroll/view/${run}`],
      // A long page's other parts (a long page is in parts: docs/decisions/accessibility-and-ui.md), each at its own address.
      ['payroll run, employer cost', `/payroll/view/${run}?section=employer`],
      ['my tax, declarations', '/my-tax?section=declarations'],
      ['my tax, proofs', '/my-tax?section=proofs'],
      ['leave requests', '/leaves'],
      ['leave apply', '/leaves/apply'],
      ['leave history', '/leaves/ledger'],
      ['leave policies', '/leave-policies'],
      ['leave policy', `/leave-policies/${policy}`],
      ['holidays', '/holidays'],
      ['holiday calendar', `/holidays/${calendar}`],
      ['my holidays', '/holidays/mine'],
      ['attendance', '/attendance'],
      ['attendance clock', '/attendance/clock'],
      ['overtime', '/attendance/overtime'],
      ['companies', '/companies'],
      ['branches', '/branches'],
      ['departments', '/departments'],
      ['teams', '/teams'],
      ['salary components', '/salary-components'],
      ['tax regimes', '/tax-regimes'],
      ['tax slab editor', `/tax-regimes/${regime}/slabs`],
      ['users', '/users'],
      ['roles', '/roles'],
      ['recruitment', '/recruitment'],
      ['reports', '/reports'],
      ['notifications', '/notifications'],
      ['notification preferences', '/notifications/preferences'],
      ['notification outbox', '/notification-outbox'],
      ['sign-in and security', '/account/security'],
    ];

    await signIn(page, ADMIN);
    const findings: Finding[] = [];
    for (const [name, path] of pages) {
      await test.step(name, async () => {
        await openSettled(page, path, true);
        findings.push(...(await seriousViolations(page, name)));
      });
    }
    await test.step('employee create, sent empty (field errors shown)', async () => {
      await openSettled(page, '/employees/create');
      await page.getByRole('button', { name: 'Create Employee' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      findings.push(...(await seriousViolations(page, 'employee create with errors')));
    });
    // All pages are checked before failing, so one run lists every violation.
    expect(findings).toEqual([]);
  });

  test('the signed-out pages have no serious or critical violations', async ({ page, request }) => {
    const careers = await request.get('/api/careers');
    expect(careers.ok()).toBe(true);
    const [job] = ((await careers.json()) as { data: { slug: string }[] }).data;
    if (!job) throw new Error('The demo data publishes no job posting');

    const findings: Finding[] = [];
    for (const [name, path] of [
      ['login', '/login'],
      ['forgot password', '/forgot-password'],
      ['set password', '/set-password?token=link-from-a-mail'],
      ['careers', '/careers'],
      ['careers job', `/careers/${job.slug}`],
    ] as const) {
      await openSettled(page, path);
      findings.push(...(await seriousViolations(page, name)));
    }
    expect(findings).toEqual([]);
  });

  test.describe('keyboard', () => {
    test('the login form is filled in and sent from the keyboard alone', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByLabel('Email')).toBeFocused();
      await page.keyboard.type(ADMIN);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Password')).toBeFocused();
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Show' })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByLabel('Password')).toHaveAttribute('type', 'text');
      await expect(page.getByRole('button', { name: 'Hide' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    });

    test('the skip link and the sidebar are reached and used with Tab and Enter', async ({ page }) => {
      await signIn(page, ADMIN);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

      // The first Tab stop skips the sidebar.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();

      // Through the sidebar: the brand link, the collapse button, then the areas in order.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'HRMS' })).toBeFocused();
      await page.keyboard.press('Tab');
      const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
      await expect(collapse).toBeFocused();
      // The sections' heading buttons come between the entries (the dashboard's own section has none).
      const stops: ['link' | 'button', string][] = [
        ['link', 'Dashboard'],
        ['link', 'Home'],
        ['link', 'Approvals'],
        ['button', 'Me'],
        ['link', 'My Profile'],
        ['link', 'My Documents'],
        ['link', 'My Tasks'],
        ['link', 'Attendance Requests'],
        ['link', 'Shift Changes'],
        ['link', 'Comp-off'],
        ['link', 'Leave Encashment'],
        ['link', 'My Expenses'],
        ['link', 'My Tax'],
        ['link', 'My Holidays'],
        ['link', 'My Attendance'],
        ['link', 'Team Calendar'],
        ['button', 'People'],
        ['link', 'Employees'],
      ];
      for (const [role, name] of stops) {
        await page.keyboard.press('Tab');
        await expect(sidebarNav(page).getByRole(role, { name, exact: true })).toBeFocused();
      }
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/employees');
      await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
      await expect(sidebarNav(page).getByRole('link', { name: 'Employees' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // The collapse button works from the keyboard too.
      await collapse.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });

    test('a row menu and its confirmation dialog: arrows move, focus is trapped, Escape closes and focus returns', async ({
      page,
    }) => {
      await signIn(page, ADMIN);
      await page.goto('/employees');
      const actions = page.getByRole('button', { name: /^Actions for / }).first();
      await actions.focus();

      // The menu opens on its first item; End goes to the last one, Escape closes it onto the button.
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'View' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(actions).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();

      // The confirmation opens on Cancel; Tab and Shift+Tab stay inside it.
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Delete Employee' });
      await expect(dialog).toBeVisible();
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      const confirm = dialog.getByRole('button', { name: 'Delete' });
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(confirm).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(confirm).toBeFocused();
      expect(await seriousViolations(page, 'confirmation dialog')).toEqual([]);

      // Escape cancels without deleting and gives focus back to the row's menu button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(actions).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: /deleted/i })).toHaveCount(0);
    });
  });
});
