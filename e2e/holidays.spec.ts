import { EMPLOYEE, HR, sidebarNav, signedInPage, signIn } from './support/auth';
import { addDays, today } from './support/leave';
import { expect, test, useOwnServer } from './support/test';

/**
 * Holiday calendars as a company runs them: HR replaces the demo's Maharashtra calendar with one allowing
 * one restricted holiday a year, with two restricted holidays ahead; Priya (Mumbai, so Maharashtra) opts in to one on My
 * Holidays and sees her allowance taken, and the server refuses the second. The calendar changes what the
 * state's employees observe, so this runs on a server of its own.
 */
const OWN_INDEX = 54;

const CALENDAR = 'Maharashtra restricted holidays';

test.describe('holiday calendars', () => {
  useOwnServer(OWN_INDEX);

  test('HR adds a state calendar with a restricted holiday; an employee of the state opts in', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // Two weeks and three weeks ahead: in the future whenever the test runs; both in one year.
    let first = addDays(today(), 14);
    if (addDays(first, 7).slice(0, 4) !== first.slice(0, 4)) first = addDays(first, 7);
    const second = addDays(first, 7);
    const year = first.slice(0, 4);
    const thisYear = today().slice(0, 4);

    // HR replaces the demo's Maharashtra calendar (one per state), after confirming, with one allowing one
    // restricted holiday a year.
    await signIn(page, HR);
    await sidebarNav(page).getByRole('link', { name: 'Holidays', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Holidays' })).toBeVisible();
    const seeded = page.getByRole('row').filter({ hasText: 'State: Maharashtra' });
    await expect(seeded).toHaveCount(1);
    await seeded.getByRole('button', { name: /^Delete / }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete holiday calendar?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toBeVisible();
    await expect(seeded).toHaveCount(0);
    // The company-wide calendar stays: it offers no Delete.
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'Company-wide' })
        .getByRole('button', { name: /^Delete / }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Add calendar' }).first().click();
    const calendarDialog = page.getByRole('dialog', { name: 'Add holiday calendar' });
    await calendarDialog.getByLabel('Name').fill(CALENDAR);
    await calendarDialog.getByLabel('Applies to').selectOption({ label: 'A state' });
    await calendarDialog.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await calendarDialog.getByLabel('Restricted holidays allowed a year').fill('1');
    await calendarDialog.getByRole('button', { name: 'Create calendar' }).click();
    await expect(calendarDialog).toBeHidden();
    const calendarRow = page.getByRole('row').filter({ hasText: CALENDAR });
    await expect(calendarRow).toContainText('State: Maharashtra');
    await expect(calendarRow).toContainText('1 a year');

    // Its two restricted holidays, added on the calendar's page.
    await calendarRow.getByRole('link', { name: CALENDAR }).click();
    await expect(page.getByRole('heading', { level: 1, name: CALENDAR })).toBeVisible();
    if (year !== thisYear) await page.getByLabel('Year').selectOption(year);
    await expect(page.getByText(`No holidays in ${year}`).first()).toBeAttached();
    for (const [date, name] of [
      [first, 'Gudi Padwa (restricted)'],
      [second, 'Parsi New Year (restricted)'],
    ] as const) {
      await page.getByRole('button', { name: 'Add holiday' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add holiday' });
      await dialog.getByLabel('Date').fill(date);
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Restricted holiday').check();
      await dialog.getByRole('button', { name: 'Add holiday' }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('Restricted');
      await expect(row).toContainText('None yet');
    }

    // HR's own holidays are under My Holidays, which alone is marked current there.
    await sidebarNav(page).getByRole('link', { name: 'My Holidays' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Holidays' })).toBeVisible();
    await expect(sidebarNav(page).getByRole('link', { name: 'My Holidays' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebarNav(page).getByRole('link', { name: 'Holidays', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    // Priya works in Mumbai: she observes the Maharashtra calendar and opts in to its first restricted holiday.
    const priya = await signedInPage(browser, EMPLOYEE);
    await expect(sidebarNav(priya).getByRole('link', { name: 'Holidays', exact: true })).toHaveCount(0);
    await sidebarNav(priya).getByRole('link', { name: 'My Holidays' }).click();
    await expect(priya.getByRole('heading', { level: 1, name: 'My Holidays' })).toBeVisible();
    if (year !== thisYear) await priya.getByLabel('Year').selectOption(year);
    const allowance = priya
      .getByRole('region', { name: 'Restricted holidays' })
      .getByRole('listitem')
      .filter({ hasText: CALENDAR });
    await expect(allowance).toContainText(`0 of 1 restricted holiday taken in ${year}`);
    await priya.getByRole('button', { name: 'Opt in to Gudi Padwa (restricted)' }).click();
    await expect(allowance).toContainText(`1 of 1 restricted holiday taken in ${year}`);
    await expect(priya.getByRole('row').filter({ hasText: 'Gudi Padwa (restricted)' })).toContainText(
      'Opted in',
    );
    await expect(priya.getByRole('button', { name: 'Opt out of Gudi Padwa (restricted)' })).toBeEnabled();

    // The allowance is used up: the server refuses the second, and says why.
    await priya.getByRole('button', { name: 'Opt in to Parsi New Year (restricted)' }).click();
    await expect(priya.getByRole('alert')).toContainText('taken');
    await expect(allowance).toContainText(`1 of 1 restricted holiday taken in ${year}`);

    // HR sees who opted in on the calendar's page.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: CALENDAR })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Gudi Padwa (restricted)' })).toContainText(
      '1 employee',
    );
    await priya.context().close();
  });
});
