import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

/** The browser storage keys of a session, as spec 1 §9 names them (the tests hold the client to them). */
const STORAGE_KEYS = { token: 'auth_token', user: 'user' } as const;

export const DEMO_PASSWORD = 'Demo@12345';
export const ADMIN = 'admin@demo.test';
export const HR = 'hr@demo.test';
export const EMPLOYEE = 'employee@demo.test';

/**
 * Signs in as the client does after its login form (POST /api/login, the session kept in the browser's
 * storage under the spec's keys) and waits for the dashboard. The form itself is walked by
 * `signInWithForm` and auth.spec.ts; skipping it here saves a page load in every other test.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const { token, user, permissions, roles } = await logIn(page.request, email, password);
  // A same-origin page that is not the app, to write its storage before the app first reads it.
  await page.goto('/api/health');
  await page.evaluate(
    ([keys, token, session]) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, session);
    },
    [STORAGE_KEYS, token, JSON.stringify({ user, permissions, roles })] as const,
  );
  await page.goto('/');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Signs in through the login form and waits for the dashboard. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** POST /api/login's answer: the token and the session the client keeps. */
async function logIn(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.ok(), `signing in ${email} answered ${login.status()}`).toBe(true);
  return (await login.json()) as { token: string; user: unknown; permissions: unknown; roles: unknown };
}

/** A bearer token for calling the API directly as a demo user. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  return (await logIn(request, email, DEMO_PASSWORD)).token;
}

/** A page signed in as someone else, in its own browser context (its own stored session). */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** The sidebar's main navigation. */
export function sidebarNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** A sign-in with the employee role for an employee record, made by an administrator (their API headers). */
export async function employeeAccount(
  request: APIRequestContext,
  admin: Record<string, string>,
  person: { employeeId: number; name: string; email: string; password: string },
): Promise<void> {
  const user = await request.post('/api/users', {
    headers: admin,
    data: {
      name: person.name,
      email: person.email,
      password: person.password,
      password_confirmation: person.password,
      employee_id: person.employeeId,
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  const id = ((await user.json()) as { user: { id: number } }).user.id;
  const roles = await request.post(`/api/users/${id}/assign-roles`, {
    headers: admin,
    data: { roles: ['employee'] },
  });
  expect(roles.ok()).toBe(true);
}
