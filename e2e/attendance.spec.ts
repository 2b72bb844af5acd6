import { EMPLOYEE, HR, signIn } from './support/auth';
import { notice, shownDate } from './support/forms';
import { type Browser, type BrowserContextOptions, expect, type Page, test } from './support/test';

/** The demo office in Mumbai (the demo branches have no geofence, so any position clocks in). */
const OFFICE = { latitude: 19.1136, longitude: 72.8697 };
const DAY_MS = 86_400_000;

/** Today in the company's zone, the date the server gives the day's record. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/**
 * The last Sunday before today: the demo history has no records on weekends, so a manual entry on it
 * is new (only this file writes attendance by hand).
 */
function lastSunday(): string {
  let day = Date.parse(`${today()}T00:00:00Z`) - DAY_MS;
  while (new Date(day).getUTCDay() !== 0) day -= DAY_MS;
  return new Date(day).toISOString().slice(0, 10);
}

/** A page signed in as someone else, in its own browser context (its own stored session). */
async function signedInPage(browser: Browser, email: string, options: BrowserContextOptions = {}) {
  const page = await (await browser.newContext(options)).newPage();
  await signIn(page, email);
  return page;
}

/** The records table's row that mentions a text. */
const recordRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Narrows the records list to one person's day. */
async function showDay(page: Page, name: string, date: string) {
  await page.getByLabel('Search').fill(name);
  await page.getByLabel('Start Date').fill(date);
  await page.getByLabel('End Date').fill(date);
  // All three applied (the search box waits for a pause in typing before it searches).
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('search') === name &&
      url.searchParams.get('start_date') === date &&
      url.searchParams.get('end_date') === date,
  );
  await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible();
}

/** A titled card of a page (SectionCard: a section with an h2). */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** The clock's buttons, which the server's status enables. */
function clockButtons(page: Page) {
  const clock = page.getByRole('region', { name: 'Clock' });
  return {
    clockIn: clock.getByRole('button', { name: 'Clock In' }),
    clockOut: clock.getByRole('button', { name: 'Clock Out' }),
    startLunch: clock.getByRole('button', { name: 'Start Lunch' }),
    endLunch: clock.getByRole('button', { name: 'End Lunch' }),
  };
}

