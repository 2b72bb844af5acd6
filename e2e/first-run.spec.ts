import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sidebarNav } from './support/auth';
import { MONTHS } from './support/payroll';
import { BASE_PORT, type RunningServer, startEmptyServer } from './support/server';
import { expect, type Page, test } from './support/test';

/**
 * A fresh install (SEED_DEMO=false, the first super admin made by `npm run create-admin`) set up from
 * spreadsheets through the Setup page, as a company moving in does it (docs/guide/moving-in.md): its own
 * server and empty database, so nothing of the demo is in the way.
 */
const OWN_INDEX = 51;
const OWN_URL = `http://127.0.0.1:${BASE_PORT + 1 + OWN_INDEX}`;
const FIRST = { email: 'owner@kaveri.test', password: 'Kaveri-Setup-2026!' };
const COMPANY = 'Kaveri Foods';
const PEOPLE = 50;
let own: RunningServer;

type Rows = string[][];
const csv = (rows: Rows) => Buffer.from(stringify(rows));
const code = (n: number) => `KF${String(n).padStart(3, '0')}`;

async function uploadFile(page: Page, type: string, name: string, rows: Rows) {
  await page.getByLabel('Record type').selectOption(type);
  const label = `File of ${type.replaceAll('_', ' ')}`;
  await page.getByLabel(label).setInputFiles({ name, mimeType: 'text/csv', buffer: csv(rows) });
  await page.getByRole('button', { name: 'Upload and check' }).click();
}

/** Imports every row of a file that checks clean, with the one confirmation. */
async function importAll(page: Page, type: string, name: string, rows: Rows) {
  await uploadFile(page, type, name, rows);
  const result = page.getByRole('region', { name: 'The import' });
  await expect(result.getByRole('status')).toHaveText(/^(All [\d,]+ rows are|The one row is) valid/);
  await result.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click();
  await expect(result.getByRole('status')).toContainText(`Imported: ${rows.length - 1} created`);
}

