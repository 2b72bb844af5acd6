import { readFile } from 'node:fs/promises';
import { HR, signIn } from './support/auth';
import { apiToken, MONTHS } from './support/payroll';
import { expect, type Page, test } from './support/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

/**
 * HR closes the demo's paid month (two months back: every run approved and paid) from the pay run's filing
 * checklist: downloads the ECR and the ESIC file, records the EPF and ESIC payments, downloads the bank
 * file, then the Tally journal from the ledger mapping.
 */
test.describe('the filing checklist', () => {
  test('HR works the month’s filings end to end: files, payments, the bank file and the Tally journal', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const today = new Date();
    const paid = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1));
    const month = paid.getUTCMonth() + 1;
    const year = paid.getUTCFullYear();
    const monthName = `${MONTHS[month - 1]} ${year}`;
    const headers = { Authorization: `Bearer ${await apiToken(request, HR)}` };
    // What is due, account by account, from the compliance summary.
    const summary = (await (
      await request.get('/api/reports/compliance-summary', {
        headers,
        params: { month, year, per_page: 100 },
      })
    ).json()) as Json;
    const line = (item: RegExp) => summary.rows.find((r: Json) => item.test(r.item)) as Json;
    const epf = {
      ac1: line(/^A\/c 1 /).amount,
      ac2: line(/^A\/c 2 /).amount,
      ac10: line(/^A\/c 10 /).amount,
      ac21: line(/^A\/c 21 /).amount,
      ac22: line(/^A\/c 22 /).amount,
    };
    const esic = line(/^ESIC contribution/).amount as number;

    await signIn(page, HR);
    await page.goto(`/pay-run?month=${month}&year=${year}`);
    const filings = page.getByRole('list', { name: 'Filings of the month' });
    const filing = (name: string | RegExp) =>
      filings.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(filing('EPFO ECR (regular)')).toContainText('Ready');

    const download = async (p: Page, name: string) => {
      const [file] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name }).click()]);
      return file;
    };
    const ecr = await download(page, 'Download ECR (.txt): EPFO ECR (regular)');
    expect(ecr.suggestedFilename()).toBe(`pf-ecr-${year}-${String(month).padStart(2, '0')}.txt`);
    expect((await readFile(await ecr.path(), 'latin1')).split('\r\n')[0]?.split('#~#')).toHaveLength(11);
    const esicFile = await download(page, 'Download ESIC file (.xls): ESIC monthly contributions');
    expect(esicFile.suggestedFilename()).toMatch(/\.xls$/);
    // An Excel 97-2003 workbook begins with the compound-file signature D0 CF 11 E0.
    expect((await readFile(await esicFile.path())).subarray(0, 4).toString('hex')).toBe('d0cf11e0');

    // The EPF challan by its TRRN, account by account, then the ESIC challan.
    await filing('EPFO ECR (regular)')
      .getByRole('link', { name: /Record payment/ })
      .click();
    await expect(page).toHaveURL(/\/statutory-payments/);
    const record = async (fill: (form: ReturnType<Page['getByRole']>) => Promise<void>) => {
      await page.getByRole('button', { name: 'Record payment' }).first().click();
      const form = page.getByRole('form', { name: 'Record statutory payment' });
      await fill(form);
      await page.getByRole('dialog').getByRole('button', { name: 'Record payment' }).click();
      await expect(form).toBeHidden();
    };
    const paidOn = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 10))
      .toISOString()
      .slice(0, 10);
    await record(async (form) => {
      await form.getByLabel('Paid for').selectOption('epf');
      await form.getByLabel('Wage month').selectOption({ label: monthName });
      await form.getByLabel('TRRN').fill(`3012${year}${String(month).padStart(2, '0')}0001`);
      await form.getByLabel('Paid on').fill(paidOn);
      // The amount paid is the accounts' sum, as the challan's.
      for (const [key, label] of [
        ['ac1', 'A/c 1 · EPF (employee and employer)'],
        ['ac2', 'A/c 2 · Administration charges'],
        ['ac10', 'A/c 10 · Pension (EPS)'],
        ['ac21', 'A/c 21 · EDLI'],
        ['ac22', 'A/c 22 · EDLI administration'],
      ] as const)
        await form.getByLabel(label).fill(String(epf[key]));
    });
    await record(async (form) => {
      await form.getByLabel('Paid for').selectOption('esic');
      await form.getByLabel('Wage month').selectOption({ label: monthName });
      await form.getByLabel('Challan number').fill(`ESIC${year}${String(month).padStart(2, '0')}01`);
      await form.getByLabel('Paid on').fill(paidOn);
      await form.getByLabel('Amount (₹)').fill(String(esic));
    });

    // Back on the checklist: both paid; the bank file of the month's net pay.
    await page.goto(`/pay-run?month=${month}&year=${year}`);
    await expect(filing('EPFO ECR (regular)')).toContainText('Paid');
    await expect(filing('ESIC monthly contributions')).toContainText('Paid');
    const bank = await download(page, 'Download NEFT file: Bank transfer (salary upload)');
    expect(bank.suggestedFilename()).toMatch(/\.neft\.csv$/);
    expect((await readFile(await bank.path(), 'utf8')).split('\r\n')[0]).toMatch(/^1,/);

    // The month's journal for Tally, from the ledger mapping.
    await page.goto('/ledger-mapping');
    await page.getByLabel('Month').selectOption(String(month));
    await page.getByLabel('Year').selectOption(String(year));
    const tally = await download(page, 'Tally XML');
    const xml = await readFile(await tally.path(), 'utf8');
    expect(xml).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
    expect(xml).toContain('VCHTYPE="Journal"');
  });
});
