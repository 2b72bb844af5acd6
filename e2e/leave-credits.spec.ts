import { dmy } from '@hrms/contracts/formats';
import { seriousViolations } from './support/a11y';
import { ADMIN, apiToken, EMPLOYEE, HR, sidebarNav, signedInPage, signIn } from './support/auth';
import { notice, shownDate } from './support/forms';
import { addDays, today } from './support/leave';
import { type APIRequestContext, expect, type Page, test, useOwnServer } from './support/test';

/**
 * Leave earned and leave paid out while in service. Priya worked a weekend day (HR records it): she asks for
 * comp-off for it, Aditi (her manager, and a holder of approve-leaves, who decide comp-off under the default
 * chain) approves it in her Approvals inbox, and the day shows credited to Compensatory Off. HR then lets the
 * default policy's Annual Leave be encashed; Priya encashes a day, seeing what it comes to, HR approves it
 * on the team list, and her balance shows the day encashed. Both change the company's leave, so this runs
 * on a server of its own.
 */
const OWN_INDEX = 58;

/** A list row, found by a text only it holds. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * The latest Saturday or Sunday of the last four weeks, before today, that is none of Priya's holidays and
 * on which she has no attendance (the demo records working days only); with her employee id.
 */
async function weekendToWork(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const get = async <T>(url: string) => {
    const answer = await request.get(`/api${url}`, { headers });
    expect(answer.ok(), `${url} answered ${answer.status()}`).toBe(true);
    return (await answer.json()) as T;
  };
  const me = await get<{ user: { employee: { id: number } } }>('/me');
  const yesterday = addDays(today(), -1);
  const from = addDays(yesterday, -27);
  const holidays = new Set<string>();
  for (const year of new Set([from.slice(0, 4), yesterday.slice(0, 4)])) {
    const answer = await get<{ data: { date: string }[] }>(
      `/employees/${me.user.employee.id}/holidays?year=${year}`,
    );
    for (const holiday of answer.data) holidays.add(holiday.date);
  }
  const records = await get<{ data: { attendance_date: string }[] }>(
    `/attendance?start_date=${from}&end_date=${yesterday}&per_page=100`,
  );
  const recorded = new Set(records.data.map((r) => r.attendance_date));
  for (let day = yesterday; day >= from; day = addDays(day, -1)) {
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    if (weekend && !holidays.has(day) && !recorded.has(day)) return { day, employeeId: me.user.employee.id };
  }
  throw new Error(`No weekend day without attendance between ${from} and ${yesterday}`);
}

