import { stringify } from 'csv-stringify/sync';
import { type SmtpServer, startSmtpServer } from '../server/test/smtp';
import { ADMIN, signIn } from './support/auth';
import { BASE_PORT, type RunningServer, startWorkerServer } from './support/server';
import { expect, type Page, test } from './support/test';

/**
 * Links that choose a password, as their holders get them: an employee imported with a sign-in account opens
 * the invitation from a real SMTP server and signs in; later they forget the password and choose a new one.
 * The server mails through an SMTP server this test starts, so it runs on a server of its own.
 */
const OWN_INDEX = 52;
const OWN_URL = `http://127.0.0.1:${BASE_PORT + 1 + OWN_INDEX}`;
const JOINER = { email: 'meera.invited@demo.test', first: 'Meera', last: 'Invited' };
let own: RunningServer;
let smtp: SmtpServer;

/** The link a mail to `address` carries, the `count`-th to arrive there. */
async function linkIn(address: string, count: number): Promise<string> {
  const mails = await smtp.waitFor(count, address);
  const text = mails[count - 1]?.parsed.text ?? '';
  const link = text.match(/http:\/\/127\.0\.0\.1:\d+\/set-password\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no link in the mail to ${address}:\n${text}`);
  return link;
}

/** Chooses `password` on the page a link opens, and lands on the sign-in page with the email filled in. */
async function choosePassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password is set. Sign in with it.');
  await expect(page.getByLabel('Email')).toHaveValue(JOINER.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test.describe('password links', () => {
  test.use({ baseURL: OWN_URL });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    smtp = await startSmtpServer();
    own = await startWorkerServer(OWN_INDEX, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      MAIL_POLL_SECONDS: '0.2',
      APP_URL: OWN_URL,
    });
  });
  test.afterAll(async () => {
    await own?.stop();
    await smtp?.close();
  });

  test('an imported employee opens the invitation, chooses a password and signs in; later resets a forgotten one', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    await page.goto('/settings/import');
    await page.getByLabel('Record type').selectOption('employees');
    const file = stringify([
      ['first_name', 'last_name', 'email', 'company', 'department', 'job_title', 'sign_in_account'],
      [JOINER.first, JOINER.last, JOINER.email, 'Demo Industries', 'ENG', 'Analyst', 'yes'],
    ]);
    await page
      .getByLabel('File of employees')
      .setInputFiles({ name: 'joiner.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: 'Upload and check' }).click();
    const result = page.getByRole('region', { name: 'The import' });
    await expect(result.getByRole('status')).toHaveText(/^The one row is valid/);
    await result.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click();
    await expect(result.getByRole('status')).toContainText('Imported: 1 created');

    // Until the invitation is used, the account shows as invited.
    await page.goto(`/users?search=${encodeURIComponent(JOINER.email)}`);
    const row = page.getByRole('row').filter({ hasText: JOINER.email });
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();

    const joiner = await browser.newContext({ baseURL: OWN_URL });
    const mine = await joiner.newPage();
    await choosePassword(mine, await linkIn(JOINER.email, 1), 'Meera@Invited26');

    // Signed out, the password forgotten: a new link by mail.
    await mine.evaluate(() => localStorage.clear());
    await mine.goto('/login');
    await mine.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(mine.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await mine.getByLabel('Email').fill(JOINER.email);
    await mine.getByRole('button', { name: 'Send link' }).click();
    await expect(mine.getByRole('status')).toHaveText(
      'If an account uses that address, a link to choose a new password is on its way to it.',
    );
    const reset = await linkIn(JOINER.email, 2);
    await choosePassword(mine, reset, 'Meera@Renewed26');

    // The link worked once.
    await mine.evaluate(() => localStorage.clear());
    await mine.goto(reset);
    await mine.getByLabel('New password').fill('Meera@Thrice26');
    await mine.getByLabel('Confirm password').fill('Meera@Thrice26');
    await mine.getByRole('button', { name: 'Set password' }).click();
    await expect(mine.getByRole('alert')).toContainText('This link has expired or has already been used.');
    await expect(mine.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await joiner.close();
  });
});
