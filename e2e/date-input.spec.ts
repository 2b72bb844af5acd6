import { dmy } from '@hrms/contracts/formats';
import { ADMIN, apiToken, HR, signIn } from './support/auth';
import { expect, test } from './support/test';

/**
 * The one date input (web/src/components/ui/DateField.tsx) shows and takes dd/mm/yyyy in an American
 * browser, whose native date input would show 10 November as 11/10/2026 (docs/decisions/accessibility-and-ui.md, "One date input"), and the API gets ISO.
 */
test.describe('dates typed and picked day first, whatever the browser’s language', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('a form shows a saved date day first and saves a typed one as the day meant', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, HR);
    const headers = { Authorization: `Bearer ${token}` };
    const list = await request.get('/api/employees?search=Priya', { headers });
    const employee = ((await list.json()) as { data: { id: number }[] }).data[0] as { id: number };
    const url = `/api/employees/${employee.id}`;
    type Answer = { employee: { date_of_birth: string; hire_date: string } };
    const read = async () => ((await (await request.get(url, { headers })).json()) as Answer).employee;
    const before = await read();

    await signIn(page, HR);
    await page.goto(`/employees/${employee.id}/edit`);
    // A form's reset fills the box day first.
    await expect(page.getByLabel('Hire Date')).toHaveValue(dmy(before.hire_date));
    await expect(page.getByLabel('Date of Birth')).toHaveValue(dmy(before.date_of_birth));

    const birth = page.getByLabel('Date of Birth');
    await birth.fill('31/02/1990');
    await birth.blur();
    await expect(page.getByText('Enter the date as dd/mm/yyyy, e.g. 10/11/2026.')).toBeVisible();
    await expect(birth).toHaveAttribute('aria-invalid', 'true');

    // 3 April: month first, an American reading would take it for 4 March.
    await birth.fill('3/4/1990');
    await birth.blur();
    await expect(birth).toHaveValue('03/04/1990');
    await expect(page.getByText('Enter the date as dd/mm/yyyy, e.g. 10/11/2026.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const saved = async () => (await read()).date_of_birth;
    await expect.poll(saved).toBe('1990-04-03');

    // Put it back as it was, typed day first again.
    await page.goto(`/employees/${employee.id}/edit`);
    await page.getByLabel('Date of Birth').fill(dmy(before.date_of_birth));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(saved).toBe(before.date_of_birth);
  });

  test('a filter takes a date picked from the calendar and shows it day first', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/audit');
    const from = page.getByLabel('From');
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    // The browser's own calendar writes its pick into the hidden native input, as a click in it would.
    await from.locator('xpath=following-sibling::input[@type="date"]').fill('2026-11-10');
    await expect(from).toHaveValue('10/11/2026');
    await expect(page).toHaveURL(/from=2026-11-10/);

    // Typed day first, the same filter: 1 November, never 11 January.
    await from.fill('01/11/2026');
    await expect(page).toHaveURL(/from=2026-11-01/);
    await expect(page.getByRole('button', { name: 'Open the calendar' }).first()).toBeEnabled();
  });
});
