import { readFile } from 'node:fs/promises';
import { HR, signIn } from './support/auth';
import { today } from './support/payroll';
import { expect, test } from './support/test';

const financialYearOf = (date: string) => {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};
const previousYear = (fy: string) => {
  const start = Number(fy.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/**
 * Statutory bonus. Leaves no trace other specs could see: this year's run stays a draft and is
 * deleted; the run approved is last year's (before the demo's payroll), paid in a pay month no spec processes.
 */
test.describe('statutory bonus', () => {
  test('HR computes this year’s draft, reads and downloads its register, deletes it, approves last year’s', async ({
    page,
  }) => {
    const fy = financialYearOf(today());
    await signIn(page, HR);
    await page.getByRole('link', { name: 'Statutory Bonus' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statutory Bonus' })).toBeVisible();

    await page.getByRole('button', { name: 'New bonus run' }).click();
    const form = page.getByRole('form', { name: 'New bonus run' });
    await form.getByLabel('Accounting year').selectOption(fy);
    await expect(form.getByText('Between 8.33% and 20%.', { exact: false })).toBeVisible();
    // The legal range is checked before anything is sent.
    await form.getByLabel('Bonus rate (%)').fill('25');
    await page.getByRole('button', { name: 'Compute draft' }).click();
    await expect(form.getByText('The bonus rate must be between 8.33% and 20%.')).toBeVisible();
    await form.getByLabel('Bonus rate (%)').fill('20');
    await page.getByRole('button', { name: 'Compute draft' }).click();

    await expect(page.getByText('Bonus run computed successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Bonus Run · FY ${fy}` })).toBeVisible();
    const register = page.getByRole('table', { name: `Bonus register of FY ${fy}` });
    await expect(register.getByText('Eligible', { exact: true }).first()).toBeVisible();
    await page.getByLabel('Show').selectOption('eligible');
    await expect(register.getByText('Not eligible', { exact: true })).toHaveCount(0);
    await page.getByLabel('Show').selectOption('all');

    await page.getByRole('button', { name: 'Recompute' }).click();
    await expect(page.getByText('Bonus run recomputed successfully')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download register' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^bonus-register-form-c-.+-${fy}\\.csv$`));
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv.split('\n')[0]).toContain('Number of days worked in the year');

    await page.getByRole('button', { name: 'Delete draft' }).click();
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete the draft?' });
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Bonus run deleted successfully')).toBeVisible();
    await expect(page).toHaveURL('/bonus');

    // Last year's: before the demo's payroll; paid in the last pay month offered.
    const last = previousYear(fy);
    await page.getByRole('button', { name: 'New bonus run' }).click();
    const again = page.getByRole('form', { name: 'New bonus run' });
    await again.getByLabel('Accounting year').selectOption(last);
    const payMonth = again.getByLabel('Paid with the payroll of');
    const options = await payMonth
      .locator('option')
      .evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
    await payMonth.selectOption(options.at(-1) as string);
    await page.getByRole('button', { name: 'Compute draft' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bonus Run · FY ${last}` })).toBeVisible();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirmApprove = page.getByRole('alertdialog', { name: 'Approve the bonus run?' });
    await confirmApprove.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Bonus run approved successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recompute' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to Bonus' }).click();
    await expect(page.getByRole('link', { name: `FY ${last}` })).toBeVisible();
  });
});
