import { startTestIdp, type TestIdp } from '../server/test/oidc-idp';
import { ADMIN, apiToken } from './support/auth';
import { expect, test } from './support/test';

/**
 * "Sign in with …" as a company's people meet it: the administrator adds the company's identity provider (a real
 * OpenID provider this spec starts), and HR signs in through it from the sign-in page without a password.
 */
test.describe('single sign-on', () => {
  let idp: TestIdp | undefined;
  test.afterAll(async () => {
    await idp?.close();
  });

  test('a company’s provider signs its people in from the sign-in page', async ({
    page,
    request,
    baseURL,
  }) => {
    const slug = `acme-${test.info().workerIndex}`;
    idp = await startTestIdp([
      {
        client_id: 'hrms-e2e',
        client_secret: 'e2e-secret',
        redirect_uris: [`${baseURL}/api/auth/oidc/${slug}/callback`],
      },
    ]);
    idp.account = { email: 'hr@demo.test', verified: true };
    const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
    const me = await (await request.get('/api/me', { headers })).json();
    const companyId = me.user.employee.company_id as number;
    const policy = await request.put(`/api/companies/${companyId}/sign-in-policy`, {
      headers,
      data: {
        oidc_providers: [
          {
            slug,
            label: 'Acme ID',
            issuer_url: idp.issuer,
            client_id: 'hrms-e2e',
            client_secret: 'e2e-secret',
            allowed_domains: ['demo.test'],
            jit_role: null,
            enabled: true,
          },
        ],
      },
    });
    expect(policy.status()).toBe(200);

    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page).toHaveURL('/');
      await expect(page.getByTestId('sidebar-user-name')).toHaveText('Rahul Mehta');

      // An e-mail outside the company's domains comes back to the sign-in page, told why.
      await page.getByRole('button', { name: 'Logout' }).click();
      idp.account = { email: 'rahul@elsewhere.example', verified: true };
      await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
      await expect(page).toHaveURL(/\/login\?sso_error=domain$/);
      await expect(
        page.getByText('Your e-mail address is not one this company signs in with.'),
      ).toBeVisible();
    } finally {
      await request.put(`/api/companies/${companyId}/sign-in-policy`, {
        headers,
        data: { oidc_providers: [] },
      });
    }
  });
});
