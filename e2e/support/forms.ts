import type { Locator, Page } from '@playwright/test';

/** Chooses the option of a select whose text contains `text` ("Basic Salary" → "Basic Salary (BASIC) · Earning"). */
export async function chooseOption(select: Locator, text: string) {
  const label = await select.locator('option', { hasText: text }).first().textContent();
  await select.selectOption({ label: label ?? text });
}

/** The message a page shows after an action (a SuccessBanner is a status region). */
export const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** A date as the screens show it: "5 Dec 2026". */
export const shownDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
