import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ADMIN, EMPLOYEE, signIn } from './support/auth';

/** Last month in the company's zone: the demo data has paid and approved runs for it. */
function lastMonth() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
}

test.describe('reports', () => {
  test('admin generates last month’s payroll register and downloads it as CSV', async ({ page }) => {
    const { year, month } = lastMonth();
    await signIn(page, ADMIN);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    for (const card of ['Payroll Reports', 'Employee Reports', 'Tax Reports', 'Company Analytics']) {
      await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
    }

    await page.getByRole('link', { name: 'Generate Report: Payroll Reports' }).click();
    await expect(page).toHaveURL('/reports/payroll');
    await expect(page.getByLabel('Report', { exact: true })).toHaveValue('payroll-register');
    await expect(page.getByLabel('Month')).toHaveValue(String(month));
    await expect(page.getByLabel('Year')).toHaveValue(String(year));
    await page.getByRole('button', { name: 'Generate Report' }).click();

    const table = page.getByRole('table', { name: 'Payroll Register' });
    await expect(table).toBeVisible();
    // Totals over every run close the table.
    await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText('Total');
    await expect(page).toHaveURL(new RegExp(`report=payroll-register&month=${month}&year=${year}`));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `payroll-register-${year}-${String(month).padStart(2, '0')}.csv`,
    );
    const [header, first] = parse(await readFile(await download.path(), 'utf8'), { bom: true }) as string[][];
    expect(header?.slice(0, 4)).toEqual(['Employee ID', 'Employee', 'Department', 'Status']);
    expect(header?.at(-1)).toBe('Net Pay');
    expect(first?.[0]).toMatch(/^EMP\d+$/);
    expect(Number(first?.at(-1))).toBeGreaterThan(0);
    // The file's first employee is the table's first row (both sorted by name).
    await expect(table.getByRole('row').nth(1)).toContainText(first?.[0] ?? '');
  });

  test('an employee sees no report cards', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await page.goto('/reports');
    await expect(page.getByText('No Reports Available')).toBeVisible();
    await page.goto('/reports/payroll');
    await expect(page).toHaveURL('/reports');
  });
});
