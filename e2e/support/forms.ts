import type { Locator } from '@playwright/test';

/** Chooses the option of a select whose text contains `text` ("Basic Salary" → "Basic Salary (BASIC) · Earning"). */
export async function chooseOption(select: Locator, text: string) {
  const label = await select.locator('option', { hasText: text }).first().textContent();
  await select.selectOption({ label: label ?? text });
}