test.describe('comp-off and leave encashment', () => {
  useOwnServer(OWN_INDEX);

  test('an employee asks for comp-off for a worked weekend, her manager approves it in the inbox, the balance is credited', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, EMPLOYEE);
    const { day, employeeId } = await weekendToWork(page.request, await apiToken(page.request, EMPLOYEE));
    const reason = `Release cut-over on the weekend (${dmy(day)})`;
    // HR records the day she came in: 10:00 to 18:30 is a full day, so it earns a full day off.
    const entry = await page.request.post('/api/attendance/manual-entry', {
      headers: { Authorization: `Bearer ${await apiToken(page.request, HR)}` },
      data: {
        employee_id: employeeId,
        attendance_date: day,
        clock_in: '10:00',
        clock_out: '18:30',
        reason: 'Came in for the release',
      },
    });
    expect(entry.status(), await entry.text()).toBe(201);

    await sidebarNav(page).getByRole('link', { name: 'Comp-off' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Comp-off' })).toBeVisible();
    await expect(page.getByText('No comp-off requests').filter({ visible: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ask for comp-off' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ask for comp-off' });
    // The default policy's Compensatory Off lapses 60 days after the day worked.
    await expect(dialog).toContainText('Credited to Compensatory Off once approved.');
    await expect(dialog).toContainText('It lapses 60 days after the day worked.');
    const worked = dialog.getByLabel(shownDate(day), { exact: true });
    await expect(worked).toBeChecked();
    await expect(dialog).toContainText(`Weekly off · 7.5 h worked · earns 1 day`);
    // Without a reason nothing is sent.
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill(reason);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, 'Comp-off request submitted successfully')).toBeVisible();
    const mine = row(page, reason);
    await expect(mine).toContainText(shownDate(day));
    await expect(mine).toContainText('Weekly off');
    await expect(mine).toContainText('1 day');
    await expect(mine).toContainText('Pending');
    await expect(mine).toContainText('Waiting for Holders of approve-leaves (level 1 of 1)');

    // Aditi, her manager, holds approve-leaves: the request waits in her inbox and she approves it.
    const manager = await signedInPage(browser, ADMIN);
    await sidebarNav(manager).getByRole('link', { name: 'Approvals', exact: true }).click();
    await manager.getByLabel('Request type').selectOption({ label: 'Compensatory off' });
    const waiting = row(manager, reason);
    await expect(waiting).toContainText('Priya Nair');
    await expect(waiting).toContainText(`1 day of comp-off for working a weekly off on ${shownDate(day)}`);
    await waiting.getByRole('button', { name: 'Approve the Compensatory off of Priya Nair' }).click();
    await expect(notice(manager, '1 approved.')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await manager.context().close();

    // Her request is approved, usable until 60 days after the day worked; her balance has the day.
    await page.reload();
    await expect(mine).toContainText('Approved by Aditi Rao');
    await expect(mine).toContainText(shownDate(addDays(day, 60)));
    await page.goto('/leaves/balance');
    await page.getByLabel('Year').selectOption(day.slice(0, 4));
    const compOff = page.getByRole('article', { name: 'Compensatory Off' });
    await expect(compOff).toContainText(/Comp-off credited\s*1 day/);
    await expect(compOff).toContainText(/Remaining\s*1 day/);
  });

  test('HR lets Annual Leave be encashed; an employee encashes a day at its estimated amount, HR approves, the balance shows it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    // HR ticks "Encashable while in service" for Annual Leave in the default policy.
    await signIn(page, HR);
    await page.goto('/leave-policies');
    await page.getByRole('link', { name: 'Standard leave policy' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Standard leave policy' })).toBeVisible();
    const annual = page.getByRole('group', { name: 'Annual Leave' });
    await expect(annual.getByLabel('At most (days a year)')).toHaveCount(0);
    await annual.getByLabel('Encashable while in service').check();
    // Its limits show once it is encashable; left blank: no yearly cap, nothing kept back.
    await expect(annual.getByLabel('At most (days a year)')).toHaveValue('');
    await expect(annual.getByLabel('Keep at least (days)')).toHaveValue('0');
    await page.getByRole('button', { name: 'Save policy' }).click();
    await expect(notice(page, 'Leave policy updated successfully')).toBeVisible();

    // Priya encashes a day of Annual Leave. Her basic pay is ₹88,000 a month and the company divides it by
    // 26 days: ₹3,384.615… a day, shown as ₹3,384.62; one day rounds to the rupee, ₹3,385.
    const priya = await signedInPage(browser, EMPLOYEE);
    await sidebarNav(priya).getByRole('link', { name: 'Leave Encashment' }).click();
    await expect(priya.getByRole('heading', { level: 1, name: 'Leave Encashment' })).toBeVisible();
    await priya.getByRole('button', { name: 'Encash leave' }).first().click();
    const dialog = priya.getByRole('dialog', { name: 'Encash leave' });
    await expect(dialog.getByLabel('Annual Leave')).toBeChecked();
    await expect(dialog).toContainText('₹3,384.62 a day');
    await expect(dialog).toContainText('Enter the days to see what they come to.');
    await dialog.getByLabel('Days to encash').fill('1');
    await expect(dialog).toContainText('Estimated amount: ₹3,385 (1 day × ₹3,384.62)');
    await dialog.getByLabel('Reason (optional)').fill('Festival expenses');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(priya, 'Leave encashment submitted successfully')).toBeVisible();
    const mine = row(priya, 'Festival expenses');
    await expect(mine).toContainText('1 day of Annual Leave');
    await expect(mine).toContainText('About ₹3,385');
    await expect(mine).toContainText('Pending');

    // HR approves it outright on the team list, after the confirmation.
    await page.goto('/leave/encashments/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Leave Encashment' })).toBeVisible();
    const theirs = row(page, 'Festival expenses');
    await expect(theirs).toContainText('Priya Nair');
    await theirs.getByRole('button', { name: 'Approve the request of Priya Nair' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve request?' });
    await expect(confirm).toContainText(
      'Priya Nair, 1 day of Annual Leave: 1 day leaves the balance at once',
    );
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(confirm).toBeHidden();
    await expect(notice(page, 'Leave encashment approved successfully')).toBeVisible();
    await expect(theirs).toContainText('Approved');
    await expect(theirs.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

    // Priya sees it approved, to be paid with the next salary; her balance shows the day encashed.
    await priya.reload();
    await expect(mine).toContainText('Approved by Rahul Mehta');
    await expect(mine).toContainText("Paid with the next month's salary");
    await priya.goto('/leaves/balance');
    await priya.getByLabel('Year').selectOption(today().slice(0, 4));
    await expect(priya.getByRole('article', { name: 'Annual Leave' })).toContainText(/Encashed\s*1 day/);
    await priya.context().close();
  });
});
