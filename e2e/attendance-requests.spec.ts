import { dmy } from '@hrms/contracts/formats';
import { apiToken, EMPLOYEE, HR, sidebarNav, signedInPage, signIn } from './support/auth';
import { notice, shownDate } from './support/forms';
import { addDays, today, workingDays } from './support/leave';
import { type APIRequestContext, expect, type Page, test, useOwnServer } from './support/test';

/**
 * Attendance requests as employees use them: Priya regularises a day she did not clock (a past working day
 * of this month or the last), HR approves it from the Approvals inbox, and her attendance shows the day
 * worked at the times she gave. A work-from-home request is cancelled by her, an on-duty one rejected by HR
 * outright. Approving writes attendance, so this runs on a server of its own.
 */
const OWN_INDEX = 56;

/** A list row of a request, found by its (unique) reason. */
const requestRow = (page: Page, reason: string) => page.getByRole('row').filter({ hasText: reason });

/**
 * The latest past working day of this month or the last (no weekend, none of her holidays) on which the
 * signed-in employee has no attendance; the latest working day when the demo recorded every one of them.
 */
async function missedDay(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const get = async <T>(url: string) => {
    const answer = await request.get(`/api${url}`, { headers });
    expect(answer.ok(), `${url} answered ${answer.status()}`).toBe(true);
    return (await answer.json()) as T;
  };
  const me = await get<{ user: { employee: { id: number } } }>('/me');
  const now = today();
  const from = `${addDays(`${now.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  const yesterday = addDays(now, -1);
  const days: string[] = [];
  for (let day = yesterday; day >= from; day = addDays(day, -1)) days.push(day);
  const holidays = new Set<string>();
  for (const year of new Set(days.map((d) => d.slice(0, 4)))) {
    const answer = await get<{ data: { date: string }[] }>(
      `/employees/${me.user.employee.id}/holidays?year=${year}`,
    );
    for (const holiday of answer.data) holidays.add(holiday.date);
  }
  const records = await get<{ data: { attendance_date: string }[] }>(
    `/attendance?start_date=${from}&end_date=${yesterday}&per_page=100`,
  );
  const recorded = new Set(records.data.map((r) => r.attendance_date));
  const working = days.filter(
    (d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()) && !holidays.has(d),
  );
  const day = working.find((d) => !recorded.has(d)) ?? working[0];
  if (!day) throw new Error(`No working day between ${from} and ${yesterday}`);
  return day;
}

async function openRequests(page: Page) {
  await sidebarNav(page).getByRole('link', { name: 'Attendance Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Requests' })).toBeVisible();
}

