import { ADMIN, EMPLOYEE, HR, sidebarNav, signIn } from './support/auth';
import { expect, test } from './support/test';

test.describe('application layout', () => {
  test('the sidebar lists the areas by section, in order, and shows who is signed in', async ({ page }) => {
    await signIn(page, ADMIN);
    const links = sidebarNav(page).getByRole('link');
    await expect(links).toHaveText([
      'Dashboard',
      'Home',
      'Approvals',
      'My Profile',
      'My Documents',
      'My Tasks',
      'Attendance Requests',
      'Shift Changes',
      'Comp-off',
      'Leave Encashment',
      'My Expenses',
      'My Tax',
      'My Holidays',
      'My Attendance',
      'Team Calendar',
      'Employees',
      'Directory',
      'Org Chart',
      'Profile Changes',
      'Documents',
      'Letters',
      'Checklists',
      'Exits & Settlements',
      'Companies',
      'Branches',
      'Departments',
      'Teams',
      'Attendance',
      'Leave Requests',
      'Shifts',
      'Rosters',
      'Roster Calendar',
      'Punches',
      'Attendance Devices',
      'Holidays',
      'Leave Policies',
      'Payroll',
      'Pay Run',
      'Expense Claims',
      'Loans & Advances',
      'Statutory Bonus',
      'Salary Components',
      'Payroll Settings',
      'Ledger Mapping',
      'Tax Declarations',
      'TDS Challans',
      'Statutory Payments',
      'Tax certificates',
      'Tax Regimes',
      'Statutory Rates',
      'Recruitment',
      'Reports',
      'User Permissions',
      'Roles',
      'Approval Chains',
      'Import',
      'Setup',
      'Audit Trail',
      'Notification Outbox',
    ]);
    // Grouped by task under section headings, each a button over its list.
    await expect(sidebarNav(page).getByRole('button')).toHaveText([
      'Me',
      'People',
      'Time',
      'Pay',
      'Tax and compliance',
      'Recruitment',
      'Reports',
      'Settings',
    ]);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByTestId('sidebar-user-name')).toHaveText('Aditi Rao');
    await expect(sidebar.getByTestId('sidebar-company-name')).toHaveText('Demo Industries');
    await expect(page.getByRole('link', { name: 'HRMS' })).toHaveAttribute('href', '/');
  });

  test('Dashboard is for everyone, Reports for holders of a report permission', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    const nav = sidebarNav(page);
    const dashboard = nav.getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveAttribute('href', '/');
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    // The employee role holds no report permission, so its reports page would only say so.
    await expect(nav.getByRole('link', { name: 'Reports' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page, HR);
    await nav.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    // The dashboard's entry is active on / only, not under every path.
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the active area is marked in the sidebar', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/payroll/process');
    await expect(page.getByRole('heading', { level: 1, name: 'Process Payroll' })).toBeVisible();
    await expect(sidebarNav(page).getByRole('link', { name: 'Payroll', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the sidebar collapses to icons on desktop and remembers it', async ({ page }) => {
    await signIn(page, ADMIN);
    const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await collapse.click();

    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Labels become screen-reader text: links keep their names and still work.
    const employees = sidebarNav(page).getByRole('link', { name: 'Employees' });
    await expect(employees).toBeVisible();
    // The sidebar narrows with a transition: wait for it to settle.
    await expect.poll(async () => (await employees.boundingBox())?.width ?? 0).toBeLessThan(80);
    // Icons only: no section headings, and every section's entries show.
    await expect(sidebarNav(page).getByRole('button', { name: 'People', exact: true })).toBeHidden();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the sidebar is a drawer opened by the menu button', async ({ page }) => {
      await signIn(page, EMPLOYEE);
      const payroll = sidebarNav(page).getByRole('link', { name: 'Payroll' });
      const menu = page.getByRole('button', { name: 'Open menu' });
      await expect(payroll).toBeHidden();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');

      await menu.click();
      await expect(payroll).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

      // Navigating closes the drawer.
      await payroll.click();
      await expect(page).toHaveURL('/payroll');
      await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
      await expect(payroll).toBeHidden();

      // The overlay and Esc close it too.
      await menu.click();
      await expect(payroll).toBeVisible();
      await page.getByTestId('drawer-overlay').click({ position: { x: 370, y: 400 } });
      await expect(payroll).toBeHidden();
      await menu.click();
      await expect(payroll).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(payroll).toBeHidden();
    });

    test('the sign-in page hides the marketing panel', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
      await expect(page.getByText('HR and payroll, built for Indian companies.')).toBeHidden();
    });
  });

  test('the marketing panel sits beside the sign-in form on desktop', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('HR and payroll, built for Indian companies.')).toBeVisible();
  });

  test('the public careers pages need no sign-in', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Open Positions' })).toBeVisible();
    await page.goto('/careers/senior-backend-engineer');
    await expect(page).toHaveURL('/careers/senior-backend-engineer');
    await expect(page.getByRole('heading', { level: 1, name: 'Senior Backend Engineer' })).toBeVisible();
  });
});