test.describe('the first run', () => {
  test.use({ baseURL: OWN_URL });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    own = await startEmptyServer(OWN_INDEX, FIRST);
  });
  test.afterAll(async () => own?.stop());

  test('a new install’s super admin sets the company up from spreadsheets of 50 people, fixes two errors and processes the first month', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const today = new Date();
    const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    const month = last.getUTCMonth() + 1;
    const year = last.getUTCFullYear();

    // Signed in with no company yet, the dashboard sends the super admin to Setup.
    await page.goto('/login');
    await page.getByLabel('Email').fill(FIRST.email);
    await page.getByLabel('Password').fill(FIRST.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/setup');
    await expect(page.getByRole('heading', { level: 1, name: 'Setup' })).toBeVisible();
    await expect(page.getByText('No company yet: start by adding yours.')).toBeVisible();
    const steps = page.getByRole('list', { name: 'Setup steps' });
    await expect(steps.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('progressbar', { name: 'Setup steps done' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    // The company, its branch and its departments, each from a file on the Import screen.
    await sidebarNav(page).getByRole('link', { name: 'Import' }).click();
    await expect(page).toHaveURL('/settings/import');
    await importAll(page, 'companies', 'company.csv', [
      [
        'name',
        'legal_name',
        'registration_number',
        'tax_id',
        'country',
        'email',
        'phone',
        'address_line1',
        'city',
        'state',
        'postal_code',
        'pan',
        'tan',
      ],
      [
        COMPANY,
        'Kaveri Foods Private Limited',
        'U15400KA2015PTC000001',
        '29AAACK1234F1Z5',
        'India',
        'hello@kaveri.test',
        '+91 80 4000 0000',
        '12 Residency Road',
        'Bengaluru',
        'KA',
        '560025',
        'AAACK1234F',
        'BLRK12345F',
      ],
    ]);
    await importAll(page, 'branches', 'branches.csv', [
      ['company', 'code', 'name', 'email', 'phone', 'street', 'city', 'state', 'postal_code', 'country'],
      [
        COMPANY,
        'BLR',
        'Bengaluru',
        'blr@kaveri.test',
        '+91 80 4000 0001',
        '12 Residency Road',
        'Bengaluru',
        'Karnataka',
        '560025',
        'India',
      ],
    ]);
    await importAll(page, 'departments', 'departments.csv', [
      ['company', 'code', 'name', 'branch'],
      [COMPANY, 'OPS', 'Operations', 'BLR'],
      [COMPANY, 'FIN', 'Finance', 'BLR'],
    ]);

    // How it pays and its tax year: saved once on their screens.
    await page.goto('/payroll-settings');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
    await page.goto('/tax-declarations');
    await page.getByRole('button', { name: 'Save year settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();

    // Fifty employees, two of them wrong: an impossible hire date and a PAN that is not one.
    const header = [
      'employee_id',
      'first_name',
      'last_name',
      'email',
      'company',
      'branch',
      'department',
      'manager_employee_id',
      'hire_date',
      'date_of_birth',
      'job_title',
      'pan',
    ];
    const person = (n: number, hire = '01-04-2025', pan = '') => [
      code(n),
      `Person${n}`,
      'Rao',
      `p${n}@kaveri.test`,
      COMPANY,
      'BLR',
      n % 2 ? 'OPS' : 'FIN',
      n === 1 ? '' : code(1),
      hire,
      '15/06/1990',
      n === 1 ? 'Director' : 'Associate',
      pan,
    ];
    const people = Array.from({ length: PEOPLE }, (_, i) => person(i + 1));
    people[6] = person(7, '31-02-2025');
    people[11] = person(12, '01-04-2025', 'ABCDE12345');
    await page.goto('/settings/import?type=employees');
    await uploadFile(page, 'employees', 'people.csv', [header, ...people]);
    const result = page.getByRole('region', { name: 'The import' });
    await expect(result.getByRole('status')).toHaveText(
      `2 of ${PEOPLE} rows have errors; ${PEOPLE - 2} are valid.`,
    );
    const errors = result.getByRole('table', { name: 'Errors in people.csv' });
    await expect(errors.getByRole('row').filter({ hasText: 'hire_date' })).toContainText('8');
    await expect(errors.getByRole('row').filter({ hasText: 'pan' })).toContainText('13');

    // The file back with its error column, fixed in place and uploaded again as it is.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the file with errors' }).click(),
    ]);
    const back = parse(await readFile(await download.path()), { bom: true }) as Rows;
    expect(back[0]).toEqual([...header, 'error']);
    const hireAt = header.indexOf('hire_date');
    const panAt = header.indexOf('pan');
    const fixed = back.map((row, i) => {
      if (i === 7) return row.map((cell, at) => (at === hireAt ? '01-03-2025' : cell));
      if (i === 12) return row.map((cell, at) => (at === panAt ? 'ABCPR1234K' : cell));
      return row;
    });
    expect(back[7]?.at(-1)).toMatch(/^hire_date: /);
    await importAll(page, 'employees', 'people-fixed.csv', fixed);

    // A structure for each, from the month the year began.
    await importAll(page, 'salary_structures', 'structures.csv', [
      ['employee_id', 'effective_from', 'BASIC', 'HRA'],
      ...Array.from({ length: PEOPLE }, (_, i) => [
        code(i + 1),
        `01-04-${year - (month < 4 ? 1 : 0)}`,
        String(20000 + i * 500),
        '40%',
      ]),
    ]);

    // Setup: every step a company needs is done.
    await sidebarNav(page).getByRole('link', { name: 'Setup' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your company is set up' })).toBeVisible();
    const needed = await page
      .getByRole('progressbar', { name: 'Setup steps done' })
      .getAttribute('aria-valuemax');
    await expect(page.getByRole('progressbar', { name: 'Setup steps done' })).toHaveAttribute(
      'aria-valuenow',
      needed ?? '',
    );

    // The first month, processed for all fifty.
    await page.goto(`/payroll/process?month=${month}&year=${year}`);
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue(String(month));
    await page.getByRole('button', { name: `Select all ${PEOPLE} matching` }).click();
    await page.getByRole('button', { name: `Process Payroll for ${PEOPLE} employees` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Successfully processed payroll for ${PEOPLE} employees` }),
    ).toBeVisible({ timeout: 60_000 });
    // A larger file, of more than the 2,000 rows a request checks: checked and imported in the background,
    // the screen following it to the same result.
    const more = Array.from({ length: 2001 }, (_, i) => person(PEOPLE + i + 1));
    await page.goto('/settings/import?type=employees');
    await uploadFile(page, 'employees', 'more-people.csv', [header, ...more]);
    const checked = page.getByRole('region', { name: 'The import' });
    await expect(checked.getByRole('status')).toHaveText(
      'All 2,001 rows are valid: import them when ready.',
      {
        timeout: 60_000,
      },
    );
    await checked.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click();
    await expect(checked.getByText('Imported: 2,001 created, 0 updated, 0 unchanged.')).toBeVisible({
      timeout: 60_000,
    });

    await page.goto(`/pay-run?month=${month}&year=${year}`);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`${COMPANY} · ${MONTHS[month - 1]} ${year}`) }),
    ).toBeVisible();
  });
});
