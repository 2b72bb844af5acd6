import { readFile } from 'node:fs/promises';
import { HR, signIn } from './support/auth';
import { apiToken, MONTHS, today } from './support/payroll';
import { expect, test } from './support/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

const financialYearOf = (date: string) => {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

test.describe('TDS challans and Form 24Q', () => {
  test('HR records a challan, sees the quarter covered and downloads Form 24Q for it', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, HR);
    const headers = { Authorization: `Bearer ${token}` };
    const fy = financialYearOf(today());
    const summary = async () =>
      (
        (await (
          await request.get(`/api/tds-challans/summary?financial_year=${fy}`, { headers })
        ).json()) as Json
      ).tds_challan_summary;

    // The latest quarter of the year whose approved and paid runs deducted TDS (the demo's past months).
    const before = await summary();
    const quarter = [...before.quarters].reverse().find((q: Json) => q.deducted > 0) as Json;
    expect(quarter, 'a quarter with TDS deducted').toBeTruthy();
    const short = (before.months as Json[]).filter((m) => m.quarter === quarter.quarter && m.shortfall > 0);
    expect(short.length, 'a month to deposit').toBeGreaterThan(0);
    const serial = () => String(10_000 + Math.floor(Math.random() * 89_999));

    // Every short month but the last is deposited through the API; the last one on the screen.
    for (const m of short.slice(0, -1)) {
      const res = await request.post('/api/tds-challans', {
        headers,
        data: {
          year: m.year,
          month: m.month,
          bsr_code: '0510308',
          deposited_on: today(),
          challan_serial: serial(),
          tax: m.shortfall,
        },
      });
      expect(res.status()).toBe(201);
    }
    const last = short.at(-1) as Json;

    await signIn(page, HR);
    await page.getByRole('link', { name: 'TDS Challans' }).click();
    await expect(page.getByRole('heading', { name: 'TDS Challans' })).toBeVisible();
    const card = page.getByRole('article', { name: `Q${quarter.quarter}` });
    await expect(card).toContainText('Shortfall');

    await page.getByRole('button', { name: 'Record challan' }).click();
    const form = page.getByRole('form', { name: 'Record TDS challan' });
    await form
      .getByLabel('Month covered')
      .selectOption(`${last.year}-${String(last.month).padStart(2, '0')}`);
    await form.getByLabel('Deposited on').fill(today());
    // The contract's check, before anything is sent.
    await form.getByLabel('BSR code').fill('51030');
    await page.getByRole('button', { name: 'Record challan' }).last().click();
    await expect(form.getByText('The BSR code is the bank branch’s 7 digits.')).toBeVisible();
    await form.getByLabel('BSR code').fill('0510308');
    await form.getByLabel('Challan serial number').fill(serial());
    await form.getByLabel('Tax (₹)').fill(String(last.shortfall));
    await page.getByRole('button', { name: 'Record challan' }).last().click();
    await expect(page.getByText('TDS challan recorded successfully')).toBeVisible();
    await expect(card).toContainText('Covered');
    await expect(
      page.getByRole('cell', { name: `${MONTHS[last.month - 1]} ${last.year}` }).first(),
    ).toBeVisible();

    // The quarter's statement — Form 138 from tax year 2026-27, Form 24Q before — Annexure I, nothing
    // blocking, and the file.
    const statute = (await (await request.get(`/api/statute?tax_year=${fy}`, { headers })).json()) as Json;
    const statement = statute.forms.quarterly_statement === 'Form 138' ? 'form-138' : 'form-24q';
    const yearParam = statement === 'form-138' ? 'tax_year' : 'financial_year';
    await page.goto(
      `/reports/tax?report=${statement}&${yearParam}=${fy}&quarter=${quarter.quarter}&annexure=1`,
    );
    await expect(page.getByLabel('Quarter')).toHaveValue(String(quarter.quarter));
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await expect(page.getByRole('columnheader', { name: 'PAN of the Employee' })).toBeVisible();
    // The salary code of the year's statute: 92B under the 1961 Act, 1002 from tax year 2026-27.
    await expect(page.getByRole('cell', { name: statute.salary_code, exact: true }).first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${statement}-${fy}-q${quarter.quarter}.csv`);
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv.split('\n')[0]).toContain('Employee Reference No. provided by Employer,PAN of the Employee');

    // The text statement is validated first: without the responsible person's details it says what to fix.
    const settings = ((await (await request.get('/api/payroll-settings', { headers })).json()) as Json)
      .payroll_settings;
    const { company_id: _c, bonus_rate_range: _r, updated_at: _u, ...fields } = settings;
    const cleared = await request.put('/api/payroll-settings', {
      headers,
      data: { ...fields, tds_signatory: { pan: '', mobile: '' } },
    });
    expect(cleared.status()).toBe(200);
    await page.getByRole('button', { name: 'Download statement (.txt)' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'must be resolved' });
    await expect(refused).toContainText('Payroll Settings: the responsible person’s PAN.');
    await expect(refused).toContainText('Payroll Settings: the responsible person’s mobile number.');
    const filled = await request.put('/api/payroll-settings', {
      headers,
      data: {
        ...fields,
        tds_signatory: {
          name: 'Meera Iyer',
          designation: 'Head of Payroll',
          pan: 'ABCPI1234M',
          mobile: '9820012345',
          email: 'meera.iyer@demo.test',
        },
      },
    });
    expect(filled.status()).toBe(200);
    const [statementFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download statement (.txt)' }).click(),
    ]);
    expect(statementFile.suggestedFilename()).toBe(`${statement}-${fy}-q${quarter.quarter}.txt`);
    const text = await readFile((await statementFile.path()) as string, 'latin1');
    expect(text.startsWith('1^FH^SL1^R^')).toBe(true);
    expect(text.split('\r\n')[1]).toMatch(
      new RegExp(`^2\\^BH\\^1\\^\\d+\\^${statement === 'form-138' ? '138' : '24Q'}\\^`),
    );
    expect(text.endsWith('\r\n')).toBe(true);
  });

  test('HR chooses which deductees a second challan of a month paid, then returns it to the default split', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, HR);
    const headers = { Authorization: `Bearer ${token}` };
    const fy = financialYearOf(today());
    const summary = (
      (await (
        await request.get(`/api/tds-challans/summary?financial_year=${fy}`, { headers })
      ).json()) as Json
    ).tds_challan_summary;
    const month = [...(summary.months as Json[])].reverse().find((m) => m.deducted > 0) as Json;
    expect(month, 'a month with TDS deducted').toBeTruthy();
    // A second, small challan for the month (₹1), so the month has two: recorded here and removed at the end.
    const serial = String(10_000 + Math.floor(Math.random() * 89_999));
    const created = await request.post('/api/tds-challans', {
      headers,
      data: {
        year: month.year,
        month: month.month,
        bsr_code: '0510308',
        deposited_on: today(),
        challan_serial: serial,
        tax: 1,
      },
    });
    expect(created.status()).toBe(201);
    const challanId = ((await created.json()) as Json).tds_challan.id;

    await signIn(page, HR);
    await page.getByRole('link', { name: 'TDS Challans' }).click();
    await page.getByRole('button', { name: `Deductees of challan ${serial}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deductees of challan 0510308 / ${serial}` });
    await expect(dialog).toContainText('the challan paid in ₹1.00');
    const shares = dialog.getByRole('spinbutton');
    await expect(shares.first()).toBeVisible();
    // More than the challan paid in is refused with the server's reason.
    await shares.first().fill('2');
    await dialog.getByRole('button', { name: 'Save deductees' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'The challan paid in ₹1.00; ₹2.00 is more than it can cover.',
    );
    await shares.first().fill('1');
    await dialog.getByRole('button', { name: 'Save deductees' }).click();
    await expect(page.getByText('Challan allocation saved')).toBeVisible();

    await page.getByRole('button', { name: `Deductees of challan ${serial}` }).click();
    const again = page.getByRole('dialog', { name: `Deductees of challan 0510308 / ${serial}` });
    await expect(again).toContainText('You chose its deductees.');
    await again.getByRole('button', { name: 'Use the default split' }).click();
    await expect(page.getByText('Challan allocation saved')).toBeVisible();
    expect((await request.delete(`/api/tds-challans/${challanId}`, { headers })).status()).toBe(200);
  });
});
