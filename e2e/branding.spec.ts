import path from 'node:path';
import { seriousViolations } from './support/a11y';
import { ADMIN, apiToken, signIn } from './support/auth';
import { pdfImages, pdfText } from './support/pdf';
import { expect, test, useOwnServer } from './support/test';

/**
 * Company branding as an administrator sets it up: a logo uploaded on the company page shows in the header
 * and, the demo being a single-company install, on the sign-in page; a brand colour too dark for nothing but
 * white text colours the header and a payslip downloaded then carries the logo; the logo removed, the product's mark returns. A second company takes the
 * sign-in page back to the product's mark. The branding is shared by every page, so this runs on a server of
 * its own.
 */
const OWN_INDEX = 64;
const LOGO = path.resolve('e2e/fixtures/company-logo.png');
const COMPANY = 'Demo Industries';

test.describe('company branding', () => {
  useOwnServer(OWN_INDEX);

  test('an administrator uploads a logo and a brand colour; the header and the sign-in page show them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'HRMS' })).toBeVisible();

    await page.goto('/companies/1');
    await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
    const branding = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Branding', exact: true }) });
    await expect(branding.getByText('No logo yet')).toBeVisible();
    await expect(branding.getByText('PNG or JPEG, up to 1 MB')).toBeVisible();

    // The chosen file is previewed before it is saved.
    await branding.getByLabel('Upload a logo').setInputFiles(LOGO);
    await expect(branding.getByRole('img', { name: `New logo of ${COMPANY}` })).toBeVisible();
    await branding.getByRole('button', { name: 'Upload logo' }).click();
    await expect(branding.getByText('Logo uploaded.')).toBeVisible();
    // The logo as saved, and in the preview of the header.
    await expect(branding.getByRole('img', { name: COMPANY })).toHaveCount(2);
    // The header's brand is now the company's: its logo, named by its alt text.
    const brandLink = sidebar.getByRole('link', { name: COMPANY });
    await expect(brandLink.getByRole('img', { name: COMPANY })).toBeVisible();
    await expect
      .poll(() => brandLink.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(160);

    // A colour white text cannot be read on is refused as it is typed; a dark one is previewed and saved.
    const hex = branding.getByLabel('Hex code');
    await hex.fill('#fde047');
    await expect(branding.getByText(/White text on this colour has a contrast of 1\.3:1/)).toBeVisible();
    await expect(branding.getByRole('button', { name: 'Save colour' })).toBeDisabled();
    await hex.fill('#1d4ed8');
    await expect(branding.getByText('White text on it: 6.7:1')).toBeVisible();
    await branding.getByRole('button', { name: 'Save colour' }).click();
    await expect(branding.getByText('Brand colour saved.')).toBeVisible();
    await expect(brandLink.locator('xpath=..')).toHaveCSS('background-color', 'rgb(29, 78, 216)');
    expect(await seriousViolations(page)).toEqual([]);
    // On a phone the header carries the logo beside the menu button, without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('banner').getByRole('img', { name: COMPANY })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Signed out, the sign-in page of this single-company install shows the company's logo and name.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/login');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByRole('img', { name: COMPANY }).first()).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
    // And on a phone, above the form.
    await visitor.setViewportSize({ width: 390, height: 844 });
    await expect(visitor.getByRole('img', { name: COMPANY })).toBeVisible();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A payslip downloaded now carries the logo at the top of its first page, as uploaded (160 × 64 px).
    const token = await apiToken(page.request, ADMIN);
    const runs = await page.request.get('/api/payroll-runs', {
      headers: { authorization: `Bearer ${token}` },
      params: { status: 'approved', per_page: 1 },
    });
    const [run] = ((await runs.json()) as { data: { id: number }[] }).data;
    expect(run, 'the demo data holds an approved run').toBeTruthy();
    await page.goto(`/payroll/view/${run?.id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Payslip' }).click(),
    ]);
    const pictures = await pdfImages(await download.path());
    expect(pictures).toContainEqual({ width: 160, height: 64 });
    // The same payslip carries its year to date (payslip.spec.ts checks the figures against the runs).
    expect(await pdfText(await download.path())).toContain('This month Year to date');
    await page.goto('/companies/1');

    // The logo removed after confirming, the header goes back to the product's mark.
    await branding.getByRole('button', { name: 'Remove logo' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove the logo?' });
    await confirm.getByRole('button', { name: 'Remove logo' }).click();
    await expect(branding.getByText('Logo removed.')).toBeVisible();
    await expect(branding.getByText('No logo yet')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'HRMS' })).toBeVisible();

    // A second company: the sign-in page names no company and shows the product's mark.
    const second = await page.request.post('/api/companies', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: 'Second Works',
        legal_name: 'Second Works Private Limited',
        registration_number: 'U29100PN2019PTC000002',
        tax_id: 'AAACS0002B',
        country_id: 1,
        email: 'hello@second.test',
        phone: '+91 20 4000 0002',
        address: {
          line1: '2 Estate Road',
          city: 'Pune',
          state: 'Maharashtra',
          postal_code: '411001',
          country: 'India',
        },
      },
    });
    expect(second.status()).toBe(201);
    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto('/login');
    await expect(stranger.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(stranger.getByText('HRMS', { exact: true }).first()).toBeVisible();
    await expect(stranger.getByText(COMPANY)).toHaveCount(0);
  });
});
