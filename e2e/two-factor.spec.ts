import { codeAt } from '../server/src/modules/auth/totp';
import { ADMIN, apiToken, signedInPage } from './support/auth';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/**
 * Two-factor sign-in as its users meet it: someone turns it on from their account page with the key an app would
 * scan, signs in again with a code (the test plays the authenticator app, RFC 6238), and an administrator resets
 * it; a company requires it of a role, and its holder is led through setting it up at sign-in.
 * The accounts are this spec's own, so the demo users sign in as the other specs expect.
 */
const PASSWORD = 'Second-Factor-Pass-1';
const STEP_MS = 30_000;

async function asAdmin(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
}

/** An account of this spec's, with the employee role (and `extraRoles`), for `employeeId` if given. */
async function freshUser(
  request: APIRequestContext,
  name: string,
  employeeId?: number,
  extraRoles: string[] = [],
) {
  const headers = await asAdmin(request);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@demo.test`;
  const created = await request.post('/api/users', {
    headers,
    data: { name, email, password: PASSWORD, password_confirmation: PASSWORD, employee_id: employeeId },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { id: number } };
  const roles = await request.post(`/api/users/${user.id}/assign-roles`, {
    headers,
    data: { roles: ['employee', ...extraRoles] },
  });
  expect(roles.status()).toBe(200);
  return { email, id: user.id };
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The key the enrolment shows for typing into an app, without its spaces. */
async function shownKey(page: Page) {
  const key = page.locator('code').filter({ hasText: /^[A-Z2-7 ]{20,}$/ });
  await expect(key).toBeVisible();
  return ((await key.textContent()) ?? '').replace(/\s/g, '');
}

/** Turns on with the app's current code and answers the recovery codes shown. */
async function turnOn(page: Page, secret: string) {
  await page.getByLabel('Authentication code').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  return codes;
}

test.describe('two-factor authentication', () => {
  test('turned on from the account page, then asked for at sign-in; an administrator resets it', async ({
    page,
    browser,
    request,
  }) => {
    const { email, id } = await freshUser(request, 'Tara Factor');
    await passwordStep(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign-in & security' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in & Security' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your sessions' }).getByText('This device')).toBeVisible();

    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await shownKey(page);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(page.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true');
    const codes = await turnOn(page, secret);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('10 recovery codes left')).toBeVisible();

    // Signed out, the password alone no longer signs in: the app's code does (the next step's: this one is used).
    await page.getByRole('button', { name: 'Logout' }).click();
    await passwordStep(page, email);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Enter your authentication code' }),
    ).toBeVisible();
    await page.getByLabel('Authentication code').fill(codeAt(secret, Date.now() - 3 * STEP_MS));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Authentication code').fill(codeAt(secret, Date.now() + STEP_MS));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // A recovery code signs in too, in another browser.
    const other = await (await browser.newContext()).newPage();
    await passwordStep(other, email);
    await other.getByLabel('Authentication code').fill(codes[0] as string);
    await other.getByRole('button', { name: 'Verify' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // That browser's session is listed, and ended from here.
    await page.goto('/account/security');
    const sessions = page.getByRole('table', { name: 'Your sessions' });
    await expect(sessions.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out all' }).click();
    await expect(sessions.getByRole('row')).toHaveCount(2);
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);

    const admin = await signedInPage(browser, ADMIN);
    await admin.goto(`/users/${id}`);
    await admin.getByRole('button', { name: 'Reset two-factor' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Reset two-factor' }).click();
    await expect(admin.getByRole('status')).toContainText('was reset');
    await other.goto('/login');
    await passwordStep(other, email);
    await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a company requires it of a role: its holder sets it up at their next sign-in', async ({
    page,
    request,
  }) => {
    const headers = await asAdmin(request);
    const linked = new Set(
      (
        (await (await request.get('/api/users?per_page=100', { headers })).json()).data as {
          employee_id: number | null;
        }[]
      ).map((u) => u.employee_id),
    );
    const employees = (await (await request.get('/api/employees?per_page=100', { headers })).json()).data as {
      id: number;
      company_id: number;
    }[];
    const employee = employees.find((e) => !linked.has(e.id));
    if (!employee) throw new Error('no employee without an account');
    const roleName = `two_factor_${Date.now()}`;
    const role = await request.post('/api/roles', {
      headers,
      data: { name: roleName, company_id: employee.company_id, permissions: ['view-dashboard'] },
    });
    expect(role.status()).toBe(201);
    const { email } = await freshUser(request, 'Rohan Required', employee.id, [roleName]);
    const policy = await request.put(`/api/companies/${employee.company_id}/sign-in-policy`, {
      headers,
      data: { require_two_factor_roles: [roleName] },
    });
    expect(policy.status()).toBe(200);

    try {
      await passwordStep(page, email);
      await expect(page).toHaveURL('/two-factor-setup');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' }),
      ).toBeVisible();
      const secret = await shownKey(page);
      await turnOn(page, secret);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await page.goto('/account/security');
      await expect(page.getByText('Required by your company')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Turn off two-factor' })).toHaveCount(0);
    } finally {
      await request.put(`/api/companies/${employee.company_id}/sign-in-policy`, {
        headers,
        data: { require_two_factor_roles: [] },
      });
    }
  });
});