test.describe('attendance', () => {
  test.use({ permissions: ['geolocation'], geolocation: OFFICE });

  test('an employee clocks in, takes lunch and clocks out; HR finds the day and approves it', async ({
    page,
    browser,
  }) => {
    await signIn(page, EMPLOYEE);
    await page.goto('/attendance/clock');
    await expect(page.getByRole('heading', { level: 1, name: 'Clock In / Out' })).toBeVisible();
    await expect(page.getByText('Location detected')).toBeVisible();
    await expect(page.getByText('19.11360, 72.86970')).toBeVisible();

    const buttons = clockButtons(page);
    await expect(buttons.clockIn).toBeEnabled();
    await expect(buttons.clockOut).toBeDisabled();
    await expect(buttons.startLunch).toBeDisabled();
    await expect(buttons.endLunch).toBeDisabled();
    await expect(page.getByText('Not clocked in', { exact: true })).toBeVisible();

    await buttons.clockIn.click();
    await expect(notice(page, 'Clocked in successfully')).toBeVisible();
    await expect(buttons.clockIn).toBeDisabled();
    await expect(buttons.clockOut).toBeEnabled();
    await expect(buttons.startLunch).toBeEnabled();
    await expect(buttons.endLunch).toBeDisabled();
    await expect(page.getByText('Clocked in', { exact: true })).toBeVisible();

    await buttons.startLunch.click();
    await expect(notice(page, 'Lunch break started successfully')).toBeVisible();
    await expect(buttons.endLunch).toBeEnabled();
    await expect(buttons.clockOut).toBeDisabled();
    await expect(buttons.startLunch).toBeDisabled();
    await expect(page.getByText('On lunch break', { exact: true })).toBeVisible();

    await buttons.endLunch.click();
    await expect(notice(page, 'Lunch break ended successfully')).toBeVisible();
    await expect(buttons.clockOut).toBeEnabled();
    await expect(buttons.startLunch).toBeDisabled();
    await expect(buttons.endLunch).toBeDisabled();

    await buttons.clockOut.click();
    // Seconds of work are short of the shift's half-day minimum: the answer says which rule decided the day.
    await expect(
      notice(
        page,
        /^Clocked out successfully\. Worked 0\.0\d h; a half day needs 2\.25 h, so the day counts as absent\.$/,
      ),
    ).toBeVisible();
    for (const button of Object.values(buttons)) await expect(button).toBeDisabled();
    await expect(page.getByText('Clocked out', { exact: true })).toBeVisible();
    const timeline = page.getByRole('list', { name: "Today's timeline" });
    await expect(timeline.getByRole('listitem')).toHaveCount(4);
    await expect(timeline).not.toContainText('Not recorded');

    // HR finds today's record of Priya Nair, pending, and approves it.
    const hr = await signedInPage(browser, HR);
    await hr.goto('/attendance');
    await expect(hr.getByRole('heading', { level: 1, name: 'Attendance Records' })).toBeVisible();
    await showDay(hr, 'Priya Nair', today());
    const row = recordRow(hr, 'Priya Nair');
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(notice(hr, 'Attendance approved successfully')).toBeVisible();
    await expect(row).toContainText('Approved');
    await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The record's page: the day's timeline, where it was recorded and who approved it.
    await row.getByRole('link', { name: /^View attendance of Priya Nair/ }).click();
    await expect(hr).toHaveURL(/\/attendance\/\d+$/);
    await expect(hr.getByRole('heading', { level: 1, name: 'Attendance Details' })).toBeVisible();
    const steps = hr.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
    await expect(steps).toHaveText([/^Clock In\d/, /^Lunch Start\d/, /^Lunch End\d/, /^Clock Out\d/]);
    await expect(hr.getByText('Web clock')).toBeVisible();
    await expect(hr.getByRole('link', { name: '19.11360, 72.86970' })).toHaveAttribute(
      'href',
      `geo:${OFFICE.latitude},${OFFICE.longitude}`,
    );
    await expect(card(hr, 'Approval')).toContainText('Rahul Mehta');
    await hr.getByRole('link', { name: 'Back to Attendance' }).click();
    await expect(hr).toHaveURL('/attendance');
  });

  test('HR enters a past day by hand: it is listed approved, and a second entry for that day is refused', async ({
    page,
  }) => {
    const date = lastSunday();
    await signIn(page, HR);
    await page.goto('/attendance');
    await page.getByRole('link', { name: 'Manual Entry' }).click();
    await expect(page).toHaveURL('/attendance/manual-entry');
    await expect(page.getByRole('heading', { level: 1, name: 'Manual Attendance Entry' })).toBeVisible();
    await expect(page.getByText('Manual entries are auto-approved.')).toBeVisible();

    const form = page.getByRole('form', { name: 'Manual Attendance Entry' });
    const save = form.getByRole('button', { name: 'Save Entry' });
    await save.click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }),
    ).toBeVisible();

    const employee = form.getByLabel('Employee');
    const sneha = employee.locator('option', { hasText: 'Sneha Kulkarni' });
    await expect(sneha).toHaveCount(1);
    await employee.selectOption((await sneha.getAttribute('value')) ?? '');
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('Clock In').fill('09:40');
    await form.getByLabel('Clock Out').fill('09:10');
    await form.getByLabel('Reason').fill('Weekend release support at the office');
    await save.click();
    await expect(form.getByText('Clock out time must be after clock in time')).toBeVisible();

    await form.getByLabel('Clock Out').fill('18:05');
    await save.click();
    await expect(page).toHaveURL('/attendance');
    await expect(notice(page, 'Attendance entry created successfully')).toBeVisible();
    await showDay(page, 'Sneha Kulkarni', date);
    const row = recordRow(page, 'Sneha Kulkarni');
    await expect(row).toContainText('Approved');
    await expect(row).toContainText('9:40 am');
    await expect(row).toContainText('6:05 pm');
    await expect(row).toContainText('8.42');

    // The same employee and day again: the server's 409 answer is shown over the form.
    await page.goto('/attendance/manual-entry');
    await employee.selectOption((await sneha.getAttribute('value')) ?? '');
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('Clock In').fill('10:00');
    await form.getByLabel('Reason').fill('Entered twice by mistake');
    await save.click();
    await expect(form.getByRole('alert')).toHaveText(
      `Attendance for this employee on ${shownDate(date)} already exists`,
    );
    await expect(page).toHaveURL('/attendance/manual-entry');

    // The record's page says who entered it and why.
    await page.goto('/attendance');
    await showDay(page, 'Sneha Kulkarni', date);
    await recordRow(page, 'Sneha Kulkarni').getByRole('link', { name: /^View/ }).click();
    const manual = card(page, 'Manual Entry');
    await expect(manual).toContainText('Rahul Mehta');
    await expect(manual).toContainText('Weekend release support at the office');
    await expect(page.getByText('Manual entry', { exact: true })).toBeVisible();
  });

  test('HR corrects a day from the list: the form checks it, asks to confirm, and the day waits for approval again', async ({
    page,
  }) => {
    // The day HR entered by hand in the test before.
    const date = lastSunday();
    await signIn(page, HR);
    await page.goto('/attendance');
    await showDay(page, 'Sneha Kulkarni', date);
    await recordRow(page, 'Sneha Kulkarni')
      .getByRole('link', { name: /^Edit attendance of Sneha Kulkarni/ })
      .click();
    await expect(page).toHaveURL(/\/attendance\/\d+\?edit=1$/);
    const dialog = page.getByRole('dialog', { name: 'Edit Attendance' });
    await expect(dialog.getByLabel('Clock In')).toHaveValue('09:40');
    await expect(dialog.getByLabel('Clock Out')).toHaveValue('18:05');
    await expect(dialog.getByLabel('Status')).toHaveValue('');
    await expect(dialog).toContainText(
      'A full day needs 4.50 h and a half day 2.25 h; fewer hours count as absent.',
    );

    const review = dialog.getByRole('button', { name: 'Review Changes' });
    await dialog.getByLabel('Clock Out').fill('09:00');
    await review.click();
    await expect(dialog.getByText('Clock out time must be after clock in time')).toBeVisible();
    await expect(dialog.getByText('Please give the reason for the change')).toBeVisible();
    await dialog.getByLabel('Clock Out').fill('18:35');
    await dialog.getByLabel('Reason').fill('Stayed for the release: left at 18:35');
    await review.click();

    const confirm = page.getByRole('alertdialog', { name: 'Save the correction?' });
    await expect(confirm).toContainText('18:05 → 18:35');
    await expect(confirm).toContainText('The record goes back to pending approval');
    await confirm.getByRole('button', { name: 'Save Correction' }).click();
    await expect(notice(page, 'Attendance updated successfully.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/attendance\/\d+$/);

    // 09:40 → 18:35 is 8.92 h; the day is pending again, with who changed it and why.
    await expect(card(page, 'Hours')).toContainText('8.92');
    await expect(card(page, 'Approval')).toContainText('Pending');
    await expect(card(page, 'Approval')).not.toContainText('Rahul Mehta');
    const manual = card(page, 'Manual Entry');
    await expect(manual).toContainText('Stayed for the release: left at 18:35');
    await expect(card(page, 'Timeline')).toContainText('6:35 pm');
  });

  test('HR selects pending records and approves them together', async ({ page }) => {
    await signIn(page, HR);
    await page.goto('/attendance');
    await page.getByLabel('Department').selectOption({ label: 'Finance' });
    const answer = page.waitForResponse((r) => r.url().includes('is_approved=false'));
    await page.getByLabel('Approval').selectOption({ label: 'Pending approval' });
    const before: number = (await (await answer).json()).total;
    expect(before).toBeGreaterThan(2);
    // The rows on screen are the filtered ones (not the previous filter's, kept while loading).
    await expect(page.getByText(`of ${before}`)).toBeVisible();
    const pending = page.getByRole('row').filter({ hasText: 'Pending' });

    await pending.nth(0).getByRole('checkbox').check();
    await pending.nth(1).getByRole('checkbox').check();
    await expect(page.getByText('2 records selected')).toBeVisible();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve Attendance' });
    await expect(confirm).toContainText('Approve the 2 selected attendance records?');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(notice(page, '2 attendance record(s) approved')).toBeVisible();
    await expect(page.getByText(`of ${before - 2}`)).toBeVisible();
    await expect(page.getByText('records selected')).toHaveCount(0);
  });

  test('an employee sees only their own records, without manual entry or approval', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await page.goto('/attendance');
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance Records' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manual Entry' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.getByLabel('Employee')).toHaveCount(0);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toContainText('Priya Nair');
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit attendance/ })).toHaveCount(0);
    await expect(rows.filter({ hasNotText: 'Priya Nair' })).toHaveCount(0);

    // A manager's page is not theirs: back to the records.
    await page.goto('/attendance/manual-entry');
    await expect(page).toHaveURL('/attendance');
  });

  test('HR sees the dashboard: today, this month and recent clock events', async ({ page }) => {
    await signIn(page, HR);
    await page.goto('/attendance/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance Dashboard' })).toBeVisible();
    await expect(page.getByText('Currently In')).toBeVisible();
    await expect(page.getByText('Average attendance rate')).toBeVisible();
    const activities = page.getByRole('list', { name: 'Recent activities' }).getByRole('listitem');
    await expect(activities.first()).toContainText(/Clocked (in|out)|lunch break/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/reports',
    );
    await page.getByRole('link', { name: 'View All Records' }).click();
    await expect(page).toHaveURL('/attendance');
  });
});

test('without location access the clock says it is needed and offers to enable it', async ({ browser }) => {
  const page = await signedInPage(browser, EMPLOYEE, { permissions: [] });
  await page.goto('/attendance/clock');
  await expect(page.getByText('Location access required for attendance tracking')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable Location Access' })).toBeVisible();
});
