import { ADMIN, signIn } from './support/auth';
import { expect, test } from './support/test';

test('the trends chart labels payroll cost in lakh and crore, not millions', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/reports');
  await page.getByRole('link', { name: 'Generate Report: Company Analytics' }).click();
  await page.getByRole('button', { name: 'Generate Report' }).click();

  const chart = page.getByRole('img', { name: 'Payroll Cost by month' });
  // The y axis's tick labels are the chart's only texts in rupees (the x axis names months).
  const ticks = chart.locator('svg text').filter({ hasText: /^₹/ });
  await expect(ticks.first()).toBeVisible();
  const labels = await ticks.allTextContents();
  // The demo company's monthly payroll runs to lakhs: the axis counts in them ("₹7.5 L").
  expect(labels.some((label) => / L$| Cr$/.test(label))).toBe(true);
  for (const label of labels) expect(label).toMatch(/^₹[\d,.]+( L| Cr)?$/);
});
