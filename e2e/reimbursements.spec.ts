import path from 'node:path';
import { seriousViolations } from './support/a11y';
import { ADMIN, EMPLOYEE, HR, sidebarNav, signIn } from './support/auth';
import { apiToken, MONTHS, monthsAgo, type Run } from './support/payroll';
import { type APIRequestContext, expect, type Page, test } from './support/test';

const RECEIPT = path.resolve('e2e/fixtures/expense-receipt.pdf');
const CLAIMANT = 'claimant.e2e@demo.test';
const PASSWORD = 'Claim@12345';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The claimant: an employee the demo leaves with a processed run last month, given a sign-in of their own
 * (the employee role) so no other journey's employee is touched. Taken from the end of the list, away from
 * the payroll journey's first three and the demo's own claims in the middle; one with a sign-in is skipped.
 */
async function makeClaimant(
  request: APIRequestContext,
  hr: string,
  admin: string,
  period: { year: number; month: number },
) {
  const answer = await request.get('/api/payroll-runs', {
    headers: auth(hr),
    params: { ...period, status: 'processed', per_page: 100 },
  });
  expect(answer.ok()).toBe(true);
  const runs = ((await answer.json()) as { data: Run[] }).data.reverse();
  for (const run of runs) {
    // Not a leaver (another journey's or the demo's): their months after the exit are refused.
    const detail = await request.get(`/api/employees/${run.employee.id}`, { headers: auth(hr) });
    const person = (
      (await detail.json()) as { employee: { status: string; last_working_day?: string | null } }
    ).employee;
    if (person.status !== 'active' || person.last_working_day) continue;
    const created = await request.post('/api/users', {
      headers: auth(admin),
      data: {
        name: `${run.employee.first_name} ${run.employee.last_name}`,
        email: CLAIMANT,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        employee_id: run.employee.id,
      },
    });
    if (created.status() !== 201) continue;
    const user = ((await created.json()) as { user: { id: number } }).user;
    const roles = await request.post(`/api/users/${user.id}/assign-roles`, {
      headers: auth(admin),
      data: { roles: ['employee'] },
    });
    expect(roles.ok()).toBe(true);
    return run.employee;
  }
  throw new Error('No employee with an open run last month is left to claim');
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
}

