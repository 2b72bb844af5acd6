import { HR, signIn } from './support/auth';
import { expect, test } from './support/test';

/**
 * API keys for integrations as their users meet them: someone makes a key for one of their permissions from their
 * account page, copies it from the one time it is shown, and an integration calls the API with it: what the key
 * carries is allowed, what it does not is refused; once revoked, the key signs nothing in.
 */
test.describe('API keys', () => {
  test('made from the account page with one permission, used as a bearer token, then revoked', async ({
    page,
  }) => {
    await signIn(page, HR);
    await page.goto('/account/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in & Security' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();

    await page.getByRole('button', { name: 'New API key' }).click();
    const form = page.getByRole('dialog', { name: 'New API key' });
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill('Payroll sync');
    const lifetime = form.getByRole('combobox', { name: 'Expires after' });
    await expect(lifetime).toHaveValue('90');
    await lifetime.selectOption({ label: '30 days' });
    const permission = form.getByLabel('view-employees', { exact: true });
    await permission.check();
    await expect(permission).toBeChecked();
    await form.getByRole('button', { name: 'Create key' }).click();

    // The key, this once.
    const shown = page.getByRole('dialog', { name: 'Copy your new key' });
    await expect(shown).toBeVisible();
    await expect(
      shown.getByText("This is the only time the key is shown. Store it in your integration's secrets."),
    ).toBeVisible();
    const code = shown.locator('code').filter({ hasText: /^hrk_/ });
    await expect(code).toBeVisible();
    const key = ((await code.textContent()) ?? '').trim();
    expect(key).toMatch(/^hrk_\S+$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    const keys = page.getByRole('table', { name: 'Your API keys' });
    const row = keys.getByRole('row').filter({ hasText: 'Payroll sync' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('1 permission');
    await expect(row).toContainText('Never');

    // What the key carries is allowed; what it does not, refused.
    const bearer = { Authorization: `Bearer ${key}` };
    expect((await page.request.get('/api/employees', { headers: bearer })).status()).toBe(200);
    expect((await page.request.get('/api/leaves', { headers: bearer })).status()).toBe(403);

    // Revoked, it stops working at once.
    await page.getByRole('button', { name: 'Revoke Payroll sync' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Revoke Payroll sync?');
    await expect(confirm).toContainText('Anything using it stops working at once.');
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    expect((await page.request.get('/api/employees', { headers: bearer })).status()).toBe(401);
  });
});
