import { dmy } from '@hrms/contracts/formats';
import { seriousViolations } from './support/a11y';
import { ADMIN, apiToken, EMPLOYEE, HR, sidebarNav, signedInPage, signIn } from './support/auth';
import { notice } from './support/forms';
import { applyForLeave, workingDays } from './support/leave';
import { expect, type Page, test } from './support/test';

/** The header's bell; its name carries the unread count ("Notifications, 3 unread"). */
const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The bell's drop-down panel. */
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** The bell's name for a count. */
const bellName = (unread: number) => (unread ? `Notifications, ${unread} unread` : 'Notifications');

/** Reloads the page and answers the unread count the server gave, once the bell shows it. */
async function reloadedUnread(page: Page): Promise<number> {
  let count = -1;
  // The body is read as the answer comes: a poll the page sent before the reload can answer after it,
  // and its body is gone by the time it is asked for (a flake of the clean-clone run). Such an answer
  // is skipped, and the reloaded page's own is taken.
  const answer = page.waitForResponse(async (r) => {
    if (!r.url().endsWith('/api/notifications/unread-count') || !r.ok()) return false;
    try {
      count = ((await r.json()) as { count: number }).count;
      return true;
    } catch {
      return false;
    }
  });
  await page.reload();
  await answer;
  await expect(bellOf(page)).toHaveAccessibleName(bellName(count));
  return count;
}

