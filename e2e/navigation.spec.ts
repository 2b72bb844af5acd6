import { seriousViolations } from './support/a11y';
import { EMPLOYEE, HR, sidebarNav, signIn } from './support/auth';
import { expect, type Page, test } from './support/test';

/**
 * Finding one's way: the sidebar's sections (collapsed by their headings, remembered, hidden when empty), the
 * command palette (Ctrl-K or the header's Search…) over pages and people, and breadcrumbs on detail pages.
 */

const palette = (page: Page) => page.getByRole('dialog', { name: 'Go to' });
const paletteBox = (page: Page) => palette(page).getByRole('combobox', { name: 'Page or person' });
const sectionButton = (page: Page, name: string) =>
  sidebarNav(page).getByRole('button', { name, exact: true });

test.describe('finding your way', () => {
  test('Ctrl-K finds a person by name and a page by its words; Enter opens them', async ({ page }) => {
    await signIn(page, HR);
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible();
    await expect(paletteBox(page)).toBeFocused();

    // Two letters or more search the people too (HR holds view-employees); the first match is chosen.
    await paletteBox(page).fill('Priya');
    const priya = palette(page).getByRole('option', { name: /Priya Nair/ });
    await expect(priya).toBeVisible();
    await expect(priya).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/employees\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Nair' })).toBeVisible();
    await expect(palette(page)).toBeHidden();

    await page.keyboard.press('Control+k');
    await paletteBox(page).fill('pay run');
    await expect(palette(page).getByRole('option')).toHaveCount(1);
    await expect(palette(page).getByRole('option', { name: /Pay Run/ })).toContainText('Pay');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/pay-run');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Run' })).toBeVisible();
  });

  test('the palette: arrows move, the mouse chooses, Tab stays inside, Escape closes and focus returns', async ({
    page,
  }) => {
    await signIn(page, HR);
    const search = page.getByRole('button', { name: /Search…/ });
    await search.click();
    await paletteBox(page).fill('tax');
    const options = palette(page).getByRole('option');
    // Labels with the word before the pages found by their section's name ("Tax and compliance").
    await expect(options.first()).toContainText('Tax Declarations');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(paletteBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id')) ?? '',
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Up from the first wraps to the last.
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(paletteBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(search).toBeFocused();

    await search.click();
    await paletteBox(page).fill('holidays');
    await palette(page)
      .getByRole('option', { name: /My Holidays/ })
      .click();
    await expect(page).toHaveURL('/holidays/mine');
  });

  test('a section closes and opens from the keyboard, stays closed after a reload, and opens for its page', async ({
    page,
  }) => {
    await signIn(page, HR);
    const pay = sectionButton(page, 'Pay');
    const payRun = sidebarNav(page).getByRole('link', { name: 'Pay Run' });
    await expect(pay).toHaveAttribute('aria-expanded', 'true');
    await expect(payRun).toBeVisible();

    await pay.focus();
    await page.keyboard.press('Enter');
    await expect(pay).toHaveAttribute('aria-expanded', 'false');
    await expect(payRun).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(pay).toHaveAttribute('aria-expanded', 'false');
    await expect(payRun).toBeHidden();

    // On a page of a closed section the section shows, so the current entry is in view.
    await page.goto('/pay-run');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Run' })).toBeVisible();
    await expect(payRun).toHaveAttribute('aria-current', 'page');
    await expect(pay).toHaveAttribute('aria-expanded', 'true');
    await expect(pay).toBeDisabled();

    await page.goto('/');
    await expect(pay).toHaveAttribute('aria-expanded', 'false');
    await pay.focus();
    await page.keyboard.press('Space');
    await expect(pay).toHaveAttribute('aria-expanded', 'true');
    await expect(payRun).toBeVisible();
  });

  test('an employee sees their own section and only the sections they can use', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    const nav = sidebarNav(page);
    await expect(sectionButton(page, 'Me')).toBeVisible();
    await expect(
      nav.getByRole('list', { name: 'Me', exact: true }).getByRole('link', { name: 'My Profile' }),
    ).toBeVisible();
    // No administration: Settings, Tax and compliance and Reports are hidden, not shown empty.
    for (const hidden of ['Settings', 'Tax and compliance', 'Reports']) {
      await expect(sectionButton(page, hidden)).toHaveCount(0);
    }
    // People holds only what every colleague may open; Pay only their own payslips.
    await expect(nav.getByRole('list', { name: 'People' }).getByRole('link')).toHaveText([
      'Directory',
      'Org Chart',
    ]);
    await expect(nav.getByRole('list', { name: 'Pay' }).getByRole('link')).toHaveText(['Payroll']);

    // The palette offers them no people to open.
    await page.keyboard.press('Control+k');
    await paletteBox(page).fill('Priya');
    await expect(palette(page).getByRole('status')).toHaveText('Nothing matches.');
    await expect(palette(page).getByRole('option')).toHaveCount(0);
  });

  test('breadcrumbs on an employee’s page lead back to Employees', async ({ page }) => {
    await signIn(page, HR);
    await page.goto('/employees');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Priya Nair');
    await page.getByRole('main').getByRole('link', { name: 'Priya Nair' }).first().click();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Employees', 'Priya Nair']);
    await expect(trail.getByText('Priya Nair')).toHaveAttribute('aria-current', 'page');
    await trail.getByRole('link', { name: 'Employees' }).click();
    await expect(page).toHaveURL('/employees');
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the header’s Search… opens the palette across the screen', async ({ page }) => {
      await signIn(page, HR);
      await page.getByRole('button', { name: /Search…/ }).click();
      await expect(paletteBox(page)).toBeFocused();
      const box = await palette(page).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(350);
      await paletteBox(page).fill('leave req');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/leaves');
    });
  });
});
