import { ADMIN, HR, sidebarNav, signIn } from './support/auth';
import { expect, test } from './support/test';

test.describe('audit trail', () => {
  test("a super admin changes a role's permissions and reads the change on the audit trail", async ({
    page,
    browser,
  }) => {
    await signIn(page, ADMIN);
    await sidebarNav(page).getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('link', { name: 'Create New Role' }).click();
    await page.getByRole('textbox', { name: 'Role name' }).fill('payroll_reader');
    await page.getByRole('checkbox', { name: 'view-payroll', exact: true }).check();
    await page.getByRole('button', { name: 'Create Role' }).click();
    await expect(page.getByText('Role created successfully')).toBeVisible();

    await page.getByRole('article', { name: 'payroll reader' }).getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Role' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'view-employees', exact: true }).check();
    await page.getByRole('button', { name: 'Update Role' }).click();
    await expect(page).toHaveURL('/roles');

    await sidebarNav(page).getByRole('link', { name: 'Audit Trail' }).click();
    await expect(page).toHaveURL('/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Action' }).selectOption('role.permissions_changed');
    await expect(page).toHaveURL(/action=role\.permissions_changed/);
    const row = page.getByRole('row').filter({ hasText: 'Changed the permissions of role payroll_reader' });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('admin@demo.test')).toBeVisible();
    await expect(row.getByText('Role permissions changed')).toBeVisible();
    await row.getByText('1 change').click();
    await expect(row.getByText('added view-employees')).toBeVisible();

    // A filter nothing matches shows the empty state and a way out.
    await page.getByLabel('From').fill('2099-12-31');
    await expect(page.getByRole('heading', { name: 'No audit events found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL('/audit');
    await expect(page.getByRole('row').filter({ hasText: 'Created role payroll_reader' })).toHaveCount(1);

    // Nobody else sees the trail, in the sidebar or by its address.
    const hrContext = await browser.newContext();
    const hr = await hrContext.newPage();
    await signIn(hr, HR);
    await expect(sidebarNav(hr).getByRole('link', { name: 'Audit Trail' })).toHaveCount(0);
    await hr.goto('/audit');
    await expect(hr).toHaveURL('/');
    await hrContext.close();
  });
});
