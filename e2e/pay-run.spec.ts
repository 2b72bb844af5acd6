import { ADMIN, apiToken, EMPLOYEE, HR, signIn } from './support/auth';
import { notice } from './support/forms';
import { MONTHS } from './support/payroll';
import { expect, ownServerUrl, type Page, test, useOwnServer } from './support/test';

/**
 * The pay run closes last month for the whole company: approved, released, paid and locked. That would
 * leave the other specs nothing to process, so this one runs on a server and database of its own.
 */
const OWN_INDEX = 50;
const OWN_URL = ownServerUrl(OWN_INDEX);

test.describe('the pay run', () => {
  useOwnServer(OWN_INDEX);

  const step = (page: Page, name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  /** Presses a step's bulk action and confirms it in the one dialog it opens. */
  async function act(page: Page, stepName: string, label: string) {
    await step(page, stepName).getByRole('button', { name: label }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: label }).click();
    await expect(dialog).toBeHidden();
  }

  test('the payroll lead runs last month from the pay run screen: processes, approves all at once, releases, pays and locks', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const today = new Date();
    const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    const month = `${MONTHS[last.getUTCMonth()]} ${last.getUTCFullYear()}`;

    // HR, the payroll lead, opens the month being paid and processes it again from its step.
    await signIn(page, HR);
    await page.getByRole('link', { name: 'Pay Run' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Run' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(month) })).toBeVisible();
    await expect(step(page, '1. Check the inputs')).toBeVisible();
    await step(page, '2. Process').getByRole('link', { name: 'Process payroll' }).click();
    await expect(page).toHaveURL(/\/payroll\/process\?month=/);
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue(String(last.getUTCMonth() + 1));
    await page.getByRole('button', { name: /Select all \d+ matching/ }).click();
    await page.getByRole('button', { name: /Process Payroll for \d+ employees/ }).click();
    // The runs the admin approved already are skipped, each saying why, not "failed".
    await expect(notice(page, /Successfully processed payroll for \d+ employees.*skipped/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/This month’s run is already approved or paid/).first()).toBeVisible();

    // The employee sees nothing of the month yet.
    const employeeContext = await browser.newContext({ baseURL: OWN_URL });
    const employee = await employeeContext.newPage();
    await signIn(employee, EMPLOYEE);
    await employee.goto(`/payroll?year=${last.getUTCFullYear()}`);
    await expect(employee.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
    await expect(employee.getByText(month)).toHaveCount(0);

    // The admin, the approver, approves every run with one confirmation and releases the payslips.
    const adminContext = await browser.newContext({ baseURL: OWN_URL });
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN);
    // The employee's bank account is removed on their record (the review will flag their run for it).
    const token = await apiToken(admin.request, EMPLOYEE);
    const meAnswer = await admin.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    const mine = (await meAnswer.json()).user.employee;
    const me = { id: mine.id as number, name: `${mine.first_name} ${mine.last_name}` };
    await admin.goto(`/employees/${me.id}/edit`);
    await admin.getByLabel('Bank Account Number').fill('');
    await admin.getByLabel('IFSC').fill('');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notice(admin, 'Employee updated successfully!')).toBeVisible();
    await admin.goto('/pay-run');
    // The month's figures, its review and its filing checklist load together; a loaded CI machine is slow.
    await expect(step(admin, '4. Approve')).toContainText(/\d+ runs to approve/, { timeout: 30_000 });
    // The review first: the runs against last month, each change in net pay explained by its causes.
    const review = step(admin, '3. Review the changes');
    await expect(review).toContainText(/runs? flagged|No run flagged/);
    // The employee's bank account was removed (above): the review flags their run, and approving it alone,
    // from its own page, asks for a note before it goes through.
    await expect(review.getByRole('link', { name: new RegExp(me.name) })).toBeVisible();
    await review.getByRole('link', { name: new RegExp(me.name) }).click();
    await expect(admin).toHaveURL(/\/payroll\/view\/\d+/);
    await admin.getByRole('button', { name: 'Approve Payroll' }).click();
    const single = admin.getByRole('alertdialog', { name: 'Approve Payroll' });
    await single.getByRole('button', { name: 'Approve' }).click();
    const singleNote = single.getByLabel('Note on the flagged run');
    await expect(singleNote).toBeVisible();
    await expect(single).toContainText('No bank account');
    await single.getByRole('button', { name: 'Approve' }).click();
    await expect(single.getByText('Say why the run is right as it is.')).toBeVisible();
    await singleNote.fill('Paid by cheque this month; the new account follows');
    await single.getByRole('button', { name: 'Approve' }).click();
    await expect(single).toBeHidden();
    await expect(notice(admin, 'Payroll approved successfully')).toBeVisible();
    await admin.goto('/pay-run');
    await review.getByRole('button', { name: /Show all \d+ runs/ }).click();
    const reviewed = review.getByRole('list', { name: 'Runs to review' }).getByRole('listitem');
    await expect(reviewed.first()).toContainText('→');
    await expect(review).toContainText(/Days paid|Salary revision|Arrears|Overtime|TDS re-estimate/);
    // One confirmation approves them all; runs the review flags need a note in it.
    await step(admin, '4. Approve').getByRole('button', { name: 'Approve all' }).click();
    const dialog = admin.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    const note = dialog.getByLabel('Note on the flagged runs');
    if (await note.count()) {
      await dialog.getByRole('button', { name: 'Approve all' }).click();
      await expect(dialog.getByText('Say why the flagged runs are right as they are.')).toBeVisible();
      await note.fill('Checked against attendance and the revisions');
    }
    await dialog.getByRole('button', { name: 'Approve all' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(admin, new RegExp(`Approved \\d+ payroll runs of ${month}`))).toBeVisible();
    await expect(step(admin, '4. Approve')).toContainText('Done');
    await act(admin, '5. Release payslips', 'Release payslips');
    await expect(notice(admin, new RegExp(`Released \\d+ payslips of ${month} to employees`))).toBeVisible();

    // Now the employee sees the month.
    await employee.reload();
    await expect(employee.getByText(month).first()).toBeVisible();

    // HR marks the month paid: their own run is skipped and listed; the admin pays it.
    await page.goto('/pay-run');
    await act(page, '6. Pay', 'Mark all paid');
    await expect(notice(page, new RegExp(`Marked \\d+ payroll runs of ${month} as paid`))).toBeVisible();
    await expect(page.getByText('Your own run: someone else must mark it paid')).toBeVisible();
    await admin.reload();
    await act(admin, '6. Pay', 'Mark all paid');
    await expect(notice(admin, `Marked 1 payroll run of ${month} as paid`)).toBeVisible();

    // The admin locks the month: the lock shows, and HR can no longer process it.
    await act(admin, '7. Lock the month', 'Lock month');
    await expect(notice(admin, `${month} is locked`).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: `${month} is locked by` })).toBeVisible();
    await expect(step(page, '2. Process').getByRole('link', { name: 'Process payroll' })).toHaveCount(0);

    await employeeContext.close();
    await adminContext.close();
  });
});
