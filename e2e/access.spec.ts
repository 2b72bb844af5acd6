import { ADMIN, EMPLOYEE, HR, sidebarNav, signIn, signInWithForm } from './support/auth';
import { expect, type Page, test } from './support/test';

const NEW_PASSWORD = 'Welcome@2024';

/** Picks an employee without an account in the Create User form by their name. */
async function pickEmployee(page: Page, name: string) {
  const option = page.getByRole('combobox', { name: 'Employee' }).locator('option', { hasText: name });
  const label = (await option.textContent()) ?? name;
  await page.getByRole('combobox', { name: 'Employee' }).selectOption({ label });
}

/** Creates an account on /users/create for an employee, optionally with roles, and returns to /users. */
async function createUser(page: Page, employee: string, email: string, roles: RegExp[] = []) {
  await page.goto('/users/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create User' })).toBeVisible();
  await pickEmployee(page, employee);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(employee);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(NEW_PASSWORD);
  for (const role of roles) await page.getByRole('checkbox', { name: role }).check();
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page).toHaveURL('/users');
  await expect(page.getByRole('status').filter({ hasText: 'User created successfully' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
}

test.describe('users and roles administration', () => {
  test('admin creates a user for an employee with the hr_manager role, who then signs in', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await sidebarNav(page).getByRole('link', { name: 'User Permissions' }).click();
    await expect(page).toHaveURL('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Permissions' })).toBeVisible();

    const summary = page.getByRole('region', { name: 'User summary' });
    for (const card of ['Total Users', 'Active Users', 'With Employee Records', 'Super Admins']) {
      await expect(summary.getByText(card, { exact: true })).toBeVisible();
    }
    await expect(summary.getByText('Super Admins').locator('xpath=following-sibling::p')).toHaveText('1');
    const users = page.getByRole('table', { name: 'Users' });
    for (const email of [ADMIN, HR, EMPLOYEE]) await expect(users.getByText(email)).toBeVisible();

    // Filters: the search box, then the role filter, each narrowing the list on the server.
    await page.getByRole('searchbox', { name: 'Search' }).fill('priya');
    await expect(users.getByText(ADMIN)).toHaveCount(0);
    await expect(users.getByText(EMPLOYEE)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('combobox', { name: 'Role' }).selectOption('hr_manager');
    await expect(users.getByText(EMPLOYEE)).toHaveCount(0);
    await expect(users.getByText(HR)).toBeVisible();
    await expect(page).toHaveURL('/users?role=hr_manager');
    await page.getByRole('combobox', { name: 'Role' }).selectOption('');
    await expect(users.getByText(ADMIN)).toBeVisible();

    await page.getByRole('link', { name: 'Create User' }).click();
    await expect(page).toHaveURL('/users/create');
    await createUser(page, 'Vikram Iyer', 'vikram@demo.test', [/hr manager/i]);

    const row = page.getByRole('row', { name: /vikram@demo\.test/ });
    await expect(row.getByText('Vikram Iyer', { exact: true }).first()).toBeVisible();
    await expect(row.getByText('Demo Industries')).toBeVisible();
    await expect(row.getByText(/hr manager/i)).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await signOut(page);
    await signInWithForm(page, 'vikram@demo.test', NEW_PASSWORD);
    const nav = sidebarNav(page);
    for (const name of ['Employees', 'Payroll', 'User Permissions']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Roles', 'Branches']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    // An hr_manager may see the list but not create accounts or change roles.
    await nav.getByRole('link', { name: 'User Permissions' }).click();
    await expect(page.getByRole('table', { name: 'Users' }).getByText(ADMIN)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create User' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Manage Roles/ })).toHaveCount(0);
    await page.goto('/roles');
    await expect(page.getByText('You do not have permission to manage roles')).toBeVisible();
  });

  test('a custom role is created, assigned to a new user, and narrowing it narrows what they see', async ({
    page,
    browser,
  }) => {
    await signIn(page, ADMIN);
    await sidebarNav(page).getByRole('link', { name: 'Roles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible();
    await expect(page.getByText('Avg Permissions')).toBeVisible();

    await page.getByRole('link', { name: 'Create New Role' }).click();
    await expect(page).toHaveURL('/roles/create');
    await page.getByRole('textbox', { name: 'Role name' }).fill('auditor');
    await page.getByRole('textbox', { name: 'Description' }).fill('Reads employee records');
    await page.getByRole('checkbox', { name: 'view-employees', exact: true }).check();
    await page.getByRole('checkbox', { name: 'view-dashboard', exact: true }).check();
    await expect(page.getByText(/^2 of \d+ permissions selected$/)).toBeVisible();
    await page.getByRole('button', { name: 'Create Role' }).click();
    await expect(page).toHaveURL('/roles');
    await expect(page.getByText('Role created successfully')).toBeVisible();
    const card = page.getByRole('article', { name: 'auditor' });
    await expect(card.getByText('Custom')).toBeVisible();
    await expect(card.getByText('2 permissions')).toBeVisible();

    await createUser(page, 'Arjun Reddy', 'arjun@demo.test');
    await page
      .getByRole('row', { name: /arjun@demo\.test/ })
      .getByRole('link', { name: /Manage Roles/ })
      .click();
    await expect(page).toHaveURL(/\/users\/\d+\/permissions$/);
    const info = page.getByRole('region', { name: 'User information' });
    await expect(info.getByRole('heading', { name: 'Arjun Reddy' })).toBeVisible();
    await expect(info.getByText('arjun@demo.test')).toBeVisible();
    await expect(info.getByText('Demo Industries')).toBeVisible();
    await page.getByRole('checkbox', { name: 'auditor' }).check();
    await expect(page.getByRole('list', { name: 'Permissions of auditor' })).toContainText('view-employees');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const saved = page.getByText('User roles updated successfully!');
    await expect(saved).toBeVisible();
    // The message is shown for 3 seconds (spec 2 §9).
    await expect(saved).toBeHidden({ timeout: 5_000 });

    const holderContext = await browser.newContext();
    const holder = await holderContext.newPage();
    await signIn(holder, 'arjun@demo.test', NEW_PASSWORD);
    await expect(sidebarNav(holder).getByRole('link', { name: 'Employees', exact: true })).toBeVisible();

    await page.goto('/roles');
    await page.getByRole('article', { name: 'auditor' }).getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Role' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Guard name' })).toBeDisabled();
    await expect(page.getByText(/^2 of \d+ permissions selected$/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'view-employees', exact: true }).uncheck();
    await expect(page.getByText(/^1 of \d+ permissions selected$/)).toBeVisible();
    await page.getByRole('button', { name: 'Update Role' }).click();
    await expect(page).toHaveURL('/roles');
    await expect(page.getByRole('article', { name: 'auditor' }).getByText('1 permission')).toBeVisible();

    await holder.reload();
    await expect(holder.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(sidebarNav(holder).getByRole('link', { name: 'Employees', exact: true })).toHaveCount(0);
    await holderContext.close();

    // A role that users hold cannot be deleted: the server's refusal is shown.
    await page
      .getByRole('article', { name: 'auditor' })
      .getByRole('button', { name: /Delete/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This role is assigned to 1 user; remove it from them first',
    );
    await expect(page.getByRole('article', { name: 'auditor' })).toBeVisible();
  });

  test('a company admin grants only what they hold and leaves the shared roles alone', async ({ page }) => {
    await signIn(page, ADMIN);
    await createUser(page, 'Kavya Hegde', 'kavya.admin@demo.test', [/^admin$/i]);
    await signOut(page);
    await signIn(page, 'kavya.admin@demo.test', NEW_PASSWORD);

    await page.goto('/roles');
    const shared = page.getByRole('article', { name: 'hr manager' });
    await expect(shared.getByText('Built-in roles cannot be deleted')).toBeVisible();
    await expect(shared.getByRole('link', { name: /Edit/ })).toHaveCount(0);

    await page.goto('/roles/create');
    await expect(page.getByText('You can grant only permissions you hold yourself')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'view-audit-trail', exact: true })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'manage-leave-types', exact: true })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Role name' }).fill('payroll clerk');
    await page.getByRole('checkbox', { name: 'view-payroll', exact: true }).check();
    await page.getByRole('button', { name: 'Create Role' }).click();
    await expect(page).toHaveURL('/roles');
    const own = page.getByRole('article', { name: 'payroll clerk' });
    await expect(own.getByText('1 permission')).toBeVisible();
    await expect(own.getByRole('link', { name: /Edit/ })).toBeVisible();
  });

  test('the create form checks its fields and shows the server field errors', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/users/create');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('Name, email, and password are required')).toHaveCount(3);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Someone New');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(HR);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Different@2024');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Confirm Password', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL('/users/create');

    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create User' }).click();
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('The email has already been taken.');
    await expect(page).toHaveURL('/users/create');
  });

  test('roles read as written, without internal fields', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/roles');
    const hrManager = page.getByRole('article', { name: 'HR Manager' });
    await expect(hrManager.getByRole('heading', { level: 2, name: 'HR Manager', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Super Admin', exact: true })).toBeVisible();
    await expect(page.getByText(/guard/i)).toHaveCount(0);
    await hrManager.getByRole('link', { name: /View/ }).click();
    await expect(page).toHaveURL(/\/roles\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'HR Manager', exact: true })).toBeVisible();
    await expect(page.getByText('Users holding it')).toBeVisible();
    await expect(page.getByText(/guard/i)).toHaveCount(0);
  });

  test('a user’s page shows what they did and when they signed in', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/roles/create');
    await page.getByRole('textbox', { name: 'Role name' }).fill('activity_watcher');
    await page.getByRole('button', { name: 'Create Role' }).click();
    await expect(page).toHaveURL('/roles');

    await page.goto('/users?search=admin%40demo.test');
    await page.getByRole('link', { name: 'Aditi Rao', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Recent activity' })).toBeVisible();
    const actions = page.getByRole('region', { name: 'Actions', exact: true });
    await expect(actions.getByRole('listitem').first()).toContainText('Created role activity_watcher');
    await expect(actions.getByRole('link', { name: 'All in the audit trail' })).toHaveAttribute(
      'href',
      /\/audit\?user_id=\d+$/,
    );
    // This very sign-in, from this browser.
    const signIns = page.getByRole('region', { name: 'Sign-ins', exact: true });
    await expect(signIns.getByRole('listitem').first()).toContainText(/Mozilla|Chrome/);
    await expect(signIns.getByRole('listitem').first()).toContainText(/from /);

    // HR sees the sign-ins, not what the user changed.
    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page, HR);
    await page.goto('/users?search=admin%40demo.test');
    await page.getByRole('link', { name: 'Aditi Rao', exact: true }).click();
    await expect(
      page.getByText('Only those who may view the audit trail see what a user changed.'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Sign-ins', exact: true }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test('built-in roles cannot be deleted; a custom role is deleted after confirmation', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/roles');
    const builtIn = page.getByRole('article', { name: 'super admin' });
    await expect(builtIn.getByText('Built-in', { exact: true })).toBeVisible();
    await expect(builtIn.getByRole('button', { name: /Delete/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Create New Role' }).click();
    await page.getByRole('button', { name: 'Create Role' }).click();
    await expect(page.getByText('Role name is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Role name' }).fill('temp_reviewer');
    await page.getByRole('button', { name: 'Create Role' }).click();
    await expect(page).toHaveURL('/roles');

    const card = page.getByRole('article', { name: 'temp reviewer' });
    await expect(card.getByText('No permissions available')).toBeVisible();
    await card.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete role?' });
    await expect(dialog).toContainText('temp reviewer');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: /Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Role deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
