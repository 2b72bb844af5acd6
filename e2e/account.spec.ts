import { seriousViolations } from './support/a11y';
import { ADMIN, DEMO_PASSWORD } from './support/auth';
import { type APIRequestContext, expect, type Page, test } from './support/test';

const OLD_PASSWORD = 'Starting-Pass-1';
const NEW_PASSWORD = 'Changed-Pass-22';

/**
 * An account of its own for this spec (the demo users' passwords stay as other specs expect them),
 * created through the API by the demo super admin, with the employee role.
 */
async function freshUser(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const email = `changer.${Date.now()}@demo.test`;
  const created = await request.post('/api/users', {
    headers,
    data: { name: 'Casey Changer', email, password: OLD_PASSWORD, password_confirmation: OLD_PASSWORD },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { id: number } };
  const roles = await request.post(`/api/users/${user.id}/assign-roles`, {
    headers,
    data: { roles: ['employee'] },
  });
  expect(roles.status()).toBe(200);
  return email;
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('changing one’s own password', () => {
  test('a user changes their password from the sidebar, and only the new one signs in', async ({
    page,
    request,
  }) => {
    const email = await freshUser(request);
    // A second session, as from another device: it ends when the password changes.
    const otherSession = await request.post('/api/login', { data: { email, password: OLD_PASSWORD } });
    const otherToken = (await otherSession.json()).token as string;

    await signInAs(page, email, OLD_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL('/account/password');
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

    // The browser's own checks are off: the form's messages sit on the fields, tied to them for readers.
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(field(page, 'Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Current password')).toHaveAccessibleDescription(
      'The current password field is required.',
    );
    await expect(field(page, 'Current password')).toBeFocused();

    await field(page, 'Current password').fill(OLD_PASSWORD);
    await field(page, 'New password').fill(NEW_PASSWORD);
    await field(page, 'Confirm new password').fill('Something-Else-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(field(page, 'Confirm new password')).toHaveAccessibleDescription('Passwords do not match');

    // A wrong current password is the server's answer, shown on its field.
    await field(page, 'Current password').fill('not-my-password-1');
    await field(page, 'Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(field(page, 'Current password')).toHaveAccessibleDescription(
      'The current password is incorrect.',
    );
    await expect(field(page, 'Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText('Please fix the errors below.');

    expect(await seriousViolations(page)).toEqual([]);

    // The right one, from the keyboard: Enter submits.
    await field(page, 'Current password').fill(OLD_PASSWORD);
    await field(page, 'Confirm new password').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
    await expect(field(page, 'Current password')).toHaveValue('');
    await expect(field(page, 'New password')).toHaveValue('');

    // This session goes on; the other one has ended.
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    const other = await request.get('/api/me', { headers: { Authorization: `Bearer ${otherToken}` } });
    expect(other.status()).toBe(401);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await signInAs(page, email, OLD_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await signInAs(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
  });

  test.describe('on a phone (390 × 844)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the page is reached from the drawer and fits the screen', async ({ page, request }) => {
      const email = await freshUser(request);
      await signInAs(page, email, OLD_PASSWORD);
      await expect(page).toHaveURL('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Change password' }).click();
      await expect(page).toHaveURL('/account/password');
      await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
      // Navigating closed the drawer.
      await expect(page.getByRole('link', { name: 'Change password' })).toBeHidden();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const submit = page.getByRole('button', { name: 'Change password' });
      await submit.scrollIntoViewIfNeeded();
      await expect(submit).toBeInViewport();
    });
  });
});
