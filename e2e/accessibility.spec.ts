import { seriousViolations } from './support/a11y';
import { ADMIN, DEMO_PASSWORD, sidebarNav, signIn } from './support/auth';
import { openInApp } from './support/navigate';
import { expect, type Page, test } from './support/test';

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

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  // Every route at both widths is checked by the route walk (route-walk.spec.ts); here, what a walk does not
  // reach: a form's error state.
  test('a form sent empty, its field errors shown, has no serious or critical violations', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await openSettled(page, '/employees/create', true);
    await page.getByRole('button', { name: 'Create Employee' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the signed-out pages have no serious or critical violations', async ({ page, request }) => {
    const careers = await request.get('/api/careers');
    expect(careers.ok()).toBe(true);
    const [job] = ((await careers.json()) as { data: { slug: string }[] }).data;
    if (!job) throw new Error('The demo data publishes no job posting');

    const findings: { page: string; rule: string; targets: string[] }[] = [];
    // At a desktop's width and a 390 px phone's, as the route walk checks the signed-in pages.
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const [name, path] of [
        ['login', '/login'],
        ['forgot password', '/forgot-password'],
        ['set password', '/set-password?token=link-from-a-mail'],
        ['careers', '/careers'],
        ['careers job', `/careers/${job.slug}`],
      ] as const) {
        await openSettled(page, path);
        const at = `${name} at ${viewport.width} px`;
        findings.push(...(await seriousViolations(page)).map((v) => ({ page: at, ...v })));
      }
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
      expect(await seriousViolations(page)).toEqual([]);

      // Escape cancels without deleting and gives focus back to the row's menu button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(actions).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: /deleted/i })).toHaveCount(0);
    });
  });
});
