import { dmy } from '@hrms/contracts/formats';
import { ADMIN, apiToken, EMPLOYEE, HR, sidebarNav, signedInPage, signIn } from './support/auth';
import { notice } from './support/forms';
import { addDays, applyForLeave, today, workingDays } from './support/leave';
import { expect, type Page, test, useOwnServer } from './support/test';

/**
 * Approval chains as a company runs them: HR sets leave to go to the reporting manager, then to the holders of
 * approve-leaves. Priya (Engineering's head, reporting to Aditi, the chief executive) applies for two days;
 * Aditi forwards one from her Approvals inbox and rejects the other with a reason; HR approves the forwarded
 * one, and Priya's request shows approved with its trail. The chain changes how the company's leave is
 * decided, so this runs on a server of its own.
 */
const OWN_INDEX = 55;

/** The inbox row of a request, found by its (unique) reason. */
const inboxRow = (page: Page, reason: string) => page.getByRole('row').filter({ hasText: reason });

async function openApprovals(page: Page) {
  await sidebarNav(page).getByRole('link', { name: 'Approvals', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
}

test.describe('approval chains', () => {
  useOwnServer(OWN_INDEX);

  test('leave goes to the reporting manager, then to HR; the manager forwards or rejects, HR approves', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const [forwarded] = workingDays(28, 1) as [string];
    const [rejected] = workingDays(42, 1) as [string];
    const forwardedReason = `Sister's graduation in Pune (${dmy(forwarded)})`;
    const rejectedReason = `Long weekend in Goa (${dmy(rejected)})`;

    // HR sets the leave chain: the reporting manager, then the holders of approve-leaves.
    await signIn(page, HR);
    await sidebarNav(page).getByRole('link', { name: 'Approval Chains' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approval Chains' })).toBeVisible();
    const leaveCard = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Leave', exact: true }) });
    await expect(leaveCard).toContainText('Default: holders of approve-leaves decide');
    await page.getByRole('button', { name: 'Edit the Leave chain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave: approval chain' });
    const level = (n: number) => dialog.getByRole('group', { name: `Level ${n}` });
    // A type on the default starts from the default's one level.
    await expect(level(1).getByLabel('Permission')).toHaveValue('approve-leaves');
    await level(1).getByLabel('Decided by').selectOption({ label: 'Reporting manager' });
    await expect(level(1).getByLabel('Permission')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add level' }).click();
    await level(2).getByLabel('Decided by').selectOption({ label: 'Holders of a permission' });
    // A permission level needs its permission before it saves.
    await dialog.getByRole('button', { name: 'Save chain' }).click();
    await expect(level(2)).toContainText('Choose whose holders decide this level');
    await level(2).getByLabel('Permission').selectOption('approve-leaves');
    await dialog.getByRole('button', { name: 'Save chain' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, 'Approval chain saved')).toBeVisible();
    await expect(leaveCard).toContainText('1. Reporting manager → 2. Holders of approve-leaves');
    await expect(leaveCard).toContainText('Never escalates');

    // Priya applies for two days of leave.
    const token = await apiToken(page.request, EMPLOYEE);
    const forwardedId = await applyForLeave(page.request, token, {
      type: 'Annual Leave',
      day: forwarded,
      reason: forwardedReason,
    });
    const rejectedId = await applyForLeave(page.request, token, {
      type: 'Annual Leave',
      day: rejected,
      reason: rejectedReason,
    });

    // Her manager, Aditi, finds both at the first level: she forwards one and rejects the other.
    const manager = await signedInPage(browser, ADMIN);
    await openApprovals(manager);
    const first = inboxRow(manager, forwardedReason);
    await expect(first).toContainText('Priya Nair');
    await expect(first).toContainText('Level 1 of 2');
    await first.getByRole('button', { name: /^Approve/ }).click();
    await expect(notice(manager, '1 forwarded to the next level.')).toBeVisible();
    // Whatever else the chief executive may decide, the first level no longer waits for her.
    await expect(first.filter({ hasText: 'Level 1 of 2' })).toHaveCount(0);

    await inboxRow(manager, rejectedReason).getByRole('checkbox').check();
    await expect(manager.getByText('1 request selected')).toBeVisible();
    await manager.getByRole('button', { name: 'Reject selected' }).click();
    const reject = manager.getByRole('dialog', { name: 'Reject request' });
    await expect(reject.getByRole('button', { name: 'Reject request' })).toBeDisabled();
    await reject.getByLabel('Rejection Reason').fill('The release falls on that day.');
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expect(reject).toBeHidden();
    await expect(notice(manager, '1 rejected.')).toBeVisible();
    await expect(inboxRow(manager, rejectedReason)).toHaveCount(0);
    await manager.context().close();

    // HR finds the forwarded one at the second level and approves it from the selection.
    await openApprovals(page);
    const second = inboxRow(page, forwardedReason);
    await expect(second).toContainText('Level 2 of 2');
    await expect(inboxRow(page, rejectedReason)).toHaveCount(0);
    await second.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    await expect(notice(page, '1 approved.')).toBeVisible();
    await expect(second).toHaveCount(0);

    // Priya's requests: the first approved level by level, the second rejected with Aditi's reason.
    const priya = await signedInPage(browser, EMPLOYEE);
    await priya.goto(`/leaves/${forwardedId}`);
    await expect(priya.getByRole('heading', { level: 1, name: 'Leave Request Details' })).toBeVisible();
    const levels = priya.getByRole('list', { name: 'Approval levels' }).getByRole('listitem');
    await expect(levels).toHaveCount(2);
    await expect(levels.nth(0)).toContainText('Level 1: Aditi Rao');
    await expect(levels.nth(0)).toContainText('Approved');
    await expect(levels.nth(1)).toContainText('Level 2: Holders of approve-leaves');
    await expect(levels.nth(1)).toContainText('By Rahul Mehta');
    await expect(priya.getByText('Approved By')).toBeVisible();

    await priya.goto(`/leaves/${rejectedId}`);
    await expect(priya.getByRole('heading', { name: 'Rejection Details' })).toBeVisible();
    await expect(priya.getByText('The release falls on that day.').first()).toBeVisible();
    await expect(priya.getByRole('list', { name: 'Approval levels' }).getByRole('listitem')).toHaveCount(1);
  });

  test('a manager without HR rights delegates while away, finding the colleague by name, and takes it back', async ({
    page,
  }) => {
    const from = addDays(today(), 7);
    const to = addDays(today(), 9);
    await signIn(page, EMPLOYEE);
    await openApprovals(page);
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Delegate while away' }) });
    await expect(section).toContainText('No delegations');

    await section.getByRole('button', { name: 'Add delegation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delegate while away' });
    await dialog.getByRole('button', { name: 'Add delegation' }).click();
    await expect(dialog).toContainText('Choose who decides for you');
    await dialog.getByLabel('Find a colleague').fill('Rahul');
    const colleague = dialog.getByLabel('Who decides for you');
    await expect(colleague.locator('option', { hasText: 'Rahul Mehta' })).toHaveCount(1);
    const rahul = await colleague.locator('option', { hasText: 'Rahul Mehta' }).textContent();
    await colleague.selectOption({ label: rahul ?? 'Rahul Mehta' });
    await dialog.getByLabel('Away from').fill(from);
    await dialog.getByLabel('Away until').fill(to);
    await dialog.getByRole('button', { name: 'Add delegation' }).click();
    await expect(dialog).toBeHidden();
    const delegations = section.getByRole('list', { name: 'Delegations' }).getByRole('listitem');
    await expect(delegations).toHaveCount(1);
    await expect(delegations.first()).toContainText('Rahul Mehta decides for Priya Nair');

    await delegations
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete delegation?' });
    await expect(confirm).toContainText('Rahul Mehta will no longer decide for Priya Nair');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(section).toContainText('No delegations');
  });
});
