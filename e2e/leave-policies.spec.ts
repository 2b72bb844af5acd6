import { dmy } from '@hrms/contracts/formats';
import { EMPLOYEE, HR, signedInPage, signIn } from './support/auth';
import { notice } from './support/forms';
import { addDays, today } from './support/leave';
import { expect, type Page, test, useOwnServer } from './support/test';

/**
 * Leave policies as a company runs them: HR creates a policy with a monthly accrual and the sandwich rule and
 * assigns it to the Mumbai branch; Priya (in Mumbai) applies for a Friday to Monday and sees the weekend
 * counted before she applies; her balance names the policy and its history shows what was credited, and
 * HR's adjustment with its reason. The assignment changes the branch's leave, so this runs on a server of
 * its own.
 */
const OWN_INDEX = 53;

/** A Friday at least four weeks ahead whose Monday is in the same year (no holiday falls on either). */
function fridayAhead(): string {
  for (let day = addDays(today(), 28); ; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const monday = addDays(day, 3);
    if (
      weekday === 5 &&
      monday.slice(0, 4) === day.slice(0, 4) &&
      !['12-25', '01-26'].includes(day.slice(5))
    ) {
      return day;
    }
  }
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token') ?? '');

test.describe('leave policies', () => {
  useOwnServer(OWN_INDEX);

  test('HR creates a policy and assigns it to a branch; an employee there applies across a weekend and sees it counted', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const friday = fridayAhead();
    const monday = addDays(friday, 3);
    const year = friday.slice(0, 4);

    // HR: a new policy with Annual Leave credited monthly and the sandwich rule on weekly offs and holidays.
    await signIn(page, HR);
    await page.goto('/leave-policies');
    await expect(page.getByRole('heading', { level: 1, name: 'Leave Policies' })).toBeVisible();
    await expect(page.getByText('Standard leave policy')).toBeVisible();
    await page.getByRole('link', { name: 'New policy' }).click();
    await page.getByLabel('Name').fill('Mumbai monthly');
    await page.getByLabel('Add a leave type').selectOption({ label: 'Annual Leave' });
    await page.getByRole('button', { name: 'Add leave type' }).click();
    const annual = page.getByRole('group', { name: 'Annual Leave' });
    await annual.getByLabel('Annual days').fill('18');
    await annual.getByLabel('Accrual').selectOption({ label: 'Monthly' });
    await annual.getByRole('button', { name: 'More rules for Annual Leave' }).click();
    await annual.getByLabel('Sandwich rule').selectOption({ label: 'Both' });
    await page.getByRole('button', { name: 'Create policy' }).click();
    await expect(notice(page, 'Leave policy created successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Mumbai monthly' })).toBeVisible();

    // Assigned to the Mumbai branch from 1 January.
    const assign = page.getByRole('form', { name: 'Assign the policy' });
    await assign.getByLabel('Assign to').selectOption({ label: 'Branch' });
    await assign.getByLabel('Branch').selectOption({ label: 'Mumbai Head Office' });
    await assign.getByLabel('From').fill(`${today().slice(0, 4)}-01-01`);
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expect(notice(page, 'Leave policy assigned successfully')).toBeVisible();
    await expect(page.getByText('Branch: Mumbai Head Office').first()).toBeVisible();

    // Priya works in Mumbai: the form counts Friday to Monday as 4 days, the weekend by the sandwich rule.
    const priya = await signedInPage(browser, EMPLOYEE);
    await priya.goto('/leaves/apply');
    await priya.getByLabel('Leave Type').selectOption({ label: 'Annual Leave' });
    await priya.getByLabel('Start Date').fill(friday);
    await priya.getByLabel('End Date').fill(monday);
    await expect(priya.getByTestId('day-count')).toHaveText('4 days');
    await expect(priya.getByText(/under your policy's sandwich rule/)).toBeVisible();
    await priya.getByLabel('Reason').fill(`Long weekend in Alibaug (${dmy(friday)})`);
    await priya.getByRole('button', { name: 'Submit Application' }).click();
    await expect(notice(priya, 'Leave application submitted successfully')).toBeVisible();
    await expect(priya.getByRole('row').filter({ hasText: 'Long weekend in Alibaug' }).first()).toContainText(
      '4 days',
    );

    // Her balance names the policy; its history shows what was credited.
    await priya.goto('/leaves/balance');
    await priya.getByLabel('Year').selectOption(year);
    await expect(priya.getByText('Mumbai monthly')).toBeVisible();
    await priya.getByRole('link', { name: 'History of Annual Leave' }).click();
    await expect(priya.getByRole('heading', { level: 1, name: 'Leave History' })).toBeVisible();
    // Next year has nothing posted yet; this year's lines are the credits so far.
    await priya.getByLabel('Year').selectOption(today().slice(0, 4));
    await expect(priya.getByText(/Accrued/).first()).toBeVisible();
    const ledgerUrl = new URL(priya.url());

    // HR adjusts her balance with a reason, after the confirmation; she sees it in her history.
    const me = (await (
      await priya.request.get('/api/me', { headers: { Authorization: `Bearer ${await tokenOf(priya)}` } })
    ).json()) as { user: { employee: { id: number } } };
    await page.goto(`/leaves/ledger?employee_id=${me.user.employee.id}&year=${today().slice(0, 4)}`);
    const adjust = page.getByRole('form', { name: 'Adjust balance' });
    await adjust.getByLabel('Leave type').selectOption({ label: 'Annual Leave' });
    await adjust.getByLabel('Days (+ or −)').fill('1.5');
    await adjust.getByLabel('Reason').fill('Worked the Ganesh Chaturthi weekend');
    await adjust.getByRole('button', { name: 'Adjust balance' }).click();
    await page
      .getByRole('alertdialog', { name: 'Adjust balance?' })
      .getByRole('button', { name: 'Adjust balance' })
      .click();
    await expect(notice(page, 'Leave balance adjusted successfully')).toBeVisible();
    ledgerUrl.searchParams.set('year', today().slice(0, 4));
    await priya.goto(ledgerUrl.pathname + ledgerUrl.search);
    await expect(priya.getByText(/Worked the Ganesh Chaturthi weekend/).first()).toBeVisible();
    await priya.context().close();
  });
});