test.describe('expense claims', () => {
  test('an employee claims an expense, HR approves it, payroll pays it, and the employee sees it paid', async ({
    page,
    request,
  }) => {
    const [hr, admin] = [await apiToken(request, HR), await apiToken(request, ADMIN)];
    const period = monthsAgo(1);
    const employee = await makeClaimant(request, hr, admin, period);
    const expenseDate = `${period.year}-${pad(period.month)}-12`;

    // The employee files a claim: first with nothing filled in (the server's messages land under each field).
    await signIn(page, CLAIMANT, PASSWORD);
    await sidebarNav(page).getByRole('link', { name: 'My Expenses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Expenses' })).toBeVisible();
    await page.getByRole('button', { name: 'New Claim' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Expense Claim' });
    await dialog.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(dialog.getByText('Please fix the errors below.')).toBeVisible();
    await expect(dialog.getByText('Choose a category.')).toBeVisible();
    await expect(dialog.getByText('Describe the expense.')).toBeVisible();

    await dialog.getByLabel('Category').selectOption({ label: 'Business travel' });
    await expect(dialog.getByText(/not taxable · receipt required/)).toBeVisible();
    await dialog.getByLabel('Amount (₹)').fill('1250');
    await dialog.getByLabel('Expense Date').fill(expenseDate);
    await dialog.getByLabel('Description').fill('Train fare to the Pune client site');
    await dialog.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(dialog.getByText('A receipt is required for this category.')).toBeVisible();
    await dialog.getByLabel(/^Receipt/).setInputFiles(RECEIPT);
    await dialog.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Expense claim submitted successfully')).toBeVisible();
    const mine = page.getByRole('table', { name: 'My expense claims' });
    const row = mine.getByRole('row', { name: /Business travel/ });
    await expect(row).toContainText('₹1,250.00');
    await expect(row).toContainText('Pending');

    // A second claim made by mistake is withdrawn, after a confirmation.
    await page.getByRole('button', { name: 'New Claim' }).click();
    await dialog.getByLabel('Category').selectOption({ label: 'Local conveyance' });
    await dialog.getByLabel('Amount (₹)').fill('180');
    await dialog.getByLabel('Expense Date').fill(expenseDate);
    await dialog.getByLabel('Description').fill('Auto to the station');
    await dialog.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(dialog).toBeHidden();
    await mine.getByRole('button', { name: /Withdraw the Local conveyance claim/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Withdraw Expense Claim' })
      .getByRole('button', { name: 'Withdraw Claim' })
      .click();
    await expect(page.getByText('Expense claim withdrawn successfully')).toBeVisible();
    await expect(mine.getByRole('row', { name: /Local conveyance/ })).toHaveCount(0);

    // HR finds it in the queue, opens the receipt and approves it.
    await signOut(page);
    await signIn(page, HR);
    await sidebarNav(page).getByRole('link', { name: 'Expense Claims' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Expense Claims' })).toBeVisible();
    await page.getByLabel('Status').selectOption('pending');
    const name = `${employee.first_name} ${employee.last_name}`;
    const queue = page.getByRole('table', { name: 'Expense claims' });
    const pending = queue.getByRole('row', { name: new RegExp(name) });
    await expect(pending).toContainText('Train fare to the Pune client site');
    const download = page.waitForEvent('download');
    await pending
      .getByRole('button', { name: `View the receipt of ${name}’s Business travel claim` })
      .click();
    expect((await download).suggestedFilename()).toBe('expense-receipt.pdf');
    await pending.getByRole('button', { name: `Approve ${name}’s Business travel claim` }).click();
    await page
      .getByRole('alertdialog', { name: 'Approve Expense Claim' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(page.getByText('Expense claim approved successfully')).toBeVisible();
    await page.getByLabel('Status').selectOption('approved');
    await expect(queue.getByRole('row', { name: new RegExp(name) })).toContainText(
      'Awaiting the next payroll',
    );

    // Payroll: HR processes last month for them, the admin approves the run and HR marks it paid.
    const processed = await request.post('/api/payroll/process', {
      headers: auth(hr),
      data: { employee_id: employee.id, ...period },
    });
    expect(processed.ok()).toBe(true);
    const [result] = ((await processed.json()) as { results: { payroll_run_id: number; status: string }[] })
      .results;
    expect(result?.status).toBe('processed');
    const runId = result?.payroll_run_id as number;
    const breakdown = await request.get(`/api/payroll-runs/${runId}/breakdown`, { headers: auth(hr) });
    const figures = (await breakdown.json()) as { breakdown: { earnings: { reimbursements: number } } };
    expect(figures.breakdown.earnings.reimbursements).toBe(1250);
    // The claim moves net pay, which the review may flag: the approval says why it stands.
    const approved = await request.put(`/api/payroll-runs/${runId}/approve`, {
      headers: auth(admin),
      data: { note: 'Claim checked against its receipts' },
    });
    expect(approved.ok()).toBe(true);
    expect((await request.put(`/api/payroll-runs/${runId}/mark-paid`, { headers: auth(hr) })).ok()).toBe(
      true,
    );

    // The employee sees the claim paid with that month's salary.
    await signOut(page);
    await signIn(page, CLAIMANT, PASSWORD);
    await page.goto('/my-expenses');
    const paid = page
      .getByRole('table', { name: 'My expense claims' })
      .getByRole('row', { name: /Business travel/ });
    await expect(paid).toContainText('Paid');
    await expect(paid).toContainText(`Paid with ${MONTHS[period.month - 1]} ${period.year} salary`);
  });

  test('both screens have no serious accessibility violations, with the forms open, and fit a 390 px phone', async ({
    page,
    browser,
  }) => {
    const serious = async (on: Page = page) =>
      (await seriousViolations(on)).map((v) => `${v.rule}: ${v.targets.join(', ')}`);
    const fits = (on: Page = page) =>
      on.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.setViewportSize({ width: 390, height: 844 });

    await signIn(page, EMPLOYEE);
    await page.goto('/my-expenses');
    await expect(page.getByRole('heading', { level: 1, name: 'My Expenses' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'My expense claims' })).toBeVisible();
    expect(await fits()).toBe(true);
    expect(await serious()).toEqual([]);
    await page.getByRole('button', { name: 'New Claim' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Expense Claim' });
    await dialog.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(dialog.getByText('Choose a category.')).toBeVisible();
    expect(await serious()).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // HR on a phone of their own (the sidebar's Logout is behind the menu at this width).
    const hrPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(hrPage, HR);
    await hrPage.goto('/expense-claims');
    await expect(hrPage.getByRole('heading', { level: 1, name: 'Expense Claims' })).toBeVisible();
    const queue = hrPage.getByRole('table', { name: 'Expense claims' });
    await expect(queue.getByRole('button', { name: /^Reject / }).first()).toBeVisible();
    expect(await fits(hrPage)).toBe(true);
    expect(await serious(hrPage)).toEqual([]);
    await queue
      .getByRole('button', { name: /^Reject / })
      .first()
      .click();
    const reject = hrPage.getByRole('dialog', { name: 'Reject Expense Claim' });
    await expect(reject.getByRole('button', { name: 'Reject Claim' })).toBeDisabled();
    expect(await serious(hrPage)).toEqual([]);
    await reject.getByRole('button', { name: 'Cancel' }).click();
    await hrPage.context().close();
  });
});
