import { financialYearOf } from '@hrms/contracts/tax-year';
import { seriousViolations } from './support/a11y';
import { ADMIN, apiToken, EMPLOYEE, signIn } from './support/auth';
import { CITATION, citationProblems } from './support/citation-checks';
import { type APIRequestContext, expect, type Page, test, useOwnServer } from './support/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

/**
 * Legal citations sit behind "Why?" (docs/decisions/accessibility-and-ui.md): a description says what a figure is
 * in plain words, and the Act, section or rule it rests on is one click away. The check fails a planted
 * description that quotes the law and passes the same words inside a "Why?"; My Tax, a payroll run's TDS working
 * and a full and final settlement show no citation in a description, and their "Why?" shows the one the year's
 * statute gives.
 */

/** Its own server for the settlement: see the last describe. */
const OWN_INDEX = 62;
const CITED = 'Income tax deducted from salary under section 392(1) of the Income-tax Act, 2025.';

test.describe('the citation check', () => {
  test('fails a description that quotes the law', async ({ page }) => {
    await page.setContent(`<main><h1>My Tax</h1><p data-description>${CITED}</p></main>`);
    const found = await citationProblems(page);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/section 392/);
  });

  test('passes the same words behind "Why?", beside the description', async ({ page }) => {
    await page.setContent(`<main><h1>My Tax</h1>
      <p data-description>Income tax taken from salary each month, worked out for the whole year.</p>
      <details><summary>Why?</summary><p>${CITED}</p></details></main>`);
    expect(await citationProblems(page)).toEqual([]);
    await page.getByText('Why?').click();
    expect(await citationProblems(page)).toEqual([]);
  });

  for (const planted of [
    's.192',
    's.2(y)',
    'rule 2A',
    'Code on Wages',
    'OSH Code',
    'Payment of Bonus Act 1965',
  ]) {
    test(`reads "${planted}" as a citation`, async ({ page }) => {
      expect(CITATION.test(`Paid as the law says (${planted}).`)).toBe(true);
      await page.setContent(`<p data-description>Paid as the law says (${planted}).</p>`);
      expect(await citationProblems(page)).toHaveLength(1);
    });
  }

  test('leaves out a record’s own name shown in a description', async ({ page }) => {
    await page.setContent(
      '<p data-description><span data-name>New Tax Regime (Section 202) FY 2026-27</span> · FY 2026-27</p>',
    );
    expect(await citationProblems(page)).toEqual([]);
  });

  for (const plain of [
    'Form 130 for tax year 2026-27',
    'Wages under the Labour Codes',
    'The Act allows it',
  ]) {
    test(`does not read "${plain}" as a citation`, async ({ page }) => {
      await page.setContent(`<p data-description>${plain}.</p>`);
      expect(await citationProblems(page)).toEqual([]);
    });
  }
});

