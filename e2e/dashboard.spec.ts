import { ADMIN, EMPLOYEE, signIn } from './support/auth';
import { expect, type Page, test } from './support/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const number = (n: number, digits?: number) =>
  new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits ?? 2,
  }).format(n);
const percent = (n: number) => `${number(n, 1)}%`;
const oneDecimal = (n: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }).format(n);
/** Rupees in lakh and crore, one decimal at most: ₹46.3 L, ₹1.2 Cr (a figure rounding to 100 L is 1 Cr). */
const lakhCrore = (n: number) =>
  Math.round(n / 10_000) / 10 >= 100
    ? `₹${oneDecimal(n / 1_00_00_000)} Cr`
    : n >= 1_00_000
      ? `₹${oneDecimal(n / 1_00_000)} L`
      : `₹${number(n, 0)}`;

/** Calls the API with the signed-in page's own token, as the screen does. */
async function apiGet(page: Page, path: string): Promise<Json> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

/** The value under a stat card's label within a section of the page. */
const cardValue = (page: Page, section: string, label: string) =>
  page
    .getByRole('region', { name: section })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p[1]');

test.describe('dashboard', () => {
  test('the admin sees the live figures of the demo company', async ({ page }) => {
    await signIn(page, ADMIN);
    const { stats } = await apiGet(page, '/dashboard/stats');
    expect(stats.total_employees).toBeGreaterThan(0);

    await expect(cardValue(page, 'Today', 'Total Employees')).toHaveText(number(stats.total_employees));
    await expect(cardValue(page, 'Today', 'Present Today')).toHaveText(number(stats.present_today));
    await expect(cardValue(page, 'Today', 'Attendance Rate')).toHaveText(percent(stats.attendance_rate));
    await expect(cardValue(page, 'Today', 'On Leave')).toHaveText(number(stats.on_leave));
    await expect(cardValue(page, 'Today', 'Late Arrivals')).toHaveText(number(stats.late_arrivals));
    await expect(cardValue(page, 'Today', 'On-time Rate')).toHaveText(percent(stats.on_time_rate));
    await expect(cardValue(page, 'Summary', 'Departments')).toHaveText(number(stats.total_departments));
    await expect(cardValue(page, 'Summary', 'Pending Payrolls')).toHaveText(number(stats.pending_payrolls));
    await expect(cardValue(page, 'Summary', 'Payroll Cost')).toHaveText(lakhCrore(stats.payroll_amount));

    // The donut's legend lists the departments the API counts, with their headcounts.
    const monthStart = `${new Date().toISOString().slice(0, 8)}01`;
    const analytics = await apiGet(page, `/dashboard/analytics?start_date=${monthStart}`);
    const departments = page.getByRole('list', { name: 'Departments' }).getByRole('listitem');
    await expect(departments).toHaveText(
      analytics.charts.department_distribution.map((d: Json) => `${d.label}${number(d.value)}`),
    );
    await expect(cardValue(page, 'Summary', 'Attendance This Month')).toHaveText(
      percent(analytics.overview.attendance_rate),
    );
    const week = analytics.charts.weekly_attendance as Json[];
    await expect(page.getByRole('img', { name: /^Weekly attendance:/ })).toHaveAttribute(
      'aria-label',
      `Weekly attendance: ${week.map((d) => `${d.day} ${d.present} present, ${d.absent} absent`).join('; ')}`,
    );

    // Recent activities and pending leave come from the database.
    const activities = (await apiGet(page, '/dashboard/activities?limit=8')).data as Json[];
    const shown = page.getByRole('list', { name: 'Recent activities' }).getByRole('listitem');
    await expect(shown).toHaveCount(activities.length);
    await expect(shown.first()).toContainText(activities[0]?.description);
    const pending = await apiGet(page, '/leaves?status=pending&per_page=5');
    if (pending.data.length) {
      const rows = page.getByRole('list', { name: 'Pending leave requests' }).getByRole('listitem');
      await expect(rows).toHaveCount(pending.data.length);
      await expect(rows.first().getByRole('button', { name: /^Approve leave of/ })).toBeVisible();
    } else {
      await expect(page.getByText('No pending leave requests')).toBeVisible();
    }

    // The summary cards lead to their areas.
    await page.getByRole('link', { name: /View employees/ }).click();
    await expect(page).toHaveURL('/employees');
  });

  test('an employee sees their own month, leave balance and payslip', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    const me = await apiGet(page, '/dashboard/me');
    await expect(cardValue(page, 'This month', 'Days Present')).toHaveText(
      number(me.attendance.days_present),
    );
    await expect(page.getByRole('list', { name: 'Leave balances' }).getByRole('listitem')).toHaveCount(
      me.leave_balances.length,
    );
    await expect(page.getByRole('region', { name: 'Today' })).toHaveCount(0);
    if (me.latest_payslip) {
      await expect(page.getByRole('link', { name: 'View Payslip' })).toBeVisible();
    } else {
      await expect(page.getByText('No payslip yet')).toBeVisible();
    }
  });
});
