import { seriousViolations } from './support/a11y';
import { HR, sidebarNav, signIn } from './support/auth';
import { apiToken, today } from './support/payroll';
import { expect, test } from './support/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

/** The last day of the month after `date`'s. */
const endOfNextMonth = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10);
};

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "31 Dec 2026" as the screens print a date (d MMM yyyy). */
const shown = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS_SHORT[m - 1]} ${y}`;
};

test.describe('exits', () => {
  // Swati Iyengar (EMP0057): no demo sign-in, no other spec's or seeded workflow's employee.
  test('HR records an exit from the employee page and sees the leaver on /exits', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, HR);
    const headers = { Authorization: `Bearer ${token}` };
    const found = (await (
      await request.get('/api/employees?search=Swati%20Iyengar', { headers })
    ).json()) as Json;
    const employee = found.data[0] as Json;
    expect(employee, 'the demo employee').toBeTruthy();
    const lwd = endOfNextMonth(today());

    await signIn(page, HR);
    await page.goto(`/employees/${employee.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Swati Iyengar' })).toBeVisible();
    await expect(page.locator('section', { hasText: 'No exit is recorded.' })).toBeVisible();
    await page.getByRole('button', { name: 'Record exit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Record exit' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // A notice date after the last working day is refused under its field.
    await dialog.getByLabel('Notice date').fill(lwd);
    await dialog.getByLabel('Last working day').fill(today());
    await dialog.getByLabel('Reason').fill('Relocating to Hyderabad');
    await dialog.getByRole('button', { name: 'Record exit' }).click();
    await expect(
      dialog.getByText('The notice date must be on or before the last working day.'),
    ).toBeVisible();

    await dialog.getByLabel('Notice date').fill(today());
    await dialog.getByLabel('Last working day').fill(lwd);
    await dialog.getByLabel('Exit type').selectOption('resignation');
    await dialog.getByRole('button', { name: 'Record exit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Exit recorded successfully')).toBeVisible();
    await expect(page.getByText(shown(lwd)).first()).toBeVisible();
    await expect(page.getByText('Relocating to Hyderabad')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change exit' })).toBeVisible();

    await sidebarNav(page).getByRole('link', { name: 'Exits & Settlements' }).click();
    await expect(page).toHaveURL('/exits');
    await expect(page.getByRole('heading', { level: 1, name: 'Exits & Settlements' })).toBeVisible();
    await page.getByLabel('Search').fill('Swati Iyengar');
    const row = page.getByRole('row', { name: /Swati Iyengar/ });
    await expect(row).toBeVisible();
    await expect(row).toContainText(shown(lwd));
    await expect(row).toContainText('Resignation');
    await expect(row).toContainText('Leaving');
    await expect(row).toContainText(/\d+ days to go/);
    // The search's own answer, not the list it replaces (dimmed while it loads, which axe reads as low contrast).
    await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // At 390 px the list fits the screen: nothing scrolls sideways but the table's own box.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