test.describe('attendance requests', () => {
  useOwnServer(OWN_INDEX);

  test('an employee regularises a missed day, HR approves it in the inbox, and the day counts as worked', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, EMPLOYEE);
    const day = await missedDay(page.request, await apiToken(page.request, EMPLOYEE));
    const reason = `The gate's badge reader was down (${dmy(day)})`;

    await openRequests(page);
    await page.getByRole('button', { name: 'New request' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New attendance request' });
    await expect(dialog.getByLabel('Regularisation')).toBeChecked();
    await dialog.getByLabel(/^From/).fill(day);
    // A one-day request: the end follows the start.
    await expect(dialog.getByLabel(/^To/)).toHaveValue(dmy(day));
    await dialog.getByLabel('Reason').fill(reason);
    // A regularisation needs the day's times.
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Give the time you started work')).toBeVisible();
    await dialog.getByLabel('Clock in').fill('08:47');
    await dialog.getByLabel('Clock out').fill('17:52');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, 'Attendance request submitted')).toBeVisible();
    const mine = requestRow(page, reason);
    await expect(mine).toContainText(shownDate(day));
    await expect(mine).toContainText('8:47 am to 5:52 pm');
    await expect(mine).toContainText('Pending');
    await expect(mine).toContainText(/Waiting for .+ \(level 1 of \d\)/);

    // The same day again: the server's refusal shows under the start date.
    await page.getByRole('button', { name: 'New request' }).first().click();
    await dialog.getByLabel(/^From/).fill(day);
    await dialog.getByLabel('Clock in').fill('09:00');
    await dialog.getByLabel('Clock out').fill('18:00');
    await dialog.getByLabel('Reason').fill('Asked twice');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('You already have a request overlapping these dates.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // HR finds it among the regularisations waiting in Approvals, and approves it.
    const hr = await signedInPage(browser, HR);
    await sidebarNav(hr).getByRole('link', { name: 'Approvals', exact: true }).click();
    await hr.getByLabel('Request type').selectOption({ label: 'Attendance regularisation' });
    const waiting = requestRow(hr, reason);
    await expect(waiting).toContainText('Priya Nair');
    await expect(waiting).toContainText(/Level 1 of \d/);
    await waiting.getByRole('button', { name: /^Approve/ }).click();
    await expect(notice(hr, '1 approved.')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await hr.context().close();

    // Priya's request is approved, and her attendance counts the day at the times she gave.
    await page.reload();
    await expect(mine).toContainText('Approved by Rahul Mehta');
    await page.goto(`/attendance?start_date=${day}&end_date=${day}`);
    const record = page.getByRole('row').filter({ hasText: shownDate(day) });
    await expect(record).toHaveCount(1);
    await expect(record).toContainText('8:47 am');
    await expect(record).toContainText('Present');
    await record.getByRole('link', { name: /^View attendance of Priya Nair/ }).click();
    await expect(page.getByText('Approved request')).toBeVisible();
  });

  test('an employee cancels a request of her own; HR rejects another outright with a reason', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const [home] = workingDays(14, 1) as [string];
    const [duty] = workingDays(21, 1) as [string];
    const homeReason = `Plumber visiting the flat (${dmy(home)})`;
    const dutyReason = `Client workshop in Thane (${dmy(duty)})`;

    await signIn(page, EMPLOYEE);
    await openRequests(page);
    const dialog = page.getByRole('dialog', { name: 'New attendance request' });
    for (const [label, date, reason] of [
      ['Work from home', home, homeReason],
      ['On duty', duty, dutyReason],
    ] as const) {
      await page.getByRole('button', { name: 'New request' }).first().click();
      await dialog.getByLabel(label).check();
      // Times are optional but for a regularisation.
      await expect(dialog.getByLabel('Clock in (optional)')).toBeVisible();
      await dialog.getByLabel(/^From/).fill(date);
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(dialog).toBeHidden();
      await expect(requestRow(page, reason)).toContainText('Pending');
    }

    await requestRow(page, homeReason)
      .getByRole('button', { name: /^Cancel/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel request?' });
    await confirm.getByRole('button', { name: 'Cancel request' }).click();
    await expect(confirm).toBeHidden();
    await expect(requestRow(page, homeReason)).toContainText('Cancelled');
    await expect(requestRow(page, homeReason).getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

    // HR sees the company's requests on the team list and rejects the on-duty one outright.
    const hr = await signedInPage(browser, HR);
    await hr.goto('/attendance/requests/team');
    await expect(hr.getByRole('heading', { level: 1, name: 'Team Attendance Requests' })).toBeVisible();
    await expect(hr.getByLabel('Show')).toHaveValue('all');
    const row = requestRow(hr, dutyReason);
    await expect(row).toContainText('Priya Nair');
    await row.getByRole('button', { name: /^Reject/ }).click();
    const reject = hr.getByRole('dialog', { name: 'Reject request' });
    await reject.getByLabel('Rejection Reason').fill('The workshop moved online.');
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expect(notice(hr, 'Attendance request rejected')).toBeVisible();
    await expect(row).toContainText('Rejected');
    await hr.context().close();

    await page.reload();
    await expect(requestRow(page, dutyReason)).toContainText('The workshop moved online.');
  });
});