test.describe('notifications', () => {
  test('HR hears of a leave application through the bell and approves it; the employee hears of the approval', async ({
    page,
    browser,
    request,
  }) => {
    const [day] = workingDays(33, 1) as [string];
    const [other] = workingDays(41, 1) as [string];
    const reason = `Sister's graduation in Pune (${dmy(day)})`;
    const employeeToken = await apiToken(request, EMPLOYEE);

    // A request the employee withdraws at once: they are told of the cancellation (a second unread one).
    const withdrawn = await applyForLeave(request, employeeToken, {
      type: 'Casual Leave',
      day: other,
      reason: `Plans changed (${dmy(other)})`,
    });
    const cancelled = await request.post(`/api/leaves/${withdrawn}/cancel`, {
      headers: { Authorization: `Bearer ${employeeToken}` },
    });
    expect(cancelled.ok()).toBe(true);

    const hr = await signedInPage(browser, HR);
    const hrBell = bellOf(hr);
    const before = await reloadedUnread(hr);

    // The employee applies; HR, an approver of the company, is told.
    await applyForLeave(request, employeeToken, { type: 'Annual Leave', day, reason });
    await hr.reload();
    await expect(hrBell).toHaveAccessibleName(bellName(before + 1));

    // The panel takes focus; Escape closes it onto the bell, Enter opens it again.
    await hrBell.click();
    const hrPanel = panelOf(hr);
    await expect(hrPanel).toBeFocused();
    await hr.keyboard.press('Escape');
    await expect(hrPanel).toBeHidden();
    await expect(hrBell).toBeFocused();
    await hr.keyboard.press('Enter');
    await expect(hrPanel).toBeVisible();
    await expect(hrPanel.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/notifications');

    // The newest is the application, unread; following it opens the request and marks it read.
    const newest = hrPanel.getByRole('listitem').first();
    await expect(newest).toContainText('Unread');
    await expect(newest).toContainText('Priya Nair applied for leave');
    await expect(newest).toContainText('Annual Leave');
    await newest.getByRole('link', { name: 'Priya Nair applied for leave' }).click();
    await expect(hr).toHaveURL(/\/leaves\/\d+$/);
    await expect(hrPanel).toBeHidden();
    await expect(hr.getByText(reason)).toBeVisible();
    await expect(hrBell).toHaveAccessibleName(bellName(before));

    await hr.getByRole('button', { name: 'Approve' }).click();
    const confirm = hr.getByRole('alertdialog', { name: 'Approve Leave Request' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(notice(hr, 'Leave request approved successfully')).toBeVisible();
    await hr.context().close();

    // The employee sees the approval in the bell's panel, unread, then on the notifications page.
    await signIn(page, EMPLOYEE);
    const bell = bellOf(page);
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    await bell.click();
    const panel = panelOf(page);
    const approval = panel.getByRole('listitem').first();
    await expect(approval).toContainText('Unread');
    await expect(approval).toContainText('Your leave was approved');
    await expect(approval).toContainText('Rahul Mehta approved your Annual Leave');
    await panel.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL('/notifications');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

    const list = page.getByRole('list', { name: 'Notifications' });
    const onPage = list.getByRole('listitem').first();
    await expect(onPage).toContainText('Your leave was approved');
    await expect(onPage).toContainText('Unread');

    // Unread only; marking the approval read takes it off the count, "Mark all as read" the rest.
    await page.getByLabel('Unread only').check();
    await expect(page).toHaveURL('/notifications?unread=true');
    const unread = await reloadedUnread(page);
    expect(unread).toBeGreaterThanOrEqual(2);
    const unreadItems = list.getByRole('listitem');
    await expect(unreadItems).toHaveCount(Math.min(unread, 20));
    await unreadItems.first().getByRole('button', { name: 'Mark "Your leave was approved" as read' }).click();
    await expect(bell).toHaveAccessibleName(bellName(unread - 1));
    await expect(unreadItems.first()).not.toContainText('Your leave was approved');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(notice(page, `${unread - 1} notification`)).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(page.getByRole('heading', { name: 'No unread notifications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    // Every notification is still on the full list, read.
    await page.getByLabel('Unread only').uncheck();
    await expect(page).toHaveURL('/notifications');
    await expect(list.getByRole('listitem').first()).toContainText('Your leave was approved');
    await expect(list.getByRole('listitem').first()).not.toContainText('Unread');
  });

  test('an employee turns off e-mail for one event; the choice is kept', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await page.goto('/notifications');
    await page.getByRole('link', { name: 'Preferences' }).click();
    await expect(page).toHaveURL('/notifications/preferences');
    await expect(page.getByRole('heading', { level: 1, name: 'Notification Preferences' })).toBeVisible();
    await expect(page.getByText('Your leave request was approved or rejected.')).toBeVisible();

    const decided = page.getByRole('checkbox', { name: 'E-mail me about: Leave approved or rejected' });
    const applied = page.getByRole('checkbox', { name: 'E-mail me about: Leave applied' });
    await expect(decided).toBeChecked();
    await decided.uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(notice(page, 'Your notification preferences were saved.')).toBeVisible();

    await page.reload();
    await expect(decided).not.toBeChecked();
    await expect(applied).toBeChecked();

    // Back as it was, for the other specs.
    await decided.check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(notice(page, 'Your notification preferences were saved.')).toBeVisible();
  });

  test('a super admin reads a held mail in the outbox and sends it again; others have no outbox', async ({
    page,
    request,
  }) => {
    const [day] = workingDays(37, 1) as [string];
    const reason = `Passport appointment (${dmy(day)})`;
    const employeeToken = await apiToken(request, EMPLOYEE);
    const id = await applyForLeave(request, employeeToken, { type: 'Sick Leave', day, reason });

    // HR holds no manage-notification-outbox: no entry, no page, no API.
    const hrToken = await apiToken(request, HR);
    const refused = await request.get('/api/notification-outbox', {
      headers: { Authorization: `Bearer ${hrToken}` },
    });
    expect(refused.status()).toBe(403);

    await signIn(page, ADMIN);
    await sidebarNav(page).getByRole('link', { name: 'Notification Outbox' }).click();
    await expect(page).toHaveURL('/notification-outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Notification Outbox' })).toBeVisible();
    await expect(page.getByTestId('smtp-status')).toHaveText(
      'No SMTP server is configured: mail is kept here and not sent.',
    );

    // The mail to HR is held (no SMTP server in the test run); it may still be on its way there.
    await page.getByLabel('Status').selectOption({ label: 'Held' });
    await expect(page).toHaveURL('/notification-outbox?status=held');
    const row = page
      .getByRole('row')
      .filter({ hasText: 'hr@demo.test' })
      .filter({ hasText: 'Priya Nair applied for leave' })
      .first();
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Held', { timeout: 1_000 });
    }).toPass();
    await expect(row).toContainText('Leave applied');

    await row.getByRole('button', { name: 'Priya Nair applied for leave', exact: true }).click();
    const mail = page.getByRole('dialog', { name: 'Priya Nair applied for leave' });
    await expect(mail).toContainText('To hr@demo.test');
    const text = mail.getByRole('region', { name: 'Mail text' });
    await expect(text).toContainText('Dear Rahul Mehta,');
    await expect(text).toContainText(reason);

    await mail.getByRole('button', { name: 'Send again' }).click();
    await expect(mail).toBeHidden();
    const confirm = page.getByRole('alertdialog', { name: 'Send Mail Again' });
    await expect(confirm).toContainText('No SMTP server is configured, so it will be held here again.');
    await confirm.getByRole('button', { name: 'Send again' }).click();
    await expect(notice(page, 'The mail to hr@demo.test will be sent again shortly.')).toBeVisible();

    // The request is withdrawn again, so it does not wait on HR's list.
    const cancelled = await request.post(`/api/leaves/${id}/cancel`, {
      headers: { Authorization: `Bearer ${employeeToken}` },
    });
    expect(cancelled.ok()).toBe(true);
  });

  test.describe('on a phone (390 × 844)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the bell panel fits the screen and passes axe', async ({ page }) => {
      await signIn(page, EMPLOYEE);
      const bell = bellOf(page);
      await bell.click();
      const panel = panelOf(page);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
      const box = await panel.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

      expect(await seriousViolations(page)).toEqual([]);

      // A tap outside (the page's margin, under the panel) closes it.
      await page.mouse.click(8, 830);
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL('/');
    });
  });
});
