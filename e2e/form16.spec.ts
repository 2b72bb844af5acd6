import { readFile } from 'node:fs/promises';
import { EMPLOYEE, HR, sidebarNav, signIn } from './support/auth';
import { apiToken, monthsAgo } from './support/payroll';
import { expect, test } from './support/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

const financialYearOf = (date: string) => {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

test.describe('Form 16', () => {
  test('HR generates Form 16 for the year and downloads one; the employee downloads their own', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    // The year of the month before last, which the demo paid for everyone (whatever today's month is), so the
    // year holds pay of the employee's without touching a month other journeys still process.
    const paid = monthsAgo(2);
    const fy = financialYearOf(`${paid.year}-${String(paid.month).padStart(2, '0')}-01`);
    const [hr, employee] = [await apiToken(request, HR), await apiToken(request, EMPLOYEE)];
    const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
    const me = ((await (await request.get('/api/me', { headers: auth(employee) })).json()) as Json).user
      .employee as Json;

    // Before HR issues it, the employee's own Form 16 is not there yet.
    const early = await request.get(`/api/employees/${me.id}/form16?financial_year=${fy}`, {
      headers: auth(employee),
    });
    expect(early.status()).toBe(404);
    expect(((await early.json()) as Json).message).toBe(`Form 16 for ${fy} has not been issued yet`);

    await signIn(page, HR);
    await sidebarNav(page).getByRole('link', { name: 'Form 16' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Form 16' })).toBeVisible();
    await page.getByLabel('Financial year').selectOption(fy);
    await expect(page.getByText('No Form 16 issued yet')).toBeVisible();

    await page.getByRole('button', { name: 'Generate Form 16 for all' }).click();
    const again = page.getByRole('alertdialog', { name: 'Generate Form 16 again?' });
    if (await again.isVisible()) await again.getByRole('button', { name: 'Generate again' }).click();
    await expect(page.getByRole('progressbar', { name: 'Form 16 generation progress' })).toBeVisible();
    await expect(page.getByText(new RegExp(`Form 16 for FY ${fy} issued to \\d+ employees\\.`))).toBeVisible({
      timeout: 90_000,
    });

    // The employee's row, and their PDF downloaded from the list.
    const row = page.getByRole('row').filter({ hasText: me.employee_id });
    await expect(row).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `PDF for ${me.employee_id}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`form16_${me.employee_id}_${fy}.pdf`);
    const file = await readFile((await download.path()) as string);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByRole('table', { name: `TDS by quarter, FY ${fy}` })).toBeVisible();

    // The employee signs in and downloads their own from My Tax; someone else's stays hidden.
    const employeeContext = await browser.newContext();
    const employeePage = await employeeContext.newPage();
    await signIn(employeePage, EMPLOYEE);
    await sidebarNav(employeePage).getByRole('link', { name: 'My Tax' }).click();
    await employeePage.getByLabel('Financial year').selectOption(fy);
    const [ownDownload] = await Promise.all([
      employeePage.waitForEvent('download'),
      employeePage.getByRole('button', { name: `Download Form 16 (FY ${fy})` }).click(),
    ]);
    const ownFile = await readFile((await ownDownload.path()) as string);
    expect(ownFile.subarray(0, 5).toString()).toBe('%PDF-');
    await employeeContext.close();
    const token = await apiToken(request, EMPLOYEE);
    const own = await request.get(`/api/employees/${me.id}/form16?financial_year=${fy}`, {
      headers: auth(token),
    });
    expect(own.status()).toBe(200);
    expect(own.headers()['content-type']).toBe('application/pdf');
    expect((await own.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const hrSelf = ((await (await request.get('/api/me', { headers: auth(hr) })).json()) as Json).user
      .employee as Json;
    const other = await request.get(`/api/employees/${hrSelf.id}/form16?financial_year=${fy}`, {
      headers: auth(token),
    });
    expect(other.status()).toBe(404);
  });
});
