import { ADMIN, HR, signIn } from './support/auth';
import { expect, type Page, test } from './support/test';

/** A slab cell of the slab editor, e.g. slabCell(page, 2, 'Maximum income (₹)'). */
function slabCell(page: Page, slab: number, column: string) {
  return page.getByLabel(`Slab ${slab} ${column}`, { exact: true });
}

test.describe('salary components and tax regimes', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('an admin creates a regime, sets up its slabs and tries an income', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tax Regimes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Regimes' })).toBeVisible();
    await page.getByRole('link', { name: 'Add New Tax Regime' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Add Tax Regime' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Next Steps' })).toContainText(
      'Tax slabs are configured after the regime is created',
    );
    await page.getByLabel('Regime Name').fill('Test Regime FY 2030-31');
    await page.getByLabel('Code').fill('test-2030');
    await page.getByLabel('Country').selectOption({ label: 'India' });
    await page.getByLabel('Financial Year').fill('2030-31');
    await page.getByRole('button', { name: 'Create Tax Regime' }).click();

    // The new regime's edit page, which leads on to its slabs.
    await expect(page).toHaveURL(/\/tax-regimes\/\d+\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Tax Regime' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Tax regime created successfully');
    await expect(page.getByLabel('Code')).toHaveValue('TEST-2030');
    await page.getByRole('link', { name: 'Manage Tax Slabs' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Manage Tax Slabs' })).toBeVisible();
    await expect(slabCell(page, 1, 'Minimum income (₹)')).toHaveValue('0');
    await slabCell(page, 1, 'Maximum income (₹)').fill('400000');
    await slabCell(page, 1, 'Tax rate (%)').fill('0');

    // A new slab starts where the previous one ends.
    await page.getByRole('button', { name: 'Add Tax Slab' }).click();
    await expect(slabCell(page, 2, 'Minimum income (₹)')).toHaveValue('4,00,000');
    await expect(slabCell(page, 2, 'Maximum income (₹)')).toBeFocused();
    await slabCell(page, 2, 'Maximum income (₹)').fill('10,00,000');
    await slabCell(page, 2, 'Tax rate (%)').fill('10');

    await page.getByRole('button', { name: 'Add Tax Slab' }).click();
    await expect(slabCell(page, 3, 'Minimum income (₹)')).toHaveValue('10,00,000');
    await slabCell(page, 3, 'Tax rate (%)').fill('20');

    await page.getByRole('button', { name: 'Save Slabs' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Tax slabs updated successfully' }),
    ).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    // The default settings of a new regime: no standard deduction or rebate, 4% cess.
    await page.getByLabel('Annual income (₹)').fill('12,00,000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const breakdown = page.getByRole('region', { name: 'Tax breakdown' });
    await expect(breakdown.getByRole('row', { name: /^Standard deduction/ })).toContainText('₹0.00');
    await expect(breakdown.getByRole('row', { name: /^Taxable income/ })).toContainText('₹12,00,000.00');
    const perSlab = breakdown.getByRole('table', { name: 'Tax per slab' });
    await expect(perSlab.getByRole('row')).toHaveCount(4);
    await expect(perSlab.getByRole('row', { name: /₹4,00,000 – ₹10,00,000/ })).toContainText('₹60,000.00');
    await expect(perSlab.getByRole('row', { name: /₹10,00,000 and above/ })).toContainText('₹40,000.00');
    await expect(breakdown.getByRole('row', { name: /^Slab tax/ })).toContainText('₹1,00,000.00');
    await expect(breakdown.getByRole('row', { name: /^Health and education cess/ })).toContainText(
      '₹4,000.00',
    );
    await expect(breakdown.getByRole('row', { name: /^Total tax/ })).toContainText('₹1,04,000.00');
    await expect(breakdown.getByRole('row', { name: /^Monthly tax/ })).toContainText('₹8,667.00');

    // The detail page shows the saved slabs.
    await page.getByRole('link', { name: 'Back to Regime' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test Regime FY 2030-31' })).toBeVisible();
    const slabs = page.getByRole('table', { name: 'Tax slabs' });
    await expect(slabs.getByRole('row', { name: /₹0 – ₹4,00,000/ })).toContainText('0%');
    await expect(slabs.getByRole('row', { name: /₹10,00,000 and above/ })).toContainText('20%');
  });

  test('an admin sets what a regime allows; the calculator shows the roundings and the slabs by age', async ({
    page,
  }) => {
    // A new regime of the old kind, allowing HRA and s.80C.
    await page.goto('/tax-regimes/create');
    await page.getByLabel('Regime Name').fill('Old Regime Copy FY 2031-32');
    await page.getByLabel('Code').fill('old-copy-2031');
    await page.getByLabel('Country').selectOption({ label: 'India' });
    await page.getByLabel('Financial Year').fill('2031-32');
    await page.getByLabel('Kind').selectOption({ label: 'Old regime' });
    await page.getByLabel('House rent allowance', { exact: true }).check();
    await page.getByLabel('Share of salary in a metro (%)').fill('50');
    await page.getByLabel('Share of salary elsewhere (%)').fill('40');
    await page.getByLabel('Rent above this share of salary (%)').fill('10');
    await page.getByLabel('Landlord PAN needed above (₹ a year)').fill('1,00,000');
    await page.getByLabel('Investments with PF and VPF, s.80C (₹)').fill('abc');
    await page.getByRole('button', { name: 'Create Tax Regime' }).click();
    await expect(page.getByLabel('Investments with PF and VPF, s.80C (₹)')).toHaveAccessibleDescription(
      /Enter an amount in rupees/,
    );
    await page.getByLabel('Investments with PF and VPF, s.80C (₹)').fill('1,50,000');
    await page.getByRole('button', { name: 'Create Tax Regime' }).click();
    await expect(page).toHaveURL(/\/tax-regimes\/\d+\/edit$/);
    await expect(page.getByLabel('Kind')).toHaveValue('old');
    await expect(page.getByLabel('Investments with PF and VPF, s.80C (₹)')).toHaveValue('1,50,000');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Old Regime Copy FY 2031-32' })).toBeVisible();
    await expect(page.getByText('Old regime', { exact: true })).toBeVisible();
    await expect(page.getByText('Investments with PF and VPF, s.80C')).toBeVisible();
    await expect(page.getByText('Up to ₹1,50,000')).toBeVisible();
    await expect(page.getByText(/landlord PAN above ₹1,00,000 a year/)).toBeVisible();

    // The seeded old regime: slabs from 60 and 80, and the roundings of income and tax in the calculator.
    await page.goto('/tax-regimes');
    await page.getByRole('link', { name: 'View Old Tax Regime FY 2025-26' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Old Tax Regime FY 2025-26' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Slabs by age' })).toBeVisible();
    await expect(page.getByText('Aged 60–79')).toBeVisible();
    await page.getByLabel('Annual income (₹)').fill('5,50,005');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const breakdown = page.getByRole('region', { name: 'Tax breakdown' });
    // Total income 5,00,005 → 5,00,010 (s.288A); no rebate above ₹5 lakh; 13,002.08 → 13,000 (s.288B, as s.516 from 2026-27).
    await expect(breakdown.getByRole('row', { name: /Income rounded to the nearest ₹10/ })).toContainText(
      '+ ₹5.00',
    );
    await expect(breakdown.getByRole('row', { name: /^Taxable income/ })).toContainText('₹5,00,010.00');
    await expect(breakdown.getByRole('row', { name: /^Tax before rounding/ })).toContainText('₹13,002.08');
    await expect(breakdown.getByRole('row', { name: /Tax rounded to the nearest ₹10/ })).toContainText(
      '− ₹2.08',
    );
    await expect(breakdown.getByRole('row', { name: /^Total tax/ })).toContainText('₹13,000.00');

    // ₹6,50,000 at 60–79: 5% of 2,00,000 + 20% of 1,00,000 = 30,000 + 4% cess.
    await page.getByLabel('Annual income (₹)').fill('6,50,000');
    await page.getByLabel('Age during the year').selectOption({ label: '60–79' });
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(breakdown.getByRole('row', { name: /^Total tax/ })).toContainText('₹31,200.00');
    await page.getByLabel('Age during the year').selectOption({ label: '80 and above' });
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(breakdown.getByRole('row', { name: /^Total tax/ })).toContainText('₹20,800.00');
  });

  test('the slab editor shows an overlap before anything is saved', async ({ page }) => {
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/slabs')) saves++;
    });
    await page.goto('/tax-regimes');
    await page.getByRole('link', { name: 'Manage Slabs of Old Tax Regime FY 2025-26' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Tax Slabs' })).toBeVisible();

    const slab2Min = slabCell(page, 2, 'Minimum income (₹)');
    await expect(slab2Min).toHaveValue('2,50,000');
    await slab2Min.fill('200000');
    await expect(page.getByText('Slabs may not overlap.')).toBeVisible();
    await expect(slab2Min).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await page.getByRole('button', { name: 'Save Slabs' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fix the errors below.');

    // Starting past the previous slab's end is a gap, not an overlap.
    await slab2Min.fill('300000');
    await expect(
      page.getByText('This slab must start where the previous one ends (₹2,50,000).'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(slab2Min).toHaveValue('2,50,000');
    await expect(slab2Min).not.toHaveAttribute('aria-invalid', 'true');
    expect(saves).toBe(0);
  });

  test('a slab error from the server is shown on its cell', async ({ page }) => {
    // The client checks what the server checks, so the answer is staged to see where it lands.
    await page.route('**/api/tax-regimes/*/slabs', (route) =>
      route.fulfill({
        status: 422,
        json: {
          message: 'The given data was invalid.',
          errors: { 'slabs.1.rate': ['The rate is not allowed.'] },
        },
      }),
    );
    await page.goto('/tax-regimes');
    await page.getByRole('link', { name: 'Manage Slabs of Old Tax Regime FY 2025-26' }).click();
    await slabCell(page, 2, 'Tax rate (%)').fill('6');
    await page.getByRole('button', { name: 'Save Slabs' }).click();

    const rate = slabCell(page, 2, 'Tax rate (%)');
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(rate).toHaveAccessibleDescription('The rate is not allowed.');
    await expect(page.getByRole('alert')).toHaveText('Please fix the errors below.');

    // Editing again clears the server's verdict until the next save.
    await rate.fill('5');
    await expect(page.getByText('The rate is not allowed.')).toHaveCount(0);
  });

  test('the salary component list filters by type on the server', async ({ page }) => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Salary Components' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Salary Components' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Salary components' });
    await expect(table.getByRole('link', { name: 'Basic Salary', exact: true })).toBeVisible();

    const filtered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/salary-components' &&
        url.searchParams.get('type') === 'deduction' &&
        url.searchParams.get('is_active') === 'true'
      );
    });
    await page.getByLabel('Type').selectOption({ label: 'Deduction' });
    const answer = await filtered;
    const body = (await answer.json()) as { data: { type: string }[]; summary: { earnings: number } };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((c) => c.type === 'deduction')).toBe(true);
    expect(body.summary.earnings).toBe(0);

    await expect(page).toHaveURL(/type=deduction/);
    await expect(table.getByRole('link', { name: 'Provident Fund', exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Basic Salary', exact: true })).toHaveCount(0);
    await expect(table.getByText('Earning', { exact: true })).toHaveCount(0);

    // Back to all types.
    await page.getByLabel('Type').selectOption({ label: 'All' });
    await expect(table.getByRole('link', { name: 'Basic Salary', exact: true })).toBeVisible();
  });

  test('a formula with an unknown component code is refused under the formula field', async ({ page }) => {
    await page.goto('/salary-components');
    await page.getByRole('link', { name: 'Add New Component' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Salary Component' })).toBeVisible();

    // The formula field appears only for formula components.
    await expect(page.getByLabel('Formula')).toHaveCount(0);
    await page.getByLabel('Component Name').fill('Performance Bonus');
    await page.getByLabel('Component Code').fill('perf_bonus');
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Earning' });
    await page.getByLabel('Calculation Type').selectOption({ label: 'Formula' });
    const formula = page.getByLabel('Formula');
    await expect(formula).toBeVisible();
    await expect(page.getByText('Use component codes as variables')).toBeVisible();

    await formula.fill('BASIC * 0.1 + NOPE');
    await page.getByRole('button', { name: 'Create Component' }).click();
    await expect(page.getByText('Unknown component code: NOPE.')).toBeVisible();
    await expect(formula).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText('Please fix the errors below.');
    await expect(page).toHaveURL('/salary-components/create');

    await formula.fill('BASIC * 0.1');
    await page.getByRole('button', { name: 'Create Component' }).click();
    await expect(page).toHaveURL('/salary-components');
    await expect(page.getByRole('status')).toHaveText('Salary component created successfully');

    await page.getByLabel('Search').fill('PERF_BONUS');
    const table = page.getByRole('table', { name: 'Salary components' });
    const row = table.getByRole('row', { name: /Performance Bonus/ });
    await expect(row).toContainText('Formula: BASIC * 0.1');
    await expect(row).toContainText('PERF_BONUS');

    // A component nothing uses can be deleted, after a confirmation.
    await row.getByRole('link', { name: 'View Performance Bonus' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Performance Bonus' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete salary component?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/salary-components');
    await expect(page.getByRole('status')).toHaveText('Salary component deleted successfully');
  });

  test('a regime that a company uses by default is not deleted, and the server says why', async ({
    page,
  }) => {
    await page.goto('/tax-regimes');
    await page.getByRole('link', { name: 'View New Tax Regime (Section 202) FY 2026-27' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'New Tax Regime (Section 202) FY 2026-27' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete tax regime?' });
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This regime is the default of 1 company and cannot be deleted',
    );
    await expect(page).toHaveURL(/\/tax-regimes\/\d+$/);
  });

  test('the detail pages show a not-found state for a missing record', async ({ page }) => {
    await page.goto('/salary-components/99999');
    await expect(page.getByRole('heading', { name: 'Component Not Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Components' }).click();
    await expect(page).toHaveURL('/salary-components');

    await page.goto('/tax-regimes/99999');
    await expect(page.getByRole('heading', { name: 'Tax Regime Not Found' })).toBeVisible();
  });
});

test.describe('compensation screens for a user who may only read them', () => {
  test('an HR manager sees the lists without the changing actions', async ({ page }) => {
    await signIn(page, HR);
    await page.goto('/salary-components');
    const table = page.getByRole('table', { name: 'Salary components' });
    await expect(table.getByRole('link', { name: 'View Basic Salary' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Edit Basic Salary' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add New Component' })).toHaveCount(0);

    await page.goto('/tax-regimes');
    await expect(page.getByRole('link', { name: 'View Old Tax Regime FY 2025-26' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Manage Slabs/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add New Tax Regime' })).toHaveCount(0);

    // Screens that change data send the user back to the list.
    await page.goto('/tax-regimes/1/slabs');
    await expect(page).toHaveURL('/tax-regimes');
    await page.goto('/salary-components/create');
    await expect(page).toHaveURL('/salary-components');
  });
});
