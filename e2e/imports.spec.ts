import { readFile } from 'node:fs/promises';
import { SETUP_STEPS } from '@hrms/contracts/setup';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { seriousViolations } from './support/a11y';
import { ADMIN, HR, sidebarNav, signIn } from './support/auth';
import { expect, type Page, test } from './support/test';

/** The demo data's company, as the departments file names it. */
const COMPANY = 'Demo Industries';

/** A downloaded CSV's rows (header first). */
async function downloadedRows(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const rows = parse(await readFile(await download.path()), { bom: true }) as string[][];
  return { filename: download.suggestedFilename(), rows };
}

async function upload(page: Page, name: string, rows: string[][]) {
  await page.getByLabel('File of departments').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(stringify(rows)),
  });
  await page.getByRole('button', { name: 'Upload and check' }).click();
}

test.describe('imports', () => {
  test('the admin imports departments: template, a bad row and its errors file, the fixed file, commit', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Codes and names of this run's own, so the journey never meets a department it made before.
    const tag = Date.now().toString(36).slice(-4).toUpperCase();
    const research = { code: `RS${tag}`, name: `Research ${tag}` };
    const support = { code: `SP${tag}`, name: `Support ${tag}` };

    await signIn(page, ADMIN);
    await sidebarNav(page).getByRole('link', { name: 'Import' }).click();
    await expect(page).toHaveURL('/settings/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
    // The setup checklist: the demo company has its people in, each step linking to its screen.
    const steps = page.getByRole('list', { name: 'Setup steps' });
    await expect(steps.getByRole('listitem')).toHaveCount(SETUP_STEPS.length);
    await expect(steps.getByRole('listitem').filter({ hasText: 'Employees' })).toContainText('(done)');

    // The template: every column by its API name and an example row.
    await page.getByLabel('Record type').selectOption('departments');
    const template = await downloadedRows(page, 'Download the CSV template');
    expect(template.filename).toBe('departments-template.csv');
    expect(template.rows[0]).toEqual(
      expect.arrayContaining(['company', 'code', 'name', 'branch', 'parent_department']),
    );
    expect(template.rows).toHaveLength(2);

    // A file in its own column order, with one bad row (a branch that does not exist).
    const header = ['name', 'code', 'company', 'branch', 'description'];
    const bad = [support.name, support.code, COMPANY, 'NOPE', 'Customer support'];
    await upload(page, 'departments.csv', [
      header,
      [research.name, research.code, COMPANY, '', 'Long-range work'],
      bad,
    ]);
    const result = page.getByRole('region', { name: 'The import' });
    await expect(result.getByRole('status')).toHaveText('1 of 2 rows has errors; 1 is valid.');
    const errors = result.getByRole('table', { name: 'Errors in departments.csv' });
    await expect(errors.getByRole('row')).toHaveCount(2);
    await expect(errors.getByRole('row').nth(1)).toHaveText(/^3branchThe selected branch is invalid\.$/);
    // Importing all is not possible with an error; the valid rows are offered instead.
    await expect(result.getByRole('radio', { name: /Import all/ })).toBeDisabled();
    await expect(result.getByRole('radio', { name: /Import the valid rows/ })).toBeChecked();

    // The result, its errors table and the choice of how to import: no serious WCAG violation, and nothing
    // sticks out sideways on a 390 px phone.
    expect(await seriousViolations(page)).toEqual([]);
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(errors).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    if (desktop) await page.setViewportSize(desktop);

    // The file back with an error column on the bad row.
    const back = await downloadedRows(page, 'Download the file with errors');
    expect(back.filename).toBe('departments-errors.csv');
    expect(back.rows[0]).toEqual([...header, 'error']);
    expect(back.rows[1]?.at(-1)).toBe('');
    expect(back.rows[2]).toEqual([...bad, 'branch: The selected branch is invalid.']);

    // The errors file fixed (no branch) and uploaded again as it is, its error column ignored: every row
    // valid, imported all at once after one confirmation.
    await upload(page, 'departments-fixed.csv', [
      [...header, 'error'],
      [research.name, research.code, COMPANY, '', 'Long-range work', ''],
      [
        support.name,
        support.code,
        COMPANY,
        '',
        'Customer support',
        'branch: The selected branch is invalid.',
      ],
    ]);
    await expect(result.getByRole('status')).toHaveText('All 2 rows are valid: import them when ready.');
    await expect(result.getByRole('table')).toHaveCount(0);
    await expect(result.getByRole('radio', { name: /Import all/ })).toBeChecked();
    await result.getByRole('button', { name: 'Import', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Import departments' });
    await expect(confirm).toContainText('Import 2 rows of departments from departments-fixed.csv?');
    await confirm.getByRole('button', { name: 'Import' }).click();
    await expect(result.getByRole('status')).toContainText('Imported: 2 created, 0 updated, 0 unchanged.');
    await expect(result.getByTestId('stat-card').filter({ hasText: 'Created' })).toContainText('2');

    // The list of past imports shows both files, newest first.
    const history = page.getByRole('table', { name: 'Past imports' });
    await expect(history.getByRole('row').nth(1)).toContainText('departments-fixed.csv');
    await expect(history.getByRole('row').nth(1)).toContainText('Imported');
    await expect(history.getByRole('row').nth(1)).toContainText('2 created, 0 updated, 0 unchanged');
    await expect(history.getByRole('row').nth(2)).toContainText('Has errors');

    // The new department is on the departments screen.
    await sidebarNav(page).getByRole('link', { name: 'Departments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(research.name);
    const found = page.getByRole('row').filter({ hasText: research.name });
    await expect(found).toContainText(research.code);
    await expect(found).toContainText(COMPANY);
  });

  test('HR, without import-data, has no Import entry and is sent away from the page', async ({ page }) => {
    await signIn(page, HR);
    await expect(sidebarNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(sidebarNav(page).getByRole('link', { name: 'Import' })).toHaveCount(0);
    await page.goto('/settings/import');
    await expect(page).toHaveURL('/');
  });
});
