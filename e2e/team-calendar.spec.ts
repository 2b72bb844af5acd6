import { seriousViolations } from './support/a11y';
import { EMPLOYEE, HR, sidebarNav, signIn } from './support/auth';
import { today } from './support/leave';
import { MONTHS } from './support/payroll';
import { expect, type Page, test, useOwnServer } from './support/test';

/**
 * The team calendar as a manager reads it: Priya (Engineering's head, managing its engineers) sees her team's
 * month with the weekly offs on Saturdays, and steps to the next month and back; HR, on a phone, shows Priya's
 * team through Whose team, the grid scrolling sideways inside its box. It runs on a server of its own.
 */
const OWN_INDEX = 57;

/** The month `by` months from the current one (the company's), as its title and its Saturdays' day numbers. */
function monthFromNow(by: number) {
  const [year, month] = today().split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + by, 1));
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const saturdays = Array.from({ length: days }, (_, i) => i + 1).filter(
    (day) => new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), day)).getUTCDay() === 6,
  );
  const name = MONTHS[first.getUTCMonth()] as string;
  return { name, title: `${name} ${first.getUTCFullYear()}`, saturdays };
}

/** A person's weekly-off badge on one of the month's Saturdays (a holiday or leave may take another one). */
const saturdayOff = (page: Page, person: string, month: ReturnType<typeof monthFromNow>) =>
  page.getByRole('img', {
    name: new RegExp(`^${person}, (${month.saturdays.join('|')}) ${month.name}: Weekly off$`),
  });

test.describe('team calendar', () => {
  useOwnServer(OWN_INDEX);

  test('a manager sees her team’s month and steps to the next month and back', async ({ page }) => {
    const thisMonth = monthFromNow(0);
    const nextMonth = monthFromNow(1);

    await signIn(page, EMPLOYEE);
    await sidebarNav(page).getByRole('link', { name: 'Team Calendar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team Calendar' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: thisMonth.title })).toBeVisible();
    // Only HR picks another manager's team.
    await expect(page.getByLabel('Whose team')).toHaveCount(0);

    const grid = page.getByRole('region', { name: `Team Calendar, ${thisMonth.title}` });
    await expect(grid.getByRole('rowheader', { name: /Sneha Kulkarni/ })).toContainText(
      'Senior Software Engineer',
    );
    await expect(saturdayOff(page, 'Sneha Kulkarni', thisMonth).first()).toBeVisible();
    // Priya is the manager, not a row of her own team.
    await expect(grid.getByRole('rowheader', { name: /Priya Nair/ })).toHaveCount(0);
    await expect(grid.locator('th[aria-current="date"]')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Legend' })).toContainText('Work from home');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { level: 2, name: nextMonth.title })).toBeVisible();
    const nextGrid = page.getByRole('region', { name: `Team Calendar, ${nextMonth.title}` });
    await expect(nextGrid.getByRole('rowheader', { name: /Sneha Kulkarni/ })).toBeVisible();
    await expect(saturdayOff(page, 'Sneha Kulkarni', nextMonth).first()).toBeVisible();
    // Today is not in next month's columns.
    await expect(nextGrid.locator('th[aria-current="date"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByRole('heading', { level: 2, name: thisMonth.title })).toBeVisible();
    await expect(grid.locator('th[aria-current="date"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'This month' })).toHaveCount(0);
  });

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('HR shows another manager’s team; the grid scrolls sideways with the names kept', async ({
      page,
    }) => {
      const thisMonth = monthFromNow(0);
      await signIn(page, HR);
      await page.goto('/team/calendar');
      await expect(page.getByRole('heading', { level: 1, name: 'Team Calendar' })).toBeVisible();
      const picker = page.getByLabel('Whose team');
      await expect(picker).toBeEnabled();
      await picker.selectOption({ label: await optionLabel(page, 'Priya Nair') });
      await expect(page).toHaveURL(/manager_id=\d+/);

      const grid = page.getByRole('region', { name: `Team Calendar, ${thisMonth.title}` });
      const sneha = grid.getByRole('rowheader', { name: /Sneha Kulkarni/ });
      await expect(sneha).toBeVisible();

      // The page itself does not scroll sideways: the grid does, inside its box, and the names stay in view.
      const pageOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(pageOverflow).toBeLessThanOrEqual(0);
      const scrolled = await grid.evaluate((box) => {
        box.scrollLeft = box.scrollWidth;
        return box.scrollLeft;
      });
      expect(scrolled).toBeGreaterThan(0);
      // The first row's name sits at the box's left edge still, and the month's last day has come into view.
      const nameBox = await grid.getByRole('rowheader').first().boundingBox();
      const gridBox = await grid.boundingBox();
      expect(Math.abs((nameBox?.x ?? -100) - (gridBox?.x ?? 0))).toBeLessThanOrEqual(2);
      const lastDay = await grid.getByRole('columnheader').last().boundingBox();
      expect((lastDay?.x ?? 1000) + (lastDay?.width ?? 0)).toBeLessThanOrEqual(
        (gridBox?.x ?? 0) + (gridBox?.width ?? 0) + 1,
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

/** The picker's full label of an employee ("Priya Nair (EMP-0003)"), whatever their code. */
async function optionLabel(page: Page, name: string): Promise<string> {
  const option = page.getByLabel('Whose team').locator('option', { hasText: name });
  return (await option.textContent())?.trim() ?? name;
}
