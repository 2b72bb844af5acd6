import { HR, signIn } from './support/auth';
import { apiToken, monthsAgo, type Run } from './support/payroll';
import { expect, type Page, test } from './support/test';

type Day = {
  id: number;
  attendance_date: string;
  clock_in: string;
  employee: { first_name: string; last_name: string };
};

/** A titled card of a page (SectionCard: a section with an h2). */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

test('HR approves an employee’s late evening as overtime, apart from the day, and the month’s payroll pays it', async ({
  page,
  request,
}) => {
  // A worked day early last month of an employee paid overtime, whose run of that month is still open.
  const token = await apiToken(request, HR);
  const headers = { Authorization: `Bearer ${token}` };
  const { year, month } = monthsAgo(1);
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const runs = (
    await (
      await request.get('/api/payroll-runs', {
        headers,
        params: { year, month, status: 'processed', per_page: 100 },
      })
    ).json()
  ).data as Run[];
  let found: { run: Run; day: Day; paidBefore: number } | null = null;
  for (const run of runs) {
    const employee = (await (await request.get(`/api/employees/${run.employee.id}`, { headers })).json())
      .employee;
    if (!employee.overtime_eligible || ['Sneha', 'Priya'].includes(employee.first_name)) continue;
    const days = (
      await (
        await request.get('/api/attendance', {
          headers,
          params: {
            employee_id: run.employee.id,
            start_date: from,
            end_date: `${from.slice(0, 8)}12`,
            status: 'present',
          },
        })
      ).json()
    ).data as (Day & { overtime_status: string })[];
    const day = days.find((d) => d.overtime_status === 'none');
    if (!day) continue;
    const breakdown = (await (await request.get(`/api/payroll-runs/${run.id}/breakdown`, { headers })).json())
      .breakdown;
    found = { run, day, paidBefore: breakdown.overtime_detail?.hours ?? 0 };
    break;
  }
  expect(found, 'an open run with a present day of an eligible employee').not.toBeNull();
  const { run, day, paidBefore } = found as NonNullable<typeof found>;
  const name = `${day.employee.first_name} ${day.employee.last_name}`;

  // HR corrects the day: the employee stayed till eight in the evening.
  await signIn(page, HR);
  await page.goto(`/attendance/${day.id}?edit=1`);
  const dialog = page.getByRole('dialog', { name: 'Edit Attendance' });
  await dialog.getByLabel('Clock Out').fill('20:00');
  await dialog.getByLabel('Reason').fill('Stayed for the quarter-end close');
  await dialog.getByRole('button', { name: 'Review Changes' }).click();
  await page
    .getByRole('alertdialog', { name: 'Save the correction?' })
    .getByRole('button', { name: 'Save Correction' })
    .click();
  const hours = card(page, 'Hours');
  await expect(hours).toContainText('Pending');
  // Ten and a half hours or so less the unpaid hour: everything past eight hours of work is claimed.
  const claimed = (await (await request.get(`/api/attendance/${day.id}`, { headers })).json()).attendance
    .overtime_hours as number;
  expect(claimed).toBeGreaterThan(1);
  await expect(hours).toContainText(claimed.toFixed(2));

  // The claim waits on the Overtime screen, apart from the day's attendance.
  await hours.getByRole('link', { name: 'Decide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overtime' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(claimed.toFixed(2));
  await row.getByRole('button', { name: /^Approve the overtime of/ }).click();
  const approve = page.getByRole('dialog', { name: 'Approve Overtime' });
  await expect(approve.getByLabel('Hours to approve')).toHaveValue(claimed.toFixed(2));
  await approve.getByLabel('Hours to approve').fill(String(claimed + 1));
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve.getByLabel('Hours to approve')).toHaveAccessibleDescription(
    /At most .* hours were claimed/,
  );
  await approve.getByLabel('Hours to approve').fill(claimed.toFixed(2));
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Overtime approved: ${name}` })).toBeVisible();
  // Decided: no longer among the pending.
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // The month's run was recomputed: it pays the approved hours on top of those it paid before.
  await page.goto(`/payroll/view/${run.id}`);
  const overtime = card(page, 'Overtime');
  await expect(overtime).toContainText(`${Number((paidBefore + claimed).toFixed(2))} hours`);
});
