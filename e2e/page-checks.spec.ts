import { seriousViolations } from './support/a11y';
import { formatProblems, phoneProblems } from './support/page-checks';
import { expect, test } from './support/test';

/**
 * The route walk's checks catch what they are for: a page planted with an ISO date, a month-first date, an
 * amount in millions, "1 days", a table wider than the phone, a cut-off cell or an axe violation fails; a clean
 * page passes.
 */
test.describe('the route walk’s page checks', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const CLEAN = `<main><h1>Payroll</h1><p>Paid on 10 Nov 2026 (10/11/2026): ₹46.3 L for 1 day and 2 days.</p>
    <div style="overflow-x:auto"><table style="width:900px"><tr><td>Wide, in its own frame</td></tr></table></div>
    <code>curl -d '{"from":"2026-11-10"}'</code></main>`;

  test('pass a page in Indian formats that fits the phone', async ({ page }) => {
    await page.setContent(CLEAN);
    expect(await formatProblems(page)).toEqual([]);
    expect(await phoneProblems(page, 390)).toEqual([]);
  });

  for (const [planted, why] of [
    ['Due On 2026-12-15', /an ISO date/],
    ['Trend for 2026-02', /a year-month/],
    ['Joined 11/23/2026', /a month-first date/],
    ['Payroll cost ₹4.6M', /millions/],
    ['Notice of 1 days', /a singular count/],
  ] as const) {
    test(`fail a page showing "${planted}"`, async ({ page }) => {
      await page.setContent(`<main><h1>Report</h1><p>${planted}</p></main>`);
      expect((await formatProblems(page)).join()).toMatch(why);
    });
  }

  test('fail a date box showing an ISO date', async ({ page }) => {
    await page.setContent('<label>From <input value="2026-11-10"></label>');
    expect((await formatProblems(page)).join()).toMatch(/an ISO date/);
  });

  test('fail a table that makes the page scroll sideways', async ({ page }) => {
    await page.setContent('<main><table style="width:900px"><tr><td>Net pay</td></tr></table></main>');
    expect((await phoneProblems(page, 390)).join()).toMatch(/^9\d\dpx wide on a 390px phone$/);
  });

  test('fail a cell that cuts its text off', async ({ page }) => {
    await page.setContent(`<table style="table-layout:fixed;width:200px"><tr>
      <td style="width:60px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">Monthly Compliance Summary</td>
      </tr></table>`);
    expect((await phoneProblems(page, 390)).join()).toMatch(/a cell cut off: "Monthly Compliance Summary"/);
  });

  test('fail axe on text too light to read and on a button with no name, and pass the clean page', async ({
    page,
  }) => {
    await page.setContent(`<html lang="en"><title>Planted</title><main><h1>Leave</h1>
      <p style="color:#cbd5e1;background:#fff">Balance 12 days</p><button></button></main></html>`);
    const rules = (await seriousViolations(page)).map((v) => v.rule).sort();
    expect(rules).toEqual(['button-name', 'color-contrast']);
    await page.setContent(`<html lang="en"><title>Clean</title>${CLEAN}</html>`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
