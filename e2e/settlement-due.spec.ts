import { HR, signIn } from './support/auth';
import { apiToken, monthsAgo } from './support/payroll';
import { expect, type Page, test } from './support/test';

/** A titled card of a page (SectionCard: a section with an h2). */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/**
 * A leaver whose full and final settlement was due two working days after the last working day (Code on Wages
 * s.17(2)) and is still unpaid: HR sees it overdue on the dashboard and on the exits list, beside the fixed-term
 * contracts ending this month. The leaver is a new hire of this journey, so no other journey's pay changes.
 */
test('HR sees an overdue settlement and the contracts ending on the dashboard', async ({ page, request }) => {
  const token = await apiToken(request, HR);
  const headers = { Authorization: `Bearer ${token}` };
  const last = monthsAgo(1);
  const hired = await request.post('/api/employees', {
    headers,
    data: {
      first_name: 'Farhan',
      last_name: 'Qureshi',
      email: 'farhan.qureshi@demo.test',
      company_id: 1,
      department_id: 1,
      job_title: 'Field Engineer',
      hire_date: '2024-06-03',
    },
  });
  expect(hired.ok()).toBe(true);
  const { employee } = (await hired.json()) as { employee: { id: number; employee_id: string } };
  const lastWorkingDay = `${last.year}-${String(last.month).padStart(2, '0')}-10`;
  const left = await request.post(`/api/employees/${employee.id}/exit`, {
    headers,
    data: {
      notice_date: `${last.year}-${String(last.month).padStart(2, '0')}-01`,
      last_working_day: lastWorkingDay,
      exit_type: 'resignation',
      reason: 'Relocating to Kochi',
    },
  });
  expect(left.ok()).toBe(true);

  await signIn(page, HR);
  const due = card(page, 'Settlements Due');
  const row = due.getByRole('listitem').filter({ hasText: 'Farhan Qureshi' });
  await expect(row).toContainText('no settlement yet');
  await expect(row.getByText('Overdue')).toBeVisible();
  // The demo's fixed-term staff whose contracts end within 30 days.
  await expect(card(page, 'Contracts Ending').getByRole('listitem')).toHaveCount(2);

  await due.getByRole('link', { name: 'View overdue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exits & Settlements' })).toBeVisible();
  await expect(page.getByLabel('Overdue settlements only')).toBeChecked();
  const exit = page.getByRole('row').filter({ hasText: 'Farhan Qureshi' });
  await expect(exit.getByText('Overdue')).toBeVisible();
  await page.getByLabel('Overdue settlements only').uncheck();
  await expect(page.getByRole('row').filter({ hasText: 'Farhan Qureshi' })).toBeVisible();
});
