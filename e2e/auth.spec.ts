import { ADMIN, DEMO_PASSWORD, EMPLOYEE, sidebarNav, signIn } from './support/auth';
import { expect, test } from './support/test';

test.describe('sign-in and session', () => {
  test('a visitor is sent to /login, signs in as admin, sees the sidebar and signs out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

    await page.getByLabel('Email').fill(ADMIN);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const nav = sidebarNav(page);
    await expect(nav.getByRole('link', { name: 'Employees' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Roles' })).toBeVisible();
    // The year is the clock's, not a constant that goes stale.
    await expect(page.getByText(`© ${new Date().getFullYear()} HRMS. All rights reserved.`)).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    // The token is gone: a protected page sends the browser back to sign-in.
    await page.goto('/employees');
    await expect(page).toHaveURL('/login');
  });

  test('a wrong password shows the server message in the red banner', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/login');
  });

  test('the Sign in button reads Signing in... and is disabled while the request runs', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    const pending = page.getByRole('button', { name: 'Signing in...' });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();
    await expect(page).toHaveURL('/');
  });

  test('empty fields are rejected before any request', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email field is required.')).toBeVisible();
    await expect(page.getByText('The password field is required.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password');
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a signed-out visit to /employees lands on /login', async ({ page }) => {
    await page.goto('/employees');
    await expect(page).toHaveURL('/login');
  });

  test('a signed-in visit to an unknown path lands on the dashboard', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/this-does-not-exist');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a signed-in user visiting /login goes to the dashboard', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/login');
    await expect(page).toHaveURL('/');
  });

  test('a stored session survives a page reload', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.reload();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(sidebarNav(page).getByRole('link', { name: 'Employees' })).toBeVisible();
  });

  test('a revoked or unknown stored token sends the user to /login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('auth_token', 'not-a-real-token'));
    await page.goto('/employees');
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('an employee sees only the areas their role allows', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    const nav = sidebarNav(page);
    for (const name of ['Attendance', 'Payroll', 'My Tax', 'Leave Requests', 'Recruitment']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Companies', 'Employees', 'Tax Declarations', 'User Permissions', 'Roles']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
  });
});
