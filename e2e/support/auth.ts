import { expect, type Page } from '@playwright/test';

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

/** The sidebar's main navigation. */
export function sidebarNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}