/** The year's income-tax statute as the API gives it (the sections the screens cite). */
async function statuteOf(request: APIRequestContext, token: string, taxYear: string): Promise<Json> {
  const answer = await request.get('/api/statute', {
    params: { tax_year: taxYear },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as Json;
}

/** "section 392(1)": a provision as the Why? cites it in full (a chapter stands as it is). */
const inFull = (at: string) => (/^[A-Za-z]/.test(at) ? at : `section ${at}`);

/** Opens the "Why?" of the card headed `title` and gives its text. */
async function whyOf(page: Page, title: string): Promise<string> {
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const why = card.locator('details[data-why]').first();
  await expect(why).toBeVisible();
  // From the keyboard: the summary takes focus and Enter opens it.
  await why.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(why).toHaveAttribute('open', '');
  return (await why.textContent()) ?? '';
}

test.describe('legal citations behind "Why?"', () => {
  test('My Tax explains TDS in plain words and cites the section behind "Why?"', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, EMPLOYEE);
    const statute = await statuteOf(request, token, financialYearOf(new Date().toISOString().slice(0, 10)));

    await signIn(page, EMPLOYEE);
    await page.goto('/my-tax');
    const title = 'Why is my TDS this much?';
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    expect(await citationProblems(page)).toEqual([]);
    const why = await whyOf(page, title);
    expect(why).toContain(inFull(statute.sections.salary_tds));
    expect(why).toContain(statute.act);
    // Open, the citation is still not part of the description; open or closed, axe finds nothing serious.
    expect(await citationProblems(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    for (const section of ['declarations', 'proofs']) {
      await page.goto(`/my-tax?section=${section}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading the tax year...')).toHaveCount(0);
      expect(await citationProblems(page), section).toEqual([]);
    }
  });

  test('a payroll run’s TDS working cites the section of the run’s year behind "Why?"', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, ADMIN);
    const headers = { Authorization: `Bearer ${token}` };
    const runs = ((await (await request.get('/api/payroll-runs', { headers })).json()) as Json)
      .data as Json[];
    let run: Json | undefined;
    for (const candidate of runs) {
      const answer = (await (
        await request.get(`/api/payroll-runs/${candidate.id}/breakdown`, { headers })
      ).json()) as Json;
      if (answer.breakdown?.tds) {
        run = candidate;
        break;
      }
    }
    expect(run, 'the demo data holds a run with a TDS working').toBeTruthy();
    const { id, year, month } = run as Json;
    const statute = await statuteOf(
      request,
      token,
      financialYearOf(`${year}-${String(month).padStart(2, '0')}-01`),
    );

    await signIn(page, ADMIN);
    await page.goto(`/payroll/view/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
    expect(await citationProblems(page)).toEqual([]);
    await page.goto(`/payroll/view/${id}?section=tds`);
    const title = 'How TDS was worked out';
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    expect(await citationProblems(page)).toEqual([]);
    const why = await whyOf(page, title);
    expect(why).toContain(inFull(statute.sections.salary_tds));
    expect(why).toContain(statute.act);
  });
});

/**
 * Computing the demo leaver's settlement processes their final month's run, which other journeys' months must
 * not see: on a server of its own.
 */
test.describe('the settlement’s citations', () => {
  useOwnServer(OWN_INDEX);

  test('the settlement’s workings keep the law behind "Why?"', async ({ page, request }) => {
    const token = await apiToken(request, ADMIN);
    const headers = { Authorization: `Bearer ${token}` };
    const exits = ((await (await request.get('/api/exits', { headers })).json()) as Json).data as Json[];
    // The demo data's leaver has no settlement yet: compute the draft, as HR's "Compute F&F" does.
    const leaver = exits[0];
    expect(leaver, 'the demo data holds a leaver').toBeTruthy();
    const computed = await request.post(`/api/employees/${leaver?.employee_id}/final-settlement`, {
      headers,
      data: {},
    });
    expect(computed.status()).toBe(201);
    const id = ((await computed.json()) as Json).final_settlement.id as number;
    const settlement = (
      (await (await request.get(`/api/final-settlements/${id}`, { headers })).json()) as Json
    ).final_settlement as Json;

    await signIn(page, ADMIN);
    await page.goto(`/final-settlements/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Full and Final Settlement' })).toBeVisible();
    expect(await citationProblems(page)).toEqual([]);
    await page.goto(`/final-settlements/${id}?section=workings`);
    await expect(page.getByRole('heading', { name: 'Gratuity', exact: true })).toBeVisible();
    expect(await citationProblems(page)).toEqual([]);
    // The reading of the gratuity law the settlement was computed with, as the API gives it.
    const why = await whyOf(page, 'Gratuity');
    expect(why).toContain(settlement.workings.gratuity.reading);
    // The exemptions are labelled with the sections of the leaver's tax year, as the statute data numbers them.
    const statute = await statuteOf(request, token, settlement.workings.tds.financial_year);
    for (const key of ['leave_encashment', 'gratuity']) {
      const at = statute.sections[key];
      await expect(page.getByText(`Exempt, ${/^[A-Za-z]/.test(at) ? at : `s.${at}`}`).first()).toBeVisible();
    }
  });
});
