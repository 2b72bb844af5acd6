import { EMPLOYEE, HR, signIn } from './support/auth';
import { notice } from './support/forms';
import { apiToken, type Run, today } from './support/payroll';
import { pdfText } from './support/pdf';
import { type Browser, expect, test } from './support/test';

/** A PNG's signature and a few bytes: what the server recognises a PNG by. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** A new account number unlike any the demo seeds, its last four digits what the payslip shows. */
const NEW_ACCOUNT = '918020045617294';
const NEW_IFSC = 'ICIC0001234';

/** The date `days` from today in the company's zone, as a date input takes it. */
const inDays = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function pageAs(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test.describe('self-service profile', () => {
  test('an employee changes their bank account with a proof, HR approves, the payslip shows the new account', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const employee = await pageAs(browser, EMPLOYEE);
    await employee.goto('/profile');
    await expect(employee.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(employee.getByRole('heading', { name: 'Bank and tax' })).toBeVisible();

    // The record's bank account changes only by a request, with a proof.
    await employee.getByRole('button', { name: 'Request change to bank account' }).click();
    const dialog = employee.getByRole('dialog', { name: 'Request change to bank account' });
    await dialog.getByLabel('Account number').fill(NEW_ACCOUNT);
    await dialog.getByLabel('IFSC').fill(NEW_IFSC);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    // No proof: the server's message is shown on the field.
    await expect(dialog.getByText('Attach a proof for this change')).toBeVisible();
    await dialog
      .getByLabel('Proof')
      .setInputFiles({ name: 'cancelled-cheque.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByLabel('Reason (optional)').fill('Salary account moved to ICICI');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(notice(employee, 'Profile change requested successfully')).toBeVisible();
    await expect(employee.getByText('Your profile change is waiting for approval.')).toBeVisible();
    // Until approved, the record keeps the old account.
    await expect(employee.getByText('XXXX7294')).toHaveCount(0);

    // HR finds it among the profile changes and approves it.
    const hr = await pageAs(browser, HR);
    await hr.goto('/profile-changes');
    await expect(hr.getByRole('heading', { level: 1, name: 'Profile Changes' })).toBeVisible();
    await hr
      .getByRole('link', { name: /Bank account/ })
      .first()
      .click();
    await expect(hr.getByRole('heading', { level: 1, name: 'Profile Change Request' })).toBeVisible();
    const changes = hr.getByRole('table');
    await expect(changes).toContainText('Bank account');
    await expect(changes).toContainText(NEW_IFSC);
    await expect(hr.getByRole('button', { name: /Download the proof, cancelled-cheque\.png/ })).toBeVisible();
    await hr.getByRole('button', { name: 'Approve', exact: true }).click();
    await hr
      .getByRole('alertdialog', { name: 'Approve request?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(notice(hr, 'Profile change approved successfully')).toBeVisible();

    // The employee's profile now shows the new account, masked to its last four digits.
    await employee.reload();
    await expect(employee.getByText('Your profile change is waiting for approval.')).toHaveCount(0);
    await expect(employee.getByText(/XXXX7294/)).toBeVisible();

    // Their payslip, drawn now, shows the account the salary goes to.
    const token = await apiToken(request, EMPLOYEE);
    const runs = (await (
      await request.get('/api/payroll-runs', {
        headers: { Authorization: `Bearer ${token}` },
        params: { per_page: 20 },
      })
    ).json()) as { data: Run[] };
    const released = runs.data.find((r) => r.status === 'approved' || r.status === 'paid');
    expect(released, 'the demo employee has a released payslip').toBeTruthy();
    await employee.goto(`/payroll/view/${released?.id}`);
    const [download] = await Promise.all([
      employee.waitForEvent('download'),
      employee.getByRole('button', { name: 'Download Payslip' }).click(),
    ]);
    expect(await pdfText(await download.path())).toContain('XXXX7294');
  });
});

test.describe('employee documents', () => {
  test('HR asks an employee for their passport, the employee uploads it against the request, HR sees it expiring', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const hr = await pageAs(browser, HR);
    await hr.goto('/documents/requests');
    await expect(hr.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await hr.getByRole('button', { name: 'Request documents' }).click();
    const ask = hr.getByRole('dialog', { name: 'Request documents' });
    await ask.getByLabel('Find employees').fill('Priya');
    await ask.getByRole('checkbox', { name: /^Priya Nair/ }).check();
    await ask.getByLabel('Document type').selectOption({ label: 'Passport' });
    await ask.getByLabel('Due date').fill(inDays(7));
    await ask.getByLabel('Note').fill('For the client visit visa');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(notice(hr, 'Document requested from 1 employee')).toBeVisible();

    // The employee finds the request on My Documents and answers it.
    const employee = await pageAs(browser, EMPLOYEE);
    await employee.goto('/my-documents');
    await expect(employee.getByRole('heading', { level: 1, name: 'My Documents' })).toBeVisible();
    await expect(employee.getByRole('heading', { name: 'Requested from you' })).toBeVisible();
    await expect(employee.getByRole('main')).toContainText('For the client visit visa');
    await employee.getByRole('button', { name: 'Upload Passport' }).click();
    const upload = employee.getByRole('dialog', { name: 'Upload document' });
    await upload.getByLabel('Number').fill('Z1234567');
    await upload.getByLabel('Expiry date').fill(inDays(20));
    // A text file named .pdf is refused by its content.
    await upload.locator('input[type=file]').setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not really a PDF'),
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload.getByText('The document must be a file of type: pdf, jpg, jpeg, png.')).toBeVisible();
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(notice(employee, 'Document uploaded successfully')).toBeVisible();
    await expect(employee.getByRole('button', { name: 'Upload Passport' })).toHaveCount(0);
    await expect(employee.getByRole('button', { name: /Download Priya Nair’s Passport/ })).toBeVisible();

    // HR: the request is fulfilled, and the passport is among those expiring soon.
    await hr.goto('/documents/requests?status=fulfilled');
    await expect(hr.getByRole('main')).toContainText('Priya Nair');
    await hr.goto('/documents/expiring');
    const passport = hr.getByRole('button', { name: /Download Priya Nair’s Passport/ });
    await expect(passport).toBeVisible();
    await expect(hr.getByRole('main')).toContainText('Expires in 20 days');
  });
});

test.describe('directory and org chart', () => {
  test('an employee finds a colleague in the directory and follows them into the org chart, on a phone', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, EMPLOYEE);
    await page.goto('/directory');
    await expect(page.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();
    // The settings are HR's.
    await expect(page.getByRole('button', { name: 'Directory settings' })).toHaveCount(0);
    await page.getByLabel('Search colleagues').fill('Rahul');
    const card = page.getByRole('article', { name: 'Rahul Mehta' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('hr@demo.test');
    // Work details only: never pay or statutory identity.
    await expect(page.getByRole('list', { name: 'Colleagues' })).not.toContainText(/₹|PAN|UAN|IFSC/);
    await card.getByRole('link', { name: 'View in org chart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Org Chart' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'In focus: Rahul Mehta' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Reporting line' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
