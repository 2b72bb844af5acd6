import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { ADMIN, DEMO_PASSWORD, EMPLOYEE, HR, signIn } from './support/auth';
import { type APIRequestContext, expect, test } from './support/test';

/** Last month in the company's zone: the demo data has paid and approved runs for it. */
function lastMonth() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

/** PUT /api/employees/{id} takes the whole record: the employee as read, with `overrides`. */
const employeeUpdate = (e: Json, overrides: Json) => ({
  first_name: e.first_name,
  last_name: e.last_name,
  email: e.email,
  phone: e.phone,
  job_title: e.job_title ?? 'Analyst',
  company_id: e.company_id,
  branch_id: e.branch_id,
  department_id: e.department_id,
  team_id: e.team_id,
  manager_id: e.manager_id,
  hire_date: e.hire_date,
  date_of_birth: e.date_of_birth,
  gender: e.gender,
  employment_type: e.employment_type,
  status: e.status,
  ...overrides,
});

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

  test('HR is shown who blocks the bank files, then downloads the NEFT and Union Bank files', async ({
    page,
    request,
  }) => {
    const { year, month } = lastMonth();
    const mm = String(month).padStart(2, '0');
    const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
    const bank = await (
      await request.get(`/api/reports/bank-transfer?month=${month}&year=${year}&company_id=1`, { headers })
    ).json();
    const code = bank.rows[0]?.employee_code as string;
    const listed = await (await request.get(`/api/employees?search=${code}`, { headers })).json();
    const id = (listed.data as Json[]).find((e) => e.employee_id === code)?.id as number;
    const employee = (await (await request.get(`/api/employees/${id}`, { headers })).json()).employee as Json;
    const setIfsc = (ifsc: string) =>
      request.put(`/api/employees/${id}`, { headers, data: employeeUpdate(employee, { bank_ifsc: ifsc }) });
    expect((await setIfsc('')).ok()).toBe(true);

    const reportUrl = `/reports/payroll?report=bank-transfer&month=${month}&year=${year}`;
    try {
      await signIn(page, HR);
      await page.goto(reportUrl);
      await expect(page.getByRole('table', { name: 'Bank Transfer' })).toBeVisible();
      const blockers = page.getByRole('alert').filter({ hasText: 'must have their details completed' });
      await expect(blockers).toContainText(
        `${code} ${employee.first_name} ${employee.last_name}: IFSC missing`,
      );
      for (const name of [
        'Download CSV',
        'Download PDF',
        'Download NEFT file',
        'Download Union Bank file',
        'Download HDFC Bank file',
        'Download ICICI Bank file',
        'Download Bank of Baroda file',
      ]) {
        await expect(page.getByRole('button', { name })).toBeDisabled();
      }
      await blockers.getByRole('link', { name: new RegExp(code) }).click();
      await expect(page).toHaveURL(`/employees/${id}/edit`);
    } finally {
      expect((await setIfsc(employee.bank_ifsc)).ok()).toBe(true);
    }

    await page.goto(reportUrl);
    await expect(page.getByRole('table', { name: 'Bank Transfer' })).toBeVisible();
    await expect(page.getByText('must have their details completed')).toHaveCount(0);
    const [neft] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download NEFT file' }).click(),
    ]);
    expect(neft.suggestedFilename()).toBe(`bank-transfer-${year}-${mm}.neft.csv`);
    const neftLines = (await readFile(await neft.path(), 'utf8')).split('\r\n');
    // Payment records only: no header row and no totals row (the report's PDF is the list with totals).
    expect(neftLines).toHaveLength(bank.total + 1);
    expect(
      neftLines.slice(0, -1).every((line) => /^\d+,[^,]+,\d+,[A-Z]{4}0[A-Z0-9]{6},\d+\.\d{2},/.test(line)),
    ).toBe(true);

    const [ubi] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Union Bank file' }).click(),
    ]);
    expect(ubi.suggestedFilename()).toBe(`bank-transfer-${year}-${mm}.ubi.txt`);
    const ubiLines = (await readFile(await ubi.path(), 'utf8')).split('\r\n');
    // The file serial is the company's own counter, never the period again.
    expect(ubiLines[0]).toMatch(/^FILEHDR,DEMOIND,\d{1,6}$/);
    expect(ubiLines[1]).toMatch(
      /^NEFT,UBIN0556688,50200012345678,[A-Z]{4}0[A-Z0-9]{6},\d+,INR,\d+\.\d{2},Salary /,
    );
  });

  test('a bank file needs one company: the refusal and its reason are shown', async ({ page }) => {
    const { year, month } = lastMonth();
    await signIn(page, ADMIN);
    await page.goto(`/reports/payroll?report=bank-transfer&month=${month}&year=${year}`);
    await expect(page.getByRole('table', { name: 'Bank Transfer' })).toBeVisible();
    await page.getByRole('button', { name: 'Download Union Bank file' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The given data was invalid.' });
    await expect(refusal).toContainText(
      "A bank file pays from one company's salary account: choose the company.",
    );
  });

  test('the compliance summary reads as a checklist of what is due to whom and by when', async ({ page }) => {
    const { year, month } = lastMonth();
    await signIn(page, HR);
    await page.goto(`/reports/payroll?report=compliance-summary&month=${month}&year=${year}`);
    const checklist = page.getByRole('list', { name: 'Compliance checklist' });
    const epf = checklist.getByRole('listitem').filter({ hasText: 'to EPFO by 15 ' });
    await expect(epf).toBeVisible();
    await expect(epf).toContainText('A/c 1 · EPF, employee and employer shares');
    await expect(epf).toContainText('A/c 22 · EDLI administration charges');
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Income Tax Department' })).toBeVisible();
  });
});
