import { apiToken, EMPLOYEE, HR, signIn } from './support/auth';
import { addDays, today } from './support/leave';
import { MONTHS } from './support/payroll';
import { expect, type Page, test, useOwnServer } from './support/test';

/**
 * The employee's home and attendance calendar on a 390 × 844 phone: the home's cards (today's shift, their
 * requests, the holidays ahead, the team's birthdays and work anniversaries), then their month, a worked
 * day's status read from the grid; and HR opening an employee's calendar from the employee's record. It runs
 * on a server of its own: it shows birthdays in the company's directory.
 */
const OWN_INDEX = 61;
const PHONE = { width: 390, height: 844 };

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Tuesday 10 November": how a day's button begins its name. */
const dayName = (date: string) =>
  `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** "10 Nov 2026", as the app shows a date. */
const shortDate = (date: string) =>
  `${Number(date.slice(8, 10))} ${(MONTHS[Number(date.slice(5, 7)) - 1] as string).slice(0, 3)} ${date.slice(0, 4)}`;

type Day = { date: string; status: string; worked_minutes: number | null };

async function calendarOf(page: Page, token: string, date: string, employeeId?: number) {
  const res = await page.request.get('/api/attendance-calendar', {
    headers: { Authorization: `Bearer ${token}` },
    params: {
      year: Number(date.slice(0, 4)),
      month: Number(date.slice(5, 7)),
      ...(employeeId ? { employee_id: employeeId } : {}),
    },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { employee: { id: number; name: string }; days: Day[] };
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width + 1);
}

test.describe('employee home and attendance calendar on a phone', () => {
  useOwnServer(OWN_INDEX);
  test.use({ viewport: PHONE });

  test('an employee sees their day on Home and reads a day of their month', async ({ page }) => {
    const hr = await apiToken(page.request, HR);
    const shown = await page.request.put('/api/directory-settings', {
      headers: { Authorization: `Bearer ${hr}` },
      data: {
        fields: ['job_title', 'department', 'branch', 'email', 'phone', 'manager', 'hire_date', 'birthday'],
      },
    });
    expect(shown.ok()).toBe(true);
    const token = await apiToken(page.request, EMPLOYEE);
    const celebrations = (
      await (
        await page.request.get('/api/directory/celebrations', {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()
    ).data as { employee: { first_name: string; last_name: string } }[];

    // A leave application waiting for approval, on a working day three weeks or more ahead.
    const ahead = [
      ...(await calendarOf(page, token, addDays(today(), 21))).days,
      ...(await calendarOf(page, token, addDays(today(), 52))).days,
    ].find((d) => d.status === 'future' && d.date >= addDays(today(), 21)) as Day;
    const types = (
      await (
        await page.request.get('/api/leave-types', { headers: { Authorization: `Bearer ${token}` } })
      ).json()
    ).data as { id: number; code: string; name: string }[];
    const lop = types.find((t) => t.code === 'LOP') as { id: number; name: string };
    const applied = await page.request.post('/api/leaves', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        leave_type_id: lop.id,
        start_date: ahead.date,
        end_date: ahead.date,
        reason: 'Family function',
      },
    });
    expect(applied.status()).toBe(201);

    await signIn(page, EMPLOYEE);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByText(/Today's shift: |No shift is set for you today\./)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'My requests' })).toBeVisible();
    const request = page.getByRole('list', { name: 'My requests' }).getByRole('listitem').first();
    await expect(request).toContainText(`${lop.name}, ${shortDate(ahead.date)}`);
    await expect(request).toContainText('Pending');
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming holidays' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Team celebrations' })).toBeVisible();
    const first = celebrations[0];
    if (first) {
      await expect(
        page
          .getByRole('list', { name: 'Team celebrations' })
          .getByText(`${first.employee.first_name} ${first.employee.last_name}`)
          .first(),
      ).toBeVisible();
    } else {
      await expect(page.getByText('Nothing to celebrate this fortnight')).toBeVisible();
    }
    await noSidewaysScroll(page);

    await page.getByRole('link', { name: 'My calendar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance Calendar' })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${dayName(today())}: `) })).toBeVisible();

    // A worked day of this month, else of the last one.
    let month = await calendarOf(page, token, today());
    let worked = month.days.find((d) => d.status === 'present' && d.worked_minutes);
    if (!worked) {
      await page.getByRole('button', { name: 'Previous month' }).click();
      const last = new Date(Date.parse(`${today().slice(0, 7)}-01T00:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      month = await calendarOf(page, token, last);
      worked = month.days.find((d) => d.status === 'present' && d.worked_minutes);
    }
    if (!worked) throw new Error('the demo employee has no worked day in two months');
    const day = page.getByRole('button', {
      name: new RegExp(`^${dayName(worked.date)}: present, \\d+ h \\d{2} m$`),
    });
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('day-status')).toHaveText(/^Present/);
    await expect(page.getByRole('heading', { level: 2, name: dayName(worked.date) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Legend' })).toBeVisible();
    await noSidewaysScroll(page);
  });

  test('HR opens an employee’s attendance calendar from their record', async ({ page }) => {
    const token = await apiToken(page.request, EMPLOYEE);
    const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    const employee = (await me.json()).user.employee as { id: number; first_name: string; last_name: string };
    const name = `${employee.first_name} ${employee.last_name}`;

    await signIn(page, HR);
    await page.goto(`/employees/${employee.id}`);
    await page.getByRole('main').getByRole('link', { name: 'Attendance', exact: true }).click();
    await expect(page).toHaveURL(`/employees/${employee.id}/attendance-calendar`);
    await expect(page.getByRole('heading', { level: 1, name: `Attendance Calendar: ${name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${dayName(today())}: `) })).toBeVisible();
    await expect(page.getByRole('list', { name: /^Attendance, / }).getByRole('button')).not.toHaveCount(0);
    await noSidewaysScroll(page);
  });
});
