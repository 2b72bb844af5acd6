import { HR, sidebarNav, signIn } from './support/auth';
import { expect, test } from './support/test';

/**
 * Loans and advances: HR records a loan for Gaurav Rajan (EMP0058: no sign-in, no other journey,
 * no seeded loan) recovered from next month, reads its ledger and schedule, and closes it early — the
 * confirmation names the amount. Before recovery starts no interest has accrued: the closure is the amount lent.
 */
test.describe('loans and salary advances', () => {
  test('HR records a loan, sees its schedule and closes it early', async ({ page }) => {
    await signIn(page, HR);
    await sidebarNav(page).getByRole('link', { name: 'Loans & Advances' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Loans & Advances' })).toBeVisible();
    // The demo's seeded loans are listed with their balances.
    await expect(page.getByRole('link', { name: 'Manoj Jain' })).toBeVisible();

    await page.getByRole('button', { name: 'New loan' }).click();
    const form = page.getByRole('dialog', { name: 'New loan or advance' });
    // Submitting empty shows a message under each required field.
    await form.getByRole('button', { name: 'Record loan' }).click();
    await expect(form.getByText('Choose the employee.')).toBeVisible();
    await form.getByLabel('Employee').selectOption({ label: 'Gaurav Rajan (EMP0058)' });
    await form.getByLabel('Amount lent (₹)').fill('24000');
    await form.getByLabel('Interest (% a year)').fill('12');
    // An EMI above the amount lent is refused by the server, under its field.
    await form.getByLabel('Monthly instalment, EMI (₹)').fill('30000');
    await form.getByRole('button', { name: 'Record loan' }).click();
    await expect(form.getByText('The EMI may not be more than the amount lent.')).toBeVisible();
    await form.getByLabel('Monthly instalment, EMI (₹)').fill('6000');
    await form.getByLabel('Purpose').fill('Laptop');
    // SBI's rate for such a loan: what its perquisite is valued at (12% charged is above it: nothing taxable).
    await form.getByLabel('SBI’s rate for such a loan (% a year)').fill('11.5');
    await form.getByRole('button', { name: 'Record loan' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Loan · Gaurav Rajan' })).toBeVisible();
    await expect(page.getByText('Loan recorded successfully')).toBeVisible();
    await expect(page.getByText('Valued at SBI’s 11.5% a year')).toBeVisible();
    const ledger = page.getByRole('table', { name: /Ledger of loan/ });
    await expect(ledger.getByRole('row', { name: /Paid out/ })).toContainText('₹24,000.00');
    // First month: 24,000 × 12% ÷ 12 = ₹240 interest, ₹5,760 principal.
    const schedule = page.getByRole('table', { name: /Projected schedule/ });
    await expect(schedule.getByRole('row').nth(1)).toContainText('₹240.00');
    await expect(schedule.getByRole('row').nth(1)).toContainText('₹5,760.00');

    await page.getByRole('button', { name: 'Close early' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Close this loan early?' });
    await expect(confirm).toContainText('recovers ₹24,000.00');
    await confirm.getByLabel('Note').fill('Repaid from bonus');
    await confirm.getByRole('button', { name: 'Close and recover ₹24,000.00' }).click();
    await expect(page.getByText('Loan closed successfully')).toBeVisible();
    await expect(ledger.getByRole('row', { name: /Closed early/ })).toContainText('Repaid from bonus');
    await expect(page.getByRole('button', { name: 'Close early' })).toHaveCount(0);
    await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  });

  test('the register fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, HR);
    await page.goto('/loans');
    await expect(page.getByRole('heading', { level: 1, name: 'Loans & Advances' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manoj Jain' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
