import { ADMIN, signIn } from './support/auth';
import { lookProblems } from './support/look-checks';
import { expect, test } from './support/test';

/**
 * The look the route walk holds (docs/decisions/accessibility-and-ui.md, "A type scale, skeletons and empty
 * states with a next step"): its checks fail a page planted with a title off the scale, an empty state with
 * no next step or a spinner for a loading state, and pass a good one; and in the app an empty list offers
 * its next step and a loading list shows skeleton blocks under its label.
 */
test.describe('the route walk’s look checks', () => {
  // The planted pages carry no stylesheet: sizes are written inline, as Tailwind's classes compute them.
  const TITLE = 'style="font-size:24px;font-weight:600"';
  const CARD = 'style="font-size:16px;font-weight:600"';
  const GOOD = `<main>
    <h1 ${TITLE}>Payroll</h1>
    <section><h2 data-card-title ${CARD}>Runs</h2>
      <div data-empty-state><h3>No payroll runs yet</h3><p>Runs appear here once payroll is processed.</p></div>
      <div data-empty-state><h3>No loans</h3><a href="/loans/create">Add a loan</a></div>
    </section>
    <div role="status" aria-live="polite">
      <div data-skeleton style="height:16px;width:200px;background:#e2e8f0"></div><p>Loading payroll runs...</p>
    </div>
    <h1 style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)">Read, not seen</h1>
  </main>`;

  test('pass a page on the scale whose empty states name a next step and whose loading is skeletons', async ({
    page,
  }) => {
    await page.setContent(GOOD);
    expect(await lookProblems(page)).toEqual([]);
  });

  for (const [what, planted, why] of [
    [
      'a page title off the scale',
      `<h1 style="font-size:30px;font-weight:600">Careers</h1>`,
      /the page title "Careers" is 30px\/600, not 24px\/600/,
    ],
    [
      'a bold page title',
      `<h1 style="font-size:24px;font-weight:700">Careers</h1>`,
      /the page title "Careers" is 24px\/700/,
    ],
    [
      'a card title off the scale',
      `<h2 data-card-title style="font-size:18px;font-weight:600">Runs</h2>`,
      /the card title "Runs" is 18px\/600, not 16px\/600/,
    ],
    [
      'an empty state with no next step',
      '<div data-empty-state><h3>No payroll runs</h3></div>',
      /the empty state "No payroll runs" names no next step/,
    ],
    [
      'a spinner for a loading state',
      `<div role="status" aria-live="polite"><svg class="animate-spin" width="20" height="20"></svg><span>Loading payroll runs...</span></div>`,
      /the loading state "Loading payroll runs..." is a spinner/,
    ],
  ] as const) {
    test(`fail ${what}`, async ({ page }) => {
      await page.setContent(`<main>${planted}</main>`);
      expect((await lookProblems(page)).join('\n')).toMatch(why);
    });
  }
});

test.describe('the look in the app', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('an employee list filtered to nothing offers to clear the filters; cleared, the people are back', async ({
    page,
  }) => {
    await page.goto('/employees?search=nobody-by-this-name');
    const empty = page.locator('[data-empty-state]');
    await expect(empty.getByRole('heading', { name: 'No employees found' })).toBeVisible();
    await expect(empty).toContainText('No employee matches these filters');
    expect(await lookProblems(page)).toEqual([]);
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/employees');
    await expect(empty).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Employees' }).getByRole('row')).not.toHaveCount(1);
  });

  test('a list still loading shows skeleton blocks under its label, then the list', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/loans(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/loans');
    const loading = page.getByRole('status').filter({ hasText: 'Loading loans...' });
    await expect(loading).toBeVisible();
    await expect(loading.locator('[data-skeleton]').first()).toBeVisible();
    expect(await loading.locator('.animate-spin').count()).toBe(0);
    expect(await lookProblems(page)).toEqual([]);
    release();
    await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Loans & Advances' })).toBeVisible();
  });
});
