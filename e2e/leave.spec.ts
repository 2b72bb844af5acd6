import { dmy } from '@hrms/contracts/formats';
import { EMPLOYEE, HR, signedInPage, signIn } from './support/auth';
import { notice } from './support/forms';
import { addDays, today, workingDays } from './support/leave';
import { expect, type Page, test } from './support/test';

/** The list row of a request, found by its (unique) reason. */
const requestRow = (page: Page, reason: string) => page.getByRole('row').filter({ hasText: reason });

test.describe('leave', () => {
  test('an employee applies for two days of annual leave, HR approves them, the balance shows them used', async ({
    page,
    browser,
  }) => {
    const [start, end] = workingDays(21, 2) as [string, string];
    const year = start.slice(0, 4);
    const reason = `Cousin's wedding in Kochi (${dmy(start)})`;

    await signIn(page, EMPLOYEE);
    await page.goto('/leaves');
    await expect(page.getByRole('heading', { level: 1, name: 'Leave Requests' })).toBeVisible();
    await page.getByRole('link', { name: 'Apply for Leave' }).first().click();
    await expect(page).toHaveURL('/leaves/apply');

    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Leave Type').selectOption({ label: 'Annual Leave' });
    await page.getByLabel('Start Date').fill(start);
    await page.getByLabel('End Date').fill(end);
    await expect(page.getByText('2 days', { exact: true })).toBeVisible();
    await page.getByLabel('Reason').fill(reason);
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL('/leaves');
    await expect(notice(page, 'Leave application submitted successfully')).toBeVisible();
    const mine = requestRow(page, reason);
    await expect(mine).toContainText('Annual Leave');
    await expect(mine).toContainText('2 days');
    await expect(mine).toContainText('Pending');

    // HR approves it from the list, after the confirmation.
    const hr = await signedInPage(browser, HR);
    await hr.goto('/leaves');
    const row = requestRow(hr, reason);
    await expect(row).toContainText('Priya Nair');
    await row.getByRole('button', { name: 'Approve' }).click();
    const confirm = hr.getByRole('alertdialog', { name: 'Approve Leave Request' });
    await expect(confirm).toContainText('Are you sure you want to approve this leave request?');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(notice(hr, 'Leave request approved successfully')).toBeVisible();
    await expect(row).toContainText('Approved');
    await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await hr.context().close();

    // The employee's balance for that year counts the two days as used.
    await page.goto('/leaves/balance');
    await page.getByLabel('Year').selectOption(year);
    await expect(page.getByRole('region', { name: 'Employee' })).toContainText('Priya Nair');
    const annual = page.getByRole('article', { name: 'Annual Leave' });
    await expect(annual).toContainText(/Used\s*2 days/);
    await expect(annual.getByRole('progressbar', { name: 'Annual Leave usage' })).toBeVisible();
    await page.goto('/leaves');
    await expect(requestRow(page, reason)).toContainText('Approved');
  });

  test('HR rejects a request on its detail page; Reject Leave waits for a reason', async ({
    page,
    request,
  }) => {
    const [day] = workingDays(45, 1) as [string];
    const reason = `Dental surgery follow-up (${dmy(day)})`;
    // The employee's request, made through the API.
    const login = await request.post('/api/login', {
      data: { email: EMPLOYEE, password: 'Demo@12345' },
    });
    const { token } = (await login.json()) as { token: string };
    const types = (await (
      await request.get('/api/leave-types', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: number; name: string }[] };
    const sick = types.data.find((t) => t.name === 'Sick Leave');
    const applied = await request.post('/api/leaves', {
      headers: { Authorization: `Bearer ${token}` },
      data: { leave_type_id: sick?.id, start_date: day, end_date: day, reason },
    });
    expect(applied.status()).toBe(201);

    await signIn(page, HR);
    await page.goto('/leaves');
    await requestRow(page, reason).getByRole('link', { name: 'View' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leave Request Details' })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();

    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Leave Request' });
    const rejectLeave = dialog.getByRole('button', { name: 'Reject Leave' });
    await expect(rejectLeave).toBeDisabled();
    await dialog.getByLabel('Rejection Reason').fill('   ');
    await expect(rejectLeave).toBeDisabled();
    await dialog.getByLabel('Rejection Reason').fill('Quarter-end close; please pick the week after.');
    await expect(rejectLeave).toBeEnabled();
    await rejectLeave.click();

    await expect(dialog).toBeHidden();
    await expect(notice(page, 'Leave request rejected successfully')).toBeVisible();
    const decision = page.locator('section', {
      has: page.getByRole('heading', { name: 'Rejection Details' }),
    });
    await expect(decision).toContainText('Quarter-end close; please pick the week after.');
    await expect(decision).toContainText('Rahul Mehta');
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });

  test('an application with an attachment goes up as a form; the attachment downloads; the applicant cancels it', async ({
    page,
  }) => {
    const [day] = workingDays(60, 1) as [string];
    const reason = `Physiotherapy session (${dmy(day)})`;
    await signIn(page, EMPLOYEE);
    await page.goto('/leaves/apply?type=2');
    await expect(page.getByLabel('Leave Type')).toHaveValue('2');
    await page.getByLabel('Start Date').fill(day);
    await page.getByLabel('Half day').check();
    await expect(page.getByLabel('End Date')).toHaveValue(dmy(day));
    await expect(page.getByText('0.5 day', { exact: true })).toBeVisible();
    await page.getByLabel('Reason').fill(reason);
    await page.getByLabel('Attachment').setInputFiles({
      name: 'prescription.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% a prescription\n'),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(notice(page, 'Leave application submitted successfully')).toBeVisible();

    await requestRow(page, reason).getByRole('link', { name: 'View' }).click();
    await expect(page.getByText('prescription.pdf')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Attachment' }).click();
    expect((await download).suggestedFilename()).toBe('prescription.pdf');

    await page.getByRole('button', { name: 'Cancel Request' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel Leave Request' });
    await confirm.getByRole('button', { name: 'Cancel Request' }).click();
    await expect(notice(page, 'Leave request cancelled successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cancellation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);
  });

  test('the apply form refuses a start date in the past', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await page.goto('/leaves/apply');
    await page.getByLabel('Leave Type').selectOption({ label: 'Sick Leave' });
    await page.getByLabel('Start Date').fill(addDays(today(), -7));
    await page.getByLabel('Start Date').blur();
    await expect(page.getByText('Start date cannot be in the past')).toBeVisible();
    await expect(page.getByLabel('Start Date')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a leave request that does not exist says so', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await page.goto('/leaves/999999');
    await expect(page.getByRole('heading', { name: 'Leave request not found' })).toBeVisible();
  });
});
