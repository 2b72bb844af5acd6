import path from 'node:path';
import { EMPLOYEE, HR, sidebarNav, signIn } from './support/auth';
import { apiToken, lockedCodes, monthsAgo, processThroughScreen } from './support/payroll';
import { expect, type Page, test } from './support/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

const PROOF = path.resolve('e2e/fixtures/investment-proof.pdf');
const SECTION_80C = 'Investments under s.80C';
const RENT = 'Rent paid per month (HRA, s.10(13A))';
const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n);

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
    await expect(comparison).toContainText('Recommended');
    await expect(comparison.getByRole('row', { name: /Tax for the year/ })).toBeVisible();
    await page.getByRole('radio', { name: 'Old regime' }).check();
    await page.getByRole('button', { name: 'Save regime' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Switch to the old regime?' });
    await confirm.getByRole('button', { name: 'Switch regime' }).click();
    await expect(page.getByText('Current choice: Old regime')).toBeVisible();

    // Rent in a metro city (above ₹1 lakh a year, so with the landlord's PAN), and s.80C investments.
    const form = page.getByRole('form', { name: 'Tax declarations' });
    await form.getByLabel('Rent paid per month (₹)').fill('10,000');
    await expect(form.getByText('₹1,20,000.00 a year.')).toBeVisible();
    await form.getByLabel('I live in a metro city').check();
    await form.getByLabel('Landlord’s name').fill('S. Kulkarni');
    await form.getByLabel('Landlord’s PAN').fill('akrpk1234m');
    await form.getByLabel(`${SECTION_80C} (₹)`).fill('1,00,000');
    await form.getByRole('button', { name: 'Save declarations' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Tax declaration saved successfully' }),
    ).toBeVisible();
    await expect(form.getByLabel('Landlord’s PAN')).toHaveValue('AKRPK1234M');

    // The proof of the s.80C investment, a real PDF.
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

    await page.goto(`/payroll/view/${runId}`);
    const why = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'How TDS was worked out' }) });
    await expect(why).toContainText(/old regime/i);
    await expect(why).toContainText('HRA exemption');
    // The old s.80C is s.123 of the Income-tax Act, 2025, cited from the statute of the run's tax year.
    await expect(why).toContainText('PF, VPF and investments, s.123');
    await expect(why).toContainText(rupees(after.deductions.tds_deduction));
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
