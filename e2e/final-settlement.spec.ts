import { ADMIN, employeeAccount, HR, signIn } from './support/auth';
import { apiToken, monthsAgo } from './support/payroll';
import { expect, type Page, test } from './support/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

const PASSWORD = 'Leaver@12345';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A PAN, salary account and IFSC of the right shapes, different on every run (PANs are unique). */
const identityOf = (n: number) => ({
  pan: `FL${LETTERS[n % 26]}P${LETTERS[Math.floor(n / 26) % 26]}${String(n % 10_000).padStart(4, '0')}${LETTERS[Math.floor(n / 676) % 26]}`,
  bank_account_number: `6010${String(n).slice(-10).padStart(10, '0')}`,
  bank_ifsc: 'HDFC0001234',
});

test.describe('full and final settlement', () => {
  test('HR settles a leaver’s full and final, another approver approves it, and the employee downloads the statement', async ({
    page,
    request,
  }) => {
    // Setup through the API: a leaver of our own (no other spec's sign-in is touched), hired over five years
    // ago, with a salary structure and a sign-in, who resigned last month.
    const admin = { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
    const stamp = Date.now().toString(36);
    const [sample] = (
      (await (
        await request.get('/api/employees', { headers: admin, params: { per_page: 1 } })
      ).json()) as Json
    ).data as Json[];
    const email = `leaver-${stamp}@demo.test`;
    const created = await request.post('/api/employees', {
      headers: admin,
      data: {
        first_name: 'Farhan',
        last_name: `Leaver${stamp}`,
        email,
        job_title: 'Field Engineer',
        company_id: sample?.company_id,
        department_id: sample?.department_id,
        hire_date: '2018-04-02',
        date_of_birth: '1988-06-15',
        gender: 'male',
        // Paid last month like everyone else: the bank files and Form 24Q of that month need these.
        ...identityOf(Date.now()),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const employee = ((await created.json()) as Json).employee as Json;
    const components = (
      (await (
        await request.get('/api/salary-components', { headers: admin, params: { per_page: 100 } })
      ).json()) as Json
    ).data as Json[];
    const idOf = (code: string) => components.find((c) => c.code === code)?.id as number;
    const structure = await request.put(`/api/employees/${employee.id}/salary-structure`, {
      headers: admin,
      data: {
        effective_from: '2018-04-02',
        components: [
          { salary_component_id: idOf('BASIC'), amount: 26_000 },
          { salary_component_id: idOf('HRA'), percentage: 40 },
        ],
      },
    });
    expect(structure.status(), await structure.text()).toBe(200);
    await employeeAccount(request, admin, {
      employeeId: employee.id,
      name: `Farhan Leaver${stamp}`,
      email,
      password: PASSWORD,
    });
    const { year, month } = monthsAgo(1);
    const day = (d: number) => `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    // Attendance for the days worked in the final month: a month with nothing recorded stays a draft run.
    for (let d = 1; d <= 20; d += 1) {
      const weekday = new Date(Date.UTC(year, month - 1, d)).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const entry = await request.post('/api/attendance/manual-entry', {
        headers: admin,
        data: {
          employee_id: employee.id,
          attendance_date: day(d),
          clock_in: '09:30',
          clock_out: '18:00',
          reason: 'Worked on site',
        },
      });
      expect(entry.status(), await entry.text()).toBe(201);
    }
    const exit = await request.post(`/api/employees/${employee.id}/exit`, {
      headers: admin,
      data: {
        notice_date: day(1),
        last_working_day: day(20),
        exit_type: 'resignation',
        reason: 'Relocating',
      },
    });
    expect(exit.status(), await exit.text()).toBe(200);
    const name = `Farhan Leaver${stamp}`;

    // HR computes the settlement from the exits list and reviews every figure.
    await signIn(page, HR);
    await page.goto('/exits');
    await page.getByLabel('Search').fill(`Leaver${stamp}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: 'Compute F&F' }).click();
    await expect(page).toHaveURL(/\/final-settlements\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Full and Final Settlement' })).toBeVisible();
    const figures = page.getByRole('table', { name: 'Settlement figures' });
    await expect(figures.getByRole('row', { name: /Gratuity/ })).toBeVisible();
    await expect(figures.getByRole('row', { name: /Notice pay recovered/ })).toBeVisible();
    // Hired 2 April 2018: past five years, so gratuity is due (15/26 of BASIC ₹26,000 = ₹15,000 a year).
    // The workings are a part of their own, at their own address (docs/decisions/accessibility-and-ui.md, "A long page is in parts").
    const sections = page.getByRole('navigation', { name: 'Settlement sections' });
    await sections.getByRole('link', { name: 'Workings' }).click();
    await expect(page).toHaveURL(/section=workings/);
    await expect(page.getByText(/× 15 ÷ 26 × ₹26,000\.00/)).toBeVisible();
    await sections.getByRole('link', { name: 'Summary' }).click();
    // HR waives the notice recovery and recomputes.
    await page.getByLabel('Waive notice recovery').check();
    await page.getByRole('button', { name: 'Recompute' }).click();
    await expect(page.getByText('Full and final settlement recomputed')).toBeVisible();
    await expect(figures.getByRole('row', { name: /^Notice pay ₹0\.00$/ })).toBeVisible();
    // HR computed it: Approve is not offered as if it could succeed; the reason stands beside it.
    await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(page.getByText('You computed this settlement; someone else must approve it')).toBeVisible();
    // The last working day has passed: the leaver has left.
    await expect(page.getByText(/· left \d{1,2} \w{3} \d{4}/)).toBeVisible();
    const settlementUrl = page.url();
    await signOut(page);

    // Someone other than whoever computed it approves it (segregation of duties), then marks it paid.
    await signIn(page, ADMIN);
    await page.goto(settlementUrl);
    await page.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('alertdialog', { name: 'Approve the settlement?' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Full and final settlement approved')).toBeVisible();
    await expect(page.getByText('Terminated')).toBeVisible();
    await page.getByRole('button', { name: 'Mark paid' }).click();
    await page
      .getByRole('alertdialog', { name: 'Mark the settlement as paid?' })
      .getByRole('button', { name: 'Mark paid' })
      .click();
    await expect(page.getByText('Full and final settlement marked as paid')).toBeVisible();
    await signOut(page);

    // The employee downloads the statement from their payroll page.
    await signIn(page, email, PASSWORD);
    await page.goto('/payroll');
    const card = page.getByRole('region', { name: 'Full and final settlement' });
    await expect(card).toBeVisible();
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download statement' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`full_and_final_${employee.employee_id}.pdf`);
  });
});
