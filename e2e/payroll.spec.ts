import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ADMIN, HR, signIn } from './support/auth';
import { notice } from './support/forms';
import { apiToken, type Employee, MONTHS, openPeriod, today } from './support/payroll';
import { expect, test } from './support/test';

test.describe('payroll', () => {
  test('HR processes three employees, the admin approves one run, HR marks it paid and downloads its payslip', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, HR);
    const adminToken = await apiToken(request, ADMIN);
    const { year, month, locked } = await openPeriod(request, token);
    const period = `${MONTHS[month - 1]} ${year}`;
    // Nobody approves or pays their own pay (segregation of duties): leave HR's and the admin's own runs out.
    for (const own of [token, adminToken]) {
      const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${own}` } });
      locked.add(((await me.json()) as { user: { employee: Employee } }).user.employee.employee_id);
    }

    await signIn(page, HR);
    await page.goto('/payroll');
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
    await page.getByRole('link', { name: 'Process Payroll' }).first().click();
    await expect(page).toHaveURL('/payroll/process');

    await page.getByLabel('Month').selectOption(String(month));
    await page.getByLabel('Year').selectOption(String(year));
    const list = page.getByRole('list', { name: 'Active employees' });
    await expect(list.getByRole('checkbox').first()).toBeVisible();
    // Three employees whose run for the month is still open (not approved or paid).
    const boxes = await list.getByRole('checkbox').all();
    const chosen: string[] = [];
    for (const box of boxes) {
      const label = (await box.getAttribute('aria-label')) ?? '';
      const code = /\(([^)]+)\)$/.exec(label)?.[1];
      if (!code || locked.has(code)) continue;
      await box.check();
      chosen.push(label.replace(/^Select /, ''));
      if (chosen.length === 3) break;
    }
    expect(chosen).toHaveLength(3);
    await expect(page.getByText('3 selected')).toBeVisible();

    await page.getByRole('button', { name: 'Process Payroll for 3 employees' }).click();
    const processed = notice(page, 'Successfully processed payroll for 3 employees');
    await expect(processed).toContainText(/\(\d created, \d updated\)/);
    const message = ((await processed.textContent()) ?? '').replace(' Returning to payroll...', '');
    await expect(page.getByRole('progressbar', { name: 'Payroll processing progress' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    // Back on the list after two seconds, with the whole message carried over (drafts included).
    await expect(page).toHaveURL('/payroll', { timeout: 5_000 });
    await expect(notice(page, message)).toHaveText(message);

    // The first one's run, found through the filters.
    const [first] = chosen as [string];
    const name = first.replace(/ \([^)]+\)$/, '');
    const filterTo = async (status: string) => {
      await page.getByLabel('Month', { exact: true }).selectOption(String(month));
      await page.getByLabel('Year', { exact: true }).selectOption(String(year));
      await page.getByLabel('Status').selectOption(status);
      await page.getByLabel('Employee').selectOption({ label: first });
    };
    await filterTo('processed');
    await page.getByRole('link', { name: `View details of ${name} for ${period}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll Details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Earnings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Net pay' })).toContainText('₹');

    // HR processed it, so HR may not approve it: the server's refusal is shown.
    await page.getByRole('button', { name: 'Approve Payroll' }).click();
    const approve = page.getByRole('alertdialog', { name: 'Approve Payroll' });
    await expect(approve).toContainText('cannot be undone');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'You processed this payroll run; someone else must approve it',
    );
    // The admin approves it.
    const runId = Number(/\/payroll\/view\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    const approved = await request.put(`/api/payroll-runs/${runId}/approve`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { note: 'Checked against the review' },
    });
    expect(approved.ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll Details' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve Payroll' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Mark as Paid' }).click();
    const markPaid = page.getByRole('alertdialog', { name: 'Mark Payroll as Paid' });
    await markPaid.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(notice(page, 'Payroll marked as paid successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Payslip' }).click(),
    ]);
    // Named for the pay period, as the server names it.
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^payslip_[A-Z0-9-]+_${year}-${String(month).padStart(2, '0')}\\.pdf$`),
    );
    const pdf = await readFile(await download.path());
    expect(pdf.length).toBeGreaterThan(0);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The list shows the run as paid.
    await page.getByRole('link', { name: 'Back to Payroll' }).click();
    await filterTo('paid');
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Paid');
  });

  test('HR downloads the template with employees and uploads one good and one bad row', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, HR);
    const { year, month, locked } = await openPeriod(request, token);

    await signIn(page, HR);
    await page.goto('/payroll/csv-upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll CSV Upload' })).toBeVisible();

    // The template, with a prefilled row per active employee.
    await page.getByLabel('Include employees').check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Template' }).click(),
    ]);
    const filename = `payroll_template_with_employees_${today()}.csv`;
    expect(download.suggestedFilename()).toBe(filename);
    await expect(notice(page, `Template downloaded successfully as ${filename}!`)).toBeVisible();
    const rows = parse(await readFile(await download.path()), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.length).toBeGreaterThan(1);
    const good = rows.find((row) => row.employee_code && !locked.has(row.employee_code));
    if (!good) throw new Error('Every employee of the template is locked for the month');

    // One row for that employee, one for an employee who does not exist.
    const columns = Object.keys(rows[0] ?? {});
    const bad = { ...good, employee_code: 'NOPE-999', employee_name: 'Nobody Known' };
    const days = String(new Date(Date.UTC(year, month, 0)).getUTCDate());
    const figures = {
      total_days: days,
      days_present: '20',
      days_paid: days,
      basic_salary: '30000',
      hra: '12000',
    };
    const csv = stringify(
      [
        { ...good, ...figures },
        { ...bad, ...figures },
      ],
      { header: true, columns },
    );

    await page.getByLabel('Month').selectOption(String(month));
    await page.getByLabel('Year').selectOption(String(year));
    await page.getByLabel('CSV File').setInputFiles({
      name: 'payroll.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByLabel('Overwrite existing runs').check();
    await page.getByRole('button', { name: 'Upload CSV' }).click();

    // A row failed: a warning naming how many and why, not a success.
    const warning = page.getByRole('alert').filter({ hasText: '1 of 2 rows failed' });
    await expect(warning).toContainText(
      'CSV processed with errors: 1 records created/updated, 1 errors, 0 skipped.',
    );
    await expect(warning.getByRole('list', { name: 'Row errors' })).toContainText('Row 3 (NOPE-999)');
    await expect(page.getByText('CSV processed successfully!')).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Upload summary' });
    await expect(summary).toContainText(/Total Rows\s*2/);
    await expect(page.getByRole('list', { name: 'Rows saved' })).toContainText(good.employee_name ?? '');
    await expect(page.getByRole('list', { name: 'Rows with errors' })).toContainText('NOPE-999');
    await expect(page.getByText('No row was skipped.')).toBeVisible();
  });
});
