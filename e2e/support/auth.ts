import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@12345';
export const ADMIN = 'admin@demo.test';
export const HR = 'hr@demo.test';
export const EMPLOYEE = 'employee@demo.test';

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A bearer token for calling the API directly as a demo user. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), `signing in ${email} answered ${login.status()}`).toBe(true);
  return ((await login.json()) as { token: string }).token;
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
