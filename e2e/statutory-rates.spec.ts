import { seriousViolations } from './support/a11y';
import { ADMIN, HR, sidebarNav, signIn } from './support/auth';
import { expect, type Page, test } from './support/test';

/** A series' card on the list ("Labour Welfare Fund · Maharashtra"). */
const series = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

test.describe('statutory rates', () => {
  test('a super admin adds a dated LWF version, fixing a refused amount, then deletes it', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await sidebarNav(page).getByRole('link', { name: 'Statutory Rates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statutory Rates' })).toBeVisible();

    const pf = series(page, 'Provident Fund (EPF, EPS, EDLI)');
    await expect(pf.getByText('In force')).toBeVisible();
    await expect(pf.getByText('₹15,000.00').first()).toBeVisible();
    await expect(pf.getByText('12%').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const maharashtra = series(page, 'Labour Welfare Fund · Maharashtra');
    await maharashtra.getByRole('link', { name: 'Add version' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Statutory Rates' })).toBeVisible();
    // The scheme and state come from the card; the rules from the state's newest version.
    await expect(page.getByLabel('Scheme')).toHaveValue('LWF');
    await expect(page.getByLabel('State')).toHaveValue('MH');
    await expect(page.getByRole('checkbox', { name: 'June' })).toBeChecked();

    await page.getByLabel('Effective from').fill('2031-01-01');
    await page.getByLabel('Band 1 Employee (₹)').fill('-5');
    await page.getByRole('button', { name: 'Add version' }).click();
    await expect(page.getByText('The employee must be at least 0.')).toBeVisible();
    await expect(page.getByLabel('Band 1 Employee (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Band 1 Employee (₹)').fill('40');
    await page.getByRole('button', { name: 'Add version' }).click();
    await expect(page).toHaveURL('/statutory-rates');
    await expect(page.getByText('Statutory rates added successfully')).toBeVisible();
    const added = page.getByRole('article', { name: 'From 1 Jan 2031' });
    await expect(added.getByText('Upcoming')).toBeVisible();
    await expect(added.getByText('₹40.00')).toBeVisible();

    await added.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete version?' });
    await expect(confirm).toContainText('The LWF rates from 1 Jan 2031 will be deleted.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Statutory rates deleted successfully')).toBeVisible();
    await expect(page.getByRole('article', { name: 'From 1 Jan 2031' })).toHaveCount(0);
  });

  test('HR reads the rates but cannot change them', async ({ page }) => {
    await signIn(page, HR);
    await sidebarNav(page).getByRole('link', { name: 'Statutory Rates' }).click();
    await expect(series(page, "Employees' State Insurance").getByText('0.75%')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add version' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await page.goto('/statutory-rates/create');
    await expect(page).toHaveURL('/statutory-rates');
  });
});
