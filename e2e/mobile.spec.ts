import { seriousViolations } from './support/a11y';
import { ADMIN, EMPLOYEE, sidebarNav, signIn, signInWithForm } from './support/auth';
import { expect, type Page, test } from './support/test';

const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;

/** Today in the company's zone, the date the screens go by. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** The Monday at least `daysAhead` days from today. */
function mondayAfter(daysAhead: number): string {
  let day = Date.parse(`${today()}T00:00:00Z`) + daysAhead * DAY_MS;
  while (new Date(day).getUTCDay() !== 1) day += DAY_MS;
  return new Date(day).toISOString().slice(0, 10);
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Nothing sticks out sideways: the page scrolls only up and down on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE });

  test('an employee signs in, opens the drawer, goes to leave and fills in an application', async ({
    page,
  }) => {
    await signInWithForm(page, EMPLOYEE);
    await expectNoSidewaysScroll(page);

    // The drawer opens from the menu button and takes focus; Escape closes it back onto the button.
    const menu = page.getByRole('button', { name: 'Open menu' });
    const leave = sidebarNav(page).getByRole('link', { name: 'Leave Requests' });
    await expect(leave).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(leave).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(leave).toBeHidden();
    await expect(menu).toBeFocused();

    // Following a link closes the drawer and shows the page.
    await menu.click();
    await leave.click();
    await expect(page).toHaveURL('/leaves');
    await expect(leave).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'Leave Requests' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);

    // The page is usable at this width: the form opens, fields take input and the day count follows.
    // The header's action (an empty list offers the same link again below).
    await page.getByRole('link', { name: 'Apply for Leave' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for Leave' })).toBeVisible();
    const monday = mondayAfter(60);
    // The server counts the days under the policy's rule for a type: the type comes first.
    await page.getByLabel('Leave Type').selectOption({ label: 'Annual Leave' });
    await page.getByLabel('Start Date').fill(monday);
    await page.getByLabel('End Date').fill(addDays(monday, 1));
    await expect(page.getByTestId('day-count')).toHaveText('2 days');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    await expect(submit).toBeEnabled();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);

    // Leaving without sending writes nothing: back on the list through Cancel.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/leaves');
  });

  test('the close button and the overlay close the drawer too', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    const menu = page.getByRole('button', { name: 'Open menu' });
    const attendance = sidebarNav(page).getByRole('link', { name: 'Attendance', exact: true });

    await menu.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(attendance).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await page.getByTestId('drawer-overlay').click({ position: { x: 370, y: 400 } });
    await expect(attendance).toBeHidden();

    await menu.click();
    await attendance.click();
    await expect(page).toHaveURL('/attendance');
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

/**
 * Every stat card on the page shows its label and value whole: no text is cut (its content is no wider
 * than its box) and nothing in the card reaches outside the card. Answers the offending cards.
 */
async function clippedStatCards(page: Page): Promise<string[]> {
  return page.getByTestId('stat-card').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const box = card.getBoundingClientRect();
      const problems: string[] = [];
      for (const el of Array.from(card.querySelectorAll<HTMLElement>('*'))) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        const outside =
          r.left < box.left - 1 ||
          r.right > box.right + 1 ||
          r.top < box.top - 1 ||
          r.bottom > box.bottom + 1;
        const cut = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline';
        if (outside || cut)
          problems.push(
            `${card.textContent?.trim()}: "${el.textContent?.trim()}" ${outside ? 'spills out' : 'is cut'}`,
          );
      }
      return problems;
    }),
  );
}

test.describe('stat cards on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE });

  test('no stat card cuts its label or lets its value overflow', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    const pages = [
      '/',
      '/payroll',
      '/attendance',
      '/attendance/dashboard',
      '/attendance/overtime',
      '/leaves',
      '/leaves/balance',
      '/users',
      '/roles',
      '/companies',
      '/departments',
      '/salary-components',
      '/tax-regimes',
      '/recruitment/applications',
      '/tax-declarations',
      '/form16',
    ];
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
      const cards = await page.getByTestId('stat-card').count();
      problems.push(...(await clippedStatCards(page)).map((p) => `${path} (${cards} cards) ${p}`));
    }
    expect(problems).toEqual([]);
  });

  test('the personal dashboard’s cards fit too', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page.getByTestId('stat-card').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
    expect(await clippedStatCards(page)).toEqual([]);
  });
});
