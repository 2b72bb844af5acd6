import path from 'node:path';
import { EMPLOYEE, HR, sidebarNav, signIn } from './support/auth';
import { apiToken, lockedCodes, monthsAgo, processThroughScreen, today } from './support/payroll';
import { pdfText } from './support/pdf';
import { expect, type Page, test } from './support/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

const PROOF = path.resolve('e2e/fixtures/investment-proof.pdf');
const SECTION_80C = 'Life insurance, PF, ELSS and other investments';
const RENT = 'Rent paid per month (HRA)';
const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n);

/** A part of the tax year's page, as its tab. */
const part = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Tax year sections' }).getByRole('link', { name, exact: true });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
}

test.describe('income tax through the year', () => {
  test('an employee picks the old regime, declares rent and 80C with a proof; HR verifies it and the next payroll’s TDS follows', async ({
    page,
    request,
  }) => {
    const hr = { Authorization: `Bearer ${await apiToken(request, HR)}` };
    const own = { Authorization: `Bearer ${await apiToken(request, EMPLOYEE)}` };
    const me = (await (await request.get('/api/me', { headers: own })).json()) as Json;
    const employee = me.user.employee as Json;
    const name = `${employee.first_name} ${employee.last_name}`;

    // A month that has ended in which the employee's run can still be (re)processed.
    let period: { year: number; month: number } | null = null;
    for (let back = 1; back <= 2 && !period; back += 1) {
      const candidate = monthsAgo(back);
      const locked = await lockedCodes(request, hr.Authorization.slice(7), candidate.year, candidate.month);
      if (!locked.has(employee.employee_id)) period = candidate;
    }
    expect(period, 'a recent month the employee can be processed in').toBeTruthy();
    const { year, month } = period as { year: number; month: number };
    // Its financial year (April to March), which My Tax and HR's list are switched to.
    const start = month >= 4 ? year : year - 1;
    const financialYear = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

    // The TDS of that month under the default (new) regime, before anything is declared.
    const runFor = async () => {
      const processed = (await (
        await request.post('/api/payroll/process', {
          headers: hr,
          data: { employee_id: employee.id, year, month },
        })
      ).json()) as Json;
      return processed.results[0].payroll_run_id as number;
    };
    const tdsOf = async (runId: number) =>
      ((await (await request.get(`/api/payroll-runs/${runId}/breakdown`, { headers: hr })).json()) as Json)
        .breakdown as Json;
    const before = await tdsOf(await runFor());
    expect(before.tds?.regime_kind ?? 'new').toBe('new');

    // The employee compares the regimes on their own figures and picks the old one.
    await signIn(page, EMPLOYEE);
    await sidebarNav(page).getByRole('link', { name: 'My Tax' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Tax' })).toBeVisible();
    await page.getByLabel('Financial year').selectOption(financialYear);
    const comparison = page.getByRole('table', { name: /Regime comparison/ });
    // A regime is recommended only when its tax is strictly lower; on a tie the screen says so instead.
    const compared = (await (
      await request.get(`/api/employees/${employee.id}/tax-comparison?financial_year=${financialYear}`, {
        headers: own,
      })
    ).json()) as Json;
    if (compared.saving > 0) await expect(comparison).toContainText('Recommended');
    else {
      await expect(comparison).not.toContainText('Recommended');
      await expect(page.getByTestId('regime-saving')).toHaveText(
        'Both regimes come to the same tax on your figures.',
      );
    }
    await expect(comparison.getByRole('row', { name: /Tax for the year/ })).toBeVisible();
    await page.getByRole('radio', { name: 'Old regime' }).check();
    await page.getByRole('button', { name: 'Save regime' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Switch to the old regime?' });
    await confirm.getByRole('button', { name: 'Switch regime' }).click();
    await expect(page.getByText('Current choice: Old regime')).toBeVisible();

    // Each part of the year is a tab at its own address (docs/decisions/accessibility-and-ui.md, "A long page is in parts").
    await part(page, 'Declarations').click();
    await expect(page).toHaveURL(/section=declarations/);

    // Rent in a metro city (above ₹1 lakh a year, so with the landlord's PAN), and s.80C investments.
    const form = page.getByRole('form', { name: 'Tax declarations' });
    await form.getByLabel('Rent paid per month (₹)').fill('10,000');
    await expect(form.getByText('₹1,20,000.00 a year.')).toBeVisible();
    await form.getByLabel('City where you pay rent').selectOption('Mumbai');
    await expect(form.getByText('A metro city this year: the larger share.')).toBeVisible();
    await form.getByRole('button', { name: 'Add a landlord' }).click();
    const landlord = form.getByRole('listitem').filter({ hasText: 'Landlord 1' });
    await landlord.getByLabel('Name').fill('S. Kulkarni');
    await landlord.getByLabel('PAN').fill('akrpk1234m');
    // The label carries the year's section (s.80C to 2025-26, its successor after).
    await form.getByLabel(new RegExp(`^${SECTION_80C} \\(s\\.`)).fill('1,00,000');
    await form.getByRole('button', { name: 'Save declarations' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Tax declaration saved successfully' }),
    ).toBeVisible();
    await expect(landlord.getByLabel('PAN')).toHaveValue('AKRPK1234M');

    // The proof of the s.80C investment, a real PDF.
    await part(page, 'Proofs').click();
    const item = page.getByRole('article', { name: SECTION_80C });
    await item.getByLabel(`Proof for ${SECTION_80C}`).setInputFiles(PROOF);
    await item.getByRole('button', { name: 'Upload proof' }).click();
    await expect(item.getByRole('list', { name: `Proofs for ${SECTION_80C}` })).toContainText(
      'investment-proof.pdf',
    );
    await expect(item).toContainText('Submitted');

    // A file that is not a proof is stopped before it is sent; a proof sent by mistake is deleted (confirmed).
    const rent = page.getByRole('article', { name: RENT });
    const rentFile = rent.getByLabel(`Proof for ${RENT}`);
    await rentFile.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('rent') });
    await expect(rent.getByText('A proof must be a PDF, JPEG or PNG file.')).toBeVisible();
    await expect(rent.getByRole('button', { name: 'Upload proof' })).toBeDisabled();
    await rentFile.setInputFiles(PROOF);
    await rent.getByRole('button', { name: 'Upload proof' }).click();
    await rent.getByRole('button', { name: 'Delete investment-proof.pdf' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this proof?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(rent.getByText('No proof uploaded yet.')).toBeVisible();
    await part(page, 'Regime and TDS').click();
    await expect(page.getByRole('heading', { name: 'Why is my TDS this much?' })).toBeVisible();
    await expect(page.getByText(/Worked out under the old regime/)).toBeVisible();
    await signOut(page);

    // HR finds the proof waiting and accepts a lower amount than declared.
    await signIn(page, HR);
    await sidebarNav(page).getByRole('link', { name: 'Tax Declarations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Declarations' })).toBeVisible();
    await page.getByLabel('Financial year').selectOption(financialYear);
    await page.getByLabel('Proofs').selectOption('pending');
    await page.getByLabel('Search').fill(employee.employee_id);
    await expect(page).toHaveURL(new RegExp(`search=${employee.employee_id}`));
    const list = page.getByRole('table', { name: /Tax declarations, FY/ });
    await list.getByRole('link', { name: new RegExp(name) }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Tax · ${name} (${employee.employee_id})` }),
    ).toBeVisible();
    // HR reads the employee's screens in the employee's name, not in the second person.
    await expect(page.getByRole('heading', { name: `Why is ${name}'s TDS this much?` })).toBeVisible();
    await expect(page.getByTestId('regime-saving')).toContainText(name);
    await part(page, 'Proofs').click();
    const verifying = page.getByRole('article', { name: SECTION_80C });
    await verifying.getByRole('radio', { name: 'Accept a lower amount' }).check();
    await verifying.getByLabel('Accepted amount (₹)').fill('80,000');
    await verifying.getByRole('button', { name: 'Verify' }).click();
    await page
      .getByRole('alertdialog', { name: 'Accept this declaration?' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(verifying).toContainText('Accepted ₹80,000.00');

    // HR processes the month again through the screen: TDS now follows the old regime and the declarations.
    await processThroughScreen(page, { year, month }, `${name} (${employee.employee_id})`);

    const runs = (await (
      await request.get('/api/payroll-runs', {
        headers: hr,
        params: { year, month, employee_id: employee.id },
      })
    ).json()) as Json;
    const runId = runs.data[0].id as number;
    const after = await tdsOf(runId);
    expect(after.tds.regime_kind).toBe('old');
    // The verified declarations are in the workings and take more off the income than the new regime's
    // larger standard deduction, the one thing that regime allows here.
    expect(after.tds.lines.map((line: Json) => line.key)).toEqual(
      expect.arrayContaining(['hra_exemption', 'section_80c']),
    );
    expect(after.tds.taxable_income).toBeLessThan(before.tds.taxable_income);
    // The new regime's rebate left nothing to deduct; the old regime's leaves tax whenever the year's taxable
    // income passes its smaller rebate. The demo pays only its recent months, so late in a financial year the
    // projected income falls under that rebate too and nothing is due (the tests ran into it on 1 December).
    const due = after.tds.annual_tax > after.tds.tds_before_month;
    expect(after.deductions.tds_deduction > before.deductions.tds_deduction).toBe(due);

    await page.goto(`/payroll/view/${runId}?section=tds`);
    const why = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'How TDS was worked out' }) });
    await expect(why).toContainText(/old regime/i);
    await expect(why).toContainText('HRA exemption');
    // The old s.80C is s.123 of the Income-tax Act, 2025, cited from the statute of the run's tax year.
    await expect(why).toContainText('PF, VPF and investments, s.123');
    await expect(why).toContainText(rupees(after.deductions.tds_deduction));
  });

  test('an employee declares rent to two landlords, signs off the statement of claims and downloads it', async ({
    page,
  }) => {
    const now = today();
    const start = Number(now.slice(5, 7)) >= 4 ? Number(now.slice(0, 4)) : Number(now.slice(0, 4)) - 1;
    const year = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
    await signIn(page, EMPLOYEE);
    await sidebarNav(page).getByRole('link', { name: 'My Tax' }).click();
    await page.getByLabel('Financial year').selectOption(year);
    await part(page, 'Declarations').click();

    // Rent above ₹1 lakh a year to two landlords (each with a PAN), in Pune; a housing loan's lender.
    const form = page.getByRole('form', { name: 'Tax declarations' });
    await form.getByLabel('Rent paid per month (₹)').fill('18,000');
    await form.getByLabel('City where you pay rent').selectOption('Pune');
    const removals = form.getByRole('button', { name: /^Remove landlord/ });
    while ((await removals.count()) > 0) await removals.first().click();
    const landlords: [string, string, string][] = [
      ['Meera Kulkarni', 'AKMPK1234L', 'Not related'],
      ['Vikram Kulkarni', 'AKMPK5678M', 'Brother or sister'],
    ];
    for (const [i, [name, pan, relationship]] of landlords.entries()) {
      await form.getByRole('button', { name: 'Add a landlord' }).click();
      const row = form.getByRole('listitem').filter({ hasText: `Landlord ${i + 1}` });
      await row.getByLabel('Name').fill(name);
      await row.getByLabel('PAN').fill(pan);
      await row.getByLabel('Address').fill('12 Baner Road, Pune 411045');
      await row.getByLabel('Relationship to you').selectOption({ label: relationship });
    }
    await form.getByLabel('Lender of the home loan').fill('HDFC Bank Ltd');
    await form.getByLabel('Lender’s PAN').fill('AAACH2702H');
    await form.getByRole('button', { name: 'Save declarations' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Tax declaration saved successfully' }),
    ).toBeVisible();

    // The statement of claims is the year's form (Form 124 from 2026-27): signed off after a confirmation.
    await part(page, year >= '2026-27' ? 'Form 124' : 'Form 12BB').click();
    const card = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: /and Form 12|and Form 122/ }),
    });
    const claims = year >= '2026-27' ? 'Form 124' : 'Form 12BB';
    await expect(card.getByText('Not signed off')).toBeVisible();
    await card.getByRole('button', { name: `Sign off ${claims}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Sign off ${claims}?` });
    await dialog.getByRole('button', { name: 'Sign off' }).click();
    await expect(card.getByText(/^Signed off /)).toBeVisible();
    await expect(card.getByRole('button', { name: `Sign off ${claims}` })).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Download ${claims}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${claims.replace(' ', '-')}-.*-${year}\\.pdf$`),
    );
    const text = (await pdfText((await download.path()) as string)).replace(/- /g, '-');
    for (const expected of [
      `FORM NO. ${claims.replace('Form ', '')}`,
      'Landlord 1: Meera Kulkarni',
      'PAN: AKMPK1234L',
      'Landlord 2: Vikram Kulkarni',
      'Relationship to the employee: Brother or sister',
      'Lender: HDFC Bank Ltd',
      '₹2,16,000.00', // the year's rent, 18,000 × 12
      'Signed off by the employee',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('DRAFT');
  });

  test('My Tax fits a 390 px phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, EMPLOYEE);
    await page.goto('/my-tax');
    await expect(page.getByRole('heading', { level: 1, name: 'My Tax' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Regime comparison/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why is my TDS this much?' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
